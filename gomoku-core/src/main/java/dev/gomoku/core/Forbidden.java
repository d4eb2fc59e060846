package dev.gomoku.core;

/**
 * Why a black move is forbidden under the renju rule, or {@link #NONE} when it is not. Decided by
 * {@link ForbiddenMoves#check(Board, int)} in this order: a five is always allowed, then overline,
 * double-four, double-three.
 */
public enum Forbidden {
    /** The move is allowed (it makes a five, or none of the forbidden shapes). */
    NONE,
    /** The move makes a row of six or more black stones and no five. */
    OVERLINE,
    /** The move makes two or more fours (possibly on one line) and no five. */
    DOUBLE_FOUR,
    /** The move makes two or more real threes and no five, overline or double-four. */
    DOUBLE_THREE;

    /**
     * Whether this is one of the forbidden kinds.
     *
     * @return true for everything but {@link #NONE}
     */
    public boolean isForbidden() {
        return this != NONE;
    }
}
