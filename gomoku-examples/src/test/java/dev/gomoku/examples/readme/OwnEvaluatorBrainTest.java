package dev.gomoku.examples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchListener;
import dev.gomoku.engine.search.SearchResult;
import dev.gomoku.engine.testing.BrainHarness;
import org.junit.jupiter.api.Test;

/** The README's own-evaluator brain still plays the forced moves the default parts guarantee. */
class OwnEvaluatorBrainTest {

    @Test
    void takesItsFive() {
        Board board = Board.create(15, Rule.FREESTYLE);
        for (int x = 3; x <= 6; x++) {
            board.place(board.index(x, 7), Side.BLACK);
            board.place(board.index(x, 9), Side.WHITE);
        }
        SearchResult r = OwnEvaluatorBrain.create().searcher().search(board, SearchLimits.depth(4), SearchListener.NONE);
        assertTrue(board.wouldWin(Side.BLACK, r.bestMove()), "plays a winning point, got " + r.bestMove());
    }

    @Test
    void blocksTheOpponentsFourThroughThePipeHost() {
        Board board = Board.create(15, Rule.FREESTYLE);
        for (int x = 3; x <= 6; x++) {
            board.place(board.index(x, 7), Side.BLACK);
        }
        board.place(board.index(2, 7), Side.WHITE);
        board.place(board.index(3, 9), Side.WHITE);
        board.place(board.index(10, 12), Side.WHITE);
        assertEquals(Side.WHITE, board.sideToMove());
        try (BrainHarness game = BrainHarness.start(OwnEvaluatorBrain.create())) {
            game.info("timeout_turn", "1000");
            game.newGame(15);
            assertEquals(new Point(7, 7), game.board(board));
            assertTrue(game.command("ABOUT").contains("aggressive"));
        }
    }
}
