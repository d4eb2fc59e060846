package dev.gomoku.engine.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.GreedyPlayer;
import dev.gomoku.engine.search.MoveGenerator;
import dev.gomoku.engine.search.internal.OrderWeights;
import dev.gomoku.engine.search.internal.SearchBoard;
import dev.gomoku.testkit.Property;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class OrderTunerTest {
    /**
     * Distinct positions from seeded greedy games with two or more legal candidates, each with the one
     * a hidden random ordering table scores highest: a player the model can describe exactly.
     */
    private static List<MoveChoice> choices(Rule rule, OrderWeights hidden, int count, SplittableRandom rnd) {
        List<MoveChoice> out = new ArrayList<>();
        int[] ms = new int[MoveGenerator.MAX_MOVES];
        int[] ss = new int[MoveGenerator.MAX_MOVES];
        Set<Long> seen = new HashSet<>();
        while (out.size() < count) {
            Board b = Board.create(15, rule);
            int plies = 2 + rnd.nextInt(40);
            for (int i = 0; i < plies && b.winner() == null; i++) {
                b.play(GreedyPlayer.move(b, rnd));
            }
            if (b.winner() != null) {
                continue;
            }
            SearchBoard p = new SearchBoard(b, b.sideToMove().code());
            int n = MoveGenerator.threatAware().generate(p, ms, ss);
            hidden.score(p, ms, ss, n);
            int best = -1;
            int bestScore = Integer.MIN_VALUE;
            int legal = 0;
            for (int i = 0; i < n; i++) {
                int s = ss[i];
                if (p.isLegal(ms[i])) {
                    legal++;
                    if (s > bestScore) {
                        best = ms[i];
                        bestScore = s;
                    }
                }
            }
            if (legal >= 2 && seen.add(b.hash() * 31 + best)) {
                out.add(new MoveChoice(b.copy(), best));
            }
        }
        return out;
    }

    /** The fit's features are the engine's: under any weights, its candidate scores are the engine's scores. */
    @TestFactory
    Stream<DynamicTest> choiceSetScoresAreTheEnginesScores() {
        return Property.check("choice set scores equal OrderWeights.score", 4, rnd -> {
            Rule rule = rnd.nextBoolean() ? Rule.RENJU : Rule.FREESTYLE;
            int[] w = rnd.ints(OrderWeights.SIZE, -3000, 3000).toArray();
            OrderWeights weights = OrderWeights.custom(w);
            List<MoveChoice> cs = choices(rule, weights, 30, rnd);
            ChoiceSet set = ChoiceSet.of(cs);
            assertEquals(cs.size(), set.positions);
            double[] asDouble = java.util.Arrays.stream(w).asDoubleStream().toArray();
            double[] s = set.scores(asDouble);
            int[] ms = new int[MoveGenerator.MAX_MOVES];
            int[] ss = new int[MoveGenerator.MAX_MOVES];
            int checked = 0;
            for (int k = 0; k < set.positions; k++) {
                MoveChoice c = cs.get(k);
                SearchBoard p = new SearchBoard(c.board(), c.board().sideToMove().code());
                int n = MoveGenerator.threatAware().generate(p, ms, ss);
                weights.score(p, ms, ss, n);
                int j = set.firstCandidate[k];
                for (int i = 0; i < n; i++) {
                    if (p.isLegal(ms[i])) {
                        assertEquals(ss[i], (int) s[j++], c.board().toString());
                        checked++;
                    }
                }
                assertEquals(set.firstCandidate[k + 1], j);
            }
            assertTrue(checked > 0);
        });
    }

    /**
     * Fitted to a player who always plays what a hidden table ranks first, the tuner's table ranks the
     * held-out choices first far more often than the weights in use do.
     */
    @TestFactory
    Stream<DynamicTest> theFitLearnsAHiddenOrdering() {
        return Property.check("the fit recovers a hidden ordering", 2, rnd -> {
            Rule rule = rnd.nextBoolean() ? Rule.RENJU : Rule.FREESTYLE;
            OrderWeights hidden = OrderWeights.custom(rnd.ints(OrderWeights.SIZE, -3000, 3000).toArray());
            List<MoveChoice> train = choices(rule, hidden, 400, rnd);
            List<MoveChoice> held = choices(rule, hidden, 150, rnd);
            OrderFit fit = OrderTuner.tune(train, held, rule, OrderTuner.DEFAULT_STEPS);
            OrderRanks before = fit.before();
            OrderRanks after = fit.after();
            assertTrue(after.positions() > 100, after.toString());
            assertTrue(after.first() > 0.7 && after.first() > before.first() + 0.2, before + " -> " + after);
            assertTrue(after.meanRank() < before.meanRank(), before + " -> " + after);
            assertEquals(OrderWeights.SIZE, fit.weights().length);
        });
    }

    @Test
    void badArgumentsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> OrderTuner.tune(List.of(), List.of(), Rule.RENJU, 10));
        Board b = Board.create(15, Rule.FREESTYLE);
        b.play(b.index(7, 7));
        List<MoveChoice> one = List.of(new MoveChoice(b, b.index(8, 8)));
        assertThrows(IllegalArgumentException.class, () -> OrderTuner.tune(one, List.of(), Rule.FREESTYLE, 0));
        assertThrows(IllegalArgumentException.class, () -> new MoveChoice(b, b.index(7, 7)));
    }
}
