package dev.gomoku.engine.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void perfectScoreIsInfiniteAndEmptyIsUnknown() {
        assertEquals(Double.POSITIVE_INFINITY, new MatchScore(3, 0, 0).elo().elo());
        assertEquals("+inf", new MatchScore(3, 0, 0).elo().toString());
        assertEquals("n/a", MatchScore.ZERO.elo().toString());
        assertEquals(1.5, new MatchScore(1, 2, 1).points());
    }

    @Test
    void sprtBoundsAndDecisions() {
        Sprt t = new Sprt(0, 10, 0.05, 0.05);
        assertEquals(Math.log(0.05 / 0.95), t.lowerBound(), 1e-12);
        assertEquals(Math.log(0.95 / 0.05), t.upperBound(), 1e-12);
        assertEquals(Sprt.Decision.CONTINUE, t.decide(new MatchScore(3, 2, 1)));
        assertEquals(Sprt.Decision.H1, t.decide(new MatchScore(600, 400, 0)));
        assertEquals(Sprt.Decision.H0, t.decide(new MatchScore(5000, 5000, 0)));
        assertEquals(0, t.llr(new MatchScore(4, 0, 0)));
        // the ratio is the normal approximation: n (s1 - s0) (2 mu - s0 - s1) / (2 var)
        double s1 = 1 / (1 + Math.pow(10, -10 / 400.0));
        double mu = 0.6;
        double expected = 100 * (s1 - 0.5) * (2 * mu - 0.5 - s1) / (2 * 0.24);
        assertEquals(expected, t.llr(new MatchScore(60, 40, 0)), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> new Sprt(5, 0, 0.05, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 5, 0.6, 0.05));
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
