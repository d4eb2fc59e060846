package dev.gomoku.engine.search;

/**
 * Turns the protocol's time controls into a budget for one move. All times in milliseconds; 0 for
 * {@code timeoutTurn} or {@code timeoutMatch} means "no limit", as in the pipe protocol.
 */
@FunctionalInterface
public interface TimeManager {
    /**
     * The budget for the next move.
     *
     * @param timeoutTurn per-move limit, 0 = none
     * @param timeLeft time left for the match, or a negative value when unknown
     * @param timeoutMatch match time limit, 0 = none
     * @param movesPlayed stones on the board
     * @return the budget
     */
    TimeBudget budget(long timeoutTurn, long timeLeft, long timeoutMatch, int movesPlayed);

    /**
     * The default: keeps a safety margin, spreads the match time over the expected remaining moves
     * and never exceeds the per-move limit.
     *
     * @return the time manager
     */
    static TimeManager standard() {
        return (turn, left, match, played) -> {
            long hard = turn > 0 ? turn : 30_000;
            // Margin for process, protocol and JIT hiccups.
            hard = hard - Math.min(Math.max(hard / 10, 30), 300);
            if (match > 0 && left >= 0) {
                int movesLeft = Math.max(15, 60 - played / 2);
                long share = left / movesLeft;
                long cap = left / 5;
                hard = Math.min(hard, Math.max(share * 2, 1));
                hard = Math.min(hard, Math.max(cap - 50, 1));
            }
            hard = Math.max(hard, 1);
            return new TimeBudget(Math.max(1, hard / 2), hard);
        };
    }
}
