package dev.gomoku.examples.cli;

import dev.gomoku.core.record.RecordFormatException;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.match.MatchRunner;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.arena.match.Tournament;
import dev.gomoku.examples.web.WebServer;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gomoku tournament BRAIN...}: round robin or gauntlet. */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = "Plays a round robin (or a gauntlet of the first brain against the others) and ranks the brains.")
final class TournamentCommand implements Callable<Integer> {
    @Parameters(arity = "2..*", paramLabel = "BRAIN",
            description = "brain commands, pipe:CMD, legacy:CMD or koth:CMD (or random, weights, search)")
    List<String> brains;

    @Mixin
    GameOptions game;

    @Mixin
    RunOptions run;

    @Mixin
    ClusterOptions cluster;

    @Option(names = {"-g", "--games"}, description = "games per pairing (default: ${DEFAULT-VALUE})", defaultValue = "4")
    int games;

    @Option(names = "--gauntlet", description = "the first brain plays each other brain; the others do not meet")
    boolean gauntlet;

    @Option(names = "--web", description = "serve a live page of the tournament (see --web-port, --web-bind); it stays up "
            + "after the tournament until Ctrl-C")
    boolean webPage;

    @Mixin
    WebOptions web;

    @Override
    public Integer call() throws IOException {
        PrintStream out = System.out;
        List<BrainSpec> specs;
        MatchSettings ms;
        String pinned;
        try {
            specs = run.specs(brains);
            ms = run.settings(game, games);
            cluster.check();
            pinned = run.pinCores(game, games, cluster);
        } catch (RecordFormatException | IllegalArgumentException e) {
            System.err.println("gomoku tournament: " + e.getMessage());
            return 2;
        }
        if (pinned != null) {
            out.println(pinned);
        }
        WebServer server;
        try {
            server = webPage ? web.start(out, specs, List.of(), true, game.toleranceMillis) : null;
        } catch (IOException e) {
            System.err.println("gomoku tournament: " + e.getMessage());
            return 2;
        }
        Tournament.Listener page = server == null ? null : server.watchTournament("tournament of " + specs.size()
                + " brains", games);
        Tournament.Result r;
        try (MatchRunner runner = run.runner(cluster, server, true)) {
            r = play(specs, ms, runner, page, out);
            if (runner instanceof LocalRunner local) {
                local.forgetJournals();
            }
        } catch (IllegalArgumentException | IllegalStateException | UncheckedIOException e) {
            System.err.println();
            System.err.println("gomoku tournament: " + e.getMessage());
            return 2;
        }
        print(out, r);
        if (server != null) {
            Tournament.Standing top = r.standings().get(0);
            server.watchDone("Tournament over: " + top.name() + " first with " + top.score().pointsText() + " points");
            out.println("The page stays at " + server.url() + " until Ctrl-C.");
            out.flush();
            WebOptions.serveUntilInterrupted();
        }
        return 0;
    }

    private Tournament.Result play(List<BrainSpec> specs, MatchSettings ms, MatchRunner runner,
            Tournament.Listener page, PrintStream out) {
        return Tournament.run(specs, gauntlet ? Tournament.Format.GAUNTLET : Tournament.Format.ROUND_ROBIN,
                ms, new Tournament.Listener() {
                    private MatchProgress progress;

                    @Override
                    public MatchListener matchStarted(int index, int total, String first, String second) {
                        out.println("Match " + (index + 1) + "/" + total + ": " + first + " vs " + second);
                        progress = new MatchProgress(out, games, first, second, run.verbose, null);
                        run.show(progress);
                        return page == null ? progress
                                : WebOptions.both(progress, page.matchStarted(index, total, first, second));
                    }

                    @Override
                    public void matchFinished(int index, MatchResult result) {
                        progress.done();
                        if (page != null) {
                            page.matchFinished(index, result);
                        }
                    }
                }, runner);
    }

    private static void print(PrintStream out, Tournament.Result r) {
        out.println();
        int w = 8;
        for (Tournament.Standing s : r.standings()) {
            w = Math.max(w, s.name().length());
        }
        out.printf("%4s %-" + w + "s %6s %5s %5s %5s %7s%n", "rank", "brain", "games", "won", "lost", "drawn", "points");
        int rank = 1;
        for (Tournament.Standing s : r.standings()) {
            out.printf("%4d %-" + w + "s %6d %5d %5d %5d %7.1f%n", rank++, s.name(), s.score().games(), s.score().wins(),
                    s.score().losses(), s.score().draws(), s.score().points());
        }
        out.println();
        for (MatchResult m : r.matches()) {
            out.println(m.first() + " vs " + m.second() + ": " + m.score().countsText() + ", Elo " + m.elo());
        }
    }
}
