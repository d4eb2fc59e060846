package dev.gomoku.engine.tuning;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.record.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Whole games of a seeded greedy player (own and opponent line patterns, random tie-break), played to a five or a full board. */
final class GreedyGames {
    private static final long[] WEIGHT = {0, 1, 2, 4, 16, 20, 300, 400, 10000, 100000, 0};

    private GreedyGames() {
    }

    static GameRecord play(Rule rule, int size, SplittableRandom rnd) {
        Board b = Board.create(size, rule);
        List<Point> moves = new ArrayList<>();
        while (b.winner() == null && !b.isFull()) {
            int m = move(b, rnd);
            if (m < 0) {
                break;
            }
            moves.add(new Point(b.x(m), b.y(m)));
            b.play(m);
        }
        return new GameRecord(size, size, moves);
    }

    private static int move(Board b, SplittableRandom rnd) {
        Side me = b.sideToMove();
        int best = -1;
        long bestScore = Long.MIN_VALUE;
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int c = b.index(x, y);
                if (b.cell(c) != Board.EMPTY
                        || (me == Side.BLACK && b.rule() == Rule.RENJU && ForbiddenMoves.isForbidden(b, c))) {
                    continue;
                }
                long s = 0;
                for (int d = 0; d < Board.DIRECTIONS; d++) {
                    s += WEIGHT[b.pattern(me, c, d)] + WEIGHT[b.pattern(me.opponent(), c, d)];
                }
                s = s * 256 + rnd.nextInt(256);
                if (s > bestScore) {
                    bestScore = s;
                    best = c;
                }
            }
        }
        return best;
    }
}
