package dev.gomoku.examples.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The cluster's state of one run (a match, or a self-play run), in distributed maps (each with a backup
 * on another worker): the results by unit number (a unit is a game of a match, or a job of self-play
 * games; the results map is the only place a unit is counted), which worker holds each unit, the
 * problems workers reported, and whether the run was stopped. Every value is signed bytes (see
 * {@link ClusterKey}); whatever does not verify reads as absent, so a member without the secret can
 * delete or spoil entries but never make a unit count, a claim hold or a run stop. Values another
 * member stored are deserialized only as far as the engine's filter allows (see {@link ClusterNode}).
 * A result is signed with the run and unit it belongs to, then the kind's own body ({@link WireResult},
 * {@link SelfPlayBatch}), which the caller reads.
 */
final class RunMaps {
    /** Where runs' stop marks are, by run. */
    static final String CONTROL = "gomoku.matches";

    final String runId;
    // Typed as Object: a member without the secret may store anything; it reads as absent here.
    final IMap<Object, Object> results;
    final IMap<Object, Object> claims;
    final IMap<Object, Object> problems;
    private final IMap<Object, Object> control;
    private final ClusterKey key;

    RunMaps(HazelcastInstance hz, ClusterKey key, String runId) {
        this.runId = runId;
        this.key = key;
        results = hz.getMap(resultsName(runId));
        claims = hz.getMap("gomoku.claims." + runId);
        problems = hz.getMap(problemsName(runId));
        control = hz.getMap(CONTROL);
    }

    static String resultsName(String runId) {
        return "gomoku.results." + runId;
    }

    static String problemsName(String runId) {
        return "gomoku.problems." + runId;
    }

    /** The signed bytes' content of a result: the run, the unit's number, then the body. */
    static byte[] resultPayload(String runId, int unit, WireBytes.Writer body) {
        return WireBytes.write(out -> {
            WireBytes.string(out, runId);
            out.writeInt(unit);
            body.write(out);
        });
    }

    /**
     * A result's body as it arrived, for the caller to read.
     *
     * @throws ClusterKey.Forged if it is not signed, or not a result of this run's unit
     */
    byte[] openResult(int unit, Object value) throws ClusterKey.Forged {
        return openResult(key, runId, unit, value);
    }

    /**
     * A result's body, if the value is signed with the key as a result of the run's unit.
     *
     * @throws ClusterKey.Forged if it is not
     */
    static byte[] openResult(ClusterKey key, String runId, int unit, Object value) throws ClusterKey.Forged {
        try {
            return WireBytes.read(key.open(ClusterKey.Kind.RESULT, bytes(value)), in -> {
                String r = WireBytes.string(in);
                int u = in.readInt();
                if (!r.equals(runId) || u != unit) {
                    throw new IOException("it is the result of unit " + (u + 1) + " of run " + r);
                }
                return in.readAllBytes();
            });
        } catch (IOException e) {
            throw new ClusterKey.Forged(e.getMessage());
        }
    }

    /**
     * A problem as it arrived.
     *
     * @throws ClusterKey.Forged if it is not signed, or not a problem of this run
     */
    Problem openProblem(Object value) throws ClusterKey.Forged {
        try {
            return Problem.read(key.open(ClusterKey.Kind.PROBLEM, bytes(value)), runId);
        } catch (IOException e) {
            throw new ClusterKey.Forged(e.getMessage());
        }
    }

    private static byte[] bytes(Object value) throws ClusterKey.Forged {
        if (value instanceof byte[] b) {
            return b;
        }
        throw new ClusterKey.Forged("it is not signed bytes but " + (value == null ? "nothing" : value.getClass().getName()));
    }

    /** Whether a unit has a genuine result. */
    boolean hasResult(int unit) {
        return verifies(unit, read(results, unit));
    }

    private boolean verifies(int unit, Object stored) {
        try {
            openResult(unit, stored);
            return true;
        } catch (ClusterKey.Forged e) {
            return false;
        }
    }

