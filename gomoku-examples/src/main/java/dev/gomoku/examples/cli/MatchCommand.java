package dev.gomoku.examples.cli;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.record.Opening;
import dev.gomoku.core.record.RecordFormatException;
import dev.gomoku.core.record.RenjuOpening;
import dev.gomoku.engine.arena.ArenaLog;
import dev.gomoku.engine.arena.BrainEvent;
import dev.gomoku.engine.arena.BrainProtocol;
import dev.gomoku.engine.arena.BrainSpec;
import dev.gomoku.engine.arena.Brains;
import dev.gomoku.engine.arena.GameResult;
import dev.gomoku.engine.arena.Match;
import dev.gomoku.engine.arena.MatchListener;
import dev.gomoku.engine.arena.MatchResult;
import dev.gomoku.engine.arena.MatchSettings;
import dev.gomoku.engine.arena.MatchScore;
import dev.gomoku.engine.arena.PairCounts;
import dev.gomoku.engine.arena.Sprt;
import dev.gomoku.engine.openings.BalancedOpenings;
import dev.gomoku.examples.cluster.ClusterMatch;
import dev.gomoku.examples.web.WebServer;
import dev.gomoku.protocol.pipe.Swap2Lines;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
        try {
            specs = run.specs(cmds);
            ms = run.settings(game, games);
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
                + (game.swap2 ? ", Swap2" : "") + (ms.openings().isEmpty() ? "" : ", " + ms.openings().size() + " openings") + (ms.concurrency() > 1 ? ", " + ms.concurrency() + " at once" : ""));
        Progress progress = new Progress(out, games, specs.get(0).name(), specs.get(1).name(), run.verbose, ms.sprt());
        MatchResult r;
        WebServer server;
        try {
            server = webPage ? web.start(out, specs, List.of(), true) : null;
        } catch (IOException e) {
            System.err.println("gomoku match: " + e.getMessage());
            return 2;
        }
        BrainSpec a = specs.get(0);
        // named apart as Match.run names them, so that results stay attributable
        BrainSpec b = specs.get(1).name().equals(a.name()) ? specs.get(1).withName(a.name() + "-2") : specs.get(1);
        MatchListener listener = server == null ? progress
                : WebOptions.both(progress, server.watchMatch(a.name() + " vs " + b.name(), games, a.name(), b.name()));
        if (cluster.on()) {
            try (ClusterMatch c = run.coordinator(cluster)) {
                r = c.run(specs.get(0), specs.get(1), ms, listener);
            } catch (IllegalArgumentException | IllegalStateException e) {
                System.err.println();
                System.err.println("gomoku match: " + e.getMessage());
                return 2;
            }
        } else if (server != null) {
            ArenaLog log = WebOptions.both(run.log(), server.watchLog());
            // the example brains tell their analysis (MESSAGE lines) when watched
            BrainSpec wa = WebOptions.withMessages(a);
            BrainSpec wb = WebOptions.withMessages(b);
            r = Match.run(server.watched(() -> Brains.player(wa, log)), server.watched(() -> Brains.player(wb, log)), ms,
                    listener);
        } else {
            r = Match.run(specs.get(0), specs.get(1), ms, progress, run.log());
        }
        progress.done();
        printTable(out, r, sprtModel == Sprt.Model.PENTANOMIAL ? progress.pairs() : null);
        if (r.decision() != null) {
            out.println("SPRT: " + r.decision() + " (" + Progress.llr(ms.sprt(), r.score(), progress.pairs()) + ", "
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
            MatchScore sc = r.score();
            server.watchDone("Match over: " + r.first() + " " + Progress.fmt(sc.points()) + " - "
                    + Progress.fmt(sc.reversed().points()) + " " + r.second());
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

    /**
     * Shows the live score: a progress bar redrawn in place on one line, or with {@code -v} one whole
     * line per finished game and no bar, so that the event lines the brains cause (on standard error,
     * from other threads) never land in the middle of a half-drawn bar.
     */
    static final class Progress implements MatchListener {
        private final PrintStream out;
        private final int total;
        private final String a;
        private final String b;
        private final boolean verbose;
        /** The match's test, or null: its log-likelihood ratio is shown with the score. */
        private final Sprt sprt;
        /** The games over so far by number, to count the finished pairs. */
        private final GameResult[] results;

        Progress(PrintStream out, int total, String a, String b, boolean verbose, Sprt sprt) {
            this.out = out;
            this.total = total;
            this.a = a;
            this.b = b;
            this.verbose = verbose;
            this.sprt = sprt;
            this.results = new GameResult[total];
            if (!verbose) {
                out.print("\r" + bar(0) + score(MatchScore.ZERO, 0));
                out.flush();
            }
        }

        @Override
        public synchronized void gameFinished(int game, GameResult result, MatchScore score, int finished) {
            if (game >= 0 && game < total) {
                results[game] = result;
            }
            if (verbose) {
                out.println("game " + (game + 1) + ": " + result.summary() + "; " + score(score, finished));
            } else {
                out.print("\r" + bar(finished) + score(score, finished));
            }
            out.flush();
        }

        private String bar(int done) {
            int width = 30;
            int filled = total == 0 ? width : done * width / total;
            return "[" + "#".repeat(filled) + "-".repeat(width - filled) + "] ";
        }

        private String score(MatchScore s, int done) {
            return done + "/" + total + "  " + a + " " + fmt(s.points()) + " - " + fmt(s.reversed().points()) + " " + b
                    + "  (+" + s.wins() + " -" + s.losses() + " =" + s.draws() + ")"
                    + (sprt == null ? "" : "  " + llr(sprt, s, pairs()));
        }

        /** The pairs whose two games are over, from the first brain's side. */
        synchronized PairCounts pairs() {
            return PairCounts.of(results, a);
        }

        /** The ratio and the bounds it is decided at, as an SPRT log records them. */
        static String llr(Sprt sprt, MatchScore s, PairCounts pairs) {
            return String.format(java.util.Locale.ROOT, "LLR %.2f in [%.2f, %.2f]", sprt.llr(s, pairs),
                    sprt.lowerBound(), sprt.upperBound());
        }

        void done() {
            if (!verbose) {
                out.println();
            }
        }

        static String fmt(double v) {
            return v == Math.floor(v) ? Long.toString((long) v) : Double.toString(v);
        }
    }

    /** Options of how games are run, shared by match and tournament. */
    static final class RunOptions {
        @Option(names = {"-c", "--concurrency"}, description = "games at once (default: ${DEFAULT-VALUE})",
                defaultValue = "1")
        int concurrency;

        @Option(names = {"-o", "--openings"}, paramLabel = "FILE",
                description = "openings, one per line: offsets from the centre (0,0, 0,-1, 1,-1) or pos (h8h7i7); "
                        + "renju26: the 26 standard renju openings shipped with the SDK; none: the empty board. Default: "
                        + "the SDK's balanced set for the rule and size (freestyle 15 and 20, standard, renju, caro 15; "
                        + "see gomoku openings), none with --swap2 or on other boards")
        Path openings;

        @Option(names = "--random-symmetry", description = "play each opening under a random board symmetry")
        boolean symmetry;

        @Option(names = "--out", paramLabel = "DIR", description = "write a .psq record per game into DIR")
        Path recordDir;

        @Option(names = "--protocol", description = "force a protocol for all brains: pipe, legacy or koth")
        BrainProtocol protocol;

        @Option(names = "--swap2-xyc", split = ",", paramLabel = "N",
                description = "send SWAP2BOARD stones as x,y,field lines to these brains (1 = the first brain given, "
                        + "2 = the second, ...); the others get x,y lines, as the Gomocup referee sends them")
        List<Integer> swap2Fields = new ArrayList<>();

        @Option(names = "--seed", description = "seed for symmetries and KoTH bots (default: ${DEFAULT-VALUE})",
                defaultValue = "1")
        long seed;

        @Option(names = {"-v", "--verbose"}, description = "print every game's result and the brains' messages")
        boolean verbose;

        @Option(names = "--ship", paramLabel = "DIR|ZIP",
                description = "with --cluster: ship this brain folder (or zip) to the workers; brains whose program "
                        + "lies inside it (a zip counts as a folder) run from the workers' copies")
        List<Path> ship = new ArrayList<>();

        /**
         * The brains' specs: the protocol forced by {@code --protocol}, x,y,field SWAP2BOARD lines for the
         * brains {@code --swap2-xyc} names.
         *
         * @throws IllegalArgumentException if {@code --swap2-xyc} names a brain that was not given
         */
        List<BrainSpec> specs(List<String> commands) {
            List<BrainSpec> specs = BrainArgs.specs(commands, protocol);
            for (int n : swap2Fields) {
                if (n < 1 || n > specs.size()) {
                    throw new IllegalArgumentException("--swap2-xyc " + n + ": brains are numbered 1.." + specs.size()
                            + " in the order given");
                }
                specs.set(n - 1, specs.get(n - 1).withSwap2Lines(Swap2Lines.XY_FIELD));
            }
            return specs;
        }

        /** Joins the cluster as its coordinator, shipping the brain folders. */
        ClusterMatch coordinator(ClusterOptions cluster) throws IOException {
            return ClusterMatch.join(cluster.settings(0, Path.of("."), verbose), BrainArgs.binDir(), ship, System.err);
        }

        /**
         * Error replies, faults and each game's peak memory are printed at once; messages and process
         * events only with {@code --verbose}.
         */
        ArenaLog log() {
            return log(true);
        }

        /** {@link #log()}, with each game's peak memory only under {@code --verbose} unless {@code resources}. */
        ArenaLog log(boolean resources) {
            return e -> {
                if (verbose || e.kind() == BrainEvent.Kind.ERROR || e.kind() == BrainEvent.Kind.FAULT
                        || (resources && e.kind() == BrainEvent.Kind.RESOURCES)) {
                    System.err.println("[" + e.brain() + "] " + e.kind() + " " + e.text());
                }
            };
        }

        MatchSettings settings(GameOptions game, int games) throws IOException, RecordFormatException {
            List<List<Point>> list = new ArrayList<>();
            if (openings == null || (openings.toString().equals("none") && !Files.exists(openings))) {
                if (openings == null && !game.swap2) {
                    for (Opening o : BalancedOpenings.of(game.rule, game.size)) {
                        list.add(o.points(game.size, game.size));
                    }
                }
            } else {
                List<Opening> parsed;
                if (openings.toString().equals("renju26") && !Files.exists(openings)) {
                    parsed = RenjuOpening.standard().stream().map(RenjuOpening::opening).toList();
                } else {
                    parsed = Opening.read(Files.readString(openings, StandardCharsets.UTF_8), game.size, game.size);
                }
                for (Opening o : parsed) {
                    list.add(o.points(game.size, game.size));
                }
            }
            return new MatchSettings(game.settings(), games, concurrency, list, symmetry, recordDir, null, seed);
        }
    }
}
