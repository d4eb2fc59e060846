package dev.gomoku.engine.search.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.Position;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

class NetworkAccumulatorTest {
    /**
     * Seeded random walks of makes, undos and passes, evaluating now and then (so that updates span
     * several plies and start from rows left by other branches): the lazily updated accumulator always
     * equals one computed from the board's own patterns, and the evaluation equals a fresh board's; also
     * with a width that leaves a packed row's last word part empty.
     */
    @ParameterizedTest
    @EnumSource(Rule.class)
    void incrementalEqualsScratchOnRandomWalksSeed4242(Rule rule) {
        for (int size : new int[] {15, 20}) {
            Network net = TestNetworks.random(rule, size == 15 ? 16 : 13, 8, 4242 + size);
            NetworkEvaluator eval = new NetworkEvaluator(net);
            SplittableRandom r = new SplittableRandom(4242L * size + rule.ordinal());
            for (int game = 0; game < 6; game++) {
                Board start = Board.create(size, rule);
                for (int i = r.nextInt(4); i > 0; i--) {
                    start.play(randomEmpty(start, r));
                }
                SearchBoard sb = new SearchBoard(start, start.sideToMove().code());
                int checks = 0;
                for (int step = 0; step < 400; step++) {
                    int what = r.nextInt(10);
                    if (what < 5 && !sb.isFull()) {
                        int c = sb.candidateCount() > 0 && r.nextInt(5) > 0 ? sb.candidate(r.nextInt(sb.candidateCount()))
                                : randomEmpty(sb.board(), r);
                        sb.make(c);
                    } else if (what < 8 && sb.ply() > 0) {
                        sb.undo();
                    } else if (what == 8) {
                        sb.pass();
                    }
                    if (r.nextInt(3) == 0) {
                        String where = rule + " " + size + " game " + game + " step " + step;
                        assertArrayEquals(scratch(net, sb.board()), eval.state(sb).current(), where);
                        Board copy = sb.board().copy();
                        assertEquals(eval.evaluate(new SearchBoard(copy, sb.toMove())), eval.evaluate(sb), where);
                        checks++;
                    }
                }
                assertNotEquals(0, checks);
            }
        }
    }

    /**
     * Packed rows at their largest: on the largest board, with every active cell at the largest
     * activation in half the lanes and at zero in the others, long walks (rows up to about 1,000 cells'
     * worth, changes across many plies) still equal the accumulator from its definition.
     */
    @Test
    void lanesAtTheirLimitsSeed77() {
        Network net = TestNetworks.random(Rule.FREESTYLE, 8, 4, 77);
        for (int j = 0; j < net.hidden(); j++) {
            net.bias1()[j] = (short) (j % 2 == 0 ? Network.MAX_CELL : -Network.MAX_CELL);
        }
        NetworkEvaluator eval = new NetworkEvaluator(net);
        SplittableRandom r = new SplittableRandom(77);
        Board start = Board.create(32, Rule.FREESTYLE);
        SearchBoard sb = new SearchBoard(start, start.sideToMove().code());
        int largest = 0;
        for (int step = 0; step < 900; step++) {
            if (r.nextInt(10) < 8 || sb.ply() == 0) {
                sb.make(randomEmpty(sb.board(), r));
            } else {
                for (int k = r.nextInt(1, 30); k > 0 && sb.ply() > 0; k--) {
                    sb.undo();
                }
            }
            if (step % 7 == 0) {
                short[] expected = scratch(net, sb.board());
                assertArrayEquals(expected, eval.state(sb).current(), "step " + step);
                largest = Math.max(largest, expected[0]);
            }
        }
        // the walk reached rows of hundreds of cells at the largest activation
        assertTrue(largest > 300 * Network.MAX_ACTIVATION, "largest row value " + largest);
    }

    /** The inputs do not see directions: a position and its mirror images evaluate the same. */
    @Test
    void symmetricPositionsEvaluateTheSameSeed99() {
        SplittableRandom r = new SplittableRandom(99);
        Network net = TestNetworks.random(Rule.FREESTYLE, 16, 8, 99);
        Evaluator eval = new NetworkEvaluator(net);
        for (int t = 0; t < 20; t++) {
            Board b = Board.create(15, Rule.FREESTYLE);
            Board transposed = Board.create(15, Rule.FREESTYLE);
            Board mirrored = Board.create(15, Rule.FREESTYLE);
            for (int i = 10 + r.nextInt(20); i > 0; i--) {
                int c = randomEmpty(b, r);
                int x = b.x(c);
                int y = b.y(c);
                b.play(c);
                transposed.play(transposed.index(y, x));
                mirrored.play(mirrored.index(14 - x, y));
            }
            int v = eval.evaluate(Position.of(b));
            assertEquals(v, eval.evaluate(Position.of(transposed)));
            assertEquals(v, eval.evaluate(Position.of(mirrored)));
        }
    }

    @Test
    void otherRulesGetThePatternEvaluation() {
        Evaluator eval = new NetworkEvaluator(TestNetworks.random(Rule.RENJU, 4, 2, 5));
        Board b = Board.create(15, Rule.FREESTYLE);
        b.play(b.index(7, 7));
        b.play(b.index(8, 8));
        b.play(b.index(6, 7));
        assertEquals(Evaluator.patterns().evaluate(Position.of(b)), eval.evaluate(Position.of(b)));
    }

    private static int randomEmpty(Board b, SplittableRandom r) {
        while (true) {
            int c = b.index(r.nextInt(b.width()), r.nextInt(b.height()));
            if (b.isEmpty(c)) {
                return c;
            }
        }
    }

    /** The accumulator from the definition: every non-quiet empty cell's clamped activation, summed. */
    private static short[] scratch(Network net, Board b) {
        int h = net.hidden();
        int one = net.activationMax() << net.activationShift();
        int[] sum = new int[h];
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int c = b.index(x, y);
                if (!b.isEmpty(c)) {
                    continue;
                }
                int keys = NetworkFeatures.keys(b, c);
                int kb = NetworkFeatures.index(keys & 0xFFFF);
                int kw = NetworkFeatures.index(keys >>> 16);
                if (!NetworkFeatures.active(kb, kw)) {
                    continue;
                }
                for (int j = 0; j < h; j++) {
                    int v = net.bias1()[j] + net.cells()[kb * h + j] + net.cells()[(NetworkFeatures.KEYS + kw) * h + j];
                    sum[j] += (Math.max(0, Math.min(one, v)) + (1 << net.activationShift() >> 1)) >> net.activationShift();
                }
            }
        }
        short[] out = new short[h];
        for (int j = 0; j < h; j++) {
            out[j] = (short) sum[j];
        }
        return out;
    }
}
