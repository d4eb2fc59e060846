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
 * The cluster's state of one match, in distributed maps (each with a backup on another worker): the
 * results by game number (the only place a game is counted), which worker holds each game, the
 * problems workers reported, and whether the match was stopped. Every value is signed bytes (see
 * {@link ClusterKey}); whatever does not verify reads as absent, so a member without the secret can
 * delete or spoil entries but never make a game count, a claim hold or a match stop. Values another
 * member stored are deserialized only as far as the engine's filter allows (see {@link ClusterNode}).
 */
final class MatchMaps {
    /** Where matches' stop marks are, by match. */
    static final String CONTROL = "gomoku.matches";

    final String matchId;
    // Typed as Object: a member without the secret may store anything; it reads as absent here.
    final IMap<Object, Object> results;
    final IMap<Object, Object> claims;
    final IMap<Object, Object> problems;
    private final IMap<Object, Object> control;
    private final ClusterKey key;

    MatchMaps(HazelcastInstance hz, ClusterKey key, String matchId) {
        this.matchId = matchId;
        this.key = key;
        results = hz.getMap(resultsName(matchId));
        claims = hz.getMap("gomoku.claims." + matchId);
        problems = hz.getMap(problemsName(matchId));
        control = hz.getMap(CONTROL);
    }

    static String resultsName(String matchId) {
        return "gomoku.results." + matchId;
    }

    static String problemsName(String matchId) {
        return "gomoku.problems." + matchId;
    }

    /**
     * A result as it arrived.
     *
     * @throws ClusterKey.Forged if it is not signed, or not a result of this match's game
     */
    WireResult openResult(int game, Object value) throws ClusterKey.Forged {
        try {
            return WireResult.read(key.open(ClusterKey.Kind.RESULT, bytes(value)), matchId, game);
        } catch (IOException e) {
            throw new ClusterKey.Forged(e.getMessage());
        }
    }

    /**
     * A problem as it arrived.
     *
     * @throws ClusterKey.Forged if it is not signed, or not a problem of this match
     */
    Problem openProblem(Object value) throws ClusterKey.Forged {
        try {
            return Problem.read(key.open(ClusterKey.Kind.PROBLEM, bytes(value)), matchId);
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

    /** Whether a game has a genuine result. */
    boolean hasResult(int game) {
        return verifies(game, read(results, game));
    }

    private boolean verifies(int game, Object stored) {
        try {
            openResult(game, stored);
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

    /** Stores a game's result unless a genuine one is there; anything else there is replaced. */
    void store(int game, WireResult r) {
        byte[] mine = key.seal(ClusterKey.Kind.RESULT, r.payload(matchId, game));
        for (int tries = 0; tries < 100; tries++) {
            Object old = read(results, game);
            if (old == null && results.containsKey(game)) {
                results.set(game, mine); // something that does not even deserialize
                return;
            }
            if (old == null ? absentPut(results, game, mine) : verifies(game, old) || results.replace(game, old, mine)) {
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

    /** The stored results that verify, by game number. */
    Map<Integer, WireResult> genuineResults() {
        Map<Integer, WireResult> found = new TreeMap<>();
        for (Object game : results.keySet()) {
            if (game instanceof Integer g) {
                try {
                    found.put(g, openResult(g, read(results, g)));
                } catch (ClusterKey.Forged e) {
                    // Not a result of ours: as if absent.
                }
            }
        }
        return found;
    }

    private byte[] claimOf(int game, String member) {
        return key.seal(ClusterKey.Kind.CLAIM, WireBytes.write(out -> {
            WireBytes.string(out, matchId);
            out.writeInt(game);
            WireBytes.string(out, member);
        }));
    }

    /** The member that holds a game by a genuine claim, or null. */
    String holder(int game) {
        return holderIn(game, read(claims, game));
    }

    private String holderIn(int game, Object claim) {
        if (!(claim instanceof byte[] bytes)) {
            return null;
        }
        try {
            return WireBytes.read(key.open(ClusterKey.Kind.CLAIM, bytes), in -> {
                String m = WireBytes.string(in);
                int g = in.readInt();
                String member = WireBytes.string(in);
                return m.equals(matchId) && g == game ? member : null;
            });
        } catch (ClusterKey.Forged | IOException e) {
            return null;
        }
    }

    /** Genuine claims, by game number. */
    Map<Integer, String> holders() {
        Map<Integer, String> found = new TreeMap<>();
        for (Object game : claims.keySet()) {
            if (game instanceof Integer g) {
                String h = holderIn(g, read(claims, g));
                if (h != null) {
                    found.put(g, h);
                }
            }
        }
        return found;
    }

    /**
     * Claims a game for a member: it gets it unless another live member holds it by a genuine claim. A
     * claim of a member that left, or a forged one, is taken over atomically.
     *
     * @param game the game
     * @param me the claiming member
     * @param alive whether a member id names a live member
     * @return the live holder if another member holds it, else null (the game is now {@code me}'s)
     */
    String claim(int game, String me, Predicate<String> alive) {
        byte[] mine = claimOf(game, me);
        while (true) {
            Object old = read(claims, game);
            if (old == null) {
                if (claims.containsKey(game)) {
                    claims.delete(game); // something that does not even deserialize
                } else if (absentPut(claims, game, mine)) {
                    return null;
                }
                continue;
            }
            String h = holderIn(game, old);
            if (h != null && (h.equals(me) || alive.test(h))) {
                return h.equals(me) ? null : h;
            }
            if (claims.replace(game, old, mine)) {
                return null;
            }
        }
    }

    /** Gives a game back (after a problem), so that another worker may claim it at once. */
    void release(int game, String me) {
        claims.remove(game, claimOf(game, me));
    }

    /**
     * Reports a problem.
     *
     * @param id a key no other report uses (the job's id)
     * @param p the problem
     */
    void report(String id, Problem p) {
        problems.put(id, key.seal(ClusterKey.Kind.PROBLEM, p.payload(matchId)));
    }

    private byte[] stopMark() {
        return key.seal(ClusterKey.Kind.STOP, matchId.getBytes(StandardCharsets.UTF_8));
    }

    /** Whether the match was stopped by a genuine stop mark. */
    boolean stopped() {
        return read(control, matchId) instanceof byte[] mark && Arrays.equals(mark, stopMark());
    }

    void stop() {
        control.put(matchId, stopMark());
    }

    /** A start or a resumption: forgets an old stop mark of the same match. */
    void reset() {
        control.remove(matchId);
    }

    /**
     * Forgets the match once its result is out, so that running the same command again plays it anew;
     * the stop mark stays a while so that games still queued somewhere are dropped.
     */
    void destroy() {
        control.put(matchId, stopMark(), 10, TimeUnit.MINUTES);
        results.destroy();
        claims.destroy();
        problems.destroy();
    }
}
