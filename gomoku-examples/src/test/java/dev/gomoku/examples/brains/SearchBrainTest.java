package dev.gomoku.examples.brains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Settings;
import dev.gomoku.engine.Turn;
import java.nio.file.Path;
import java.util.Optional;
import java.util.random.RandomGenerator;
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
        Point p = brain.move(board, new FixedTurn(Side.WHITE, 1_000));
        assertEquals(new Point(4, y), p);
        assertTrue(board.isEmpty(board.index(4, y)), "the brain leaves the board as it found it");
    }

    /** A turn with a fixed time budget and no host around it. */
    private static final class FixedTurn implements Turn {
        private final Side side;
        private final long deadline;

        FixedTurn(Side side, long millis) {
            this.side = side;
            this.deadline = System.nanoTime() + millis * 1_000_000L;
        }

        @Override
        public Side side() {
            return side;
        }

        @Override
        public Settings settings() {
            return Settings.DEFAULTS;
        }

        @Override
        public long deadlineNanos() {
            return deadline;
        }

        @Override
        public boolean stopRequested() {
            return false;
        }

        @Override
        public void publish(Point best) {
        }

        @Override
        public RandomGenerator random() {
            return RandomGenerator.of("L64X128MixRandom");
        }

        @Override
        public Optional<Path> folder() {
            return Optional.empty();
        }

        @Override
        public void message(String text) {
        }
    }
}
