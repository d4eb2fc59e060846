package dev.gomoku.examples.cluster;

import com.hazelcast.core.HazelcastInstance;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.search.Evaluator;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * What a worker keeps between jobs: brain players ready for their next game (a brain's process
 * survives from game to game, as in a local match), the unpacked shipments, the loaded self-play
 * networks, and where to log.
 */
final class WorkerContext {
    private final Path gomokuBin;
    private final Path cache;
    private final ArenaLog log;
    private final PrintStream err;
    private final Map<BrainSpec, Queue<Player>> idle = new ConcurrentHashMap<>();
    private final Queue<Player> all = new ConcurrentLinkedQueue<>();
    private final Map<String, Path> unpacked = new ConcurrentHashMap<>();
    private final Map<String, String> shippedBy = new ConcurrentHashMap<>();
    /** Loaded self-play networks, by their shipment's checksum. */
    private final Map<String, Evaluator> networks = new ConcurrentHashMap<>();
    private final Refusals refusals;

    WorkerContext(Path gomokuBin, Path cache, ArenaLog log, PrintStream err) {
        this.gomokuBin = gomokuBin;
        this.cache = cache;
        this.log = log;
        this.err = err;
        this.refusals = new Refusals(err, "gomoku worker: ");
    }

    /** Where this worker says what it refused. */
    Refusals refusals() {
        return refusals;
    }

    /**
     * The brain on this worker; a shipped brain's folder is fetched, checked and unpacked on first use.
     *
     * @param b the brain, from a verified job
     * @param hz the cluster
     * @param key the cluster's key, which the shipment must be signed with
     * @throws IOException if its shipment is not in the cluster, is not signed with the key (said once,
     *     naming the member that stored it), or cannot be unpacked
     */
    BrainSpec spec(WireBrain b, HazelcastInstance hz, ClusterKey key) throws IOException {
        return b.spec(gomokuBin, b.origin() == WireBrain.Origin.SHIPPED ? unpacked(b.shipment(), hz, key) : null);
    }

    /**
     * The evaluator of a self-play job: the default evaluation, or its shipped network, fetched, checked,
     * unpacked and loaded on first use (the search's evaluators are shared by its threads, so by slots too).
     *
     * @param job the job, verified
     * @param hz the cluster
     * @param key the cluster's key, which the shipment must be signed with
     * @throws IOException as {@link #spec}, or if the network file does not load
     */
    Evaluator evaluator(SelfPlayJob job, HazelcastInstance hz, ClusterKey key) throws IOException {
        if (job.network().isEmpty()) {
            return Evaluator.patterns();
        }
        Evaluator e = networks.get(job.network());
        if (e == null) {
            synchronized (networks) {
                e = networks.get(job.network());
                if (e == null) {
                    e = Evaluator.network(unpacked(job.network(), hz, key).resolve(job.networkFile()));
                    networks.put(job.network(), e);
                }
            }
        }
        return e;
    }

    /** A shipment's folder in the cache, fetched and unpacked on first use. */
    private Path unpacked(String sha256, HazelcastInstance hz, ClusterKey key) throws IOException {
        Path root = unpacked.get(sha256);
        if (root == null) {
            synchronized (this) {
                root = unpacked.get(sha256);
                if (root == null) {
                    root = fetch(sha256, hz, key).unpack(cache);
                    unpacked.put(sha256, root);
                }
            }
        }
        return root;
    }

    private Shipment fetch(String sha256, HazelcastInstance hz, ClusterKey key) throws IOException {
        Object stored;
        try {
            stored = hz.getMap(ClusterNode.SHIPMENTS).get(sha256);
        } catch (RuntimeException e) {
            stored = e; // not even deserializable: refused below like any forgery
        }
        if (stored == null) {
            throw new IOException("shipment " + sha256 + " is not in the cluster");
        }
        try {
            return Shipment.open(key, sha256, stored);
        } catch (ClusterKey.Forged e) {
            refusals.refuse("shipment " + sha256, shippedBy.getOrDefault(sha256, "an unknown member"), e.getMessage(),
                    sha256);
            throw new IOException("shipment " + sha256 + " is not signed with the cluster's secret; not unpacked", e);
        }
    }

    /** Notes which member stored a shipment last, for the message if it is refused. */
    void shippedBy(String sha256, String member) {
        shippedBy.put(sha256, member);
    }

    /**
     * Why this worker cannot start a brain, or null if its program is there and executable. A program
     * named without a folder is looked up on the PATH.
     */
    static String missing(BrainSpec spec) {
        String program = spec.command().get(0);
        if (program.contains("/") || program.contains(File.separator)) {
            Path p = Path.of(program);
            return Files.isRegularFile(p) && Files.isExecutable(p) ? null : "no executable " + program;
        }
        String path = System.getenv("PATH");
        for (String dir : path == null ? new String[0] : path.split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return null;
            }
        }
        return "no executable " + program + " on the PATH";
    }

    /** A player of the brain for one game: one left by an earlier game, or a new one. */
    Player borrow(BrainSpec spec) {
        Player p = idle.computeIfAbsent(spec, k -> new ConcurrentLinkedQueue<>()).poll();
        if (p == null) {
            p = BrainClients.player(spec, log);
            all.add(p);
        }
        return p;
    }

    /** Gives a player back after its game. */
    void giveBack(BrainSpec spec, Player p) {
        idle.get(spec).add(p);
    }

    void log(String line) {
        err.println("gomoku worker: " + line);
        err.flush();
    }

    /** Ends every brain process. */
    void close() {
        for (Player p; (p = all.poll()) != null; ) {
            p.close();
        }
    }
}
