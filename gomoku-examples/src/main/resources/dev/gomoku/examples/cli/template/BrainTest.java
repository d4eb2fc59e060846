package @PACKAGE@;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.testing.BrainHarness;
import org.junit.jupiter.api.Test;

/** The brain through the SDK's real pipe host: each move checked to be the brain's own answer. */
class @CLASS@Test {

    @Test
    void blocksAFour() throws Exception {
        Board position = Board.create(15, Rule.FREESTYLE);
        for (int x = 3; x <= 6; x++) {
            position.place(position.index(x, 7), Side.BLACK);
        }
        position.place(position.index(2, 7), Side.WHITE);
        position.place(position.index(3, 9), Side.WHITE);
        position.place(position.index(10, 12), Side.WHITE);
        try (BrainHarness game = BrainHarness.start(@CLASS@.create())) {
            game.info("timeout_turn", "1000");
            game.newGame(15);
            assertEquals(new Point(7, 7), game.board(position));
        }
    }

    @Test
    void playsAGameOpening() throws Exception {
        try (BrainHarness game = BrainHarness.start(@CLASS@.create())) {
            game.info("timeout_turn", "1000");
            game.newGame(15);
            Point first = game.begin();
            game.turn(new Point(first.x() == 0 ? 1 : first.x() - 1, first.y()));
            assertEquals(3, game.position().moveCount());
        }
    }
}
