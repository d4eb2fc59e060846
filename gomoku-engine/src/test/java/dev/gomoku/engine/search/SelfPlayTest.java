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
    /** Greedy: best sum of own and opponent threat weights over the four lines, random tie-break. */
    static int greedyMove(Board b, SplittableRandom rnd) {
        Side me = b.sideToMove();
        int best = -1;
        long bestScore = Long.MIN_VALUE;
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int c = b.index(x, y);
                if (b.cell(c) != Board.EMPTY) {
                    continue;
                }
                if (me == Side.BLACK && b.rule() == Rule.RENJU && ForbiddenMoves.isForbidden(b, c)) {
                    continue;
                }
                long s = 0;
                for (int d = 0; d < 4; d++) {
                    s += WEIGHT[b.pattern(me, c, d)] * 12L / 10 + WEIGHT[b.pattern(me.opponent(), c, d)];
                }
                s = s * 64 + rnd.nextInt(64);
                if (s > bestScore) {
                    bestScore = s;
                    best = c;
                }
            }
        }
        return best;
    }

    private static final long[] WEIGHT = {0, 1, 2, 4, 16, 20, 300, 400, 10000, 100000, 0};

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
                m = b.moveCount() == 0 ? b.index(7, 7) : greedyMove(b, rnd);
            }
            b.play(m);
            winner = b.winner();
        }
        assertEquals(searchSide, winner, "after " + b.moveCount() + " moves:\n" + b);
    }
}
