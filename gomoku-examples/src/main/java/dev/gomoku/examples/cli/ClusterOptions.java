package dev.gomoku.examples.cli;

import dev.gomoku.examples.cluster.ClusterSettings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/** Options of the commands that join a cluster: where it is, this member's address, the secret. */
final class ClusterOptions {
    @Option(names = "--cluster", split = ",", paramLabel = "ADDR",
            description = "the cluster to join: addresses (host[:port]) of some of its members")
    List<String> members;

    @Option(names = "--bind", paramLabel = "HOST",
            description = "the address this member binds to and announces (default: ${DEFAULT-VALUE})",
            defaultValue = "127.0.0.1")
    String bind;

    @Option(names = "--port", description = "first port to try; the next free one is taken (default: ${DEFAULT-VALUE})",
            defaultValue = "5701")
    int port;

    @Option(names = "--secret-file", paramLabel = "FILE",
            description = "the cluster's shared secret (default: the GOMOKU_CLUSTER_SECRET environment variable)")
    Path secretFile;

    boolean on() {
        return members != null && !members.isEmpty();
    }

    /**
     * Checks, with {@code --cluster}, what a member needs before it joins (the secret above all), so that
     * a command refuses before it prints anything else.
     *
     * @throws IllegalArgumentException saying what is missing
     */
    void check() {
        if (on()) {
            try {
                settings(0, Path.of("."), false);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read the secret file: " + e.getMessage(), e);
            }
        }
    }

    ClusterSettings settings(int slots, Path cache, boolean verbose) throws IOException {
        String secret = secretFile != null ? Files.readString(secretFile, StandardCharsets.UTF_8).strip()
                : System.getenv("GOMOKU_CLUSTER_SECRET");
        return new ClusterSettings(members == null ? List.of() : members, bind, port, secret, slots, cache, verbose);
    }
}
