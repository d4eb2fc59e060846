package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.Referee;
import dev.gomoku.engine.arena.referee.TimeControl;
import dev.gomoku.testkit.Property;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Swap2 between two real brain processes (the {@code pbrain-random} launcher, which makes random Swap2
 * decisions from its seed) under our manager ({@link Referee} over pipe players): after every answer a
 * {@link BoardProbe} between manager and brain reads the brain's own board with {@code SHOWBOARD}, and
 * every such board must be the referee's game so far, stone for stone in move order, with colours by
 * move order. The cases together must reach every Swap2 situation: the opening, the responder's swap,
 * 4th stone and 4th+5th stones, and the opener's second decision (swap or 6th stone).
 */
class Swap2BoardsIT {
    private static final int CASES = 12;
    /**
     * A second per move: the random brain answers at once, but a cold JVM on a loaded machine must not
     * meet its host's time guard, whose stand-in answer would change the game; the manager waits 10 s
     * more, so nobody loses on time.
     */
    private static final TimeControl TIME = new TimeControl(1000, 0, 10_000, 0, 20_000);
    private static final Set<String> SITUATIONS = Set.of("opening", "swap", "4th", "4th+5th", "swap after 5",
            "6th");

    private final Set<String> seen = new TreeSet<>();

    private static BrainSpec probed(String name, Path log, long seed) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx32m", "-cp", System.getProperty("java.class.path"),
                BoardProbe.class.getName(), log.toString(), Long.toString(seed),
                BrainProc.bin().resolve("pbrain-random").toString()));
        return new BrainSpec(name, cmd, null, BrainProtocol.PIPE);
    }

    /** The first {@code n} stones of the game with colours by move order, as SHOWBOARD writes them. */
    private static String prefix(List<Point> moves, int n) {
        StringBuilder sb = new StringBuilder("DEBUG BOARD");
        for (int i = 0; i < n; i++) {
            sb.append(' ').append(moves.get(i).x()).append(',').append(moves.get(i).y()).append(',')
                    .append(i % 2 == 0 ? 1 : 2);
        }
        return sb.toString();
    }

    /** One probe line: the answer and the brain's board after it. */
    private record Probe(String answer, String board) {
        int stones() {
            return board.equals("DEBUG BOARD") ? 0 : board.substring("DEBUG BOARD ".length()).split(" ").length;
        }

        static List<Probe> read(Path log) throws IOException {
            List<Probe> out = new ArrayList<>();
            for (String l : Files.readAllLines(log)) {
                int bar = l.indexOf('|');
                out.add(new Probe(l.substring(0, bar), l.substring(bar + 1)));
            }
            return out;
        }
    }

    private void game(long seed1, long seed2, long gameSeed) throws IOException {
        Path dir = Files.createTempDirectory("swap2-boards");
        Path log1 = dir.resolve("opener.log");
        Path log2 = dir.resolve("responder.log");
        GameResult r;
        try (Player opener = BrainClients.player(probed("opener", log1, seed1), ArenaLog.NONE);
                Player responder = BrainClients.player(probed("responder", log2, seed2), ArenaLog.NONE)) {
            r = Referee.play(opener, responder, GameSettings.of(15, Rule.FREESTYLE, TIME).withSwap2(true), gameSeed);
        }
        assertFalse(r.ending().isFault(), r.summary());
        List<Probe> first = Probe.read(log1);
        List<Probe> second = Probe.read(log2);
        for (List<Probe> probes : List.of(first, second)) {
            for (Probe p : probes) {
                assertEquals(prefix(r.moves(), p.stones()), p.board(), "a brain's board after it answered "
                        + p.answer() + " is the referee's game so far; game " + r.moves());
                if (!p.answer().equalsIgnoreCase("SWAP")) {
                    String[] stones = p.answer().split(" ");
                    // the answer's stones are the last ones on the brain's board, in the order sent
                    String tail = prefix(r.moves(), p.stones()).substring(prefix(r.moves(), p.stones() - stones.length)
                            .length()).strip();
                    for (String s : stones) {
                        assertTrue(tail.startsWith(s + ","), p + " ends with " + tail);
                        tail = tail.substring(tail.indexOf(' ') < 0 ? tail.length() : tail.indexOf(' ') + 1);
                    }
                }
            }
            int opening = first.get(0).stones();
            assertTrue(probes.stream().anyMatch(p -> p.stones() > opening), "each brain moved after the opening");
        }
        seen.add("opening");
        String answer = second.get(0).answer();
        if (answer.equals("SWAP")) {
            seen.add("swap");
        } else if (!answer.contains(" ")) {
            seen.add("4th");
        } else {
            seen.add("4th+5th");
            seen.add(first.get(1).answer().equals("SWAP") ? "swap after 5" : "6th");
        }
    }

    @TestFactory
    Stream<DynamicTest> boardsAgreeAfterSwap2() {
        Stream<DynamicTest> games = Property.check("referee's and brains' boards agree after Swap2", CASES,
                rnd -> {
                    try {
                        game(rnd.nextLong(), rnd.nextLong(), rnd.nextLong());
                    } catch (IOException e) {
                        throw new AssertionError(e);
                    }
                });
        return Stream.concat(games, Stream.of(DynamicTest.dynamicTest("every Swap2 situation occurred",
                () -> {
                    if (System.getProperty("gomoku.seed") == null) {
                        assertEquals(SITUATIONS, seen);
                    }
                })));
    }
}
