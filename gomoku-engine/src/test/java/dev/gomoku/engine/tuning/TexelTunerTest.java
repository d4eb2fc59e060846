package dev.gomoku.engine.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.Position;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TexelTunerTest {
    /** Three features read off the position: own stones near the centre minus the opponent's, stones on the board, a constant. */
    private static Features toy(boolean secondAtLeastZero) {
        return new Features() {
            @Override
            public int size() {
                return 3;
            }

            @Override
            public String name(int i) {
                return "f" + i;
            }

            @Override
            public void extract(Position position, double[] out) {
                Board b = position.board();
                for (int i = 0; i < b.capacity(); i++) {
                    int c = b.cell(i);
                    if ((c == Board.BLACK || c == Board.WHITE) && Math.abs(b.x(i) - 7) + Math.abs(b.y(i) - 7) <= 3) {
                        out[0] += c == position.sideToMove().code() ? 1 : -1;
                    }
                }
                out[1] = b.moveCount();
                out[2] = 1;
            }

            @Override
            public double lowest(int i) {
                return i == 1 && secondAtLeastZero ? 0 : Double.NEGATIVE_INFINITY;
            }
        };
    }

    /** Positions with results drawn from a known logistic model: weights 40, -5 and 15 at scale 100. */
    private static TrainingSet sample(Features f, long seed) {
        return sample(f, seed, false, 20_000);
    }

    /**
     * Positions labelled by a known logistic model (weights 40, -5 and 15 at scale 100): with a result
     * drawn from its probability, or with the probability itself (a soft label, as a search's score gives).
     */
    private static TrainingSet sample(Features f, long seed, boolean soft, int size) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double[] truth = {40, -5, 15};
        TrainingSet set = new TrainingSet(f);
        while (set.size() < size) {
            Board b = Board.create(15, Rule.FREESTYLE);
            int stones = 2 + rnd.nextInt(10);
            for (int s = 0; s < stones; s++) {
                int i;
                do {
                    i = b.index(rnd.nextInt(15), rnd.nextInt(15));
                } while (!b.isEmpty(i));
                b.play(i);
            }
            double[] x = new double[3];
            f.extract(Position.of(b), x);
            double e = truth[0] * x[0] + truth[1] * x[1] + truth[2] * x[2];
            double p = 1 / (1 + Math.exp(-e / 100));
            set.add(new LabeledPosition(b, soft ? p : rnd.nextDouble() < p ? 1 : 0));
        }
        return set;
    }

    /** Seed 11: the fit finds the model again (the weights over the scale are what the results determine). */
    @Test
    void recoversAKnownModelSeed11() {
        TrainingSet set = sample(toy(false), 11);
        TexelFit fit = TexelTuner.tune(set, new double[] {10, 0, 0});
        double[] w = fit.weights();
        assertTrue(fit.loss() < fit.startLoss(), fit.startLoss() + " -> " + fit.loss());
        assertEquals(0.40, w[0] / fit.scale(), 0.04);
        assertEquals(-0.05, w[1] / fit.scale(), 0.01);
        assertEquals(0.15, w[2] / fit.scale(), 0.06);
        assertEquals(fit.loss(), TexelTuner.loss(set, w, fit.scale()), 1e-12);
    }

    /** Seed 14: expected scores instead of results pin the same model ten times closer from a tenth of the positions. */
    @Test
    void softLabelsRecoverTheModelFromFewPositionsSeed14() {
        TrainingSet set = sample(toy(false), 14, true, 2_000);
        TexelFit fit = TexelTuner.tune(set, new double[] {10, 0, 0});
        double[] w = fit.weights();
        assertEquals(0.40, w[0] / fit.scale(), 0.004);
        assertEquals(-0.05, w[1] / fit.scale(), 0.001);
        assertEquals(0.15, w[2] / fit.scale(), 0.006);
    }

    /** Seed 12: a weight that the model wants negative but whose features say stays at 0 or above ends at 0. */
    @Test
    void holdsAWeightAtItsBoundSeed12() {
        TrainingSet set = sample(toy(true), 12);
        TexelFit fit = TexelTuner.tune(set, new double[] {10, 3, 0});
        assertEquals(0, fit.weights()[1]);
        assertTrue(fit.loss() < fit.startLoss(), fit.startLoss() + " -> " + fit.loss());
    }

    /** Seed 13: a held weight keeps its start exactly; the others still fit, so the loss falls. */
    @Test
    void aHeldWeightKeepsItsStartSeed13() {
        TrainingSet set = sample(toy(false), 13);
        double[] start = {10, 0, 7};
        TexelFit fit = TexelTuner.tune(set, start, new boolean[] {false, false, true});
        assertEquals(7, fit.weights()[2]);
        assertTrue(fit.weights()[0] > 10 && fit.loss() < fit.startLoss(), fit.startLoss() + " -> " + fit.loss());
    }

    @Test
    void refusesAnEmptySetOrTheWrongNumberOfWeights() {
        TrainingSet set = new TrainingSet(toy(false));
        assertThrows(IllegalArgumentException.class, () -> TexelTuner.tune(set, new double[3]));
        Board b = Board.create(15, Rule.FREESTYLE);
        b.play(b.index(7, 7));
        set.add(new LabeledPosition(b, 1));
        assertThrows(IllegalArgumentException.class, () -> TexelTuner.tune(set, new double[2]));
    }
}
