package dev.gomoku.engine.arena;

/**
 * A sequential probability ratio test between two Elo hypotheses, for engine development: play until
 * the log-likelihood ratio leaves {@code [lowerBound, upperBound]}. The ratio uses the normal
 * approximation of the mean game score (the trinomial win/draw/loss variance observed so far), which
 * is what common engine-testing tools do.
 *
 * @param elo0 the null hypothesis: the Elo difference is elo0
 * @param elo1 the alternative: the Elo difference is elo1 (greater than elo0)
 * @param alpha the false positive rate (accepting H1 when H0 holds), in (0, 0.5)
 * @param beta the false negative rate (accepting H0 when H1 holds), in (0, 0.5)
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    /** The state of the test. */
    public enum Decision {
        /** Keep playing. */
        CONTINUE,
        /** H0 accepted: the change is not an improvement of elo1. */
        H0,
        /** H1 accepted: the change gains about elo1 or more. */
        H1
    }

    /**
     * Checks the parameters.
     *
     * @param elo0 the elo0 component
     * @param elo1 the elo1 component
     * @param alpha the alpha component
     * @param beta the beta component
     * @throws IllegalArgumentException if elo1 is not above elo0 or alpha/beta are outside (0, 0.5)
     */
    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("elo1 (" + elo1 + ") must be greater than elo0 (" + elo0 + ")");
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("alpha and beta must lie in (0, 0.5): " + alpha + ", " + beta);
        }
    }

    /**
     * The lower bound: the ratio at or below it accepts H0.
     *
     * @return {@code ln(beta / (1 - alpha))}
     */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /**
     * The upper bound: the ratio at or above it accepts H1.
     *
     * @return {@code ln((1 - beta) / alpha)}
     */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /**
     * The log-likelihood ratio of H1 against H0 for a score. While every game has had the same result
     * the observed variance is 0; the variance is then taken as if half a win and half a loss had been
     * added (a continuity correction), so that a run of wins can accept H1, and a run of losses or
     * draws H0, instead of the test never ending.
     *
     * @param s the score so far
     * @return the ratio
     */
    public double llr(MatchScore s) {
        int n = s.games();
        if (n == 0) {
            return 0;
        }
        double mu = s.ratio();
        double var = s.variance();
        if (var <= 0) {
            var = correctedVariance(s);
        }
        double s0 = EloEstimate.toScore(elo0);
        double s1 = EloEstimate.toScore(elo1);
        return n * (s1 - s0) * (2 * mu - s0 - s1) / (2 * var);
    }

    /** The variance of one game's score with half a win and half a loss added to the counts. */
    private static double correctedVariance(MatchScore s) {
        double w = s.wins() + 0.5;
        double l = s.losses() + 0.5;
        double d = s.draws();
        double n = w + l + d;
        double mean = (w + d / 2) / n;
        return (w * (1 - mean) * (1 - mean) + d * (0.5 - mean) * (0.5 - mean) + l * mean * mean) / n;
    }

    /**
     * The decision for a score.
     *
     * @param s the score so far
     * @return continue, H0 or H1
     */
    public Decision decide(MatchScore s) {
        double llr = llr(s);
        if (llr >= upperBound()) {
            return Decision.H1;
        }
        if (llr <= lowerBound()) {
            return Decision.H0;
        }
        return Decision.CONTINUE;
    }
}
