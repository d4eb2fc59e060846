package dev.gomoku.examples.cli;

import dev.gomoku.examples.cluster.ClusterMember;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code gomoku worker --cluster ADDR...}: plays the games of clustered matches and self-play runs. */
@Command(name = "worker", mixinStandardHelpOptions = true,
        description = {"Joins a cluster and plays the games that 'gomoku match --cluster', "
                + "'gomoku tournament --cluster' and 'gomoku selfplay --cluster' hand out, up to SLOTS jobs at once, "
                + "until stopped.",
            "Members share a secret (GOMOKU_CLUSTER_SECRET or --secret-file): a worker plays only jobs signed "
                + "with a key derived from it, and refuses (and logs) anything else."})
final class WorkerCommand implements Callable<Integer> {
    @Mixin
    ClusterOptions cluster;

    @Option(names = "--slots", description = "jobs at once: a match's game with its two brain processes, or a "
            + "self-play job on one core (default: ${DEFAULT-VALUE})",
            defaultValue = "1")
    int slots;

    @Option(names = "--cache", paramLabel = "DIR", description = "where shipped brains are unpacked (default: a folder in the temporary directory)")
    Path cache;

    @Option(names = {"-v", "--verbose"}, description = "log the brains' messages and the cluster engine's information")
    boolean verbose;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (!cluster.on()) {
            System.err.println("gomoku worker: give --cluster ADDR[,ADDR...]");
            return 2;
        }
        if (slots < 1) {
            System.err.println("gomoku worker: --slots must be at least 1");
            return 2;
        }
        Path dir = cache != null ? cache
                : Path.of(System.getProperty("java.io.tmpdir"), "gomoku-shipments-" + System.getProperty("user.name"));
        try {
            ClusterMember.run(cluster.settings(slots, dir, verbose), BrainArgs.binDir(),
                    verbose ? e -> System.err.println("[" + e.brain() + "] " + e.kind() + " " + e.text())
                            : dev.gomoku.engine.arena.client.ArenaLog.NONE, System.err);
        } catch (IllegalArgumentException e) {
            System.err.println("gomoku worker: " + e.getMessage());
            return 2;
        }
        return 0;
    }
}
