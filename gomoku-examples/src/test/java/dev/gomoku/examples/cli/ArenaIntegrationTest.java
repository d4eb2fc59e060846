package dev.gomoku.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.client.BrainEvent;
import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.match.Match;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The manager against the real example brains, each started as its own JVM from this module's class
 * path ({@code Launcher PROTOCOL BRAIN}): pipe with Swap2 in both roles, the legacy file protocol, the
 * KoTH judge, and the CLI.
 */
class ArenaIntegrationTest {
    /**
     * Brains are told 200 ms per move (so games are quick) but the manager waits 10 s more: a cold JVM's
     * first answer on a loaded 2-core machine must not lose the game. Faults are what these tests assert.
     */
    private static final long TOLERANCE = 10_000;
    private static final TimeControl TIME = new TimeControl(200, 0, TOLERANCE, 0, 20_000);

    private static BrainSpec brain(String name, BrainProtocol protocol, String example) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                "dev.gomoku.examples.brains.Launcher", protocol.name().toLowerCase(java.util.Locale.ROOT), example));
        return new BrainSpec(name, cmd, null, protocol);
    }

    private static void noFaults(List<GameResult> games, List<BrainEvent> events) {
        for (GameResult g : games) {
            assertFalse(g.ending().isFault(), g.summary() + " events: " + events);
        }
        assertTrue(events.stream().noneMatch(e -> e.kind() == BrainEvent.Kind.FAULT), events.toString());
    }

    @Test
    void swap2InBothRolesBetweenPipeBrains() {
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        GameSettings gs = GameSettings.of(15, Rule.FREESTYLE, TIME).withSwap2(true);
        MatchResult m = Match.run(brain("search", BrainProtocol.PIPE, "search"),
                brain("weights", BrainProtocol.PIPE, "weights"), MatchSettings.of(gs, 2), MatchListener.NONE, events::add);
        assertEquals(2, m.games().size());
        noFaults(m.games(), events);
        for (GameResult g : m.games()) {
            assertTrue(g.moves().size() >= 4, "Swap2 places at least four stones: " + g.moves());
        }
    }

    @Test
    void legacyManagerAgainstTheLegacyHost() {
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        GameResult r;
        try (Player legacy = BrainClients.player(brain("legacy-random", BrainProtocol.LEGACY, "random"), events::add)) {
            r = dev.gomoku.engine.arena.referee.Referee.play(new RowPlayer(), legacy,
                    GameSettings.of(9, Rule.FREESTYLE, new TimeControl(2000, 0, TOLERANCE, 0, 20_000)), 1);
        }
        noFaults(List.of(r), events);
        assertTrue(r.moves().size() >= 9 || r.winner() == Side.WHITE, r.summary());
    }

    @Test
    void kothJudgeAgainstTheKothHost(@TempDir Path dir) {
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        GameSettings gs = GameSettings.of(15, Rule.FREESTYLE, new TimeControl(500, 0, TOLERANCE, 0, 20_000)).withSwap2(true);
        MatchResult m = Match.run(brain("koth-a", BrainProtocol.KOTH, "random"), brain("koth-b", BrainProtocol.KOTH,
                "weights"), MatchSettings.of(gs, 1).withRecordDir(dir), MatchListener.NONE, events::add);
        noFaults(m.games(), events);
        assertTrue(Files.exists(dir.resolve("game-0001.psq")));
    }

    @Test
    void forbidCommandListsTheDoubleThree() {
        String out = capture(() -> GomokuCli.run("forbid", "h6", "a1", "h7", "a3", "f8", "a5", "g8", "o15"));
        assertTrue(out.contains("h8 (7,7, double-three)"), out);
    }

    @Test
    void matchCommandRunsTwoBrainsAndPrintsTheTable() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cmd = java + " -XX:TieredStopAtLevel=1 -cp " + System.getProperty("java.class.path")
                + " dev.gomoku.examples.brains.Launcher pipe ";
        String out = capture(() -> GomokuCli.run("match", cmd + "random", cmd + "weights", "--protocol", "pipe",
                "-g", "1", "-s", "9", "-t", "200", "--tolerance", Long.toString(TOLERANCE)));
        assertTrue(out.contains("2/2") || out.contains("1/1"), out);
        assertTrue(out.contains("Elo difference"), out);
        assertTrue(out.contains("Last game"), out);
    }

    /** The tuning pipeline end to end: a match writes records, {@code gomoku tune} fits weights on them. */
    @Test
    void tuneFitsWeightsOnTheRecordsAMatchWrote(@TempDir Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cmd = java + " -XX:TieredStopAtLevel=1 -cp " + System.getProperty("java.class.path")
                + " dev.gomoku.examples.brains.Launcher pipe ";
        Path games = dir.resolve("games");
        capture(() -> GomokuCli.run("match", cmd + "weights", cmd + "random", "--protocol", "pipe", "-g", "4",
                "-t", "200", "--tolerance", Long.toString(TOLERANCE), "--out", games.toString()));
        long records;
        try (var s = Files.list(games)) {
            records = s.filter(p -> p.toString().endsWith(".psq")).count();
        }
        assertEquals(4, records);
        String out = capture(() -> assertEquals(0, GomokuCli.run("tune", "--skip", "0", games.toString())));
        assertTrue(out.startsWith("4 games (0 records without a result left out)"), out);
        assertTrue(out.contains("black.to_move.FLEX_THREE") && out.contains("white.tempo"), out);
        String array = out.lines().filter(l -> l.startsWith("as an array: [")).findFirst().orElseThrow();
        assertEquals(dev.gomoku.engine.tuning.PatternFeatures.INSTANCE.size(), array.split(",").length, array);
        // The move ordering fitted to one player's moves: 140 weights (OrderWeights.SIZE, internal).
        // Both players are "java"; the match named the second (random) "java-2": fit the first's moves.
        String order = capture(() -> assertEquals(0, GomokuCli.run("tune", "--order", "java", "--skip", "0",
                games.toString())));
        assertTrue(order.startsWith("4 games of java (0 records left out)"), order);
        String orderArray = order.lines().filter(l -> l.startsWith("as an array: [")).findFirst().orElseThrow();
        assertEquals(140, orderArray.split(",").length, orderArray);
        // The fitted order played: the search brain reads the printed array from a file and beats random.
        Path orderFile = dir.resolve("order.txt");
        Files.writeString(orderFile, orderArray.substring("as an array: ".length()));
        String played = capture(() -> GomokuCli.run("match", cmd + "search --nodes 3000 --order freestyle=" + orderFile,
                cmd + "random", "--protocol", "pipe", "-g", "1", "-t", "2000", "--tolerance", Long.toString(TOLERANCE)));
        assertTrue(played.contains("(+1 -0 =0)"), played);
        assertEquals(2, GomokuCli.run("tune", "--order", "nobody", games.toString()));
        assertEquals(2, GomokuCli.run("tune", "--order", "java", "--hold", "black.tempo", games.toString()));
        // Nothing to read: an error, not a crash.
        Files.writeString(dir.resolve("bad.psq"), "not a record");
        assertEquals(2, GomokuCli.run("tune", dir.resolve("bad.psq").toString()));
    }

    /** {@code gomoku tune --scored}: positions with expected scores instead of games; a bad line is an error naming it. */
    @Test
    void tuneFitsWeightsOnScoredPositions(@TempDir Path dir) throws Exception {
        // Positions along a row game: black builds a row on y = 7, white answers on y = 8; black's share grows with its stones.
        StringBuilder text = new StringBuilder("# side to move's expected score, then the moves\n");
        for (int n = 1; n <= 8; n++) {
            StringBuilder moves = new StringBuilder();
            for (int i = 0; i < n; i++) {
                moves.append(' ').append(3 + i / 2).append(',').append(i % 2 == 0 ? 7 : 8);
            }
            double black = 0.5 + 0.05 * n;
            text.append(n % 2 == 0 ? black : 1 - black).append(moves).append('\n');
        }
        Path scored = dir.resolve("scored.txt");
        Files.writeString(scored, text);
        String out = capture(() -> assertEquals(0, GomokuCli.run("tune", "--scored", scored.toString())));
        assertTrue(out.startsWith("0 games (0 records without a result left out), 8 scored positions"), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("as an array: [")), out);
        Files.writeString(scored, text + "0.5 7,7 7,7\n");
        String err = captureErr(() -> assertEquals(2, GomokuCli.run("tune", "--scored", scored.toString())));
        assertTrue(err.contains("line 10: move 2"), err);
    }

    /** {@code gomoku spsa}: real brain processes told their constants through {NAME} in the command. */
    @Test
    void spsaPlaysNudgedBrainsAndPrintsTheTunedValues() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cmd = "pipe:" + java + " -XX:TieredStopAtLevel=1 -cp " + System.getProperty("java.class.path")
                + " dev.gomoku.examples.brains.Launcher pipe search --nodes 300 --set futilityMargin={futilityMargin}"
                + " --set lateMoves={lateMoves}";
        String out = capture(() -> assertEquals(0, GomokuCli.run("spsa", "-n", "2", "-s", "9", "-t", "200",
                "--tolerance", Long.toString(TOLERANCE), "-p", "futilityMargin,70,20,200,8", "-p",
                "lateMoves,20,5,40,2,0.01", cmd)));
        List<String> lines = out.lines().toList();
        assertTrue(lines.get(1).matches("iteration 1/2: plus [-+][0-2]  futilityMargin=[0-9.]+ lateMoves=[0-9.]+"), out);
        assertTrue(lines.get(2).startsWith("iteration 2/2: "), out);
        String tuned = lines.get(3);
        double margin = Double.parseDouble(tuned.replaceAll(".*futilityMargin=([0-9.]+).*", "$1"));
        double late = Double.parseDouble(tuned.replaceAll(".*lateMoves=([0-9.]+).*", "$1"));
        assertTrue(margin >= 20 && margin <= 200 && late >= 5 && late <= 40, tuned);
        String err = captureErr(() -> assertEquals(2, GomokuCli.run("spsa", "-p", "lateMoves,20,5,40,2", cmd)));
        assertTrue(err.contains("{futilityMargin} in the brain command is no --param"), err);
        err = captureErr(() -> assertEquals(2, GomokuCli.run("spsa", "-p", "futilityMargin,70,20,200", cmd)));
        assertTrue(err.contains("NAME,START,MIN,MAX,C_END[,R_END]"), err);
    }

    /**
     * {@code gomoku spsa --against}: both nudged brains play a fixed opponent instead of each other.
     * Against a random mover both sides win every game, so the difference is 0 and nothing moves.
     */
    @Test
    void spsaAgainstAnOpponentPlaysBothSidesAgainstIt() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String launcher = "pipe:" + java + " -XX:TieredStopAtLevel=1 -cp " + System.getProperty("java.class.path")
                + " dev.gomoku.examples.brains.Launcher pipe ";
        String out = capture(() -> assertEquals(0, GomokuCli.run("spsa", "-n", "2", "-s", "9", "-t", "200",
                "--tolerance", Long.toString(TOLERANCE), "-p", "futilityMargin,70,20,200,8", "--against",
                launcher + "random", launcher + "search --nodes 300 --set futilityMargin={futilityMargin}")));
        List<String> lines = out.lines().toList();
        assertTrue(lines.get(0).endsWith("against " + launcher + "random"), out);
        assertEquals("iteration 1/2: plus 2-0-0, minus 2-0-0: +0.0  futilityMargin=70.0", lines.get(1), out);
        assertEquals("iteration 2/2: plus 2-0-0, minus 2-0-0: +0.0  futilityMargin=70.0", lines.get(2), out);
        assertEquals("tuned: futilityMargin=70.0", lines.get(3), out);
    }

    private static String captureErr(Runnable r) {
        return capture(r, true);
    }

    private static String capture(Runnable r) {
        return capture(r, false);
    }

    /** What {@code r} prints on standard output, or on standard error. */
    private static String capture(Runnable r, boolean err) {
        PrintStream old = err ? System.err : System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream into = new PrintStream(buf, true, StandardCharsets.UTF_8);
        if (err) {
            System.setErr(into);
        } else {
            System.setOut(into);
        }
        try {
            r.run();
        } finally {
            if (err) {
                System.setErr(old);
            } else {
                System.setOut(old);
            }
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    /** Plays the top row from the left, skipping taken cells: wins quickly against a random brain. */
    private static final class RowPlayer implements Player {
        @Override
        public String name() {
            return "row";
        }

        @Override
        public Answer newGame(GameSettings settings, String opponent, long seed) {
            return Answer.moves(List.of(), 0);
        }

        @Override
        public Answer move(Board board, long timeLeftMillis) {
            for (int y = 0; y < board.height(); y++) {
                for (int x = 0; x < board.width(); x++) {
                    if (board.isEmpty(board.index(x, y))) {
                        return Answer.moves(List.of(new Point(x, y)), 0);
                    }
                }
            }
            return Answer.fault(Answer.Fault.GARBAGE, "full", 0);
        }

        @Override
        public Answer swap2(Board board, long timeLeftMillis) {
            return Answer.fault(Answer.Fault.REFUSED, "no swap2", 0);
        }

        @Override
        public void gameOver(GameResult result, Side mySide) {
        }

        @Override
        public void close() {
        }
    }
}
