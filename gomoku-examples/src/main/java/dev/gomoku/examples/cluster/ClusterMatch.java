package dev.gomoku.examples.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.EntryEvent;
import com.hazelcast.core.HazelcastInstance;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.stats.MatchScore;
import dev.gomoku.engine.arena.stats.PairCounts;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.arena.match.Records;
import dev.gomoku.engine.arena.stats.Sprt;
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
 * games), hands each game to a worker with a free slot as a signed job in that worker's jobs map, and
 * counts the results that arrive in the cluster's results map and verify with the cluster's key: the
 * same progress, score, SPRT stop and records as a local {@link dev.gomoku.engine.arena.match.Match}. A
 * result or problem that does not verify is refused, said once with the member that wrote it, and
 * never counted. A match is named by a hash of its definition, so running the same command again after
 * the coordinator died resumes it from the cluster's state.
 */
public final class ClusterMatch implements AutoCloseable {
    /** How long a game of a worker that left waits for a live claim before it is handed out again. */
    private static final long TAKEOVER_GRACE_NANOS = TimeUnit.SECONDS.toNanos(3);

    private final HazelcastInstance hz;
    private final ClusterKey key;
    private final Refusals refusals;
    private final Path gomokuBin;
    private final Map<String, Path> shipped;
    private final PrintStream err;
    /** Brains (by name) that a worker (by member id) reported it cannot start: it gets no games of them. */
    private final Map<String, Set<String>> cannotStart = new HashMap<>();

    private ClusterMatch(HazelcastInstance hz, ClusterKey key, Path gomokuBin, Map<String, Path> shipped,
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
    public static ClusterMatch join(ClusterSettings settings, Path gomokuBin, List<Path> ship, PrintStream err)
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
        return new ClusterMatch(hz, key, gomokuBin, packed, err);
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
        private final BlockingQueue<CoordinatorEvent> events = new LinkedBlockingQueue<>();
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
            this.maps = new MatchMaps(hz, key, matchId);
            this.journal = Journal.in(settings.recordDir(), matchId);
            this.results = new GameResult[settings.games()];
            this.decision = settings.sprt() == null ? null : Sprt.Decision.CONTINUE;
        }

