package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Short games of the search against a greedy threat-weighting player (in the spirit of seed 003). */
class SelfPlayTest {
    @ParameterizedTest
    @CsvSource({"FREESTYLE,BLACK,1", "FREESTYLE,WHITE,2", "RENJU,BLACK,3", "RENJU,WHITE,4", "STANDARD,BLACK,5", "CARO,BLACK,6"})
    void searchBeatsTheGreedyPlayer(Rule rule, Side searchSide, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Board b = Board.create(15, rule);
        Searcher s = Engine.create();
        Side winner = null;
        while (winner == null && !b.isFull()) {
            int m;
            if (b.sideToMove() == searchSide) {
                m = s.search(b, SearchLimits.nodes(15_000).withMemory(4 << 20), SearchListener.NONE).bestMove();
                if (rule == Rule.RENJU && searchSide == Side.BLACK) {
                    assertFalse(ForbiddenMoves.isForbidden(b, m), "forbidden move by the search");
                }
            } else {
                m = b.moveCount() == 0 ? b.index(7, 7) : GreedyPlayer.move(b, rnd);
            }
            b.play(m);
            winner = b.winner();
        }
        assertEquals(searchSide, winner, "after " + b.moveCount() + " moves:\n" + b);
    }
}
