package dev.gomoku.examples.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.durableexecutor.DurableExecutorService;
import com.hazelcast.map.listener.EntryAddedListener;
import com.hazelcast.partition.Partition;
import dev.gomoku.engine.arena.BrainSpec;
import dev.gomoku.engine.arena.GameResult;
import dev.gomoku.engine.arena.MatchListener;
import dev.gomoku.engine.arena.MatchResult;
import dev.gomoku.engine.arena.MatchScore;
import dev.gomoku.engine.arena.MatchSettings;
import dev.gomoku.engine.arena.PairCounts;
import dev.gomoku.engine.arena.Records;
import dev.gomoku.engine.arena.Sprt;
import dev.gomoku.engine.arena.Tournament;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The coordinator of matches played by a cluster of workers. It joins as a lite member (no data, no
 * games), hands each game to a worker with a free slot through the durable executor, and counts the
 * results as they arrive in the cluster's results map: the same progress, score, SPRT stop and records
 * as a local {@link dev.gomoku.engine.arena.Match}. A match is named by a hash of its definition, so
 * running the same command again after the coordinator died resumes it from the cluster's state.
 */
public final class ClusterMatch implements Tournament.MatchRunner, AutoCloseable {
    /** How long a game of a worker that left may take to be picked up by the durable executor's backup. */
    private static final long TAKEOVER_GRACE_NANOS = TimeUnit.SECONDS.toNanos(3);

    private final HazelcastInstance hz;
    private final Path gomokuBin;
    private final Map<String, Path> shipped;
    private final PrintStream err;
    private final Map<Integer, Integer> partitionKeys = new HashMap<>();
    /** Brains (by name) that a worker (by member id) reported it cannot start: it gets no games of them. */
    private final Map<String, Set<String>> cannotStart = new HashMap<>();
    private int nextPartition;

