package dev.gomoku.engine.arena.client;

/**
 * Something a brain did that the caller may want to log: a message line, an error reply, a restart,
 * a kill. Delivered to an {@link ArenaLog}, never thrown.
 *
 * @param brain the brain's name
 * @param kind what happened
 * @param text the line or a note
 * @param peakUss for {@link Kind#RESOURCES}: the game's peak unique memory in bytes; 0 for other kinds
 */
public record BrainEvent(String brain, Kind kind, String text, long peakUss) {

    /**
     * An event without a memory figure.
     *
     * @param brain the brain's name
     * @param kind what happened
     * @param text the line or a note
     */
    public BrainEvent(String brain, Kind kind, String text) {
        this(brain, kind, text, 0);
    }

    /** Kinds of event. */
    public enum Kind {
        /** {@code MESSAGE text}. */
        MESSAGE,
        /** {@code DEBUG text}. */
        DEBUG,
        /** {@code ERROR text} or {@code UNKNOWN text}. */
        ERROR,
        /** A Swap2 decision: the stones answered in move order, or {@code SWAP}. */
        SWAP2,
        /** {@code SUGGEST x,y}, answered with {@code PLAY}. */
        SUGGEST,
        /** The process was (re)started. */
        STARTED,
        /** The process was killed by the manager. */
        KILLED,
        /** The process ended by itself. */
        EXITED,
        /** A protocol fault that costs the game. */
        FAULT,
        /** A line that was ignored (stray {@code OK}, an empty line after cutting). */
        IGNORED,
        /** What the brain used in a game: its peak unique memory as the referee measures it. */
        RESOURCES,
        /**
         * {@code INFO key value} from the brain: a detail line printed while it thinks (Rapfi's
         * {@code INFO PV 0} ... {@code INFO BESTLINE 7,7 8,8} ... {@code INFO PV DONE} once asked with
         * {@code INFO show_detail}), no reply; the text is the line after {@code INFO}.
         */
        INFO
    }
}
