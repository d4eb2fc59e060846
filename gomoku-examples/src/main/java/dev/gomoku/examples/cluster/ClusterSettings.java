package dev.gomoku.examples.cluster;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * How this process takes part in a cluster.
 *
 * @param members addresses ({@code host[:port]}) of members to join; this process may be one of them
 * @param bind the address this member binds to and announces (default loopback)
 * @param port the first port to try (the next free one above is taken)
 * @param secret the shared secret: only members that know it form a cluster together, and only jobs,
 *     shipments and results signed with a key derived from it are acted on
 * @param slots games this member plays at once (0 for the coordinator, which plays none)
 * @param cache where a worker unpacks shipped brains
 * @param verbose whether the engine logs its own information
 */
public record ClusterSettings(List<String> members, String bind, int port, String secret, int slots, Path cache,
        boolean verbose) {

    /**
     * Checks and copies the values.
     *
     * @param members the members component
     * @param bind the bind component
     * @param port the port component
     * @param secret the secret component
     * @param slots the slots component
     * @param cache the cache component
     * @param verbose the verbose component
     * @throws IllegalArgumentException without members, with a blank secret or with negative slots
     */
    public ClusterSettings {
        members = List.copyOf(members);
        Objects.requireNonNull(bind, "bind");
        Objects.requireNonNull(cache, "cache");
        if (members.isEmpty()) {
            throw new IllegalArgumentException("give at least one cluster address");
        }
        if (secret == null || secret.isBlank()) {
            throw new IllegalArgumentException("give the cluster's secret (GOMOKU_CLUSTER_SECRET or --secret-file)");
        }
        if (slots < 0 || port < 1 || port > 65535) {
            throw new IllegalArgumentException("bad slots or port: " + slots + ", " + port);
        }
    }

    /**
     * Shows the settings without the secret.
     *
     * @return the settings, the secret hidden
     */
    @Override
    public String toString() {
        return "ClusterSettings[members=" + members + ", bind=" + bind + ", port=" + port + ", secret=(hidden), slots="
                + slots + ", cache=" + cache + ", verbose=" + verbose + "]";
    }
}
