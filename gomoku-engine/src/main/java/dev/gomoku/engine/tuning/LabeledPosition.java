package dev.gomoku.engine.tuning;

import java.util.Objects;
import dev.gomoku.core.Board;

/**
 * A position from a game and how that game ended for the side to move.
 *
 * @param board the position; its {@link Board#sideToMove()} is the side the result is for
 * @param result 1 if the side to move went on to win, 0 if it lost, 0.5 for a draw
 */
public record LabeledPosition(Board board, double result) {
    /**
     * Checks the fields.
     *
     * @param board the position
     * @param result the side to move's result
     * @throws NullPointerException if the board is null
     * @throws IllegalArgumentException if the result is not 0, 0.5 or 1
     */
    public LabeledPosition {
        Objects.requireNonNull(board, "board");
        if (result != 0 && result != 0.5 && result != 1) {
            throw new IllegalArgumentException("result must be 0, 0.5 or 1: " + result);
        }
    }
}
