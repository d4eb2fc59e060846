package dev.gomoku.engine.arena.stats;

/**
 * A sequential probability ratio test between two Elo hypotheses, for engine development: play until
 * the log-likelihood ratio leaves {@code [lowerBound, upperBound]}. The ratio is the exact generalised
 * one of the win/draw/loss counts: under each hypothesis the likeliest win/draw/loss distribution with
 * that expected score (the draw rate is unknown, so it is fitted, not assumed). The normal
 * approximation with the observed variance, which large-sample tools use, decides far too early on a
 * handful of one-sided games (0-4-1 would accept H0 of {@code 0,40}); the exact ratio needs 25 straight
 * losses or 28 straight wins for that test.
 *
 * <p>By default the samples are game pairs (the pentanomial model, as fishtest and fastchess use):
 * the same ratio over the five pair scores of {@link PairCounts}, since the two games of an opening
 * are not independent. The trinomial model over single games is kept as an option.
 *
 * @param elo0 the null hypothesis: the Elo difference is elo0
 * @param elo1 the alternative: the Elo difference is elo1 (greater than elo0)
 * @param alpha the false positive rate (accepting H1 when H0 holds), in (0, 0.5)
 * @param beta the false negative rate (accepting H0 when H1 holds), in (0, 0.5)
 * @param model what the samples are
 */
public record Sprt(double elo0, double elo1, double alpha, double beta, Model model) {

    /** What the test counts. */
    public enum Model {
        /** Game pairs of one opening with both colours: five outcomes, 0 to 2 points. */
        PENTANOMIAL,
        /** Single games: win, draw or loss. */
        TRINOMIAL
    }

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
     * @param model the model component
     * @throws IllegalArgumentException if elo1 is not above elo0 or alpha/beta are outside (0, 0.5)
     * @throws NullPointerException if the model is null
     */
    public Sprt {
        java.util.Objects.requireNonNull(model, "model");
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("elo1 (" + elo1 + ") must be greater than elo0 (" + elo0 + ")");
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("alpha and beta must lie in (0, 0.5): " + alpha + ", " + beta);
        }
    }

    /**
     * A test on game pairs (the pentanomial model).
     *
     * @param elo0 the null hypothesis
     * @param elo1 the alternative
     * @param alpha the false positive rate
     * @param beta the false negative rate
     * @throws IllegalArgumentException if elo1 is not above elo0 or alpha/beta are outside (0, 0.5)
     */
    public Sprt(double elo0, double elo1, double alpha, double beta) {
        this(elo0, elo1, alpha, beta, Model.PENTANOMIAL);
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
     * The log-likelihood ratio under this test's model.
     *
     * @param s the score so far
     * @param pairs the finished pairs so far (the same games, counted by pairs)
     * @return the ratio of the pairs (pentanomial) or of the games (trinomial)
     */
    public double llr(MatchScore s, PairCounts pairs) {
        return model == Model.TRINOMIAL ? llr(s) : llr(pairs);
    }

    /**
     * The log-likelihood ratio of H1 against H0 for pair counts: the log-likelihood of the counts under
     * the likeliest pair-score distribution with the mean score of {@code elo1}, minus that for
     * {@code elo0}.
     *
     * @param pairs the finished pairs
     * @return the ratio
     */
    public double llr(PairCounts pairs) {
        int[] c = pairs.counts();
        return ScoreLikelihood.max(c, PairCounts.SCORES, EloEstimate.toScore(elo1))
                - ScoreLikelihood.max(c, PairCounts.SCORES, EloEstimate.toScore(elo0));
    }

    /**
     * The log-likelihood ratio of H1 against H0 for a score (the trinomial model): the log-likelihood of the counts under the
     * likeliest distribution scoring {@code elo1}, minus that under the likeliest scoring {@code elo0}.
     *
     * @param s the score so far
     * @return the ratio
     */
    public double llr(MatchScore s) {
        return logLikelihood(s, EloEstimate.toScore(elo1)) - logLikelihood(s, EloEstimate.toScore(elo0));
    }

    /**
     * The largest log-likelihood of the counts among win/draw/loss distributions of expected score
     * {@code mean}. With draw probability d the win and loss probabilities are {@code mean - d/2} and
     * {@code 1 - mean - d/2}; the log-likelihood is concave in d, so its maximum is where the derivative
     * crosses zero (found by bisection), or at d = 0 when there are no draws.
     */
    private static double logLikelihood(MatchScore s, double mean) {
        int w = s.wins();
        int d = s.draws();
        int l = s.losses();
        double dMax = 2 * Math.min(mean, 1 - mean);
        double draw = 0;
        if (d > 0) {
            double lo = 0;
            double hi = dMax;
            for (int i = 0; i < 200 && hi - lo > 1e-15; i++) {
                double mid = (lo + hi) / 2;
                double slope = d / mid - w / (2 * (mean - mid / 2)) - l / (2 * (1 - mean - mid / 2));
                if (slope > 0) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            draw = (lo + hi) / 2;
        }
        return term(w, mean - draw / 2) + term(d, draw) + term(l, 1 - mean - draw / 2);
    }

    /** {@code count * ln(p)}, with 0 for no games (the limit of 0 ln 0). */
    private static double term(int count, double p) {
        return count == 0 ? 0 : count * Math.log(p);
    }

    /**
     * The decision for a match so far, under this test's model.
     *
     * @param s the score so far
     * @param pairs the finished pairs so far
     * @return continue, H0 or H1
     */
    public Decision decide(MatchScore s, PairCounts pairs) {
        double llr = llr(s, pairs);
        if (llr >= upperBound()) {
            return Decision.H1;
        }
        if (llr <= lowerBound()) {
            return Decision.H0;
        }
        return Decision.CONTINUE;
    }
}
