package dev.gomoku.engine.arena.referee;

import dev.gomoku.core.Point;
import java.util.List;
import java.util.Objects;

/**
 * What a player answered when asked for a move or a Swap2 decision, or why it did not. A player never
 * throws at the referee: every misbehaviour arrives as a {@link Kind#FAULT} answer.
 *
 * @param kind what kind of answer
 * @param points the stones, in move order (one for a move; for Swap2 as {@link Player#swap2} says)
 * @param fault the fault, or null unless {@code kind == FAULT}
 * @param detail a human-readable note (the offending line, exit code...), never null
 * @param elapsedMillis how long the answer took
 */
public record Answer(Kind kind, List<Point> points, Fault fault, String detail, long elapsedMillis) {

    /** The kinds of answer. */
    public enum Kind {
        /** One or more stones. */
        MOVES,
        /** Swap2: take the colour that is not to move (pipe {@code SWAP}). */
        SWAP,
        /** Swap2: take the colour to move, without a stone yet (KoTH's colour choice). */
        STAY,
        /** No usable answer. */
        FAULT
    }

    /** Why a player gave no usable answer. */
    public enum Fault {
        /** No answer in time. */
        TIMEOUT,
        /** The process ended, could not be started, or closed its output. */
        CRASH,
        /** A line that is not a valid reply here (including over-long lines). */
        GARBAGE,
        /** The brain refused the command ({@code UNKNOWN} or {@code ERROR}). */
        REFUSED,
        /** The unique memory of the brain's process tree went over {@code max_memory}. */
        MEMORY,
        /** The brain's persistent folder grew over the referee's 70 MiB. */
        FOLDER
    }

    /**
     * Checks and copies the values.
     *
     * @param kind the kind component
     * @param points the points component
     * @param fault the fault component
     * @param detail the detail component
     * @param elapsedMillis the elapsedMillis component
     * @throws NullPointerException if kind is null, or fault is null for a fault
     */
    public Answer {
        Objects.requireNonNull(kind, "kind");
        points = List.copyOf(points);
        detail = detail == null ? "" : detail;
        if ((kind == Kind.FAULT) != (fault != null)) {
            throw new IllegalArgumentException("fault must be given exactly for FAULT answers");
        }
    }

    /**
     * Stones.
     *
     * @param points the stones in move order
     * @param elapsedMillis time taken
     * @return the answer
     */
    public static Answer moves(List<Point> points, long elapsedMillis) {
        return new Answer(Kind.MOVES, points, null, "", elapsedMillis);
    }

    /**
     * A fault.
     *
     * @param fault what went wrong
     * @param detail a note for the log
     * @param elapsedMillis time taken
     * @return the answer
     */
    public static Answer fault(Fault fault, String detail, long elapsedMillis) {
        return new Answer(Kind.FAULT, List.of(), fault, detail, elapsedMillis);
    }

    /**
     * A Swap2 colour choice without stones.
     *
     * @param kind {@link Kind#SWAP} or {@link Kind#STAY}
     * @param elapsedMillis time taken
     * @return the answer
     */
    public static Answer choice(Kind kind, long elapsedMillis) {
        return new Answer(kind, List.of(), null, "", elapsedMillis);
    }

    /**
     * Whether this is a fault.
     *
     * @return true for {@link Kind#FAULT}
     */
    public boolean isFault() {
        return kind == Kind.FAULT;
    }
}
