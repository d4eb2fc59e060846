package dev.gomoku.examples.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.EntryEvent;
import com.hazelcast.core.HazelcastInstance;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
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
 * One run on the cluster, as its coordinator drives it: units numbered from 0 (the games of a match,
 * the jobs of a self-play run) handed out, lowest number first, to workers with free slots as signed
 * jobs, and their results counted once each as they arrive and verify. A unit whose worker left is
 * handed out again once no live worker holds it; a unit a worker cannot start is handed to another. A
 * run is named by a hash of its definition, so running the same command again after the coordinator
 * died takes over the units the cluster already finished or is playing. The kinds of run say what a
 * unit's job and result are ({@link MatchRun}, {@link SelfPlayRun}).
 *
 * @param <R> a unit's result
 */
abstract class UnitRun<R> {
    /** How long a unit of a worker that left waits for a live claim before it is handed out again. */
    private static final long TAKEOVER_GRACE_NANOS = TimeUnit.SECONDS.toNanos(3);

    final ClusterCoordinator coordinator;
    final HazelcastInstance hz;
    final String runId;
    final RunMaps maps;
    private final int units;
    private final boolean[] counted;
    private final TreeSet<Integer> pending = new TreeSet<>();
    private final Map<Integer, Flight> inFlight = new TreeMap<>();
    private final BlockingQueue<CoordinatorEvent> events = new LinkedBlockingQueue<>();
    private boolean waitingSaid;

    /** A unit handed to a worker, and since when. */
    private record Flight(String member, long sinceNanos) {
    }

    UnitRun(ClusterCoordinator coordinator, String runId, int units) {
        this.coordinator = coordinator;
        this.hz = coordinator.hz;
        this.runId = runId;
        this.units = units;
        this.maps = new RunMaps(hz, coordinator.key, runId);
        this.counted = new boolean[units];
    }

    /**
     * Reads a verified result's body.
     *
     * @throws IOException if it is not a result of this unit
     */
    abstract R read(int unit, byte[] body) throws IOException;

    /** Counts a unit's result: called once per unit. */
    abstract void count(int unit, R result);

    /** The job that plays a unit on a worker. */
    abstract Job job(int unit, String worker, String jobId);

    /** What a worker must be able to start for this run's units (brains' or a network's names). */
    abstract Set<String> needs();

    /** The unit's name in messages, e.g. "game 3". */
    abstract String unitName(int unit);

    /** The run's name in messages, e.g. "match 0123abcd". */
    abstract String runName();

    /** What the units are called in messages, e.g. "games". */
    abstract String unitsName();

    /** Told that a job was handed out. */
    void handedOut(Job job) {
    }

    /** Called before the cluster's results are taken over: the place to put back what the coordinator kept. */
    void beforeResume() {
    }

    /** Whether the run stopped early: units are handed out no more, and unclaimed ones are forgotten. */
    boolean stopped() {
        return false;
    }

    /** Stops handing out units (the run stopped early). */
    final void dropPending() {
        pending.clear();
    }

    /** Plays the run to its end and forgets it in the cluster. */
    final void execute() {
        UUID onResult = maps.results.addEntryListener((EntryWrites) e -> events.add(
                new CoordinatorEvent.ResultWritten(keyOf(e), valueOf(e), e.getMember().getAddress().toString())), true);
        UUID onProblem = maps.problems.addEntryListener((EntryWrites) e -> events.add(
                new CoordinatorEvent.ProblemWritten(valueOf(e), e.getMember().getAddress().toString())), true);
        UUID onMembers = hz.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent e) {
                // A new worker gets units from the next hand-out on.
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
    }

