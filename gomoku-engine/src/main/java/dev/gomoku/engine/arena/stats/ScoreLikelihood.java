package dev.gomoku.engine.arena.stats;

/**
 * The largest log-likelihood of outcome counts among the distributions with a given expected score:
 * the two terms of a generalised SPRT's ratio. With outcomes scoring a_i, observed n_i times (N in
 * all), the maximum is p_i = (n_i / N) / (1 + theta (a_i - s)) where theta solves
 * {@code sum n_i (a_i - s) / (1 + theta (a_i - s)) = 0} (M. Van den Bergh, "Comments on Normalized
 * Elo", proposition 1.1). Theta may range only where every outcome, observed or not, keeps
 * {@code 1 + theta (a_i - s) >= 0}; when the root lies beyond that (s outside what the observed
 * outcomes can average, e.g. only wins), theta stops at the end and the missing mass goes to the
 * unobserved extreme outcome: after n straight wins the maximum is n ln s, not minus infinity.
 */
final class ScoreLikelihood {
    private ScoreLikelihood() {
    }

    /**
     * The maximum.
     *
     * @param counts how often each outcome occurred
     * @param scores each outcome's score, ascending, the first 0 and the last 1
     * @param mean the expected score, in (0, 1)
     * @return the largest {@code sum n_i ln p_i} over distributions of that mean
     */
    static double max(int[] counts, double[] scores, double mean) {
        int n = 0;
        for (int c : counts) {
            n += c;
        }
        if (n == 0) {
            return 0;
        }
        double lo = -1 / (scores[scores.length - 1] - mean);
        double hi = 1 / (mean - scores[0]);
        double theta;
        // at an end of the range the slope is infinite if that end's outcome was observed
        int last = counts.length - 1;
        if (counts[last] == 0 && slope(counts, scores, mean, lo) <= 0) {
            theta = lo;
        } else if (counts[0] == 0 && slope(counts, scores, mean, hi) >= 0) {
            theta = hi;
        } else {
            // the slope decreases in theta (the dual is concave): bisect to double precision
            for (int i = 0; i < 200 && hi - lo > 0; i++) {
                double mid = (lo + hi) / 2;
                if (mid == lo || mid == hi) {
                    break;
                }
                if (slope(counts, scores, mean, mid) > 0) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            theta = (lo + hi) / 2;
        }
        double sum = 0;
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                sum += counts[i] * Math.log((double) counts[i] / n / (1 + theta * (scores[i] - mean)));
            }
        }
        return sum;
    }

    /** The derivative of the dual in theta. */
    private static double slope(int[] counts, double[] scores, double mean, double theta) {
        double sum = 0;
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                double d = scores[i] - mean;
                sum += counts[i] * d / (1 + theta * d);
            }
        }
        return sum;
    }
}
