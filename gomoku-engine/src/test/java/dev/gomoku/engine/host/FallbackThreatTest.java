package dev.gomoku.engine.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Turn;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The host's own move (brain late, silent or wrong) must answer the forced replies: a five is taken,
 * the opponent's five is blocked, the opponent's open three is met, even when a move of its own
 * looks stronger by the plain threat sum.
 */
class FallbackThreatTest {
    private static final long WAIT_MILLIS = 10_000;
    private static final Point[] PADDING = {new Point(0, 0), new Point(14, 0), new Point(0, 14), new Point(14, 14)};

    /** One stone of a test position. */
    private record Stone(int x, int y, boolean attacker) {
    }

    /**
     * The attacker's open three on row 7 (x 6..8) and two stones at (5,9),(5,10) that make (5,11) the
     * attacker's three; the defender's closed three on row 11 (x 2..4, blocked at x 1) makes (5,11) its
     * four: by the plain sum that cell outweighs the block. Defences: x 4, 5, 9, 10 of row 7.
     */
    private static List<Stone> openThree() {
        return List.of(new Stone(6, 7, true), new Stone(7, 7, true), new Stone(8, 7, true),
                new Stone(5, 9, true), new Stone(5, 10, true), new Stone(1, 11, true),
                new Stone(2, 11, false), new Stone(3, 11, false), new Stone(4, 11, false));
    }

    /** The attacker's four on row 7 (x 5..8, blocked at x 4): only (9,7) saves the defender. */
    private static List<Stone> four() {
        return List.of(new Stone(5, 7, true), new Stone(6, 7, true), new Stone(7, 7, true), new Stone(8, 7, true),
                new Stone(4, 7, false), new Stone(1, 11, true),
                new Stone(2, 11, false), new Stone(3, 11, false), new Stone(4, 11, false));
    }

    /** The stones plus corner padding so that {@code defender} is to move. */
    private static List<Stone> padded(List<Stone> stones, Side defender) {
        List<Stone> all = new ArrayList<>(stones);
        int att = (int) stones.stream().filter(Stone::attacker).count();
        int def = stones.size() - att;
        // Black moves on equal counts; white when black has one more.
        int k = 0;
        while (def != (defender == Side.BLACK ? att : att - 1)) {
            boolean addAttacker = def > (defender == Side.BLACK ? att : att - 1);
            all.add(new Stone(PADDING[k].x(), PADDING[k++].y(), addAttacker));
            if (addAttacker) {
                att++;
            } else {
                def++;
            }
        }
        return all;
    }

    private static Board board(Rule rule, List<Stone> stones, Side defender) {
        Board b = Board.create(15, 15, rule);
        for (Stone s : padded(stones, defender)) {
            b.place(b.index(s.x(), s.y()), s.attacker() ? defender.opponent() : defender);
        }
        assertEquals(defender, b.sideToMove());
        return b;
    }

    private static void assertMeetsOpenThree(Point p, String what) {
        assertNotNull(p, what);
        assertTrue(p.y() == 7 && Set.of(4, 5, 9, 10).contains(p.x()), what + ": " + p + " does not stop the open three");
    }

    @Test
    void fallbackBlocksTheOpponentsFourAndOpenThreeForBothColoursAndRules() {
        for (Rule rule : List.of(Rule.FREESTYLE, Rule.RENJU)) {
            for (Side defender : Side.values()) {
                String what = rule + ", " + defender + " to move";
                Board f = board(rule, four(), defender);
                assertEquals(new Point(9, 7), MoveGuard.fallback(f), what + " against a four");
                Board t = board(rule, openThree(), defender);
                Point p = MoveGuard.fallback(t);
                assertMeetsOpenThree(p, what);
                if (defender == Side.BLACK && rule == Rule.RENJU) {
                    assertFalse(ForbiddenMoves.isForbidden(t, t.index(p.x(), p.y())), what);
                }
            }
        }
    }

    @Test
    void fallbackStillTakesItsOwnFiveAndOpenFourFirst() {
        for (Side defender : Side.values()) {
            Board b = board(Rule.FREESTYLE, openThree(), defender);
            // The defender's closed three becomes a four: its five comes before any block.
            b.place(b.index(5, 11), defender);
            b.place(b.index(0, 5), defender.opponent());
            assertEquals(defender, b.sideToMove());
            assertEquals(new Point(6, 11), MoveGuard.fallback(b), defender + " takes its five");
        }
    }

    @Test
    void renjuWhiteNeedNotBlockABlackCellThatIsForbidden() {
        // Black's (7,7) would make two fours (forbidden, so no threat); black's open three on row 12 is.
        Board b = Board.create(15, 15, Rule.RENJU);
        int[][] black = {{4, 7}, {5, 7}, {6, 7}, {7, 4}, {7, 5}, {7, 6}, {6, 12}, {7, 12}, {8, 12}};
        int[][] white = {{3, 7}, {7, 3}, {0, 0}, {14, 0}, {0, 14}, {14, 14}, {14, 10}, {0, 10}};
        for (int[] s : black) {
            b.place(b.index(s[0], s[1]), Side.BLACK);
        }
        for (int[] s : white) {
            b.place(b.index(s[0], s[1]), Side.WHITE);
        }
        assertTrue(ForbiddenMoves.isForbidden(b, b.index(7, 7)), "the test position has its double four");
        assertEquals(Side.WHITE, b.sideToMove());
        Point p = MoveGuard.fallback(b);
        assertTrue(p.y() == 12 && Set.of(4, 5, 9, 10).contains(p.x()), "blocks the row-12 three, was " + p);
    }

