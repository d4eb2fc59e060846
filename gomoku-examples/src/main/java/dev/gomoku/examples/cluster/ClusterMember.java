package dev.gomoku.examples.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.LifecycleEvent;
import com.hazelcast.map.IMap;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.Referee;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.tuning.SelfPlay;
import dev.gomoku.engine.tuning.SelfPlayGame;
import dev.gomoku.engine.tuning.SelfPlaySettings;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A worker: a cluster member that plays the jobs coordinators hand it (games of matches, runs of
 * self-play games), up to its slots at once. Jobs arrive signed in its own jobs map; it takes each one
 * out, and plays it only if the job verifies with the cluster's key, was sent to this member, and was
 * not taken before (a job id is played once). Anything else is refused, said once with the member that
 * wrote it, and dropped: never claimed, unpacked, run or reported as a problem of the run.
 */
public final class ClusterMember {
    private final HazelcastInstance hz;
    private final ClusterKey key;
    private final WorkerContext ctx;
    private final ExecutorService slots;
    /** Takes jobs out of the map one at a time, off the engine's event threads. */
    private final ExecutorService intake = Executors.newSingleThreadExecutor(daemon("gomoku-intake"));
    private final String me;
    private final IMap<Object, Object> jobs;
    private final Set<String> taken = ConcurrentHashMap.newKeySet();
    private final Set<String> playing = ConcurrentHashMap.newKeySet();

    private ClusterMember(HazelcastInstance hz, ClusterKey key, WorkerContext ctx, int slots) {
        this.hz = hz;
        this.key = key;
        this.ctx = ctx;
        this.slots = Executors.newFixedThreadPool(slots, daemon("gomoku-slot"));
        this.me = hz.getCluster().getLocalMember().getUuid().toString();
        this.jobs = hz.getMap(ClusterNode.JOBS + me);
    }

