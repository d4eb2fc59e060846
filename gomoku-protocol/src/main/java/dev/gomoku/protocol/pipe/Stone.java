package dev.gomoku.protocol.pipe;

/**
 * One line of a {@code BOARD}, {@code SWAP2BOARD} or {@code YXBOARD} block: {@code x,y,field}.
 *
 * @param x the column, at least 0
 * @param y the row, at least 0
 * @param field {@link #OWN}, {@link #OPPONENT} or {@link #WINNING_LINE}
 */
public record Stone(int x, int y, int field) {
    /** Field value of the brain's own stone. */
    public static final int OWN = 1;
    /** Field value of the opponent's stone. */
    public static final int OPPONENT = 2;
    /** Field value of a stone of a winning line or a bad renju move (continuous game only). */
    public static final int WINNING_LINE = 3;

    /**
     * Checks the values.
     *
     * @param x the x
     * @param y the y
     * @param field the field
     * @throws IllegalArgumentException if a coordinate is negative or the field is not 1, 2 or 3
     */
    public Stone {
        if (x < 0 || y < 0) {
            throw new IllegalArgumentException("negative coordinate: " + x + "," + y);
        }
        if (field < OWN || field > WINNING_LINE) {
            throw new IllegalArgumentException("field must be 1, 2 or 3: " + field);
        }
    }

    /**
     * The point of this stone.
     *
     * @return {@code x,y} as a move
     */
    public Move move() {
        return new Move(x, y);
    }

    /** Canonical form {@code x,y,field}. */
    @Override
    public String toString() {
        return x + "," + y + "," + field;
    }
}
