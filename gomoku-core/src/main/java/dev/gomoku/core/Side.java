package dev.gomoku.core;

/** One of the two players. Black moves first. */
public enum Side {
    /** The first player. */
    BLACK,
    /** The second player. */
    WHITE;

    /**
     * The other side.
     *
     * @return {@link #WHITE} for black and {@link #BLACK} for white
     */
    public Side opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /**
     * The cell code of this side's stones, as returned by {@link Board#cell(int)}.
     *
     * @return {@link Board#BLACK} or {@link Board#WHITE}
     */
    public int code() {
        return this == BLACK ? Board.BLACK : Board.WHITE;
    }
}
