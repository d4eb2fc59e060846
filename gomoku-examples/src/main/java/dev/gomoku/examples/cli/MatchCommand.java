package dev.gomoku.examples.cli;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.record.RecordFormatException;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.match.MatchRunner;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.stats.MatchScore;
import dev.gomoku.engine.arena.stats.PairCounts;
import dev.gomoku.engine.arena.stats.Sprt;
import dev.gomoku.examples.web.WebServer;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gomoku match [BRAIN1 BRAIN2]}: a match between two brains. */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = {"Plays a match between two brains given as commands. Name each brain's protocol with a "
                + "prefix: pipe:CMD, legacy:CMD or koth:CMD; without one it is guessed from the name (pbrain-* "
                + "speak the pipe protocol, other names the legacy file protocol) and a warning says so.",
            "Without brains: the example 'search' brain against 'weights'."})
final class MatchCommand implements Callable<Integer> {
    @Parameters(arity = "0..2", paramLabel = "BRAIN",
            description = "brain commands, e.g. pipe:./mybrain or \"pipe:java -jar my.jar\"; quote commands with arguments")
    List<String> brains = new ArrayList<>();

    @Mixin
    GameOptions game;

    @Mixin
    RunOptions run;

    @Mixin
    ClusterOptions cluster;

    @Option(names = {"-g", "--games"}, description = "number of games (default: ${DEFAULT-VALUE})", defaultValue = "10")
    int games;

    @Option(names = "--web", description = "serve a live page of the match (see --web-port, --web-bind); it stays up "
            + "after the match until Ctrl-C")
    boolean webPage;

    @Mixin
    WebOptions web;

    @Option(names = "--sprt", split = ",", paramLabel = "ELO0,ELO1[,ALPHA,BETA]",
            description = "stop early by a sequential test, e.g. 0,10 or 0,10,0.05,0.05")
    List<Double> sprt;

    @Option(names = "--sprt-model", paramLabel = "MODEL",
            description = "what the test and the Elo error count: pentanomial (pairs of games of one opening with "
                    + "both colours, the default) or trinomial (single games)")
    Sprt.Model sprtModel = Sprt.Model.PENTANOMIAL;

