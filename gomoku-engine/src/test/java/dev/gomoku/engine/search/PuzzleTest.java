package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.testkit.TestData;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The renju puzzles of renju-note/quintet (renju-puzzles/quintet.json of the test data). */
class PuzzleTest {
    /** Generous: the solver needs at most about 0.2 M nodes on the puzzles of quintet's test suite. */
    private static final long NODES = 3_000_000;
    /**
     * quintet's benchmark positions (ignored in its own test suite because they are slow): a node
     * budget each. The solver needs about 1.8 M (black), 0.3 M (white), 4.5 M (small_but_long, found
     * in the first stage, which gets a quarter of the budget) and 23.6 M (unstable, found after 13.6 M
     * in the second stage, which gets half of it).
     */
    private static final Map<String, Long> BENCH_NODES = Map.of(
            "quintet/bench_vct_black", 9_000_000L,
            "quintet/bench_vct_white", 4_000_000L,
            "quintet/bench_vct_small_but_long", 40_000_000L,
            "quintet/bench_vct_unstable", 40_000_000L);

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> puzzles() {
        return (List<Map<String, Object>>) MiniJson.parse(TestData.read("renju-puzzles/quintet.json"));
    }

    static Board board(Map<String, Object> puzzle) {
        int size = ((Long) puzzle.get("size")).intValue();
        Rule rule = "renju".equals(puzzle.get("rule")) ? Rule.RENJU : Rule.FREESTYLE;
        Board b = Board.create(size, rule);
        for (String side : List.of("black", "white")) {
            @SuppressWarnings("unchecked")
            List<String> stones = (List<String>) puzzle.get(side);
            for (String s : stones) {
                b.place(RenjuNotation.index(b, s), side.equals("black") ? Side.BLACK : Side.WHITE);
            }
        }
        return b;
    }

    @TestFactory
    @SuppressWarnings("unchecked")
    Stream<DynamicTest> everyCheck() {
        List<DynamicTest> tests = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Map<String, Object> p : puzzles()) {
            String id = (String) p.get("id");
            Map<String, Object> source = (Map<String, Object>) p.get("source");
            long budget = NODES;
            if (Boolean.TRUE.equals(source.get("ignored_benchmark"))) {
                // A benchmark added to the data later gets a test too, with the largest budget.
                budget = BENCH_NODES.getOrDefault(id, 40_000_000L);
            }
            long nodes = budget;
            for (Map<String, Object> check : (List<Map<String, Object>>) p.get("checks")) {
                int n = ((Long) check.get("max_attacker_moves")).intValue();
                int threes = ((Long) check.get("threat_limit")).intValue();
                Side attacker = "black".equals(check.get("attacker")) ? Side.BLACK : Side.WHITE;
                List<String> expected = (List<String>) check.get("expected_solution");
                String name = id + " N=" + n + " threat limit " + threes + (expected == null ? " (no win)" : "");
                if (!seen.add(name)) {
                    // The same question asked of another of quintet's solvers: one answer serves.
                    continue;
                }
                tests.add(DynamicTest.dynamicTest(name, () -> {
                    Board b = board(p);
                    long before = b.hash();
                    ThreatSolver.Outcome o = ThreatSolver.vct(b, attacker, n, threes, nodes);
                    assertEquals(before, b.hash(), "board left as found");
                    if (expected == null) {
                        assertTrue(o.proven(), "search must be exhaustive, nodes " + o.nodes());
                        assertFalse(o.wins(), () -> "claimed a win within " + n + ": " + names(b, o.line()));
                    } else {
                        assertTrue(o.wins(), "no win found within " + n + " (nodes " + o.nodes() + ")");
                        int[] line = o.line();
                        assertTrue((line.length + 1) / 2 <= n, "too many attacker moves: " + names(b, line));
                        assertReplaysToWin(b, attacker, line, names(b, line));
                    }
                }));
            }
            // The published solution itself must pass the replay check (validates the checker).
            List<Map<String, Object>> checks = (List<Map<String, Object>>) p.get("checks");
            List<String> sol = (List<String>) checks.get(0).get("expected_solution");
            if (sol != null && Boolean.TRUE.equals(checks.get(0).get("pv_complete"))) {
                Side attacker = "black".equals(checks.get(0).get("attacker")) ? Side.BLACK : Side.WHITE;
                tests.add(DynamicTest.dynamicTest(id + " published line replays", () -> {
                    Board b = board(p);
                    int[] line = sol.stream().mapToInt(s -> RenjuNotation.index(b, s)).toArray();
                    assertReplaysToWin(b, attacker, line, String.join(" ", sol));
                }));
            }
        }
        return tests.stream();
    }

    static String names(Board b, int[] line) {
        StringBuilder s = new StringBuilder();
        for (int m : line) {
            s.append(RenjuNotation.name(b, m)).append(' ');
        }
        return s.toString().trim();
    }

    /**
     * Plays the line (legal moves only; black never forbidden) and checks that the defender is lost:
     * whatever the defender does next, the attacker makes a five (or the defender's only block is
     * forbidden).
     */
    static void assertReplaysToWin(Board start, Side attacker, int[] line, String text) {
        Board b = start.copy();
        Side side = attacker;
        for (int m : line) {
            assertEquals(Board.EMPTY, b.cell(m), "occupied point in " + text);
            if (side == Side.BLACK && b.rule() == Rule.RENJU) {
                assertFalse(ForbiddenMoves.isForbidden(b, m), "forbidden black move " + RenjuNotation.name(b, m) + " in " + text);
            }
            b.place(m, side);
            assertEquals(null, b.winner(), "five before the end of " + text);
            side = side.opponent();
        }
        assertEquals(attacker.opponent(), side, "line must end with an attacker move: " + text);
        Side defender = side;
        List<Integer> fivePoints = new ArrayList<>();
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int c = b.index(x, y);
                if (b.cell(c) == Board.EMPTY) {
                    assertFalse(b.wouldWin(defender, c), "defender has a five at " + RenjuNotation.name(b, c) + " after " + text);
                    if (b.wouldWin(attacker, c)) {
                        fivePoints.add(c);
                    }
                }
            }
        }
        assertFalse(fivePoints.isEmpty(), "attacker has no five point after " + text);
        for (int block : fivePoints) {
            boolean blockIllegal = defender == Side.BLACK && b.rule() == Rule.RENJU && ForbiddenMoves.isForbidden(b, block);
            if (blockIllegal) {
                continue;
            }
            Board after = b.copy();
            after.place(block, defender);
            int win = -1;
            for (int c : fivePoints) {
                if (c != block) {
                    win = c;
                }
            }
            assertTrue(win >= 0, "the defender blocks the only five point " + RenjuNotation.name(b, block) + " after " + text);
            after.place(win, attacker);
            assertEquals(attacker, after.winner(), "attacker five does not win after " + text);
        }
    }
}