    /** Takes over what the cluster already knows of this run: finished units, units being played. */
    private void resume() {
        beforeResume();
        Map<Integer, byte[]> done = maps.genuineResults();
        // A stop mark left by an earlier run is dropped: whether to stop is decided again from the results.
        maps.reset();
        for (int i = 0; i < units; i++) {
            pending.add(i);
        }
        int taken = 0;
        for (Map.Entry<Integer, byte[]> e : done.entrySet()) {
            int unit = e.getKey();
            if (unit >= 0 && unit < units) {
                try {
                    arrived(unit, read(unit, e.getValue()));
                    taken++;
                } catch (IOException x) {
                    coordinator.err.println("gomoku cluster: the stored result of " + unitName(unit) + " does not read ("
                            + x.getMessage() + "); it is played again");
                }
            }
        }
        if (taken > 0) {
            coordinator.err.println("gomoku cluster: resuming " + runName() + ": " + taken + " " + unitsName()
                    + " already played");
        }
        long now = System.nanoTime();
        maps.holders().forEach((unit, member) -> {
            if (unit >= 0 && unit < units && !counted[unit] && ClusterNode.alive(hz, member)) {
                pending.remove(unit);
                inFlight.put(unit, new Flight(member, now));
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
                throw new IllegalStateException("interrupted; the run goes on in the cluster", x);
            }
            for (; e != null; e = events.poll()) {
                handle(e);
            }
            if (System.nanoTime() - nextSweep >= 0 && !ClusterCoordinator.workers(hz).isEmpty()) {
                sweep();
                nextSweep = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
            }
        }
    }

    // Java 17 has no pattern switch: the sealed type keeps this chain to its three kinds.
    private void handle(CoordinatorEvent e) {
        Refusals refusals = coordinator.refusals;
        if (e instanceof CoordinatorEvent.ResultWritten r) {
            if (!(r.unit() instanceof Integer unit) || unit < 0 || unit >= units) {
                refusals.refuse("a result under key " + r.unit(), r.from(), "it is no unit of " + runName(),
                        Refusals.id(r.value()));
                return;
            }
            try {
                arrived(unit, read(unit, maps.openResult(unit, r.value())));
            } catch (ClusterKey.Forged | IOException x) {
                refusals.refuse("a result for " + unitName(unit), r.from(), x.getMessage(), Refusals.id(r.value()));
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
            coordinator.err.println("gomoku cluster: worker " + left.address() + " left; its " + unitsName()
                    + " are played again");
            hz.getMap(ClusterNode.JOBS + left.member()).destroy();
        }
    }

    private void problem(Problem p) {
        if (p.unit() < 0 || p.unit() >= units) {
            return;
        }
        if (p.fatal()) {
            throw new IllegalStateException(unitName(p.unit()) + " failed on worker " + p.address() + ": " + p.reason());
        }
        coordinator.cannotStart.computeIfAbsent(p.member(), k -> new HashSet<>()).add(p.brain());
        coordinator.err.println("gomoku cluster: worker " + p.address() + " cannot start " + p.brain() + " ("
                + p.reason() + "); it gets no more " + unitsName() + " needing it");
        if (!counted[p.unit()] && !stopped()) {
            inFlight.remove(p.unit());
            pending.add(p.unit());
        }
    }

    private void arrived(int unit, R result) {
        if (counted[unit]) {
            return;
        }
        counted[unit] = true;
        pending.remove(unit);
        inFlight.remove(unit);
        count(unit, result);
    }

    /**
     * Follows units whose worker left (the backup's replay claims them, or they are handed out again)
     * and, once stopped, forgets queued units that no worker claimed.
     */
    private void sweep() {
        long now = System.nanoTime();
        for (Integer unit : new ArrayList<>(inFlight.keySet())) {
            Flight f = inFlight.get(unit);
            String holder = maps.holder(unit);
            boolean held = holder != null && ClusterNode.alive(hz, holder);
            if (stopped()) {
                if (!held && now - f.sinceNanos() > TAKEOVER_GRACE_NANOS) {
                    inFlight.remove(unit);
                }
            } else if (held && !holder.equals(f.member())) {
                inFlight.put(unit, new Flight(holder, f.sinceNanos()));
            } else if (!held && !ClusterNode.alive(hz, f.member()) && now - f.sinceNanos() > TAKEOVER_GRACE_NANOS) {
                inFlight.remove(unit);
                pending.add(unit);
            }
        }
    }

    /** Hands pending units, lowest number first, to workers with free slots. */
    private void submit() {
        if (pending.isEmpty()) {
            return;
        }
        Map<String, Integer> busy = new HashMap<>();
        inFlight.values().forEach(f -> busy.merge(f.member(), 1, Integer::sum));
        List<Member> workers = ClusterCoordinator.workers(hz);
        if (workers.isEmpty()) {
            if (!waitingSaid) {
                coordinator.err.println("gomoku cluster: waiting for workers to join");
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
                Set<String> no = coordinator.cannotStart.getOrDefault(m.getUuid().toString(), Set.of());
                if (needs().stream().anyMatch(no::contains)) {
                    continue;
                }
                anyCan = true;
                int free = ClusterCoordinator.slots(m) - busy.getOrDefault(m.getUuid().toString(), 0);
                if (free > bestFree) {
                    best = m;
                    bestFree = free;
                }
            }
            if (!anyCan) {
                throw new IllegalStateException("no worker of the cluster can start " + String.join(" and ", needs()));
            }
            if (best == null) {
                return;
            }
            int unit = pending.pollFirst();
            String worker = best.getUuid().toString();
            Job job = job(unit, worker, UUID.randomUUID().toString());
            // Into the worker's own jobs map, signed, with a fresh job id: for that worker only.
            hz.getMap(ClusterNode.JOBS + worker).set(job.jobId(), coordinator.key.seal(ClusterKey.Kind.JOB, job.payload()));
            inFlight.put(unit, new Flight(worker, System.nanoTime()));
            busy.merge(worker, 1, Integer::sum);
            handedOut(job);
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
}
