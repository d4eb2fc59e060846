package dev.gomoku.engine.search;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import java.util.SplittableRandom;

/** A seeded greedy player (in the spirit of seed 003): the search's sparring partner in tests and the tuner tests' game source. */
public final class GreedyPlayer {
    private GreedyPlayer() {
    }

    /**
     * The best sum of own and opponent threat weights over the four lines, random tie-break.
     *
     * @param b the position
     * @param rnd the tie-break source
     * @return a legal empty cell, or -1 on a full board
     */
    public static int move(Board b, SplittableRandom rnd) {
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
}
