package dev.gomoku.protocol.pipe;

/**
 * A point on the board as the pipe protocol writes it: {@code x,y}, 0-based, {@code x} the column
 * (0 = left) and {@code y} the row (0 = top).
 *
 * @param x the column, at least 0
 * @param y the row, at least 0
 */
public record Move(int x, int y) {
    /**
     * Checks the coordinates.
     *
     * @param x the x
     * @param y the y
     * @throws IllegalArgumentException if a coordinate is negative
     */
    public Move {
        if (x < 0 || y < 0) {
            throw new IllegalArgumentException("negative coordinate: " + x + "," + y);
        }
    }

    /** Canonical form {@code x,y}. */
    @Override
    public String toString() {
        return x + "," + y;
    }
}
