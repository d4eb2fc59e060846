package dev.gomoku.engine.host;

import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.pipe.Command;

/** What can reach the pipe host's queue: from the reading thread, or from the brain's thread. */
sealed interface PipeEvent {

    /**
     * A command the codec decoded, stamped when the reading thread had it: the manager's clock for a move
     * runs from about then, however long the host takes to get to it (the Gomocup referee sends
     * {@code START}, the {@code INFO}s and the first move without waiting for {@code OK}).
     */
    record Received(Command command, long arrivedNanos) implements PipeEvent {
    }

    /** A line the codec rejected; {@code info} when it was an INFO line, which gets no answer. */
    record Rejected(ProtocolException error, boolean info) implements PipeEvent {
    }

    /** The input ended (the manager closed the pipe or reading failed). */
    record InputEnded() implements PipeEvent {
    }

    /** The brain finished request {@code id}; the request's own future holds its typed answer or failure. */
    record Answered(long id) implements PipeEvent {
    }
}
