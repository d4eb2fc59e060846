package dev.gomoku.examples.cli;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.openings.BalancedOpenings;
import dev.gomoku.engine.search.NetworkFileException;
import dev.gomoku.engine.tuning.SelfPlay;
import dev.gomoku.engine.tuning.SelfPlayGame;
import dev.gomoku.engine.tuning.SelfPlaySettings;
import dev.gomoku.examples.cluster.ClusterCoordinator;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code gomoku selfplay}: training data for a network, by the search playing itself from balanced openings. */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = "Writes training data for `gomoku train`: the search plays itself at a fixed node budget from "
                + "the shipped balanced openings (plus seeded random plies), recording its score of every position "
                + "and each game's result. The same options give the same file, here or on a cluster of "
                + "'gomoku worker's (--cluster: jobs of --games-per-job games, the network shipped signed).")
final class SelfPlayCommand implements Callable<Integer> {
    @Option(names = {"-r", "--rule"}, description = "freestyle, standard, renju or caro (default: ${DEFAULT-VALUE})",
            defaultValue = "freestyle")
    Rule rule;

    @Option(names = {"-s", "--size"}, description = "board size: one with shipped openings (default: ${DEFAULT-VALUE})",
            defaultValue = "15")
    int size;

    @Option(names = {"-g", "--games"}, description = "games (default: ${DEFAULT-VALUE})", defaultValue = "100")
    int games;

    @Option(names = {"-n", "--nodes"}, description = "search nodes per move (default: ${DEFAULT-VALUE})",
            defaultValue = "20000")
    long nodes;

    @Option(names = "--seed", description = "seed of the random plies (default: ${DEFAULT-VALUE})", defaultValue = "1")
    long seed;

    @Option(names = "--random-plies", description = "random moves after each opening (default: ${DEFAULT-VALUE})",
            defaultValue = "2")
    int randomPlies;

    @Option(names = {"-j", "--threads"}, description = "games at once on this machine (with --cluster the workers' "
            + "slots decide); the output does not depend on it (default: ${DEFAULT-VALUE})", defaultValue = "1")
    int threads;

    @Option(names = "--network", paramLabel = "FILE", description = "search with this network instead of the "
            + "default evaluation (to improve a network on its own games)")
    Path network;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", required = true, description = "the data file to write")
    Path out;

    @Mixin
    ClusterOptions cluster;

    @Option(names = "--games-per-job", paramLabel = "N", description = "with --cluster: games a worker plays per job "
            + "(a worker that dies loses at most its jobs in hand; default: ${DEFAULT-VALUE})", defaultValue = "8")
    int gamesPerJob;

    @Override
    public Integer call() throws IOException {
        Evaluator eval;
        try {
            eval = network == null ? Evaluator.patterns() : Evaluator.network(network);
        } catch (NetworkFileException e) {
            System.err.println("gomoku selfplay: " + e.getMessage());
            return 2;
        }
        SelfPlaySettings s;
        try {
            s = new SelfPlaySettings(rule, size, games, nodes, seed, randomPlies, threads);
            if (BalancedOpenings.of(rule, size).isEmpty()) {
                throw new IllegalArgumentException("no balanced openings are shipped for " + rule + " on " + size + "x"
                        + size);
            }
            if (gamesPerJob < 1) {
                throw new IllegalArgumentException("--games-per-job must be at least 1");
            }
            cluster.check();
        } catch (IllegalArgumentException e) {
            System.err.println("gomoku selfplay: " + e.getMessage());
            return 2;
        }
        long start = System.nanoTime();
        long[] counts = new long[2];
        Files.createDirectories(out.toAbsolutePath().getParent());
        try (OutputStream file = Files.newOutputStream(out);
                DataOutputStream data = new DataOutputStream(new BufferedOutputStream(file))) {
            Consumer<SelfPlayGame> progress = g -> {
                counts[0]++;
                counts[1] += g.scores().length;
                if (counts[0] % 10 == 0 || counts[0] == games) {
                    double secs = (System.nanoTime() - start) / 1e9;
                    System.out.printf(Locale.ROOT, "%d/%d games, %d positions, %.1f positions/s%n", counts[0], games,
                            counts[1], counts[1] / secs);
                }
            };
            if (cluster.on()) {
                try (ClusterCoordinator c = ClusterCoordinator.join(cluster.settings(0, Path.of("."), false),
                        BrainArgs.binDir(), List.of(), System.err)) {
                    c.selfPlay(s, network, gamesPerJob, data, progress);
                }
            } else {
                SelfPlay.generate(s, eval, data, progress);
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            System.err.println("gomoku selfplay: " + e.getMessage());
            Files.deleteIfExists(out);
            return 2;
        }
        System.out.printf(Locale.ROOT, "wrote %s: %d games, %d positions in %.1f s%n", out, counts[0], counts[1],
                (System.nanoTime() - start) / 1e9);
        return 0;
    }
}
