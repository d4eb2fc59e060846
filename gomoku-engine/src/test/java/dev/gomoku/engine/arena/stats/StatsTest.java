package dev.gomoku.engine.arena.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.TimeControl;
import org.junit.jupiter.api.Test;

class StatsTest {
    @Test
    void eloOfAThreeToOneScoreIsFourHundredTimesLogThree() {
        EloEstimate e = new MatchScore(30, 10, 0).elo();
        assertEquals(400 * Math.log10(3), e.elo(), 1e-9);
        assertTrue(e.low() < e.elo() && e.elo() < e.high());
        EloEstimate r = new MatchScore(10, 30, 0).elo();
        assertEquals(-e.elo(), r.elo(), 1e-9);
        assertEquals(e.margin(), r.margin(), 1e-9);
    }

    @Test
    void errorBarFollowsTheNormalApproximation() {
        // 10 wins, 10 losses: mean 0.5, per-game variance 0.25, standard error sqrt(0.25 / 20)
        EloEstimate e = new MatchScore(10, 10, 0).elo();
        double se = Math.sqrt(0.25 / 20);
        double hi = 0.5 + 1.959963984540054 * se;
        assertEquals(0, e.elo(), 1e-9);
        assertEquals(-400 * Math.log10(1 / hi - 1), e.high(), 1e-9);
        assertEquals(e.high(), -e.low(), 1e-9);
        // draws shrink the variance
        assertTrue(new MatchScore(5, 5, 10).elo().margin() < e.margin());
    }

    @Test
    void perfectScoreIsABoundAndEmptyIsUnknown() {
        EloEstimate wins = new MatchScore(10, 0, 0).elo();
        assertEquals(Double.POSITIVE_INFINITY, wins.elo());
        assertEquals(Double.POSITIVE_INFINITY, wins.high());
        // Wilson's lower end at a perfect score is n / (n + z^2)
        double z2 = 1.959963984540054 * 1.959963984540054;
        double low = EloEstimate.fromScore(10 / (10 + z2));
        assertEquals(low, wins.low(), 1e-9);
        assertEquals(String.format(java.util.Locale.ROOT, ">= %+.1f", low), wins.toString());
        EloEstimate losses = new MatchScore(0, 10, 0).elo();
        assertEquals(-low, losses.high(), 1e-9);
        assertTrue(losses.toString().startsWith("<= -"), losses.toString());
        assertEquals("n/a", MatchScore.ZERO.elo().toString());
        assertEquals(1.5, new MatchScore(1, 2, 1).points());
    }

    @Test
    void fewGamesNeverPrintInfinity() {
        for (MatchScore s : new MatchScore[] {new MatchScore(1, 9, 0), new MatchScore(9, 0, 1), new MatchScore(1, 1, 0),
            new MatchScore(0, 1, 3), new MatchScore(1, 0, 0)}) {
            String text = s.elo().toString();
            assertTrue(!text.contains("inf") && !text.contains("NaN"), s + ": " + text);
            assertTrue(s.elo().low() < s.elo().high(), s.toString());
        }
        // no losses but draws: both ends are finite
        EloEstimate e = new MatchScore(9, 0, 1).elo();
        assertTrue(Double.isFinite(e.low()) && Double.isFinite(e.high()) && e.low() > 0, e.toString());
    }

    @Test
    void sprtBoundsAndDecisions() {
        Sprt t = new Sprt(0, 10, 0.05, 0.05, Sprt.Model.TRINOMIAL);
        assertEquals(Math.log(0.05 / 0.95), t.lowerBound(), 1e-12);
        assertEquals(Math.log(0.95 / 0.05), t.upperBound(), 1e-12);
        assertEquals(Sprt.Decision.CONTINUE, t.decide(new MatchScore(3, 2, 1), PairCounts.NONE));
        assertEquals(Sprt.Decision.H1, t.decide(new MatchScore(600, 400, 0), PairCounts.NONE));
        assertEquals(Sprt.Decision.H0, t.decide(new MatchScore(5000, 5000, 0), PairCounts.NONE));
        // no draws: the counts are Bernoulli trials, so the ratio is exactly W ln(s1/s0) + L ln((1-s1)/(1-s0))
        double s1 = 1 / (1 + Math.pow(10, -10 / 400.0));
        assertEquals(60 * Math.log(s1 / 0.5) + 40 * Math.log((1 - s1) / 0.5), t.llr(new MatchScore(60, 40, 0)), 1e-9);
        assertEquals(4 * Math.log(s1 / 0.5), t.llr(new MatchScore(4, 0, 0)), 1e-9);
        assertEquals(Sprt.Decision.CONTINUE, t.decide(new MatchScore(40, 0, 0), PairCounts.NONE));
        assertEquals(Sprt.Decision.H1, t.decide(new MatchScore(110, 0, 0), PairCounts.NONE));
        assertEquals(Sprt.Decision.H0, t.decide(new MatchScore(0, 110, 0), PairCounts.NONE));
        assertEquals(Sprt.Decision.H0, t.decide(new MatchScore(0, 0, 400), PairCounts.NONE));
        assertThrows(IllegalArgumentException.class, () -> new Sprt(5, 0, 0.05, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 5, 0.6, 0.05));
    }