    /**
     * Joins the cluster and plays jobs until the process is stopped (then it leaves gracefully: its
     * data moves to the other members and its brain processes end).
     *
     * @param settings how to join, and the slots
     * @param gomokuBin this distribution's launcher folder
     * @param log receives the brains' events
     * @param err where the worker says what it does
     * @throws InterruptedException if interrupted while waiting
     */
    public static void run(ClusterSettings settings, Path gomokuBin, ArenaLog log, PrintStream err)
            throws InterruptedException {
        ClusterKey key = ClusterKey.of(settings.secret());
        WorkerContext ctx = new WorkerContext(gomokuBin, settings.cache(), log, err);
        CountDownLatch down = new CountDownLatch(1);
        HazelcastInstance hz = ClusterNode.start(settings, key, true);
        ClusterMember member = new ClusterMember(hz, key, ctx, settings.slots());
        hz.getLifecycleService().addLifecycleListener(e -> {
            if (e.getState() == LifecycleEvent.LifecycleState.SHUTDOWN) {
                member.slots.shutdownNow();
                member.intake.shutdownNow();
                ctx.close();
                down.countDown();
            }
        });
        member.listen();
        ctx.log("joined as " + hz.getCluster().getLocalMember().getAddress() + " with " + settings.slots()
                + " slots; members: " + hz.getCluster().getMembers().size());
        Thread alone = new Thread(() -> {
            try {
                Thread.sleep(ClusterNode.ALONE_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            if (hz.getLifecycleService().isRunning() && hz.getCluster().getMembers().size() == 1) {
                ClusterNode.sayWhoAnswers(hz, settings, err, "gomoku worker: still alone: ");
            }
        }, "gomoku-alone");
        alone.setDaemon(true);
        alone.start();
        down.await();
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    private void listen() {
        hz.getMap(ClusterNode.SHIPMENTS).addEntryListener((EntryWrites) e -> {
            try {
                ctx.shippedBy(String.valueOf(e.getKey()), e.getMember().getAddress().toString());
            } catch (RuntimeException x) {
                // A key that does not deserialize names no shipment a job could ask for.
            }
        }, false);
        jobs.addEntryListener((EntryWrites) e -> {
            String from = e.getMember().getAddress().toString();
            Object k;
            try {
                k = e.getKey();
            } catch (RuntimeException x) {
                ctx.refusals().refuse("a job", from, "its key does not deserialize: " + x.getMessage(), "key");
                return;
            }
            intake.execute(() -> take(k, from));
        }, false);
        // Jobs sent between joining and listening: whichever of the two takes a job out of the map gets it.
        intake.execute(() -> {
            for (Object k : jobs.keySet()) {
                take(k, "a member before this worker listened");
            }
        });
    }

    /** Takes a job out of the map and, if it is genuine, new and for this member, hands it to a slot. */
    private void take(Object k, String from) {
        Object value;
        try {
            value = jobs.remove(k);
        } catch (RuntimeException e) {
            ctx.refusals().refuse("a job", from, "it does not deserialize: " + e.getMessage(), String.valueOf(k));
            return;
        }
        if (value == null) {
            return;
        }
        Job job;
        try {
            if (!(value instanceof byte[] bytes)) {
                throw new ClusterKey.Forged("it is not signed bytes but " + value.getClass().getName());
            }
            job = Job.read(key.open(ClusterKey.Kind.JOB, bytes));
        } catch (ClusterKey.Forged | IOException e) {
            ctx.refusals().refuse("a job", from, e.getMessage(), Refusals.id(value));
            return;
        }
        if (!job.member().equals(me)) {
            ctx.refusals().refuse("job " + job.jobId() + " (" + job.title() + ")", from,
                    "it was sent to another member: a replay", job.jobId());
        } else if (!taken.add(job.jobId())) {
            ctx.refusals().refuse("job " + job.jobId() + " (" + job.title() + ")", from,
                    "this worker took it before: a replay", job.jobId());
        } else {
            slots.execute(() -> {
                JobOutcome o = play(job);
                if (o.why() != null) {
                    ctx.log(job.title() + " not played: " + o.why());
                }
            });
        }
    }

    /**
     * Plays a verified job: its unit exactly as the local run would, stored under its number, where
     * only the first genuine result counts. A claim keeps two workers from playing the same unit at
     * once; a claim by a member that has left is taken over.
     */
    private JobOutcome play(Job job) {
        RunMaps maps = new RunMaps(hz, key, job.runId());
        int unit = job.unit();
        if (maps.hasResult(unit)) {
            return JobOutcome.ALREADY_PLAYED;
        }
        String here = job.runId() + "/" + unit;
        if (!playing.add(here)) {
            return JobOutcome.HELD;
        }
        try {
            if (maps.claim(unit, me, m -> ClusterNode.alive(hz, m)) != null) {
                return JobOutcome.HELD;
            }
            // Checked after the claim: the coordinator stops the run first and then waits for the claimed units.
            if (maps.stopped()) {
                maps.release(unit, me);
                return JobOutcome.CANCELLED;
            }
            // Java 17 has no pattern switch: the sealed type keeps this to its two kinds.
            return job instanceof GameJob g ? playGame(g, maps) : playSelfPlay((SelfPlayJob) job, maps);
        } finally {
            playing.remove(here);
        }
    }

    /** Plays a claimed game of a match with the brains' players this worker keeps. */
    private JobOutcome playGame(GameJob job, RunMaps maps) {
        int game = job.game();
        String address = hz.getCluster().getLocalMember().getAddress().toString();
        BrainSpec a = null;
        BrainSpec b = null;
        String brain = job.first().name();
        String reason;
        try {
            a = ctx.spec(job.first(), hz, key);
            reason = WorkerContext.missing(a);
            if (reason == null) {
                brain = job.second().name();
                b = ctx.spec(job.second(), hz, key);
                reason = WorkerContext.missing(b);
            }
        } catch (IOException e) {
            reason = e.getMessage();
        }
        if (reason != null) {
            // The claim goes first: the coordinator replays the game elsewhere as soon as it reads the problem.
            maps.release(game, me);
            ctx.log(job.title() + ": cannot start " + brain + ": " + reason);
            maps.report(job.jobId(), Problem.cannotStart(game, me, address, brain, reason));
            return JobOutcome.UNAVAILABLE;
        }
        ctx.log(job.title() + " started: " + a.name() + " vs " + b.name());
        Player pa = ctx.borrow(a);
        Player pb = ctx.borrow(b);
        try {
            GameResult r = Referee.play(pa, pb, job.settings().settings(), job.seed());
            ctx.log(job.title() + " finished: " + r.summary());
            maps.store(game, WireResult.of(r, address)::write);
            return JobOutcome.PLAYED;
        } catch (RuntimeException e) {
            // Players report every fault as an answer; what still throws (a bad opening) fails anywhere.
            maps.release(game, me);
            ctx.log(job.title() + " failed: " + e);
            maps.report(job.jobId(), Problem.failed(game, me, address, e.toString()));
            return JobOutcome.FAILED;
        } finally {
            ctx.giveBack(a, pa);
            ctx.giveBack(b, pb);
        }
    }

    /**
     * Plays a claimed self-play job: its games one after the other on this slot's thread, each as the
     * local run plays it, stored together.
     */
    private JobOutcome playSelfPlay(SelfPlayJob job, RunMaps maps) {
        String address = hz.getCluster().getLocalMember().getAddress().toString();
        Evaluator eval;
        SelfPlaySettings settings = job.settings();
        try {
            eval = ctx.evaluator(job, hz, key);
        } catch (IOException e) {
            maps.release(job.unit(), me);
            ctx.log(job.title() + ": cannot load " + job.evaluatorName() + ": " + e.getMessage());
            maps.report(job.jobId(), Problem.cannotStart(job.unit(), me, address, job.evaluatorName(), e.getMessage()));
            return JobOutcome.UNAVAILABLE;
        }
        ctx.log(job.title() + " started");
        try {
            List<SelfPlayGame> games = new ArrayList<>();
            long positions = 0;
            for (int g = job.first(); g < job.first() + job.count(); g++) {
                SelfPlayGame game = SelfPlay.play(settings, eval, g);
                games.add(game);
                positions += game.scores().length;
            }
            ctx.log(job.title() + " finished: " + positions + " positions");
            maps.store(job.unit(), new SelfPlayBatch(games)::write);
            return JobOutcome.PLAYED;
        } catch (RuntimeException e) {
            maps.release(job.unit(), me);
            ctx.log(job.title() + " failed: " + e);
            maps.report(job.jobId(), Problem.failed(job.unit(), me, address, e.toString()));
            return JobOutcome.FAILED;
        }
    }
}
