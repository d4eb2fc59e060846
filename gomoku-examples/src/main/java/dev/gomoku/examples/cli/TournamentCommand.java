package dev.gomoku.examples.cli;

import dev.gomoku.core.record.RecordFormatException;
import dev.gomoku.engine.arena.BrainSpec;
import dev.gomoku.engine.arena.Match;
import dev.gomoku.examples.cluster.ClusterMatch;
import dev.gomoku.engine.arena.MatchListener;
import dev.gomoku.engine.arena.MatchResult;
import dev.gomoku.engine.arena.MatchSettings;
import dev.gomoku.engine.arena.Tournament;
import java.io.IOException;
import java.io.PrintStream;
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
    MatchCommand.RunOptions run;

    @Mixin
    ClusterOptions cluster;

    @Option(names = {"-g", "--games"}, description = "games per pairing (default: ${DEFAULT-VALUE})", defaultValue = "4")
    int games;

    @Option(names = "--gauntlet", description = "the first brain plays each other brain; the others do not meet")
    boolean gauntlet;

    @Override
    public Integer call() throws IOException {
        PrintStream out = System.out;
        List<BrainSpec> specs;
        MatchSettings ms;
        try {
            specs = run.specs(brains);
            ms = run.settings(game, games);
        } catch (RecordFormatException | IllegalArgumentException e) {
            System.err.println("gomoku tournament: " + e.getMessage());
            return 2;
        }
        ClusterMatch onCluster = null;
        Tournament.MatchRunner runner = (x, y, s, l) -> Match.run(x, y, s, l, run.log());
        if (cluster.on()) {
            try {
                onCluster = run.coordinator(cluster);
            } catch (IllegalArgumentException e) {
                System.err.println("gomoku tournament: " + e.getMessage());
                return 2;
            }
            runner = onCluster;
        }
        Tournament.Result r;
        try {
            r = play(specs, ms, runner, out);
        } catch (IllegalStateException e) {
            System.err.println();
            System.err.println("gomoku tournament: " + e.getMessage());
            return 2;
        } finally {
            if (onCluster != null) {
                onCluster.close();
            }
        }
        print(out, r);
        return 0;
    }

    private Tournament.Result play(List<BrainSpec> specs, MatchSettings ms, Tournament.MatchRunner runner,
            PrintStream out) {
        return Tournament.run(specs, gauntlet ? Tournament.Format.GAUNTLET : Tournament.Format.ROUND_ROBIN,
                ms, new Tournament.Listener() {
                    private MatchCommand.Progress progress;

                    @Override
                    public MatchListener matchStarted(int index, int total, String first, String second) {
                        out.println("Match " + (index + 1) + "/" + total + ": " + first + " vs " + second);
                        progress = new MatchCommand.Progress(out, games, first, second, run.verbose);
                        return progress;
                    }

                    @Override
                    public void matchFinished(int index, MatchResult result) {
                        progress.done();
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
            out.println(m.first() + " vs " + m.second() + ": +" + m.score().wins() + " -" + m.score().losses() + " ="
                    + m.score().draws() + ", Elo " + m.elo());
        }
    }
}