        MatchResult play() {
            UUID onResult = maps.results.addEntryListener((EntryWrites) e -> events.add(
                    new CoordinatorEvent.ResultWritten(keyOf(e), valueOf(e), e.getMember().getAddress().toString())),
                    true);
            UUID onProblem = maps.problems.addEntryListener((EntryWrites) e -> events.add(
                    new CoordinatorEvent.ProblemWritten(valueOf(e), e.getMember().getAddress().toString())), true);
            UUID onMembers = hz.getCluster().addMembershipListener(new MembershipListener() {
                @Override
                public void memberAdded(MembershipEvent e) {
                    // A new worker gets games from the next hand-out on.
                }

                @Override
                public void memberRemoved(MembershipEvent e) {
                    if (!e.getMember().isLiteMember()) {
                        events.add(new CoordinatorEvent.WorkerLeft(e.getMember().getUuid().toString(),
                                e.getMember().getAddress().toString()));
                    }
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
                            maps.store(game, w);
                        } else {
                            err.println("gomoku cluster: the journal's game " + (game + 1) + " is not a game of this "
                                    + "match; it is played again");
                        }
                    });
                } catch (IOException e) {
                    err.println("gomoku cluster: cannot read the journal: " + e.getMessage());
                }
            }
            Map<Integer, WireResult> done = maps.genuineResults();
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
            maps.holders().forEach((game, member) -> {
                if (game < results.length && results[game] == null && ClusterNode.alive(hz, member)) {
                    pending.remove(game);
                    inFlight.put(game, new Flight(member, now));
                }
            });
        }

        private void loop() {
            long nextSweep = System.nanoTime();
            while (!pending.isEmpty() || !inFlight.isEmpty()) {
                submit();
                CoordinatorEvent e;
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

        // Java 17 has no pattern switch: the sealed type keeps this chain to its three kinds.
        private void handle(CoordinatorEvent e) {
            if (e instanceof CoordinatorEvent.ResultWritten r) {
                if (!(r.game() instanceof Integer game) || game < 0 || game >= results.length) {
                    refusals.refuse("a result under key " + r.game(), r.from(), "it is no game of this match",
                            Refusals.id(r.value()));
                    return;
                }
                try {
                    arrived(game, maps.openResult(game, r.value()));
                } catch (ClusterKey.Forged x) {
                    refusals.refuse("a result for game " + (game + 1), r.from(), x.getMessage(), Refusals.id(r.value()));
                }
            } else if (e instanceof CoordinatorEvent.ProblemWritten w) {
                Problem p;
                try {
                    p = maps.openProblem(w.value());
                } catch (ClusterKey.Forged x) {
                    refusals.refuse("a problem report", w.from(), x.getMessage(), Refusals.id(w.value()));
                    return;
                }
                problem(p);
            } else if (e instanceof CoordinatorEvent.WorkerLeft left) {
                err.println("gomoku cluster: worker " + left.address() + " left; its games are played again");
                hz.getMap(ClusterNode.JOBS + left.member()).destroy();
            }
        }

        private void problem(Problem p) {
            if (p.game() < 0 || p.game() >= results.length) {
                return;
            }
            if (p.fatal()) {
                throw new IllegalStateException("game " + (p.game() + 1) + " failed on worker " + p.address() + ": "
                        + p.reason());
            }
            cannotStart.computeIfAbsent(p.member(), k -> new HashSet<>()).add(p.brain());
            err.println("gomoku cluster: worker " + p.address() + " cannot start " + p.brain() + " (" + p.reason()
                    + "); it gets no more games of it");
            if (results[p.game()] == null && !stopped()) {
                inFlight.remove(p.game());
                pending.add(p.game());
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
                String holder = maps.holder(game);
                boolean held = holder != null && ClusterNode.alive(hz, holder);
                if (stopped()) {
                    if (!held && now - f.sinceNanos() > TAKEOVER_GRACE_NANOS) {
                        inFlight.remove(game);
                    }
                } else if (held && !holder.equals(f.member())) {
                    inFlight.put(game, new Flight(holder, f.sinceNanos()));
                } else if (!held && !ClusterNode.alive(hz, f.member()) && now - f.sinceNanos() > TAKEOVER_GRACE_NANOS) {
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
                if (best == null) {
                    return;
                }
                int game = pending.pollFirst();
                send(game, best);
                inFlight.put(game, new Flight(best.getUuid().toString(), System.nanoTime()));
                busy.merge(best.getUuid().toString(), 1, Integer::sum);
            }
        }

        /** Puts the game, signed, into the worker's jobs map: a fresh job id, for that worker only. */
        private void send(int game, Member to) {
            boolean aFirst = MatchSettings.firstOpens(game);
            String worker = to.getUuid().toString();
            GameJob job = new GameJob(matchId, game, UUID.randomUUID().toString(), worker, aFirst ? a : b,
                    aFirst ? b : a, WireGame.of(settings.gameSettings(game)), settings.gameSeed(game));
            hz.getMap(ClusterNode.JOBS + worker).set(job.jobId(), key.seal(ClusterKey.Kind.JOB, job.payload()));
            listener.gameStarted(game, (aFirst ? a : b).name(), (aFirst ? b : a).name());
        }
    }

    /** An entry's key, or the exception its deserialization threw. */
    private static Object keyOf(EntryEvent<Object, Object> e) {
        try {
            return e.getKey();
        } catch (RuntimeException x) {
            return x;
        }
    }

    /** An entry's value, or the exception its deserialization threw. */
    private static Object valueOf(EntryEvent<Object, Object> e) {
        try {
            return e.getValue();
        } catch (RuntimeException x) {
            return x;
        }
    }

    /** The members that play games: data members with slots (any other member gets no jobs). */
    private static List<Member> workers(HazelcastInstance hz) {
        List<Member> workers = new ArrayList<>();
        for (Member m : hz.getCluster().getMembers()) {
            if (!m.isLiteMember() && slots(m) > 0) {
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

}