    @Test
    void sprtNeedsRealEvidenceFromAFewOneSidedGames() {
        // the issue #11 case: 0-4-1 accepted H0 of 0,40 under the normal approximation (LLR -3.07)
        Sprt t = new Sprt(0, 40, 0.05, 0.05, Sprt.Model.TRINOMIAL);
        assertEquals(Sprt.Decision.CONTINUE, t.decide(new MatchScore(0, 4, 1), PairCounts.NONE));
        assertEquals(Sprt.Decision.CONTINUE, t.decide(new MatchScore(7, 0, 0), PairCounts.NONE));
        assertEquals(Sprt.Decision.CONTINUE, t.decide(new MatchScore(0, 24, 0), PairCounts.NONE));
        assertEquals(Sprt.Decision.H0, t.decide(new MatchScore(0, 25, 0), PairCounts.NONE));
        assertEquals(Sprt.Decision.CONTINUE, t.decide(new MatchScore(27, 0, 0), PairCounts.NONE));
        assertEquals(Sprt.Decision.H1, t.decide(new MatchScore(28, 0, 0), PairCounts.NONE));
    }

    @Test
    void sprtRatioIsTheBestDrawRateUnderEachHypothesis_seed23() {
        // against a grid search over the draw rate, the one free parameter once the mean is fixed
        java.util.Random r = new java.util.Random(23);
        Sprt t = new Sprt(-5, 15, 0.05, 0.05, Sprt.Model.TRINOMIAL);
        double s0 = EloEstimate.toScore(-5);
        double s1 = EloEstimate.toScore(15);
        for (int k = 0; k < 60; k++) {
            MatchScore m = new MatchScore(r.nextInt(80), r.nextInt(80), r.nextInt(80));
            double expected = gridLogLikelihood(m, s1) - gridLogLikelihood(m, s0);
            assertEquals(expected, t.llr(m), 1e-6 * Math.max(1, Math.abs(expected)), m.toString());
        }
    }

    private static double gridLogLikelihood(MatchScore m, double mean) {
        double best = Double.NEGATIVE_INFINITY;
        double dMax = 2 * Math.min(mean, 1 - mean);
        int steps = 400_000;
        for (int i = 0; i <= steps; i++) {
            double d = dMax * i / steps;
            double pw = mean - d / 2;
            double pl = 1 - mean - d / 2;
            double v = (m.wins() == 0 ? 0 : m.wins() * Math.log(pw)) + (m.draws() == 0 ? 0 : m.draws() * Math.log(d))
                    + (m.losses() == 0 ? 0 : m.losses() * Math.log(pl));
            best = Math.max(best, v);
        }
        return best;
    }

    @Test
    void timeBudgetHonoursTurnMatchAndTolerance() {
        TimeControl t = new TimeControl(300, 1000, 50, 0, 1000);
        assertEquals(350, t.moveBudgetMillis(5000));
        assertEquals(250, t.moveBudgetMillis(200));
        assertEquals(50, t.moveBudgetMillis(-30));
        assertEquals(Long.MAX_VALUE, new TimeControl(0, 0, 50, 0, 1000).moveBudgetMillis(0));
        assertEquals(BrainProtocol.PIPE, BrainProtocol.byName("/x/pbrain-foo64.exe"));
        assertEquals(BrainProtocol.LEGACY, BrainProtocol.byName("/x/foo"));
        assertEquals("foo64", BrainSpec.parse("/x/pbrain-foo64.exe -q").name());
    }
}