    /** A map's value, or null if it does not deserialize (something the filter refuses). */
    private static Object read(IMap<Object, Object> map, Object k) {
        try {
            return map.get(k);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Stores a unit's result unless a genuine one is there; anything else there is replaced. */
    void store(int unit, WireBytes.Writer body) {
        byte[] mine = key.seal(ClusterKey.Kind.RESULT, resultPayload(runId, unit, body));
        for (int tries = 0; tries < 100; tries++) {
            Object old = read(results, unit);
            if (old == null && results.containsKey(unit)) {
                results.set(unit, mine); // something that does not even deserialize
                return;
            }
            if (old == null ? absentPut(results, unit, mine) : verifies(unit, old) || results.replace(unit, old, mine)) {
                return;
            }
        }
    }

    /** Whether a value was stored where there was none (false if another came first). */
    private static boolean absentPut(IMap<Object, Object> map, Object k, byte[] v) {
        try {
            return map.putIfAbsent(k, v) == null;
        } catch (RuntimeException e) {
            return false; // the value there does not deserialize
        }
    }

    /** The bodies of the stored results that verify, by unit number. */
    Map<Integer, byte[]> genuineResults() {
        Map<Integer, byte[]> found = new TreeMap<>();
        for (Object unit : results.keySet()) {
            if (unit instanceof Integer g) {
                try {
                    found.put(g, openResult(g, read(results, g)));
                } catch (ClusterKey.Forged e) {
                    // Not a result of ours: as if absent.
                }
            }
        }
        return found;
    }

    private byte[] claimOf(int unit, String member) {
        return key.seal(ClusterKey.Kind.CLAIM, WireBytes.write(out -> {
            WireBytes.string(out, runId);
            out.writeInt(unit);
            WireBytes.string(out, member);
        }));
    }

    /** The member that holds a unit by a genuine claim, or null. */
    String holder(int unit) {
        return holderIn(unit, read(claims, unit));
    }

    private String holderIn(int unit, Object claim) {
        if (!(claim instanceof byte[] bytes)) {
            return null;
        }
        try {
            return WireBytes.read(key.open(ClusterKey.Kind.CLAIM, bytes), in -> {
                String m = WireBytes.string(in);
                int g = in.readInt();
                String member = WireBytes.string(in);
                return m.equals(runId) && g == unit ? member : null;
            });
        } catch (ClusterKey.Forged | IOException e) {
            return null;
        }
    }

    /** Genuine claims, by unit number. */
    Map<Integer, String> holders() {
        Map<Integer, String> found = new TreeMap<>();
        for (Object unit : claims.keySet()) {
            if (unit instanceof Integer g) {
                String h = holderIn(g, read(claims, g));
                if (h != null) {
                    found.put(g, h);
                }
            }
        }
        return found;
    }

    /**
     * Claims a unit for a member: it gets it unless another live member holds it by a genuine claim. A
     * claim of a member that left, or a forged one, is taken over atomically.
     *
     * @param unit the unit
     * @param me the claiming member
     * @param alive whether a member id names a live member
     * @return the live holder if another member holds it, else null (the unit is now {@code me}'s)
     */
    String claim(int unit, String me, Predicate<String> alive) {
        byte[] mine = claimOf(unit, me);
        while (true) {
            Object old = read(claims, unit);
            if (old == null) {
                if (claims.containsKey(unit)) {
                    claims.delete(unit); // something that does not even deserialize
                } else if (absentPut(claims, unit, mine)) {
                    return null;
                }
                continue;
            }
            String h = holderIn(unit, old);
            if (h != null && (h.equals(me) || alive.test(h))) {
                return h.equals(me) ? null : h;
            }
            if (claims.replace(unit, old, mine)) {
                return null;
            }
        }
    }

    /** Gives a unit back (after a problem), so that another worker may claim it at once. */
    void release(int unit, String me) {
        claims.remove(unit, claimOf(unit, me));
    }

    /**
     * Reports a problem.
     *
     * @param id a key no other report uses (the job's id)
     * @param p the problem
     */
    void report(String id, Problem p) {
        problems.put(id, key.seal(ClusterKey.Kind.PROBLEM, p.payload(runId)));
    }

    private byte[] stopMark() {
        return key.seal(ClusterKey.Kind.STOP, runId.getBytes(StandardCharsets.UTF_8));
    }

    /** Whether the run was stopped by a genuine stop mark. */
    boolean stopped() {
        return read(control, runId) instanceof byte[] mark && Arrays.equals(mark, stopMark());
    }

    void stop() {
        control.put(runId, stopMark());
    }

    /** A start or a resumption: forgets an old stop mark of the same run. */
    void reset() {
        control.remove(runId);
    }

    /**
     * Forgets the run once its result is out, so that running the same command again plays it anew;
     * the stop mark stays a while so that units still queued somewhere are dropped.
     */
    void destroy() {
        control.put(runId, stopMark(), 10, TimeUnit.MINUTES);
        results.destroy();
        claims.destroy();
        problems.destroy();
    }
}
