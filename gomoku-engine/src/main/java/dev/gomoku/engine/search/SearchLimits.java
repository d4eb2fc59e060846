package dev.gomoku.engine.search;

import java.util.function.BooleanSupplier;

/**
 * What bounds one search. A search stops at whichever limit comes first and still returns a legal
 * move.
 *
 * @param deadlineNanos hard deadline on the {@link System#nanoTime()} clock; {@link Long#MAX_VALUE} = none
 * @param maxDepth deepest iteration, in plies (at least 1)
 * @param maxNodes node budget over all threads; {@link Long#MAX_VALUE} = none
 * @param stop polled during the search; returns true to stop at once
 * @param memoryBytes transposition table budget in bytes; 0 = the default size
 * @param threads search threads; 0 = one per available core
 * @param seed seed for the helper threads' move-order noise (searches with one thread are
 *     deterministic regardless)
 */
public record SearchLimits(long deadlineNanos, int maxDepth, long maxNodes, BooleanSupplier stop,
        long memoryBytes, int threads, long seed) {
    /** The deepest iteration any search runs. */
    public static final int MAX_DEPTH = 100;

    /**
     * Validates and normalises the limits.
     *

     * @param deadlineNanos see the record component

     * @param maxDepth see the record component

     * @param maxNodes see the record component

     * @param stop see the record component

     * @param memoryBytes see the record component

     * @param threads see the record component

     * @param seed see the record component
     * @throws IllegalArgumentException when maxDepth, maxNodes, memoryBytes or threads is negative
     *     or maxDepth is zero
     */
    public SearchLimits {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("maxDepth must be at least 1, was " + maxDepth);
        }
        if (maxNodes < 0 || memoryBytes < 0 || threads < 0) {
            throw new IllegalArgumentException("negative limit: maxNodes=" + maxNodes
                    + " memoryBytes=" + memoryBytes + " threads=" + threads);
        }
        maxDepth = Math.min(maxDepth, MAX_DEPTH);
        if (stop == null) {
            stop = () -> false;
        }
    }

    /**
     * A fixed-depth, single-threaded search: deterministic for a given position.
     *
     * @param depth plies, at least 1
     * @return the limits
     */
    public static SearchLimits depth(int depth) {
        return new SearchLimits(Long.MAX_VALUE, depth, Long.MAX_VALUE, null, 0, 1, 0);
    }

    /**
     * A single-threaded search bounded by a node budget (and depth {@link #MAX_DEPTH}).
     *
     * @param nodes the node budget
     * @return the limits
     */
    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(Long.MAX_VALUE, MAX_DEPTH, nodes, null, 0, 1, 0);
    }

    /**
     * A timed search on all cores.
     *
     * @param deadlineNanos the hard deadline on the {@link System#nanoTime()} clock
     * @param stop polled for an external stop; may be null
     * @return the limits
     */
    public static SearchLimits until(long deadlineNanos, BooleanSupplier stop) {
        return new SearchLimits(deadlineNanos, MAX_DEPTH, Long.MAX_VALUE, stop, 0, 0, 0);
    }

    /**
     * A copy with another thread count.
     *
     * @param count threads; 0 = one per core
     * @return the limits
     */
    public SearchLimits withThreads(int count) {
        return new SearchLimits(deadlineNanos, maxDepth, maxNodes, stop, memoryBytes, count, seed);
    }

    /**
     * A copy with another transposition table budget.
     *
     * @param bytes the budget; 0 = default
     * @return the limits
     */
    public SearchLimits withMemory(long bytes) {
        return new SearchLimits(deadlineNanos, maxDepth, maxNodes, stop, bytes, threads, seed);
    }

    /**
     * A copy with another node budget.
     *
     * @param nodes the budget over all threads; {@link Long#MAX_VALUE} = none
     * @return the limits
     */
    public SearchLimits withNodes(long nodes) {
        return new SearchLimits(deadlineNanos, maxDepth, nodes, stop, memoryBytes, threads, seed);
    }

    /**
     * A copy with another seed.
     *
     * @param newSeed the seed
     * @return the limits
     */
    public SearchLimits withSeed(long newSeed) {
        return new SearchLimits(deadlineNanos, maxDepth, maxNodes, stop, memoryBytes, threads, newSeed);
    }
}
