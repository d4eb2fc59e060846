package dev.gomoku.engine.search;

/**
 * Progress of a search after one iteration.
 *
 * @param depth the completed depth in plies
 * @param bestMove the best move so far, as a board index
 * @param score its score for the side to move (see {@link Score})
 * @param nodes nodes searched so far over all threads
 * @param elapsedNanos time since the search started
 * @param pv the principal variation as board indices, starting with {@code bestMove}
 */
public record SearchInfo(int depth, int bestMove, int score, long nodes, long elapsedNanos, int[] pv) {
    /**
     * Copies the principal variation.
     *
     * @param depth see the record component
     * @param bestMove see the record component
     * @param score see the record component
     * @param nodes see the record component
     * @param elapsedNanos see the record component
     * @param pv see the record component
     * @throws NullPointerException when pv is null
     */
    public SearchInfo {
        pv = pv.clone();
    }

    /**
     * The principal variation (a copy).
     *
     * @return board indices
     */
    @Override
    public int[] pv() {
        return pv.clone();
    }
}
