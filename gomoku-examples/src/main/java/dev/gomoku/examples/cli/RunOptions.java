package dev.gomoku.examples.cli;

import dev.gomoku.core.Point;
import dev.gomoku.core.record.Opening;
import dev.gomoku.core.record.RecordFormatException;
import dev.gomoku.core.record.RenjuOpening;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainEvent;
import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.match.MatchRunner;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.openings.BalancedOpenings;
import dev.gomoku.examples.cluster.ClusterCoordinator;
import dev.gomoku.examples.web.WebServer;
import dev.gomoku.protocol.pipe.Swap2Lines;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Options of how games are run, shared by match and tournament. */
final class RunOptions {
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

    @Option(names = "--pin", description = "run each brain on a core of its own (taskset, Linux), as the Gomocup "
            + "referee pins a brain to one core, so that -c N does not distort the timing; 2 cores per game at once "
            + "(1, shared by a game's two brains, if there are fewer); the cores are named at the start")
    boolean pin;

    /** The cores of {@code --pin}, once checked; else null. */
    private CorePins pins;

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

    /**
     * Checks {@code --pin} against this machine's cores.
     *
     * @param game the game options (a game's brains share a core only while the idle one is suspended)
     * @param games the games of each match
     * @param cluster the cluster options ({@code --pin} is for games played here)
     * @return the line naming the cores, or null without {@code --pin}
     * @throws IllegalArgumentException if the brains cannot be pinned, saying why
     */
    String pinCores(GameOptions game, int games, ClusterOptions cluster) {
        if (!pin) {
            return null;
        }
        if (cluster.on()) {
            throw new IllegalArgumentException("--pin pins the brains of games played on this machine, not with --cluster");
        }
        pins = CorePins.forGames(Math.min(concurrency, games), !game.noSuspend);
        return pins.describe();
    }

    /**
     * Where the games are played: on the cluster (joined here as its coordinator, shipping the brain
     * folders), or on this machine (watched by the page of {@code server}, if any), resuming from journals.
     *
     * @param server the page, or null
     * @param tournament whether the journals stay until the tournament is over ({@link LocalRunner#forgetJournals})
     * @throws IllegalArgumentException if the cluster options are wrong
     * @throws IllegalStateException if waiting for workers is interrupted
     */
    MatchRunner runner(ClusterOptions cluster, WebServer server, boolean tournament) throws IOException {
        if (cluster.on()) {
            return new ClusterRunner(ClusterCoordinator.join(cluster.settings(0, Path.of("."), verbose), BrainArgs.binDir(),
                    ship, System.err));
        }
        return new LocalRunner(log(), server, pins, LocalRunner.defaultStateDir(), tournament, this::say);
    }

    /** The match on screen: event lines go around its bar and its summary gathers the peaks; or null. */
    private volatile MatchProgress shown;

    /**
     * Routes the events of the games from now on to a match's progress display.
     *
     * @param progress the display, or null
     */
    void show(MatchProgress progress) {
        shown = progress;
    }

    /**
     * Error replies and faults are printed at once, on a line of their own; messages, process events and
     * each game's peak memory only with {@code --verbose}. The peaks go to the match's summary.
     */
    ArenaLog log() {
        return e -> {
            MatchProgress p = shown;
            if (e.kind() == BrainEvent.Kind.RESOURCES && p != null) {
                p.resources(e.brain(), e.peakUss());
            }
            if (verbose || e.kind() == BrainEvent.Kind.ERROR || e.kind() == BrainEvent.Kind.FAULT) {
                say("[" + e.brain() + "] " + e.kind() + " " + e.text());
            }
        };
    }

    /** Prints a line on standard error, on a line of its own beside the match's progress bar. */
    void say(String line) {
        MatchProgress p = shown;
        if (p == null) {
            System.err.println(line);
        } else {
            p.interject(line);
        }
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
