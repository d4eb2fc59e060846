package dev.gomoku.engine.search;

/** Receives progress from a running search, e.g. so a host can publish the best move so far. */
@FunctionalInterface
public interface SearchListener {
    /** A listener that ignores everything. */
    SearchListener NONE = info -> { };

    /**
     * Called from the main search thread after each completed iteration. The default searcher also
     * calls it once before searching, with depth 0 and the move it would play if stopped at once (the
     * generator's forced reply, e.g. the block of a five or of an open three), so that a host whose
     * clock runs out early has a sound move.
     *
     * @param info the iteration's result
     */
    void onIteration(SearchInfo info);
}
