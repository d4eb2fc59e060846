package dev.gomoku.engine.tuning;

import dev.gomoku.core.Board;
import java.util.Objects;

/**
 * A position and the move a player chose in it: what {@link OrderTuner} fits the move ordering to.
 *
 * @param board the position; its {@link Board#sideToMove()} is the player who chose
 * @param move the chosen cell ({@link Board#index(int, int)}), empty and legal in the position
 */
public record MoveChoice(Board board, int move) {
    /**
     * Checks the fields.
     *
     * @param board the position
     * @param move the chosen cell
     * @throws NullPointerException if the board is null
     * @throws IllegalArgumentException if the cell is not empty on the board
     */
    public MoveChoice {
        Objects.requireNonNull(board, "board");
        if (move < 0 || move >= board.capacity() || board.cell(move) != Board.EMPTY) {
            throw new IllegalArgumentException("the chosen move " + move + " is not an empty cell");
        }
    }
}
