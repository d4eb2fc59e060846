package dev.gomoku.examples.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import java.util.concurrent.TimeUnit;

/**
 * The cluster's state of one match, in distributed maps (each with a backup on another worker): the
 * results by game number (the only place a game is counted), which worker holds each game, the
 * problems workers reported, and whether the match was stopped.
 */
final class MatchMaps {
    /** Value of {@link #control} when a match was stopped: queued games are dropped, not played. */
    static final String STOPPED = "stopped";

    final IMap<Integer, WireResult> results;
    final IMap<Integer, String> claims;
    final IMap<String, Problem> problems;
    final IMap<String, String> control;
    private final String matchId;

    MatchMaps(HazelcastInstance hz, String matchId) {
        this.matchId = matchId;
        results = hz.getMap("gomoku.results." + matchId);
        claims = hz.getMap("gomoku.claims." + matchId);
        problems = hz.getMap("gomoku.problems." + matchId);
        control = hz.getMap("gomoku.matches");
    }

    boolean stopped() {
        return STOPPED.equals(control.get(matchId));
    }

    void stop() {
        control.put(matchId, STOPPED);
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
        control.put(matchId, STOPPED, 10, TimeUnit.MINUTES);
        results.destroy();
        claims.destroy();
        problems.destroy();
    }
}
