package dev.gomoku.engine.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.record.GameRecord;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.Position;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PatternFeaturesTest {
    /** The features with the engine's weights are the default evaluation, in every position of 20 greedy games. */
    @ParameterizedTest(name = "{0}, seed {1}")
    @CsvSource({"FREESTYLE,20261124", "RENJU,20261125", "STANDARD,20261126"})
    void theDefaultWeightsReproduceTheDefaultEvaluation(Rule rule, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        PatternFeatures f = PatternFeatures.INSTANCE;
        double[] w = f.defaults(rule);
        Evaluator eval = Evaluator.patterns();
        int checked = 0;
        int nonTrivial = 0;
        for (int game = 0; game < 20; game++) {
            GameRecord g = GreedyGames.play(rule, 15, rnd);
            Board b = Board.create(15, rule);
            for (Point p : g.moves()) {
                Position pos = Position.of(b);
                double[] x = new double[f.size()];
                f.extract(pos, x);
                double dot = 0;
                for (int i = 0; i < x.length; i++) {
                    dot += w[i] * x[i];
                }
                int e = eval.evaluate(pos);
                assertEquals(e, dot, 1.0, () -> "after " + b.moveCount() + " moves of " + g.moves());
                checked++;
                if (Math.abs(e) > 200) {
                    nonTrivial++;
                }
                b.play(b.index(p.x(), p.y()));
            }
        }
        assertTrue(checked > 200 && nonTrivial > 20, checked + " positions, " + nonTrivial + " beyond +-200");
    }
}
