package dev.gomoku.engine.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SpsaTest {
    /** A simulated brain: its Elo falls by 100 per width away from the best values, squared. */
    private static double elo(int[] v, double[] best, double[] width) {
        double e = 0;
        for (int i = 0; i < v.length; i++) {
            double d = (v[i] - best[i]) / width[i];
            e -= 100 * d * d;
        }
        return e;
    }

    /** One game pair between the two sides, no draws: the plus side's points minus the minus side's. */
    private static double pair(SplittableRandom games, double eloPlus, double eloMinus) {
        double p = 1 / (1 + Math.pow(10, -(eloPlus - eloMinus) / 400));
        double r = 0;
        for (int g = 0; g < 2; g++) {
            r += games.nextDouble() < p ? 1 : -1;
        }
        return r;
    }

    @Test
    void noisyGamePairsLeadToTheBestValues_seed5() {
        double[] best = {70, 8};
        double[] width = {30, 10};
        List<Spsa.Parameter> ps = List.of(new Spsa.Parameter("margin", 40, 0, 200, 4, 0.02),
                new Spsa.Parameter("moves", -10, -20, 40, 1.5, 0.05));
        int iterations = 3000;
        Spsa spsa = new Spsa(ps, iterations, 5);
        SplittableRandom games = new SplittableRandom(5);
        for (int k = 0; k < iterations; k++) {
            Spsa.Step step = spsa.next();
            for (int i = 0; i < 2; i++) {
                assertEquals(step.plus()[i] - step.minus()[i] > 0, step.delta()[i] > 0, "plus lies in delta's direction");
                assertTrue(step.plus()[i] >= ps.get(i).min() && step.plus()[i] <= ps.get(i).max());
            }
            spsa.update(step, pair(games, elo(step.plus(), best, width), elo(step.minus(), best, width)));
        }
        double[] theta = spsa.theta();
        assertEquals(iterations, spsa.iteration());
        // started 30 and 18 away; at most a third of that is left (seeds 1-8 end 0.0-4.8 and 0.1-4.2 away)
        assertEquals(best[0], theta[0], 10, "margin");
        assertEquals(best[1], theta[1], 6, "moves");
    }

    @Test
    void valuesStayWithinBounds_seed9() {
        // every game won by the plus side pushes along delta; the bounds hold
        Spsa spsa = new Spsa(List.of(new Spsa.Parameter("x", 5, 0, 10, 2, 0.5)), 200, 9);
        for (int k = 0; k < 200; k++) {
            Spsa.Step step = spsa.next();
            assertTrue(step.plus()[0] >= 0 && step.plus()[0] <= 10 && step.minus()[0] >= 0 && step.minus()[0] <= 10);
            spsa.update(step, 2);
            assertTrue(spsa.theta()[0] >= 0 && spsa.theta()[0] <= 10, "theta " + spsa.theta()[0]);
        }
    }

    @Test
    void refusesBadParametersAndStaleSteps() {
        assertThrows(IllegalArgumentException.class, () -> new Spsa.Parameter("x", 11, 0, 10, 1, 0.002));
        assertThrows(IllegalArgumentException.class, () -> new Spsa.Parameter("x", 5, 0, 10, 0.2, 0.002));
        assertThrows(IllegalArgumentException.class, () -> new Spsa.Parameter("x", 5, 0, 10, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> new Spsa(List.of(), 10, 1));
        Spsa spsa = new Spsa(List.of(new Spsa.Parameter("x", 5, 0, 10, 1, 0.002)), 10, 1);
        Spsa.Step first = spsa.next();
        spsa.update(first, 0);
        assertThrows(IllegalArgumentException.class, () -> spsa.update(first, 1));
    }
}
