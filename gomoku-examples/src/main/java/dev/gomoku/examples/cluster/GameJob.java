package dev.gomoku.examples.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.Referee;
import java.io.IOException;
import java.io.Serializable;
import java.util.concurrent.Callable;

/**
 * One game of a match, as the durable executor stores and runs it on a worker (and runs it again on
 * another if that worker dies). It plays the game exactly as the local match would (the same seating,
 * settings and seed, all fixed by the game's number on the coordinator) and stores the result under
 * the game's number, where only the first result counts. A claim in the cluster keeps two copies of
 * the job from playing the same game at once; a claim by a member that has left is taken over.
 */
final class GameJob implements Callable<String>, Serializable, HazelcastInstanceAware {
    private static final long serialVersionUID = 1L;

    private final String matchId;
    private final int game;
    private final WireBrain first;
    private final WireBrain second;
    private final WireGame settings;
    private final long seed;
    /** Set by the engine on the member that runs the job. */
    private transient HazelcastInstance hz;

    /**
     * A game to play.
     *
     * @param matchId the match
     * @param game the game's number, 0-based
     * @param first the brain that opens (black unless Swap2 changes it)
     * @param second the other brain
     * @param settings the game's settings
     * @param seed the players' seed for this game
     */
    GameJob(String matchId, int game, WireBrain first, WireBrain second, WireGame settings, long seed) {
        this.matchId = matchId;
        this.game = game;
        this.first = first;
        this.second = second;
        this.settings = settings;
        this.seed = seed;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance instance) {
        hz = instance;
    }

    @Override
    public String call() {
        WorkerContext ctx = (WorkerContext) hz.getUserContext().get(ClusterNode.WORKER);
        MatchMaps maps = new MatchMaps(hz, matchId);
        if (ctx == null || maps.results.containsKey(game)) {
            return "skipped";
        }
        Member self = hz.getCluster().getLocalMember();
        String me = self.getUuid().toString();
        String holder = maps.claims.putIfAbsent(game, me);
        if (holder != null && !holder.equals(me)) {
            if (alive(hz, holder) || !maps.claims.replace(game, holder, me)) {
                return "held by " + holder;
            }
            ctx.log("game " + (game + 1) + " of " + matchId + ": taking over from a worker that left");
        }
        // Checked after the claim: the coordinator stops the match first and then waits for the claimed games.
        if (maps.stopped()) {
            maps.claims.remove(game, me);
            return "cancelled";
        }
        BrainSpec a = null;
        BrainSpec b = null;
        String brain = first.name();
        String reason;
        try {
            a = ctx.spec(first, hz);
            reason = WorkerContext.missing(a);
            if (reason == null) {
                brain = second.name();
                b = ctx.spec(second, hz);
                reason = WorkerContext.missing(b);
            }
        } catch (IOException e) {
            reason = e.getMessage();
        }
        if (reason != null) {
            // The claim goes first: the coordinator replays the game elsewhere as soon as it reads the problem.
            maps.claims.remove(game, me);
            ctx.log("game " + (game + 1) + " of " + matchId + ": cannot start " + brain + ": " + reason);
            maps.problems.put(me + "|" + brain + "|" + game,
                    new Problem(game, me, self.getAddress().toString(), brain, reason));
            return "unavailable";
        }
        ctx.log("game " + (game + 1) + " of " + matchId + " started: " + a.name() + " vs " + b.name());
        Player pa = ctx.borrow(a);
        Player pb = ctx.borrow(b);
        try {
            GameResult r = Referee.play(pa, pb, settings.settings(), seed);
            ctx.log("game " + (game + 1) + " of " + matchId + " finished: " + r.summary());
            maps.results.putIfAbsent(game, WireResult.of(r, self.getAddress().toString()));
            return "played";
        } catch (RuntimeException e) {
            // Players report every fault as an answer; what still throws (a bad opening) fails anywhere.
            maps.claims.remove(game, me);
            ctx.log("game " + (game + 1) + " of " + matchId + " failed: " + e);
            maps.problems.put(me + "||" + game, new Problem(game, me, self.getAddress().toString(), "", e.toString()));
            return "failed";
        } finally {
            ctx.giveBack(a, pa);
            ctx.giveBack(b, pb);
        }
    }

    /** Whether a member id names a member of the cluster now. */
    static boolean alive(HazelcastInstance hz, String member) {
        for (Member m : hz.getCluster().getMembers()) {
            if (m.getUuid().toString().equals(member)) {
                return true;
            }
        }
        return false;
    }
}
