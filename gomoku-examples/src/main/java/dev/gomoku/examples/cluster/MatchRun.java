package dev.gomoku.examples.cluster;

import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.arena.match.Records;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.stats.MatchScore;
import dev.gomoku.engine.arena.stats.PairCounts;
import dev.gomoku.engine.arena.stats.Sprt;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A match on the cluster: a unit is one game, seated, set up and seeded by its number as the local
 * {@link dev.gomoku.engine.arena.match.Match} does, and counted into the same progress, score, SPRT stop
 * and records. The coordinator's {@link Journal} keeps the counted games, so that a restarted
 * coordinator loses none even when every worker was restarted too.
 */
final class MatchRun extends UnitRun<WireResult> {
    private final WireBrain a;
    private final WireBrain b;
    private final MatchSettings settings;
    private final MatchListener listener;
    private final Journal journal;
    private final Set<Integer> journaled = new HashSet<>();
    private final GameResult[] results;
    private MatchScore score = MatchScore.ZERO;
    private int finished;
    private Sprt.Decision decision;

    MatchRun(ClusterCoordinator coordinator, WireBrain a, WireBrain b, MatchSettings settings, MatchListener listener) {
        super(coordinator, matchId(a, b, settings), settings.games());
        this.a = a;
        this.b = b;
        this.settings = settings;
        this.listener = listener;
        this.journal = Journal.in(settings.recordDir(), runId);
        this.results = new GameResult[settings.games()];
        this.decision = settings.sprt() == null ? null : Sprt.Decision.CONTINUE;
    }

    /** The name of a match in the cluster: the same definition gives the same name. */
    static String matchId(WireBrain a, WireBrain b, MatchSettings s) {
        String def = a + "\n" + b + "\n" + s.game() + "\n" + s.games() + "\n" + s.openings() + "\n"
                + s.randomSymmetry() + "\n" + s.seed() + "\n" + s.sprt();
        return Shipment.sha256(def.getBytes(StandardCharsets.UTF_8)).substring(0, 16);
    }

    /** Plays the match to its end (or its SPRT stop) and returns it as a local run reports it. */
    MatchResult play() {
        execute();
        if (journal != null) {
            try {
                journal.delete();
            } catch (IOException e) {
                coordinator.err.println("gomoku cluster: cannot remove the journal: " + e.getMessage());
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

    @Override
    void beforeResume() {
        if (journal == null) {
            return;
        }
        try {
            journal.read(coordinator.err).forEach((game, w) -> {
                if (game < results.length && Journal.replays(w, settings.gameSettings(game))) {
                    journaled.add(game);
                    maps.store(game, w::write);
                } else {
                    coordinator.err.println("gomoku cluster: the journal's game " + (game + 1) + " is not a game of this "
                            + "match; it is played again");
                }
            });
        } catch (IOException e) {
            coordinator.err.println("gomoku cluster: cannot read the journal: " + e.getMessage());
        }
    }

    @Override
    WireResult read(int unit, byte[] body) throws IOException {
        return WireResult.read(body);
    }

    @Override
    void count(int game, WireResult w) {
        GameResult r = w.result(settings.gameSettings(game));
        results[game] = r;
        Records.write(settings.recordDir(), game, r);
        if (journal != null && journaled.add(game)) {
            try {
                journal.append(game, w);
            } catch (IOException e) {
                coordinator.err.println("gomoku cluster: cannot write the journal: " + e.getMessage());
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
                dropPending();
            }
        }
        listener.gameFinished(game, r, score, finished);
    }

    @Override
    boolean stopped() {
        return decision != null && decision != Sprt.Decision.CONTINUE;
    }

    @Override
    Job job(int game, String worker, String jobId) {
        boolean aFirst = MatchSettings.firstOpens(game);
        return new GameJob(runId, game, jobId, worker, aFirst ? a : b, aFirst ? b : a,
                WireGame.of(settings.gameSettings(game)), settings.gameSeed(game));
    }

    @Override
    void handedOut(Job job) {
        GameJob g = (GameJob) job;
        listener.gameStarted(g.game(), g.first().name(), g.second().name());
    }

    @Override
    Set<String> needs() {
        return new LinkedHashSet<>(List.of(a.name(), b.name()));
    }

    @Override
    String unitName(int unit) {
        return "game " + (unit + 1);
    }

    @Override
    String runName() {
        return "match " + runId;
    }

    @Override
    String unitsName() {
        return "games";
    }
}
