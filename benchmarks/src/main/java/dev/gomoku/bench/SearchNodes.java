package dev.gomoku.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Search nodes, a benchmark's secondary result {@code nodes}, reported by JMH as a rate. */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class SearchNodes {
    /** Nodes searched in this iteration. */
    public long nodes;

    /** Resets the counter per iteration. */
    @Setup(Level.Iteration)
    public void reset() {
        nodes = 0;
    }
}
