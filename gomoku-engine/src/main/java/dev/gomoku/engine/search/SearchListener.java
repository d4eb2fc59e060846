package dev.gomoku.engine.search;

/** Receives progress from a running search, e.g. so a host can publish the best move so far. */
@FunctionalInterface
public interface SearchListener {
    /** A listener that ignores everything. */
    SearchListener NONE = info -> { };

    /**
     * Called from the main search thread after each completed iteration.
     *
     * @param info the iteration's result
     */
    void onIteration(SearchInfo info);
}
