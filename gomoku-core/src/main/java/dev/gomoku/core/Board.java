package dev.gomoku.core;

/**
 * A Gomoku board of 5x5 to 32x32 cells (rectangular allowed) under one {@link Rule}, with move
 * history, an incremental Zobrist hash and incremental line patterns.
 *
 * <p>Cells are addressed by an opaque {@code int} index ({@link #index(int, int)}); the layout is
 * padded with wall cells so that walking four steps in any {@linkplain #step(int) direction} from a
 * board cell never leaves the array. Hot paths use indices; {@link Point} is for API boundaries.
 *
 * <p>SKELETON: the public contract below is fixed; the pattern machinery is filled in by issue #2.
 */
public final class Board {
    /** Smallest supported width or height. */
    public static final int MIN_SIZE = 5;
    /** Largest supported width or height. */
    public static final int MAX_SIZE = 32;

    /** Cell code of an empty cell. */
    public static final int EMPTY = 0;
    /** Cell code of a black stone. */
    public static final int BLACK = 1;
    /** Cell code of a white stone. */
    public static final int WHITE = 2;
    /** Cell code of the padding around the board. */
    public static final int WALL = 3;

    /** Number of line directions: horizontal, vertical, diagonal, anti-diagonal. */
    public static final int DIRECTIONS = 4;

    private Board() {
        throw new UnsupportedOperationException("skeleton");
    }

    /**
     * Creates an empty board.
     *
     * @param width columns, 5..32
     * @param height rows, 5..32
     * @param rule the rule that decides wins and patterns
     * @return the board
     * @throws IllegalArgumentException naming the bad size
     */
    public static Board create(int width, int height, Rule rule) {
        throw new UnsupportedOperationException("skeleton");
    }

    /**
     * The index of a board cell.
     *
     * @param x column
     * @param y row
     * @return the cell index
     */
    public int index(int x, int y) {
        throw new UnsupportedOperationException("skeleton");
    }

    /**
     * The index offset of one step in a direction.
     *
     * @param direction 0 horizontal, 1 vertical, 2 diagonal, 3 anti-diagonal
     * @return the offset to add to an index
     */
    public int step(int direction) {
        throw new UnsupportedOperationException("skeleton");
    }

    /**
     * What is on a cell.
     *
     * @param index a cell index
     * @return {@link #EMPTY}, {@link #BLACK}, {@link #WHITE} or {@link #WALL}
     */
    public int cell(int index) {
        throw new UnsupportedOperationException("skeleton");
    }
}
