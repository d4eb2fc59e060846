package dev.gomoku.engine.search;

import dev.gomoku.core.Board;

/**
 * Finds a move for the side to move. Build the default one with {@link Engine#builder()}.
 * A searcher is used by one caller thread at a time; it may run its own helper threads.
 */
public interface Searcher {
    /**
     * Searches {@code board} for {@link Board#sideToMove()}. Always returns a legal move (empty and,
     * for black under renju, not forbidden) even when stopped at once; leaves the board as found.
     *
     * @param board the position; must have at least one empty cell
     * @param limits depth, node, time and memory limits
     * @param listener receives progress after each iteration
     * @return the chosen move and its score
     * @throws IllegalArgumentException when the board is full
     */
    SearchResult search(Board board, SearchLimits limits, SearchListener listener);

    /** Forgets everything learned (transposition table, history): call for a new game. */
    void clear();
}
