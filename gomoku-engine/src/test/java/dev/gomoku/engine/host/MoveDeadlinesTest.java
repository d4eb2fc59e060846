package dev.gomoku.engine.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.engine.Settings;
import dev.gomoku.protocol.pipe.Info;
import org.junit.jupiter.api.Test;

/** The two deadlines of a move from the manager's limits, including absurd ones. */
class MoveDeadlinesTest {
    private static final long T0 = 1_000_000_000L;

    @Test
    void softBeforeHardBeforeTheTurnLimit() {
        MoveDeadlines d = MoveDeadlines.of(Settings.DEFAULTS.with(new Info.TimeoutTurn(1000)), T0);
        assertTrue(T0 < d.softNanos && d.softNanos < d.hardNanos && d.hardNanos < T0 + 1_000_000_000L,
                d.softNanos + " " + d.hardNanos);
    }

    @Test
    void theBrainGetsMostOfTheTurnAndTheGuardAnswersBeforeTheLimit() {
        for (long turn : new long[] {100, 1000, 5000, 30000}) {
            MoveDeadlines d = MoveDeadlines.of(Settings.DEFAULTS.with(new Info.TimeoutTurn(turn)), T0);
            long soft = (d.softNanos - T0) / 1_000_000;
            long hard = (d.hardNanos - T0) / 1_000_000;
            assertTrue(soft >= turn * 80 / 100 && hard <= turn - 15 && soft < hard, turn + ": " + soft + " " + hard);
        }
    }

    @Test
    void asFastAsPossibleHasOnlyTheGuard() {
        MoveDeadlines d = MoveDeadlines.of(Settings.DEFAULTS.with(new Info.TimeoutTurn(0)), T0);
        assertEquals(T0, d.softNanos);
        assertEquals(T0 + MoveDeadlines.FAST_GUARD_MILLIS * 1_000_000L, d.hardNanos);
    }

    @Test
    void hugeLimitsDoNotOverflow() {
        for (long turn : new long[] {Long.MAX_VALUE, 100000000000000000L}) {
            MoveDeadlines d = MoveDeadlines.of(Settings.DEFAULTS.with(new Info.TimeoutTurn(turn)), T0);
            assertTrue(d.softNanos > T0 && d.hardNanos > d.softNanos, turn + ": " + d.softNanos + " " + d.hardNanos);
        }
        MoveDeadlines d = MoveDeadlines.of(new Settings(-5, 0, Settings.UNLIMITED, 0, 1, 0, false, null, null, 0,
                java.util.Map.of()), T0);
        assertTrue(d.hardNanos > T0, "a negative turn limit counts as none: " + d.hardNanos);
    }

    @Test
    void timeSpentBeforeTheStartCountsAgainstTheTurnUpToHalfOfIt() {
        Settings s = Settings.DEFAULTS.with(new Info.TimeoutTurn(1000));
        // 400 of 1000 ms spent: the 600 left are the budget (margin 30, brain at 97% of 570)
        MoveDeadlines d = MoveDeadlines.of(s, T0, 400_000_000L);
        assertEquals(T0 + 570_000_000L, d.hardNanos);
        assertEquals(T0 + 552_000_000L, d.softNanos);
        // more than half spent: half is charged
        MoveDeadlines capped = MoveDeadlines.of(s, T0, 5_000_000_000L);
        assertEquals(T0 + 475_000_000L, capped.hardNanos);
        // nothing spent (or a negative reading) is the plain turn
        assertEquals(MoveDeadlines.of(s, T0).hardNanos, MoveDeadlines.of(s, T0, -7).hardNanos);
    }
}
