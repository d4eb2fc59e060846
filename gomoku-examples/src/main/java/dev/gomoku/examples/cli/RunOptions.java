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
import dev.gomoku.examples.cluster.ClusterMatch;
import dev.gomoku.examples.web.WatchedRunner;
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
     * Where the games are played: on the cluster (joined here as its coordinator, shipping the brain
     * folders), on this machine watched by the page of {@code server}, or on this machine.
     *
     * @param server the page, or null
     * @throws IllegalArgumentException if the cluster options are wrong
     * @throws IllegalStateException if waiting for workers is interrupted
     */
    MatchRunner runner(ClusterOptions cluster, WebServer server) throws IOException {
        if (cluster.on()) {
            return new ClusterRunner(ClusterMatch.join(cluster.settings(0, Path.of("."), verbose), BrainArgs.binDir(),
                    ship, System.err));
        }
        // the page's players report every move and the example brains their analysis: the tiles show both
        return server == null ? MatchRunner.local(log()) : new WatchedRunner(server, log(), WebOptions::withMessages);
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
