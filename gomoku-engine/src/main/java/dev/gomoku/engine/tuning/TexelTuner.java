package dev.gomoku.engine.tuning;

/**
 * Fits a linear evaluation's weights to game results (Texel's method): the probability that the side
 * to move wins is modelled as {@code sigmoid(eval / scale)}, and the weights minimise the mean
 * log-loss against the results (1, 0.5, 0). The scale is first fitted to the starting weights and
 * then held, so the fitted weights stay in the same units and the search's margins keep their meaning.
 * The weights are found by Newton's method (the loss is convex in them), with a light pull towards
 * the starting weights so that features the data never shows keep their values, and each weight kept
 * at or above its {@link Features#lowest(int)}.
 */
public final class TexelTuner {
    /** Strength of the pull towards the starting weights, per squared change of one scale unit. */
    private static final double PULL = 1e-4;
    private static final int MAX_STEPS = 50;

    private TexelTuner() {
    }

    /**
     * Fits the weights.
     *
     * @param set the positions
     * @param start the starting weights, one per feature
     * @return the fit
     * @throws IllegalArgumentException if the set is empty or the weights do not match its features
     */
    public static TexelFit tune(TrainingSet set, double[] start) {
        return tune(set, start, new boolean[start.length]);
    }

    /**
     * Fits the weights, holding some at their starting values (a term the search depends on, say).
     *
     * @param set the positions
     * @param start the starting weights, one per feature
     * @param held per feature, whether its weight stays at its start
     * @return the fit
     * @throws IllegalArgumentException if the set is empty or the arrays do not match its features
     */
    public static TexelFit tune(TrainingSet set, double[] start, boolean[] held) {
        int k = set.features().size();
        if (start.length != k || held.length != k) {
            throw new IllegalArgumentException("expected " + k + " weights, got " + start.length + " and " + held.length);
        }
        if (set.size() == 0) {
            throw new IllegalArgumentException("no positions to tune on");
        }
        double scale = fitScale(set, start);
        double startLoss = loss(set, start, scale);
        double[] w = start.clone();
        double objective = objective(set, w, scale, start);
        double pull = PULL / (scale * scale);
        for (int step = 0; step < MAX_STEPS; step++) {
            double[] g = new double[k];
            double[][] h = new double[k][k];
            gradientAndHessian(set, w, scale, g, h);
            for (int j = 0; j < k; j++) {
                g[j] += pull * (w[j] - start[j]);
                h[j][j] += pull;
                if (held[j] || w[j] <= set.features().lowest(j) && g[j] > 0) {
                    // Held, or at its bound and pushing past it: kept where it is for this step.
                    java.util.Arrays.fill(h[j], 0);
                    for (double[] row : h) {
                        row[j] = 0;
                    }
                    h[j][j] = 1;
                    g[j] = 0;
                }
            }
            double[] delta = solve(h, g);
            double t = 1;
            double[] next = null;
            double nextObjective = objective;
            for (int tries = 0; tries < 30; tries++, t /= 2) {
                double[] trial = new double[k];
                for (int j = 0; j < k; j++) {
                    trial[j] = Math.max(set.features().lowest(j), w[j] - t * delta[j]);
                }
                double o = objective(set, trial, scale, start);
                if (o < objective) {
                    next = trial;
                    nextObjective = o;
                    break;
                }
            }
            if (next == null) {
                break;
            }
            boolean converged = objective - nextObjective < 1e-10;
            w = next;
            objective = nextObjective;
            if (converged) {
                break;
            }
        }
        return new TexelFit(w, scale, startLoss, loss(set, w, scale), set.size());
    }

    /**
     * The mean log-loss of weights on a set (for a held-out set, say).
     *
     * @param set the positions
     * @param weights one per feature
     * @param scale the evaluation scale
     * @return the mean log-loss; lower is better
     */
    public static double loss(TrainingSet set, double[] weights, double scale) {
        double sum = 0;
        for (int i = 0; i < set.size(); i++) {
            double p = clamp(sigmoid(set.eval(i, weights) / scale));
            double y = set.result(i);
            sum -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
        }
        return sum / set.size();
    }

    /** The loss plus the pull towards the start, measured in units of the scale. */
    private static double objective(TrainingSet set, double[] w, double scale, double[] start) {
        double pull = 0;
        for (int j = 0; j < w.length; j++) {
            double r = (w[j] - start[j]) / scale;
            pull += r * r;
        }
        return loss(set, w, scale) + PULL / 2 * pull;
    }

    private static void gradientAndHessian(TrainingSet set, double[] w, double scale, double[] g, double[][] h) {
        int k = w.length;
        int n = set.size();
        double[] x = new double[k];
        for (int i = 0; i < n; i++) {
            double p = sigmoid(set.eval(i, w) / scale);
            double r = (p - set.result(i)) / scale / n;
            double c = p * (1 - p) / (scale * scale) / n;
            for (int j = 0; j < k; j++) {
                x[j] = set.feature(i, j);
            }
            for (int j = 0; j < k; j++) {
                if (x[j] == 0) {
                    continue;
                }
                g[j] += r * x[j];
                double cx = c * x[j];
                for (int l = 0; l < k; l++) {
                    h[j][l] += cx * x[l];
                }
            }
        }
    }

    /** Golden-section search for the scale that minimises the loss, over 1 to 100,000 on a log scale. */
    private static double fitScale(TrainingSet set, double[] w) {
        double lo = Math.log(1);
        double hi = Math.log(100_000);
        double ratio = (Math.sqrt(5) - 1) / 2;
        double a = hi - ratio * (hi - lo);
        double b = lo + ratio * (hi - lo);
        double fa = loss(set, w, Math.exp(a));
        double fb = loss(set, w, Math.exp(b));
        for (int i = 0; i < 60; i++) {
            if (fa < fb) {
                hi = b;
                b = a;
                fb = fa;
                a = hi - ratio * (hi - lo);
                fa = loss(set, w, Math.exp(a));
            } else {
                lo = a;
                a = b;
                fa = fb;
                b = lo + ratio * (hi - lo);
                fb = loss(set, w, Math.exp(b));
            }
        }
        return Math.exp((lo + hi) / 2);
    }

    /** Solves {@code h * x = g} by Gaussian elimination with partial pivoting (h is small and positive definite). */
    private static double[] solve(double[][] h, double[] g) {
        int k = g.length;
        double[][] a = new double[k][];
        double[] b = g.clone();
        for (int i = 0; i < k; i++) {
            a[i] = h[i].clone();
        }
        for (int col = 0; col < k; col++) {
            int pivot = col;
            for (int r = col + 1; r < k; r++) {
                if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) {
                    pivot = r;
                }
            }
            double[] tr = a[col];
            a[col] = a[pivot];
            a[pivot] = tr;
            double tb = b[col];
            b[col] = b[pivot];
            b[pivot] = tb;
            for (int r = col + 1; r < k; r++) {
                double f = a[r][col] / a[col][col];
                if (f == 0) {
                    continue;
                }
                for (int c = col; c < k; c++) {
                    a[r][c] -= f * a[col][c];
                }
                b[r] -= f * b[col];
            }
        }
        double[] x = new double[k];
        for (int r = k - 1; r >= 0; r--) {
            double s = b[r];
            for (int c = r + 1; c < k; c++) {
                s -= a[r][c] * x[c];
            }
            x[r] = s / a[r][r];
        }
        return x;
    }

    private static double sigmoid(double v) {
        return 1 / (1 + Math.exp(-v));
    }

    private static double clamp(double p) {
        return Math.min(1 - 1e-12, Math.max(1e-12, p));
    }
}
