package dev.gomoku.engine.host;

import dev.gomoku.engine.Settings;

/**
 * Turns the manager's limits into two deadlines for one move: the soft one the brain sees and the
 * hard one at which the host answers regardless.
 */
final class MoveDeadlines {
    /** How long the guard waits at {@code timeout_turn 0} ("as fast as possible") before answering itself. */
    static final long FAST_GUARD_MILLIS = 200;
    /** A timed match's remaining time is spread over at least this many moves. */
    private static final long MOVES_TO_GO = 20;

    final long softNanos;
    final long hardNanos;

    private MoveDeadlines(long softNanos, long hardNanos) {
        this.softNanos = softNanos;
        this.hardNanos = hardNanos;
    }

    static MoveDeadlines of(Settings s, long startNanos) {
        return of(s, startNanos, 0);
    }

    /**
     * The deadlines of a move whose manager's clock started {@code spentNanos} before {@code startNanos}
     * (a cold process's start-up, {@link ProcessBoot}): that time counts against the move, but at most
     * half of it, so that a mismeasured start still leaves the brain a move of its own.
     */
    static MoveDeadlines of(Settings s, long startNanos, long spentNanos) {
        long budget = s.timeoutTurnMillis() > 0 ? s.timeoutTurnMillis() : Long.MAX_VALUE;
        boolean timedMatch = s.timeLeftMillis() < Settings.UNLIMITED;
        if (timedMatch) {
            budget = Math.min(budget, Math.max(0, s.timeLeftMillis()) / MOVES_TO_GO);
        }
        // a manager may send any long: past ~24 days is unlimited, and the nanos below must not overflow
        budget = Math.min(budget, Settings.UNLIMITED);
        if (s.timeoutTurnMillis() == 0) {
            long hard = Math.min(FAST_GUARD_MILLIS, Math.max(1, budget));
            return new MoveDeadlines(startNanos, startNanos + hard * 1_000_000L);
        }
        // The guard's margin covers the reply's trip to the manager; the soft deadline leaves the guard
        // a little room for a brain that overruns. Wider gaps cost search time where games are
        // decided (at 1 s the search used to stop at ~745 ms while Rapfi thinks ~900; docs/search.md#time-use).
        budget -= Math.min(Math.max(0, spentNanos) / 1_000_000L, budget / 2);
        long margin = Math.max(15, Math.min(budget / 20, 50));
        long hard = Math.max(1, budget - margin);
        long soft = hard * 97 / 100;
        return new MoveDeadlines(startNanos + soft * 1_000_000L, startNanos + hard * 1_000_000L);
    }
}
