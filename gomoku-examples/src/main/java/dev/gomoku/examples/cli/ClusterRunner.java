package dev.gomoku.examples.cli;

import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.match.MatchRunner;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.examples.cluster.ClusterCoordinator;

/** Plays matches on a cluster of workers through its coordinator; closing it leaves the cluster. */
final class ClusterRunner implements MatchRunner {
    private final ClusterCoordinator coordinator;

    ClusterRunner(ClusterCoordinator coordinator) {
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
