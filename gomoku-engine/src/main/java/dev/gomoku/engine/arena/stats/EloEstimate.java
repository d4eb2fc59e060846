package dev.gomoku.engine.arena.stats;

/**
 * An Elo difference estimated from a score under the logistic model (expected score
 * {@code 1 / (1 + 10^(-d/400))}), with a 95% confidence interval from the normal approximation of the
 * mean score (variance observed per game, or per game pair: see {@link PairCounts#elo()}). Where that interval
 * reaches a score of 0 or 1 (few games, or no losses or no wins) it says nothing at that end, so the
 * Wilson score interval is used instead (draws counted as half a win): it stays inside (0, 1) except
 * at a perfect score's own end, where only a bound is known, e.g. {@code >= +52.3} after 10 wins.
 *
 * @param elo the estimated difference (positive: the player is stronger); infinite for a perfect score
 * @param low the lower end of the 95% interval; {@code -Infinity} after no wins at all
 * @param high the upper end of the 95% interval; {@code +Infinity} after no losses and no draws
 */
public record EloEstimate(double elo, double low, double high) {

    /** The 97.5% quantile of the standard normal distribution. */
    static final double Z95 = 1.959963984540054;

    /**
     * Estimates from a score.
     *
     * @param s the score
     * @return the estimate; NaN values without games
     */
    public static EloEstimate of(MatchScore s) {
        return of(s.ratio(), s.variance(), s.games());
    }

    /**
     * Estimates from n samples of a score in [0, 1] (games, or game pairs scored per game).
     *
     * @param mu the mean score
     * @param var the variance of one sample around the mean
     * @param n the number of samples
     * @return the estimate; NaN values without samples
     */
    static EloEstimate of(double mu, double var, int n) {
        if (n == 0) {
            return new EloEstimate(Double.NaN, Double.NaN, Double.NaN);
        }
        double se = Math.sqrt(var / n);
        double low = mu - Z95 * se;
        double high = mu + Z95 * se;
        if (low <= 0 || high >= 1) {
            // Wilson: the scores p with |mu - p| <= z * sqrt(p (1 - p) / n); p (1 - p) bounds the variance of
            // any score in [0, 1] of mean p, so for pair scores too it errs on the wide side
            double z2 = Z95 * Z95;
            double centre = (mu + z2 / (2 * n)) / (1 + z2 / n);
            double half = Z95 * Math.sqrt(mu * (1 - mu) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
            // at a perfect score its own end is exact: no number of games rules out any strength beyond
            low = mu == 0 ? 0 : centre - half;
            high = mu == 1 ? 1 : centre + half;
        }
        return new EloEstimate(fromScore(mu), fromScore(low), fromScore(high));
    }

    /**
     * The Elo difference that gives an expected score.
     *
     * @param score the expected score
     * @return the difference; infinite at 0 and 1 and beyond
     */
    public static double fromScore(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return 400 * Math.log10(score / (1 - score)); // +0.0 at an even score, never "-0.0"
    }

    /**
     * The expected score of an Elo difference.
     *
     * @param elo the difference
     * @return the score in (0, 1)
     */
    public static double toScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /**
     * Half the width of the 95% interval, the usual "+-" figure.
     *
     * @return (high - low) / 2
     */
    public double margin() {
        return (high - low) / 2;
    }

    /**
     * Formats as {@code "+35.2 +- 20.1"}, or as a bound where one end is unknown: {@code ">= +52.3"}
     * after only wins, {@code "<= -52.3"} after only losses.
     *
     * @return the text
     */
    @Override
    public String toString() {
        if (Double.isNaN(elo)) {
            return "n/a";
        }
        if (Double.isInfinite(high) && Double.isFinite(low)) {
            return String.format(java.util.Locale.ROOT, ">= %+.1f", low);
        }
        if (Double.isInfinite(low) && Double.isFinite(high)) {
            return String.format(java.util.Locale.ROOT, "<= %+.1f", high);
        }
        return String.format(java.util.Locale.ROOT, "%+.1f +- %.1f", elo, margin());
    }
}