    @Override
    public Integer call() throws IOException {
        PrintStream out = System.out;
        List<String> cmds = brains.isEmpty() ? List.of("search", "weights") : brains;
        if (cmds.size() != 2) {
            System.err.println("gomoku match: give two brains, or none for the default match");
            return 2;
        }
        List<BrainSpec> specs;
        MatchSettings ms;
        String pinned;
        try {
            specs = run.specs(cmds);
            ms = run.settings(game, games);
            cluster.check();
            pinned = run.pinCores(game, games, cluster);
        } catch (RecordFormatException | IllegalArgumentException e) {
            System.err.println("gomoku match: " + e.getMessage());
            return 2;
        }
        if (sprt != null) {
            if (sprt.size() != 2 && sprt.size() != 4) {
                System.err.println("gomoku match: --sprt takes ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA");
                return 2;
            }
            ms = ms.withSprt(new Sprt(sprt.get(0), sprt.get(1), sprt.size() == 4 ? sprt.get(2) : 0.05,
                    sprt.size() == 4 ? sprt.get(3) : 0.05, sprtModel));
        }
        out.println("Match: " + BrainArgs.describe(specs.get(0)) + " vs " + BrainArgs.describe(specs.get(1)));
        out.println("Rule " + game.rule.name().toLowerCase(java.util.Locale.ROOT) + ", " + game.size + "x" + game.size
                + ", " + games + " games, " + game.turnMillis + " ms per move"
                + (game.matchMillis > 0 ? ", " + game.matchMillis + " ms per game" : "")
                + (game.swap2 ? ", Swap2" : "")
                + (ms.openings().isEmpty() ? "" : ", " + ms.openings().size() + " openings")
                + (ms.concurrency() > 1 ? ", " + ms.concurrency() + " at once" : ""));
        if (pinned != null) {
            out.println(pinned);
        }
        BrainSpec a = specs.get(0);
        BrainSpec b = specs.get(1).namedApartFrom(a);
        // the names the games are played under: the summary's figures come by them
        MatchProgress progress = new MatchProgress(out, games, a.name(), b.name(), run.verbose,
                ms.sprt());
        run.show(progress);
        WebServer server;
        try {
            server = webPage ? web.start(out, specs, List.of(), true, game.toleranceMillis) : null;
        } catch (IOException e) {
            System.err.println("gomoku match: " + e.getMessage());
            return 2;
        }
        MatchListener listener = server == null ? progress
                : WebOptions.both(progress, server.watchMatch(a.name() + " vs " + b.name(), games, a.name(), b.name()));
        MatchResult r;
        try (MatchRunner runner = run.runner(cluster, server, false)) {
            r = runner.run(a, b, ms, listener);
        } catch (IllegalArgumentException | IllegalStateException | UncheckedIOException e) {
            System.err.println();
            System.err.println("gomoku match: " + e.getMessage());
            return 2;
        }
        progress.done();
        printTable(out, r, sprtModel == Sprt.Model.PENTANOMIAL ? progress.pairs() : null);
        if (r.decision() != null) {
            out.println("SPRT: " + r.decision() + " (" + MatchProgress.llr(ms.sprt(), r.score(), progress.pairs()) + ", "
                    + ms.sprt().model().name().toLowerCase(java.util.Locale.ROOT) + ")");
        }
        if (!r.games().isEmpty()) {
            GameResult last = r.games().get(r.games().size() - 1);
            out.println();
            out.println("Last game: " + last.black() + " (X) vs " + last.white() + " (O): " + last.summary());
            out.print(BoardText.draw(replay(last)));
        }
        if (ms.recordDir() != null) {
            out.println("Records: " + ms.recordDir());
        }
        if (server != null) {
            server.watchDone("Match over: " + r.first() + " " + r.score().pointsVersus() + " " + r.second());
            out.println("The page stays at " + server.url() + " until Ctrl-C.");
            out.flush();
            WebOptions.serveUntilInterrupted();
        }
        return 0;
    }

    static Board replay(GameResult g) {
        Board b = Board.create(g.settings().width(), g.settings().height(), g.settings().rule());
        for (Point p : g.moves()) {
            b.play(b.index(p.x(), p.y()));
        }
        return b;
    }

    /**
     * The score table and the Elo difference: from the game pairs when {@code pairs} is given and holds
     * a pair (with the error games counted alone would claim beside it), else from the games.
     */
    static void printTable(PrintStream out, MatchResult r, PairCounts pairs) {
        MatchScore a = r.score();
        MatchScore b = a.reversed();
        int w = Math.max(8, Math.max(r.first().length(), r.second().length()));
        out.println();
        out.printf("%-" + w + "s %5s %5s %5s %7s%n", "brain", "won", "lost", "drawn", "points");
        out.printf("%-" + w + "s %5d %5d %5d %7.1f%n", r.first(), a.wins(), a.losses(), a.draws(), a.points());
        out.printf("%-" + w + "s %5d %5d %5d %7.1f%n", r.second(), b.wins(), b.losses(), b.draws(), b.points());
        if (pairs != null && pairs.pairs() > 0) {
            out.println("Pairs by " + r.first() + "'s points (0, 1/2, 1, 3/2, 2): " + pairs);
            out.println("Elo difference (" + r.first() + " - " + r.second() + "): " + pairs.elo() + " (95%, "
                    + pairs.pairs() + " pairs; games counted alone: " + a.elo() + ")");
        } else {
            out.println("Elo difference (" + r.first() + " - " + r.second() + "): " + a.elo() + " (95%)");
        }
        long faults = r.games().stream().filter(g -> g.ending().isFault()).count();
        if (faults > 0) {
            out.println("Games decided by a fault: " + faults);
            r.games().stream().filter(g -> g.ending().isFault()).limit(5).forEach(g -> out.println("  " + g.summary()));
        }
    }
}
