package dev.gomoku.examples.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.tuning.SelfPlay;
import dev.gomoku.engine.tuning.SelfPlayGame;
import dev.gomoku.engine.tuning.SelfPlaySettings;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The coordinator of runs played by a cluster of workers: matches ({@link MatchRun}) and self-play
 * ({@link SelfPlayRun}). It joins as a lite member (no data, no games), hands each unit of a run (a
 * game, a job of self-play games) to a worker with a free slot as a signed job in that worker's jobs
 * map, and counts the results that arrive in the cluster's results map and verify with the cluster's
 * key: a match gives the same progress, score, SPRT stop and records as a local
 * {@link dev.gomoku.engine.arena.match.Match}, self-play the same file as a local {@link SelfPlay}. A
 * result or problem that does not verify is refused, said once with the member that wrote it, and
 * never counted. A run is named by a hash of its definition, so running the same command again after
 * the coordinator died resumes it from the cluster's state.
 */
public final class ClusterCoordinator implements AutoCloseable {
    final HazelcastInstance hz;
    final ClusterKey key;
    final Refusals refusals;
    final PrintStream err;
    /** Brains or networks (by name) that a worker (by member id) reported it cannot start: it gets no work of them. */
    final Map<String, Set<String>> cannotStart = new HashMap<>();
    private final Path gomokuBin;
    private final Map<String, Path> shipped;

    private ClusterCoordinator(HazelcastInstance hz, ClusterKey key, Path gomokuBin, Map<String, Path> shipped,
            PrintStream err) {
        this.hz = hz;
        this.key = key;
        this.refusals = new Refusals(err, "gomoku cluster: ");
        this.gomokuBin = gomokuBin;
        this.shipped = shipped;
        this.err = err;
    }

    /**
     * Joins the cluster as its coordinator and puts the shipped brain folders into it.
     *
     * @param settings how to join
     * @param gomokuBin this distribution's launcher folder (its brains are found on every worker)
     * @param ship brain folders or zips to ship to the workers
     * @param err where to say what the cluster does (workers leaving, brains missing)
     * @return the coordinator; close it when done
     * @throws IOException if a folder cannot be packed
     */
    public static ClusterCoordinator join(ClusterSettings settings, Path gomokuBin, List<Path> ship, PrintStream err)
            throws IOException {
        Map<String, Path> packed = new LinkedHashMap<>();
        List<Shipment> shipments = new ArrayList<>();
        for (Path p : ship) {
            Shipment s = Shipment.pack(p);
            shipments.add(s);
            packed.put(s.sha256(), p);
        }
        ClusterKey key = ClusterKey.of(settings.secret());
        HazelcastInstance hz = ClusterNode.start(settings, key, false);
        // The maps live on the workers: nothing can be stored before one has joined.
        long since = System.nanoTime();
        boolean told = false;
        for (boolean said = false; workers(hz).isEmpty(); said = true) {
            if (!said) {
                err.println("gomoku cluster: waiting for workers to join");
            }
            if (!told && System.nanoTime() - since > TimeUnit.MILLISECONDS.toNanos(ClusterNode.ALONE_MILLIS)) {
                ClusterNode.sayWhoAnswers(hz, settings, err, "gomoku cluster: no worker yet: ");
                told = true;
            }
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                hz.shutdown();
                throw new IllegalStateException("interrupted while waiting for workers", e);
            }
        }
        int slots = 0;
        for (Member m : workers(hz)) {
            slots += slots(m);
        }
        err.println("gomoku cluster: coordinator at " + hz.getCluster().getLocalMember().getAddress() + "; "
                + workers(hz).size() + " workers with " + slots + " slots");
        for (Shipment s : shipments) {
            hz.<String, byte[]>getMap(ClusterNode.SHIPMENTS).set(s.sha256(), s.sealed(key));
        }
        return new ClusterCoordinator(hz, key, gomokuBin, packed, err);
    }

    @Override
    public void close() {
        hz.shutdown();
    }

    /**
     * Plays a match on the cluster. A brain named like its opponent is renamed with a {@code -2}
     * suffix, as in a local match.
     *
     * @param first the first brain (opens the even-numbered games)
     * @param second the second brain
     * @param settings the match (its concurrency is ignored: the workers' slots decide)
     * @param listener follows the progress
     * @return the result, as a local run reports it
     * @throws IllegalStateException if no worker of the cluster can start one of the brains, or a game fails
     *     on a worker (as it would fail a local match)
     */
    public MatchResult run(BrainSpec first, BrainSpec second, MatchSettings settings, MatchListener listener) {
        BrainSpec s2 = second.namedApartFrom(first);
        WireBrain a = WireBrain.of(first, gomokuBin, shipped);
        WireBrain b = WireBrain.of(s2, gomokuBin, shipped);
        return new MatchRun(this, a, b, settings, listener).play();
    }

    /**
     * Generates self-play training data on the cluster: the file {@link SelfPlay#generate} writes with the
     * same settings, byte for byte. The games go out in jobs of {@code gamesPerJob}; a network is shipped
     * to the workers signed, as brain folders are.
     *
     * @param settings what to play (the thread count is ignored: the workers' slots decide)
     * @param network the network file to search with, or null for the default evaluation
     * @param gamesPerJob games per job
     * @param out where the {@link dev.gomoku.engine.tuning.SelfPlayFile} goes
     * @param done told of each game as it is written, in order
     * @throws IOException if the network cannot be packed or writing fails
     * @throws IllegalStateException if no worker of the cluster can load the network, or a job fails on a
     *     worker (as it would fail a local run)
     */
    public void selfPlay(SelfPlaySettings settings, Path network, int gamesPerJob, DataOutputStream out,
            Consumer<SelfPlayGame> done) throws IOException {
        if (gamesPerJob < 1) {
            throw new IllegalArgumentException("games per job must be positive");
        }
        String sha = "";
        String file = "";
        if (network != null) {
            Shipment s = Shipment.packFile(network);
            hz.<String, byte[]>getMap(ClusterNode.SHIPMENTS).set(s.sha256(), s.sealed(key));
            sha = s.sha256();
            file = network.getFileName().toString();
        }
        new SelfPlayRun(this, settings, gamesPerJob, sha, file, out, done).play();
    }

    /** The members that play units: data members with slots (any other member gets no jobs). */
    static List<Member> workers(HazelcastInstance hz) {
        List<Member> workers = new ArrayList<>();
        for (Member m : hz.getCluster().getMembers()) {
            if (!m.isLiteMember() && slots(m) > 0) {
                workers.add(m);
            }
        }
        return workers;
    }

    static int slots(Member m) {
        try {
            return Integer.parseInt(m.getAttribute(ClusterNode.SLOTS));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

}
