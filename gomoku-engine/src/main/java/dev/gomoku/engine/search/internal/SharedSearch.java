package dev.gomoku.engine.search.internal;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/** State shared by the threads of one search: limits, the node count and the stop flag. */
final class SharedSearch {
    final long startNanos;
    final long deadlineNanos;
    final long maxNodes;
    final BooleanSupplier stop;
    final AtomicLong nodes = new AtomicLong();
    volatile boolean stopped;

    SharedSearch(long startNanos, long deadlineNanos, long maxNodes, BooleanSupplier stop) {
        this.startNanos = startNanos;
        this.deadlineNanos = deadlineNanos;
        this.maxNodes = maxNodes;
        this.stop = stop;
    }

    /** Adds a batch of nodes and decides whether to stop. */
    boolean poll(long batch) {
        long n = nodes.addAndGet(batch);
        if (stopped) {
            return true;
        }
        if (n >= maxNodes || (deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos >= 0)
                || stop.getAsBoolean()) {
            stopped = true;
        }
        return stopped;
    }
}
