package dev.gomoku.examples.brains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Settings;
import dev.gomoku.engine.testing.BrainHarness;
import dev.gomoku.engine.testing.FakeTurn;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The search brain's one-off warm-up at the first new game works on every board shape the protocol
 * allows, and leaves nothing behind that changes the first real move.
 */
class SearchBrainTest {
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"5, 5", "7, 5", "15, 15"})
    void warmUpOnAnyBoardThenBlocksAFour(int width, int height) {
        SearchBrain brain = new SearchBrain();
        brain.newGame(width, height, Settings.DEFAULTS);
        brain.newGame(width, height, Settings.DEFAULTS);
        // black has four in the bottom row from the left edge; white must take the fifth point
        Board board = Board.create(width, height, Rule.FREESTYLE);
        int y = height - 1;
        for (int x = 0; x < 4; x++) {
            board.place(board.index(x, y), Side.BLACK);
        }
        board.place(board.index(0, 0), Side.WHITE);
        board.place(board.index(2, 0), Side.WHITE);
        board.place(board.index(4, 0), Side.WHITE);
        assertEquals(Side.WHITE, board.sideToMove());
        Point p = brain.move(board, FakeTurn.of(board).timeLimit(Duration.ofSeconds(1)));
        assertEquals(new Point(4, y), p);
        assertTrue(board.isEmpty(board.index(4, y)), "the brain leaves the board as it found it");
    }

    @Test
    void blocksAFourThroughThePipeHost() {
        try (BrainHarness game = BrainHarness.start(new SearchBrain())) {
            game.info("timeout_turn", "1000");
            game.newGame(15);
            Board position = Board.create(15, Rule.FREESTYLE);
            for (int x = 3; x <= 6; x++) {
                position.place(position.index(x, 7), Side.BLACK);
            }
            position.place(position.index(3, 8), Side.BLACK);
            // white: the block at the four's left end and three corners
            for (Point w : List.of(new Point(2, 7), new Point(0, 0), new Point(14, 0), new Point(0, 14))) {
                position.place(position.index(w.x(), w.y()), Side.WHITE);
            }
            assertEquals(Side.WHITE, position.sideToMove());
            assertEquals(new Point(7, 7), game.board(position));
        }
    }
}
