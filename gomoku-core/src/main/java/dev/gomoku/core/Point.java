package dev.gomoku.core;

/**
 * A point of the board in protocol coordinates: 0-based, {@code x} the column from the left and
 * {@code y} the row from the top. Used at API boundaries; hot paths use {@link Board} cell indices.
 *
 * @param x column, 0 = left
 * @param y row, 0 = top
 */
public record Point(int x, int y) {

    /**
     * The point as the pipe protocol writes it.
     *
     * @return {@code "x,y"}
     */
    @Override
    public String toString() {
        return x + "," + y;
    }
}
