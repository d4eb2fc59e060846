package dev.gomoku.engine.tuning;

import java.util.Objects;
import dev.gomoku.core.Board;

/**
 * A position and what it is worth to the side to move: how its game ended, or a stronger program's
 * judgement of it as an expected score.
 *
 * @param board the position; its {@link Board#sideToMove()} is the side the result is for
 * @param result 1 if the side to move went on to win, 0 if it lost, 0.5 for a draw; or an expected
 *     score between 0 and 1
 */
public record LabeledPosition(Board board, double result) {
    /**
     * Checks the fields.
     *
     * @param board the position
     * @param result the side to move's result
     * @throws NullPointerException if the board is null
     * @throws IllegalArgumentException if the result is not between 0 and 1
     */
    public LabeledPosition {
        Objects.requireNonNull(board, "board");
        if (!(result >= 0 && result <= 1)) {
            throw new IllegalArgumentException("result must be between 0 and 1: " + result);
        }
    }
}
