package dev.gomoku.engine.search;

/**
 * The answer of a search.
 *
 * @param bestMove the move to play, as a board index; always legal on the searched board
 * @param score its score for the side to move (see {@link Score})
 * @param depth the deepest completed iteration (0 when the move was decided without searching)
 * @param nodes nodes searched over all threads
 * @param pv the principal variation as board indices, starting with {@code bestMove}
 */
public record SearchResult(int bestMove, int score, int depth, long nodes, int[] pv) {
    /**
     * Copies the principal variation.
     *
     * @param bestMove see the record component
     * @param score see the record component
     * @param depth see the record component
     * @param nodes see the record component
     * @param pv see the record component
     * @throws NullPointerException when pv is null
     */
    public SearchResult {
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
