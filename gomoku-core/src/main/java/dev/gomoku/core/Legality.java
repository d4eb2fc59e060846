package dev.gomoku.core;

/**
 * Whether a stone may be placed: the one check that the referee, the hosts and the web game apply to
 * every stone, a brain's or a person's.
 */
public enum Legality {
    /** The stone may be placed. */
    LEGAL,
    /** The point is off the board (or there is no point). */
    OFF_BOARD,
    /** The point already has a stone. */
    OCCUPIED,
    /** A black stone on a renju-forbidden point ({@link ForbiddenMoves}). */
    FORBIDDEN;

    /**
     * Checks a stone of {@code side} at {@code p}: on the board, empty, and not renju-forbidden when
     * black plays under a rule with forbidden moves.
     *
     * @param board the position (unchanged)
     * @param p the point, or null
     * @param side who places the stone
     * @return {@link #LEGAL} or why not
     */
    public static Legality of(Board board, Point p, Side side) {
        if (p == null || !board.contains(p.x(), p.y())) {
            return OFF_BOARD;
        }
        int idx = board.index(p.x(), p.y());
        if (!board.isEmpty(idx)) {
            return OCCUPIED;
        }
        if (side == Side.BLACK && board.rule().hasForbiddenMoves() && ForbiddenMoves.isForbidden(board, idx)) {
            return FORBIDDEN;
        }
        return LEGAL;
    }

    /**
     * Whether the stone may be placed.
     *
     * @return true for {@link #LEGAL}
     */
    public boolean isLegal() {
        return this == LEGAL;
    }
}
