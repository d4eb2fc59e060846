package dev.gomoku.examples.cli;

import dev.gomoku.engine.arena.BrainSpec;
import dev.gomoku.engine.arena.MatchListener;
import dev.gomoku.engine.arena.MatchResult;
import dev.gomoku.engine.arena.MatchRunner;
import dev.gomoku.engine.arena.MatchSettings;
import dev.gomoku.examples.cluster.ClusterMatch;

/** Plays matches on a cluster of workers through its coordinator; closing it leaves the cluster. */
final class ClusterRunner implements MatchRunner {
    private final ClusterMatch coordinator;

    ClusterRunner(ClusterMatch coordinator) {
        this.coordinator = coordinator;
    }

    @Override
    public MatchResult run(BrainSpec first, BrainSpec second, MatchSettings settings, MatchListener listener) {
        return coordinator.run(first, second, settings, listener);
    }

    @Override
    public void close() {
        coordinator.close();
    }
}
