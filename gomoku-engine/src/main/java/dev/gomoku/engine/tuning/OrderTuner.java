package dev.gomoku.engine.tuning;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.DefaultWeights;
import java.util.List;

/**
 * Fits the default generator's move-ordering weights to the moves a player chose: each candidate's
 * score is a sum of weights ({@link DefaultWeights#orderFeatures}: its and the opponent's line patterns, level and
 * combination at the cell, its distance to the last two stones), and the weights minimise the
 * cross-entropy of a softmax over each position's legal candidates against the chosen move, with a
 * small L2 penalty (features the data never shows stay at 0). Full-batch Adam from zero weights.
 * A strong player's choices make an ordering that puts the move worth searching first more often.
 */
public final class OrderTuner {
    /** Steps {@code gomoku tune --order} takes: the held-out ranks settle within a few hundred. */
    public static final int DEFAULT_STEPS = 500;
    private static final double L2 = 1e-4;
    private static final double RATE = 0.05;
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;

    private OrderTuner() {
    }

    /**
     * Fits the weights.
     *
     * @param train the choices to fit
     * @param held choices kept out of the fit, to rank before and after
     * @param rule the rule whose weights in use the fit is compared with
     * @param steps Adam steps, at least 1
     * @return the fit
     * @throws IllegalArgumentException if no training choice is usable, or steps is below 1
     */
    public static OrderFit tune(List<MoveChoice> train, List<MoveChoice> held, Rule rule, int steps) {
        if (steps < 1) {
            throw new IllegalArgumentException("steps must be at least 1, was " + steps);
        }
        ChoiceSet set = ChoiceSet.of(train);
        ChoiceSet test = ChoiceSet.of(held);
        if (set.positions == 0) {
            throw new IllegalArgumentException("no usable choices to fit (" + set.unusable + " left out)");
        }
        int k = DefaultWeights.ORDER_COUNT;
        double[] w = new double[k];
        double[] m = new double[k];
        double[] v = new double[k];
        for (int step = 1; step <= steps; step++) {
            double[] g = gradient(set, w);
            double c1 = 1 - Math.pow(BETA1, step);
            double c2 = 1 - Math.pow(BETA2, step);
            for (int j = 0; j < k; j++) {
                double gj = g[j] + L2 * w[j];
                m[j] = BETA1 * m[j] + (1 - BETA1) * gj;
                v[j] = BETA2 * v[j] + (1 - BETA2) * gj * gj;
                w[j] -= RATE * (m[j] / c1) / (Math.sqrt(v[j] / c2) + 1e-8);
            }
        }
        int[] fitted = new int[k];
        for (int j = 0; j < k; j++) {
            fitted[j] = (int) Math.round(w[j] * 1000);
        }
        return new OrderFit(fitted, test.ranks(asDouble(DefaultWeights.order(rule))), test.ranks(asDouble(fitted)),
                set.positions, set.unusable + test.unusable);
    }

    /** The mean cross-entropy's gradient in the weights (logit units). */
    private static double[] gradient(ChoiceSet set, double[] w) {
        double[] s = set.scores(w);
        double[] g = new double[w.length];
        int[] ff = set.firstFeature;
        int[] f = set.features;
        for (int p = 0; p < set.positions; p++) {
            int from = set.firstCandidate[p];
            int to = set.firstCandidate[p + 1];
            double max = Double.NEGATIVE_INFINITY;
            for (int i = from; i < to; i++) {
                max = Math.max(max, s[i]);
            }
            double z = 0;
            for (int i = from; i < to; i++) {
                s[i] = Math.exp(s[i] - max);
                z += s[i];
            }
            for (int i = from; i < to; i++) {
                double d = s[i] / z - (i == set.chosen[p] ? 1 : 0);
                for (int j = ff[i]; j < ff[i + 1]; j++) {
                    g[f[j]] += d;
                }
            }
        }
        for (int j = 0; j < g.length; j++) {
            g[j] /= set.positions;
        }
        return g;
    }

    /** Integer weights as doubles: sums stay exact, so equal scores tie as in the engine. */
    private static double[] asDouble(int[] weights) {
        double[] d = new double[weights.length];
        for (int j = 0; j < d.length; j++) {
            d[j] = weights[j];
        }
        return d;
    }
}