    /**
     * Renju, 6x6, black to move with two empty cells, (3,0) and (3,5), each completing a row of six
     * (an overline: forbidden); no five anywhere. Rows from y = 0, B black, W white, . empty.
     */
    private static final String[] ONLY_FORBIDDEN = {
        "BBB.BB",
        "WWWWBW",
        "WBWWWW",
        "BWWBWW",
        "WBBWBW",
        "BBB.BB"};

    private static Board onlyForbidden() {
        Board b = Board.create(6, 6, Rule.RENJU);
        for (int y = 0; y < 6; y++) {
            for (int x = 0; x < 6; x++) {
                char c = ONLY_FORBIDDEN[y].charAt(x);
                if (c != '.') {
                    b.place(b.index(x, y), c == 'B' ? Side.BLACK : Side.WHITE);
                }
            }
        }
        return b;
    }

    @Test
    void blackWithOnlyForbiddenCellsPlaysOneRatherThanNothing() {
        Board b = onlyForbidden();
        assertEquals(Side.BLACK, b.sideToMove());
        assertEquals(null, b.winner());
        assertTrue(ForbiddenMoves.isForbidden(b, b.index(3, 0)) && ForbiddenMoves.isForbidden(b, b.index(3, 5)));
        Point p = MoveGuard.fallback(b);
        assertTrue(Set.of(new Point(3, 0), new Point(3, 5)).contains(p), "an empty cell, was " + p);
    }

    // ---- the pipe host's guard, with a brain that never answers and never publishes ----

    private OutputStream toHost;
    private final BlockingQueue<String> fromHost = new LinkedBlockingQueue<>();
    private volatile boolean released;

    @AfterEach
    void stop() throws IOException {
        released = true;
        if (toHost != null) {
            toHost.close();
        }
    }

    private void startSilentBrain() throws IOException {
        Brain brain = new Brain() {
            @Override
            public Point move(Board board, Turn turn) {
                // Ignores every stop request and publishes nothing: only the host's guard can answer.
                while (!released) {
                    try {
                        Thread.sleep(5);
                    } catch (InterruptedException e) {
                        return null;
                    }
                }
                return null;
            }
        };
        PipedInputStream hostIn = new PipedInputStream(1 << 16);
        toHost = new PipedOutputStream(hostIn);
        PipedInputStream replies = new PipedInputStream(1 << 16);
        PipedOutputStream hostOut = new PipedOutputStream(replies);
        Thread host = new Thread(() -> {
            new PipeHost(brain, 1, false).run(hostIn, hostOut);
            try {
                hostOut.close();
            } catch (IOException e) {
                // closed already
            }
        }, "host-under-test");
        host.setDaemon(true);
        host.start();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(replies, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    fromHost.add(line);
                }
            } catch (IOException e) {
                // host ended
            }
        });
        reader.setDaemon(true);
        reader.start();
    }

    private void send(String... lines) throws IOException {
        for (String l : lines) {
            toHost.write((l + "\r\n").getBytes(StandardCharsets.UTF_8));
        }
        toHost.flush();
    }

    private String next() throws InterruptedException {
        String line = fromHost.poll(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        assertNotNull(line, "no answer from the host");
        return line;
    }

    private Point answer(List<Stone> stones, Side brainSide, String rule) throws Exception {
        startSilentBrain();
        send("START 15", "INFO rule " + rule, "INFO timeout_turn 300");
        assertEquals("OK", next());
        List<String> cmd = new ArrayList<>();
        cmd.add("BOARD");
        for (Stone s : padded(stones, brainSide)) {
            cmd.add(s.x() + "," + s.y() + "," + (s.attacker() ? 2 : 1));
        }
        cmd.add("DONE");
        send(cmd.toArray(new String[0]));
        String line = next();
        assertTrue(line.matches("\\d+,\\d+"), line);
        String[] xy = line.split(",");
        return new Point(Integer.parseInt(xy[0]), Integer.parseInt(xy[1]));
    }

    @Test
    void timeGuardOfASilentBlackRenjuBrainWithOnlyForbiddenCellsStillAnswers() throws Exception {
        startSilentBrain();
        send("START 6", "INFO rule 4", "INFO timeout_turn 300");
        assertEquals("OK", next());
        List<String> cmd = new ArrayList<>();
        cmd.add("BOARD");
        for (int y = 0; y < 6; y++) {
            for (int x = 0; x < 6; x++) {
                char c = ONLY_FORBIDDEN[y].charAt(x);
                if (c != '.') {
                    cmd.add(x + "," + y + "," + (c == 'B' ? 1 : 2));
                }
            }
        }
        cmd.add("DONE");
        send(cmd.toArray(new String[0]));
        String line = next();
        assertTrue(line.equals("3,0") || line.equals("3,5"), line);
    }

    @Test
    void timeGuardOfASilentBrainBlocksTheOpponentsFour() throws Exception {
        assertEquals(new Point(9, 7), answer(four(), Side.WHITE, "0"));
    }

    @Test
    void timeGuardOfASilentBlackRenjuBrainMeetsTheOpenThree() throws Exception {
        assertMeetsOpenThree(answer(openThree(), Side.BLACK, "4"), "black under renju");
    }
}
