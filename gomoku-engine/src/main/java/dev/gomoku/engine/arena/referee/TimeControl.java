package dev.gomoku.engine.arena.referee;

/**
 * The clocks of a game, as the manager enforces them.
 *
 * @param turnMillis time per move in ms ({@code INFO timeout_turn}); 0 = move as fast as possible (the
 *     manager then allows only the tolerance)
 * @param matchMillis time for the whole game per player in ms ({@code INFO timeout_match}); 0 = no limit
 * @param toleranceMillis grace added to every deadline for process scheduling and pipe latency
 * @param maxMemoryBytes memory limit sent as {@code INFO max_memory}; 0 = none
 * @param startupMillis time allowed for starting a brain and answering {@code START}/{@code RESTART}
 * @param suspendWaiting whether the brain that is not on move is suspended ({@code SIGSTOP} of its
 *     process tree, as the Gomocup referee does), so that it cannot think on the opponent's time
 */
public record TimeControl(long turnMillis, long matchMillis, long toleranceMillis, long maxMemoryBytes,
        long startupMillis, boolean suspendWaiting) {

    /**
     * Checks the values.
     *
     * @param turnMillis the turnMillis component
     * @param matchMillis the matchMillis component
     * @param toleranceMillis the toleranceMillis component
     * @param maxMemoryBytes the maxMemoryBytes component
     * @param startupMillis the startupMillis component
     * @param suspendWaiting the suspendWaiting component
     * @throws IllegalArgumentException if a value is negative
     */
    public TimeControl {
        if (turnMillis < 0 || matchMillis < 0 || toleranceMillis < 0 || maxMemoryBytes < 0 || startupMillis < 0) {
            throw new IllegalArgumentException("negative time control value: turn " + turnMillis + ", match "
                    + matchMillis + ", tolerance " + toleranceMillis + ", memory " + maxMemoryBytes
                    + ", startup " + startupMillis);
        }
    }

    /**
     * Clocks that suspend the brain not on move, as the Gomocup referee does.
     *
     * @param turnMillis time per move in ms
     * @param matchMillis time per game in ms, 0 = none
     * @param toleranceMillis grace added to every deadline
     * @param maxMemoryBytes memory limit, 0 = none
     * @param startupMillis time for start-up and {@code START}
     * @throws IllegalArgumentException if a value is negative
     */
    public TimeControl(long turnMillis, long matchMillis, long toleranceMillis, long maxMemoryBytes,
            long startupMillis) {
        this(turnMillis, matchMillis, toleranceMillis, maxMemoryBytes, startupMillis, true);
    }

    /**
     * A time control with a tolerance of 200 ms, no memory limit, 20 s for start-up and suspension.
     *
     * @param turnMillis time per move in ms
     * @param matchMillis time per game in ms, 0 = none
     * @return the time control
     */
    public static TimeControl of(long turnMillis, long matchMillis) {
        return new TimeControl(turnMillis, matchMillis, 200, 0, 20_000);
    }

    /**
     * The same clocks with another tolerance.
     *
     * @param millis the tolerance in ms
     * @return the new time control
     */
    public TimeControl withTolerance(long millis) {
        return new TimeControl(turnMillis, matchMillis, millis, maxMemoryBytes, startupMillis, suspendWaiting);
    }

    /**
     * The same clocks with a memory limit.
     *
     * @param bytes the limit, 0 = none
     * @return the new time control
     */
    public TimeControl withMaxMemory(long bytes) {
        return new TimeControl(turnMillis, matchMillis, toleranceMillis, bytes, startupMillis, suspendWaiting);
    }

    /**
     * The same clocks with or without suspending the brain that is not on move.
     *
     * @param on whether to suspend
     * @return the new time control
     */
    public TimeControl withSuspension(boolean on) {
        return new TimeControl(turnMillis, matchMillis, toleranceMillis, maxMemoryBytes, startupMillis, on);
    }

    /**
     * Whether a player's game clock has run out, as the referee judges it: a match limit is set and
     * the time left (after the last answer's time was taken off) is below zero by more than the
     * tolerance.
     *
     * @param timeLeftMillis the player's remaining game time
     * @return true if the player has lost on time
     */
    public boolean exhausted(long timeLeftMillis) {
        return matchMillis > 0 && timeLeftMillis + toleranceMillis < 0;
    }

    /**
     * The time the manager waits for one move, given the match time left.
     *
     * @param timeLeftMillis this player's remaining game time (ignored without a match limit)
     * @return the wait in ms including the tolerance, or {@code Long.MAX_VALUE} without any limit
     */
    public long moveBudgetMillis(long timeLeftMillis) {
        long budget = Long.MAX_VALUE;
        if (turnMillis > 0) {
            budget = turnMillis;
        }
        if (matchMillis > 0) {
            budget = Math.min(budget, Math.max(0, timeLeftMillis));
        }
        if (turnMillis == 0 && matchMillis == 0) {
            return Long.MAX_VALUE;
        }
        return budget + toleranceMillis;
    }
}
