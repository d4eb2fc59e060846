package dev.gomoku.core;

/**
 * A move that the board cannot take: off the board or onto an occupied cell. The message names the
 * point and the reason. The board is left unchanged.
 */
public class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message the point and what was wrong with it
     */
    public IllegalMoveException(String message) {
        super(message);
    }
}
