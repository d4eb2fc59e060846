package dev.gomoku.engine.search;

/**
 * How long to think about one move.
 *
 * @param softMillis aim to finish by then (no new iteration after it)
 * @param hardMillis never think longer than this
 */
public record TimeBudget(long softMillis, long hardMillis) {
    /**
     * Validates the budget.
     *
     * @param softMillis see the record component
     * @param hardMillis see the record component
     * @throws IllegalArgumentException when a value is negative or soft exceeds hard
     */
    public TimeBudget {
        if (softMillis < 0 || hardMillis < 0 || softMillis > hardMillis) {
            throw new IllegalArgumentException("bad time budget: soft=" + softMillis + " hard=" + hardMillis);
        }
    }

    /**
     * The hard deadline for {@link SearchLimits#deadlineNanos()}.
     *
     * @param startNanos when the move's clock started, {@link System#nanoTime()}
     * @return the deadline
     */
    public long deadlineNanos(long startNanos) {
        return startNanos + hardMillis * 1_000_000L;
    }
}
