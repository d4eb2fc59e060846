package dev.gomoku.protocol.koth;

/**
 * A point of the 15x15 KoTH board, written {@code (x,y)}.
 *
 * @param x column, 0 to 14
 * @param y row, 0 to 14
 */
public record KothPoint(int x, int y) {
    /** Board width and height. */
    public static final int SIZE = 15;

    /**
     * Checks the range.
     *
     * @param x column, 0 to 14
     * @param y row, 0 to 14
     * @throws IllegalArgumentException if a coordinate is outside 0..14
     */
    public KothPoint {
        if (x < 0 || x >= SIZE || y < 0 || y >= SIZE) {
            throw new IllegalArgumentException("point off the 15x15 board: (" + x + "," + y + ")");
        }
    }

    /**
     * The point as the format writes it.
     *
     * @return {@code "(x,y)"}
     */
    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}
