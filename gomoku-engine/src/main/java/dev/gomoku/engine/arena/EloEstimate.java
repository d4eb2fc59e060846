package dev.gomoku.engine.arena;

/**
 * An Elo difference estimated from a score under the logistic model (expected score
 * {@code 1 / (1 + 10^(-d/400))}), with a 95% confidence interval from the normal approximation of the
 * mean game score (per-game variance from the observed wins, draws and losses).
 *
 * @param elo the estimated difference (positive: the player is stronger); infinite for a perfect score
 * @param low the lower end of the 95% interval
 * @param high the upper end of the 95% interval
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
        int n = s.games();
        if (n == 0) {
            return new EloEstimate(Double.NaN, Double.NaN, Double.NaN);
        }
        double mu = s.ratio();
        double var = s.variance();
        double se = Math.sqrt(var / n);
        return new EloEstimate(fromScore(mu), fromScore(mu - Z95 * se), fromScore(mu + Z95 * se));
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
        return -400 * Math.log10(1 / score - 1);
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
     * Formats as {@code "+35.2 +- 20.1"}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        if (Double.isNaN(elo)) {
            return "n/a";
        }
        if (Double.isInfinite(elo)) {
            return elo > 0 ? "+inf" : "-inf";
        }
        String m = Double.isFinite(margin()) ? String.format(java.util.Locale.ROOT, "%.1f", margin()) : "inf";
        return String.format(java.util.Locale.ROOT, "%+.1f +- %s", elo, m);
    }
}
