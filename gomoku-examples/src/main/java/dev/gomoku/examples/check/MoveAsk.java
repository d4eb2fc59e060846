package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Point;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.Info;
import dev.gomoku.protocol.pipe.Reply;

/** Asking a probed brain for a move as the referee does, and judging the stone on the position sent. */
final class MoveAsk {
    private MoveAsk() {
    }

    /**
     * Sends {@code INFO time_left} (GomocupJudge sends it before every BOARD and TURN) and the command,
     * and waits for a move.
     *
     * @param s the session
     * @param c the BOARD, TURN or BEGIN
     * @param timeLeft the time_left value
     * @param budget how long to wait, in ms
     * @return what was heard
     */
    static Heard ask(ProbeSession s, Command c, long timeLeft, long budget) {
        s.send(new Info.TimeLeft(timeLeft));
        s.send(c);
        return s.nextMove(budget);
    }

    /**
     * Whether the move heard may be played by the side to move.
     *
     * @param b the position the brain was sent (its side to move is the brain's)
     * @param h a heard move
     * @return the legality, {@link Legality#OFF_BOARD} when no move was heard
     */
    static Legality legality(Board b, Heard h) {
        Reply.Moved m = h.as(Reply.Moved.class);
        return m == null ? Legality.OFF_BOARD : Legality.of(b, point(m), b.sideToMove());
    }

    /** The move as a point. */
    static Point point(Reply.Moved m) {
        return new Point(m.move().x(), m.move().y());
    }
}
