package dev.gomoku.engine.search;

import dev.gomoku.engine.search.internal.ThreatMoveGenerator;

/**
 * Chooses the moves the search tries at a node and their order. Implementations must be thread-safe
 * (one instance serves all search threads) and must not allocate per call.
 */
@FunctionalInterface
public interface MoveGenerator {
    /** The largest number of moves a generator may return. */
    int MAX_MOVES = 1024;

    /**
     * Writes the moves worth searching, with an ordering score each (higher first). Moves must be
     * empty cells; the search skips renju-forbidden ones for black. In renju the default search also
     * reads the scores' spread: a late move far below the node's best is reduced more
     * ({@link Tunable#ORDER_GAP}, in the default generator's units), so a generator that scores on
     * another scale sets those gaps to match, or to 0.
     *
     * @param position the node
     * @param moves receives cell indices, capacity {@link #MAX_MOVES}
     * @param scores receives one ordering score per move
     * @return the number of moves written; 0 only when the board is full
     */
    int generate(Position position, int[] moves, int[] scores);

    /**
     * The default threat-aware generator: a five if there is one; else the block of the opponent's
     * five; else an own open four; against an open three only the defences and own fours; else the
     * best {@code maxCandidates} cells near stones by ordering score (on the engine's positions, weights
     * fitted to a strong player's choices; see {@code gomoku tune --order}).
     *
     * @param maxCandidates cap on quiet moves, at least 1
     * @return the generator
     * @throws IllegalArgumentException when maxCandidates is below 1
     */
    static MoveGenerator threatAware(int maxCandidates) {
        return new ThreatMoveGenerator(maxCandidates);
    }

    /**
     * {@link #threatAware(int)} without a cap (the default search prunes late quiet moves itself).
     *
     * @return the generator
     */
    static MoveGenerator threatAware() {
        return new ThreatMoveGenerator(ThreatMoveGenerator.DEFAULT_CAP);
    }
}
