package dev.gomoku.engine.search.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.GreedyPlayer;
import dev.gomoku.engine.search.MoveGenerator;
import dev.gomoku.engine.search.Position;
import dev.gomoku.testkit.Property;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class OrderWeightsTest {
    @Test
    void distanceBucketsSplitByChebyshevDistanceAndLine() {
        Board b = Board.create(15, Rule.FREESTYLE);
        int stone = b.index(7, 7);
        assertEquals(5, OrderWeights.distanceBucket(b, b.index(8, 8), stone));   // adjacent: on a line
        assertEquals(1, OrderWeights.distanceBucket(b, b.index(9, 8), stone));   // knight's move
        assertEquals(6, OrderWeights.distanceBucket(b, b.index(9, 7), stone));   // two along the row
        assertEquals(2, OrderWeights.distanceBucket(b, b.index(9, 10), stone));
        assertEquals(8, OrderWeights.distanceBucket(b, b.index(11, 11), stone)); // four along the diagonal
        assertEquals(4, OrderWeights.distanceBucket(b, b.index(12, 7), stone));  // five on the row: too far for a line
        assertEquals(4, OrderWeights.distanceBucket(b, b.index(14, 0), stone));
    }

    @Test
    void customWeightsNeedOnePerIndex() {
        assertThrows(IllegalArgumentException.class, () -> OrderWeights.custom(new int[OrderWeights.SIZE - 1]));
        int[] w = new SplittableRandom(3).ints(OrderWeights.SIZE, -2000, 2000).toArray();
        assertArrayEquals(w, OrderWeights.custom(w).values());
    }

    /**
     * The default generator scores a candidate of the engine's own positions (the forced replies
     * aside) by the rule's ordering weights: the sum, recomputed here cell by cell, of its line
     * patterns', level's and combination's weights for both sides and of its distance weights.
     */
    @TestFactory
    Stream<DynamicTest> theGeneratorScoresCandidatesByTheWeights() {
        return Property.check("generator scores are the ordering weights' sums", 30, rnd -> {
            Rule rule = rnd.nextBoolean() ? Rule.RENJU : Rule.FREESTYLE;
            Board b = Board.create(15, rule);
            int plies = 1 + rnd.nextInt(30);
            for (int i = 0; i < plies && b.winner() == null; i++) {
                b.play(GreedyPlayer.move(b, rnd));
            }
            if (b.winner() != null) {
                return;
            }
            int me = b.sideToMove().code();
            SearchBoard p = new SearchBoard(b, me);
            int[] ms = new int[MoveGenerator.MAX_MOVES];
            int[] ss = new int[MoveGenerator.MAX_MOVES];
            int n = MoveGenerator.threatAware().generate(p, ms, ss);
            int op = 3 - me;
            if (p.levelCount(me, Position.LEVEL_FIVE) + p.levelCount(op, Position.LEVEL_FIVE)
                    + p.levelCount(me, Position.LEVEL_WIN_FOUR) > 0) {
                return; // the forced replies come with a fixed score
            }
            int[] w = OrderWeights.of(rule).values();
            assertTrue(n > 0, b.toString());
            for (int i = 0; i < n; i++) {
                assertEquals(expected(w, p, ms[i]), ss[i], "cell " + b.x(ms[i]) + "," + b.y(ms[i]) + "\n" + b);
            }
        });
    }

    private static int expected(int[] w, SearchBoard p, int cell) {
        Board b = p.board();
        int colour = p.toMove() - 1;
        int s = 0;
        for (int side = 0; side < 2; side++) {
            int key = p.key(side == 0 ? p.toMove() : 3 - p.toMove(), cell);
            if (side == 1 && p.toMove() == Board.WHITE && ForbiddenMoves.isForbidden(b, cell)) {
                key = 0; // where black may not play, white blocks nothing
            }
            int base = (2 * colour + side) * OrderWeights.PER_SIDE;
            for (int d = 0; d < 4; d++) {
                s += w[base + ((key >>> (4 * d)) & 15)];
            }
            s += w[base + OrderWeights.LEVEL + CellTables.LEVEL[key]];
            if (CellTables.combo(key) >= 0) {
                s += w[base + OrderWeights.COMBO + CellTables.combo(key)];
            }
        }
        int count = b.moveCount();
        int d = OrderWeights.DISTANCE + colour * 2 * OrderWeights.DISTANCES;
        s += w[d + OrderWeights.distanceBucket(b, cell, b.moveAt(count - 1))];
        if (count >= 2) {
            s += w[d + OrderWeights.DISTANCES + OrderWeights.distanceBucket(b, cell, b.moveAt(count - 2))];
        }
        return s;
    }
}