    private ClusterMatch(HazelcastInstance hz, Path gomokuBin, Map<String, Path> shipped, PrintStream err) {
        this.hz = hz;
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
    public static ClusterMatch join(ClusterSettings settings, Path gomokuBin, List<Path> ship, PrintStream err)
            throws IOException {
        Map<String, Path> packed = new LinkedHashMap<>();
        List<Shipment> shipments = new ArrayList<>();
        for (Path p : ship) {
            Shipment s = Shipment.pack(p);
            shipments.add(s);
            packed.put(s.sha256(), p);
        }
        HazelcastInstance hz = ClusterNode.start(settings, null);
        // The maps live on the workers: nothing can be stored before one has joined.
        for (boolean said = false; workers(hz).isEmpty(); said = true) {
            if (!said) {
                err.println("gomoku cluster: waiting for workers to join");
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
            hz.<String, byte[]>getMap(ClusterNode.SHIPMENTS).set(s.sha256(), s.zip());
        }
        return new ClusterMatch(hz, gomokuBin, packed, err);
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
    @Override
    public MatchResult run(BrainSpec first, BrainSpec second, MatchSettings settings, MatchListener listener) {
        BrainSpec s2 = second.name().equals(first.name()) ? second.withName(second.name() + "-2") : second;
        WireBrain a = WireBrain.of(first, gomokuBin, shipped);
        WireBrain b = WireBrain.of(s2, gomokuBin, shipped);
        return new Run(a, b, settings, listener).play();
    }

    /** The name of a match in the cluster: the same definition gives the same name. */
    static String matchId(WireBrain a, WireBrain b, MatchSettings s) {
        String def = a + "\n" + b + "\n" + s.game() + "\n" + s.games() + "\n" + s.openings() + "\n"
                + s.randomSymmetry() + "\n" + s.seed() + "\n" + s.sprt();
        return Shipment.sha256(def.getBytes(StandardCharsets.UTF_8)).substring(0, 16);
    }

    /** A game handed to a worker, and since when. */
    private record Flight(String member, long sinceNanos) {
    }

    /** A result that arrived in the results map. */
    private record Arrival(int game, WireResult result) {
    }

    /** One match being played. */
    private final class Run {
        private final WireBrain a;
        private final WireBrain b;
        private final MatchSettings settings;
        private final MatchListener listener;
        private final String matchId;
        private final MatchMaps maps;
        private final Journal journal;
        private final Set<Integer> journaled = new HashSet<>();
        private final GameResult[] results;
        private final TreeSet<Integer> pending = new TreeSet<>();
        private final Map<Integer, Flight> inFlight = new TreeMap<>();
        private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
        private MatchScore score = MatchScore.ZERO;
        private int finished;
        private Sprt.Decision decision;
        private boolean waitingSaid;

        Run(WireBrain a, WireBrain b, MatchSettings settings, MatchListener listener) {
            this.a = a;
            this.b = b;
            this.settings = settings;
            this.listener = listener;
            this.matchId = matchId(a, b, settings);
            this.maps = new MatchMaps(hz, matchId);
            this.journal = Journal.in(settings.recordDir(), matchId);
            this.results = new GameResult[settings.games()];
            this.decision = settings.sprt() == null ? null : Sprt.Decision.CONTINUE;
        }

        MatchResult play() {
            UUID onResult = maps.results.addEntryListener(
                    (EntryAddedListener<Integer, WireResult>) e -> events.add(new Arrival(e.getKey(), e.getValue())),
                    true);
            UUID onProblem = maps.problems.addEntryListener(
                    (EntryAddedListener<String, Problem>) e -> events.add(e.getValue()), true);
            UUID onMembers = hz.getCluster().addMembershipListener(new MembershipListener() {
                @Override
                public void memberAdded(MembershipEvent e) {
                    events.add(e);
                }

                @Override
                public void memberRemoved(MembershipEvent e) {
                    events.add(e);
                }
            });
            try {
                resume();
                loop();
            } finally {
                maps.results.removeEntryListener(onResult);
                maps.problems.removeEntryListener(onProblem);
                hz.getCluster().removeMembershipListener(onMembers);
            }
            maps.destroy();
            if (journal != null) {
                try {
                    journal.delete();
                } catch (IOException e) {
                    err.println("gomoku cluster: cannot remove the journal: " + e.getMessage());
                }
            }
            List<GameResult> played = new ArrayList<>();
            for (GameResult r : results) {
                if (r != null) {
                    played.add(r);
                }
            }
            return new MatchResult(a.name(), b.name(), score, played, decision);
        }

        /** Takes over what the cluster already knows of this match: finished games, games being played. */
        private void resume() {
            if (journal != null) {
                try {
                    journal.read(err).forEach((game, w) -> {
                        if (game < results.length && Journal.replays(w, settings.gameSettings(game))) {
                            journaled.add(game);
                            maps.results.putIfAbsent(game, w);
                        } else {
                            err.println("gomoku cluster: the journal's game " + (game + 1) + " is not a game of this "
                                    + "match; it is played again");
                        }
                    });
                } catch (IOException e) {
                    err.println("gomoku cluster: cannot read the journal: " + e.getMessage());
                }
            }
            Map<Integer, WireResult> done = new TreeMap<>(maps.results);
            // A stop mark left by an earlier run is dropped: the SPRT is decided again from the results.
            maps.reset();
            if (!done.isEmpty()) {
                err.println("gomoku cluster: resuming match " + matchId + ": " + done.size() + " games already played");
            }
            for (int i = 0; i < settings.games(); i++) {
                pending.add(i);
            }
            done.forEach(this::arrived);
            long now = System.nanoTime();
            maps.claims.forEach((game, member) -> {
                if (results[game] == null && GameJob.alive(hz, member)) {
                    pending.remove(game);
                    inFlight.put(game, new Flight(member, now));
                }
            });
        }

        private void loop() {
            long nextSweep = System.nanoTime();
            while (!pending.isEmpty() || !inFlight.isEmpty()) {
                submit();
                Object e;
                try {
                    e = events.poll(500, TimeUnit.MILLISECONDS);
                } catch (InterruptedException x) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted; the match goes on in the cluster", x);
                }
                for (; e != null; e = events.poll()) {
                    handle(e);
                }
                if (System.nanoTime() - nextSweep >= 0 && !workers(hz).isEmpty()) {
                    sweep();
                    nextSweep = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
                }
            }
        }

        private void handle(Object e) {
            if (e instanceof Arrival r) {
                arrived(r.game(), r.result());
            } else if (e instanceof Problem p && p.fatal()) {
                throw new IllegalStateException("game " + (p.game() + 1) + " failed on worker " + p.address() + ": "
                        + p.reason());
            } else if (e instanceof Problem p) {
                cannotStart.computeIfAbsent(p.member(), k -> new HashSet<>()).add(p.brain());
                err.println("gomoku cluster: worker " + p.address() + " cannot start " + p.brain() + " (" + p.reason()
                        + "); it gets no more games of it");
                if (results[p.game()] == null && !stopped()) {
                    inFlight.remove(p.game());
                    pending.add(p.game());
                }
            } else if (e instanceof MembershipEvent m && m.getEventType() == MembershipEvent.MEMBER_REMOVED
                    && !m.getMember().isLiteMember()) {
                err.println("gomoku cluster: worker " + m.getMember().getAddress() + " left; its games are played again");
            }
        }

        private void arrived(int game, WireResult w) {
            if (game < 0 || game >= results.length || results[game] != null) {
                return;
            }
            GameResult r = w.result(settings.gameSettings(game));
            results[game] = r;
            pending.remove(game);
            inFlight.remove(game);
            Records.write(settings.recordDir(), game, r);
            if (journal != null && journaled.add(game)) {
                try {
                    journal.append(game, w);
                } catch (IOException e) {
                    err.println("gomoku cluster: cannot write the journal: " + e.getMessage());
                }
            }
            String winner = r.winnerName();
            score = score.plus(winner == null ? 0 : winner.equals(a.name()) ? 1 : -1);
            finished++;
            if (settings.sprt() != null && decision == Sprt.Decision.CONTINUE) {
                decision = settings.sprt().decide(score, PairCounts.of(results, a.name()));
                if (decision != Sprt.Decision.CONTINUE) {
                    // Queued games are dropped by their workers; games already claimed finish and count.
                    maps.stop();
                    pending.clear();
                }
            }
            listener.gameFinished(game, r, score, finished);
        }

        private boolean stopped() {
            return decision != null && decision != Sprt.Decision.CONTINUE;
        }

        /**
         * Follows games whose worker left (the backup's replay claims them, or they are handed out again)
         * and, once stopped, forgets queued games that no worker claimed.
         */
        private void sweep() {
            long now = System.nanoTime();
            for (Integer game : new ArrayList<>(inFlight.keySet())) {
                Flight f = inFlight.get(game);
                String holder = maps.claims.get(game);
                boolean held = holder != null && GameJob.alive(hz, holder);
                if (stopped()) {
                    if (!held && now - f.sinceNanos() > TAKEOVER_GRACE_NANOS) {
                        inFlight.remove(game);
                    }
                } else if (held && !holder.equals(f.member())) {
                    inFlight.put(game, new Flight(holder, f.sinceNanos()));
                } else if (!held && !GameJob.alive(hz, f.member()) && now - f.sinceNanos() > TAKEOVER_GRACE_NANOS) {
                    inFlight.remove(game);
                    pending.add(game);
                }
            }
        }

        /** Hands pending games, lowest number first, to workers with free slots. */
        private void submit() {
            if (pending.isEmpty()) {
                return;
            }
            Map<String, Integer> busy = new HashMap<>();
            inFlight.values().forEach(f -> busy.merge(f.member(), 1, Integer::sum));
            List<Member> workers = workers(hz);
            if (workers.isEmpty()) {
                if (!waitingSaid) {
                    err.println("gomoku cluster: waiting for workers to join");
                    waitingSaid = true;
                }
                return;
            }
            waitingSaid = false;
            boolean anyCan = false;
            while (!pending.isEmpty()) {
                Member best = null;
                int bestFree = 0;
                for (Member m : workers) {
                    Set<String> no = cannotStart.getOrDefault(m.getUuid().toString(), Set.of());
                    if (no.contains(a.name()) || no.contains(b.name())) {
                        continue;
                    }
                    anyCan = true;
                    int free = slots(m) - busy.getOrDefault(m.getUuid().toString(), 0);
                    if (free > bestFree) {
                        best = m;
                        bestFree = free;
                    }
                }
                if (!anyCan) {
                    throw new IllegalStateException("no worker of the cluster can start " + a.name() + " and " + b.name());
                }
                if (best == null || !send(pending.first(), best)) {
                    return;
                }
                int game = pending.pollFirst();
                inFlight.put(game, new Flight(best.getUuid().toString(), System.nanoTime()));
                busy.merge(best.getUuid().toString(), 1, Integer::sum);
            }
        }

        private boolean send(int game, Member to) {
            Integer key = keyOwnedBy(to);
            if (key == null) {
                return false;
            }
            boolean aFirst = MatchSettings.firstOpens(game);
            GameJob job = new GameJob(matchId, game, aFirst ? a : b, aFirst ? b : a,
                    WireGame.of(settings.gameSettings(game)), settings.gameSeed(game));
            DurableExecutorService ex = hz.getDurableExecutorService(ClusterNode.EXECUTOR);
            ex.submitToKeyOwner(job, key);
            listener.gameStarted(game, (aFirst ? a : b).name(), (aFirst ? b : a).name());
            return true;
        }
    }

    /** The members that hold data and play games. */
    private static List<Member> workers(HazelcastInstance hz) {
        List<Member> workers = new ArrayList<>();
        for (Member m : hz.getCluster().getMembers()) {
            if (!m.isLiteMember()) {
                workers.add(m);
            }
        }
        return workers;
    }

    private static int slots(Member m) {
        try {
            return Integer.parseInt(m.getAttribute(ClusterNode.SLOTS));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** A key whose partition the member owns now (the partitions taken in turn), or null if it owns none yet. */
    private Integer keyOwnedBy(Member m) {
        List<Partition> owned = new ArrayList<>();
        for (Partition p : hz.getPartitionService().getPartitions()) {
            if (m.equals(p.getOwner())) {
                owned.add(p);
            }
        }
        if (owned.isEmpty()) {
            return null;
        }
        return keyFor(owned.get(Math.floorMod(nextPartition++, owned.size())).getPartitionId());
    }

    /** An integer key of the partition (the first few thousand integers cover every partition). */
    private Integer keyFor(int pid) {
        if (partitionKeys.isEmpty()) {
            int n = hz.getPartitionService().getPartitions().size();
            for (int k = 0; partitionKeys.size() < n && k < 1_000_000; k++) {
                partitionKeys.putIfAbsent(hz.getPartitionService().getPartition(k).getPartitionId(), k);
            }
        }
        return partitionKeys.get(pid);
    }
}
