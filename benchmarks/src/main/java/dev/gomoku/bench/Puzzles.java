package dev.gomoku.bench;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.testkit.TestData;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The renju puzzles of {@code renju-puzzles/quintet.json} in the test data (gomoku-core's test jar,
 * {@link TestData}), read with a few patterns so that the benchmarks need no JSON library: per
 * puzzle the stones and the first check that has a solution.
 */
final class Puzzles {
    /**
     * One puzzle.
     *
     * @param id the puzzle's id, e.g. {@code quintet/bench_vct_unstable}
     * @param board the position
     * @param attacker the side that wins
     * @param maxMoves the attacker-move limit of the check
     * @param threatLimit the check's threat limit (0 for a VCF)
     * @param benchmark whether quintet keeps it out of its test suite as slow
     */
    record Puzzle(String id, Board board, Side attacker, int maxMoves, int threatLimit, boolean benchmark) {
    }

    private Puzzles() {
    }

    /** Every puzzle with a solvable check, in file order. */
    static List<Puzzle> load() {
        List<Puzzle> out = new ArrayList<>();
        String text = TestData.read("renju-puzzles/quintet.json");
        for (String obj : text.split("\"id\": ")) {
            Matcher id = Pattern.compile("^\"([^\"]+)\"").matcher(obj);
            Matcher black = Pattern.compile("\"black\": \\[([^\\]]*)\\]").matcher(obj);
            Matcher white = Pattern.compile("\"white\": \\[([^\\]]*)\\]").matcher(obj);
            Matcher check = Pattern.compile("\"max_attacker_moves\": (\\d+),\\s*\"threat_limit\": (\\d+),\\s*"
                    + "\"attacker\": \"(\\w+)\",\\s*\"expected_solution\": \\[").matcher(obj);
            if (!id.find() || !black.find() || !white.find() || !check.find()) {
                continue;
            }
            Board b = Board.create(15, Rule.RENJU);
            place(b, black.group(1), Side.BLACK);
            place(b, white.group(1), Side.WHITE);
            Side attacker = "black".equals(check.group(3)) ? Side.BLACK : Side.WHITE;
            int n = Integer.parseInt(check.group(1));
            int t = obj.contains("\"VCF\"") ? 0 : Integer.parseInt(check.group(2));
            out.add(new Puzzle(id.group(1), b, attacker, n, t, obj.contains("\"ignored_benchmark\": true")));
        }
        return out;
    }

    private static void place(Board b, String list, Side side) {
        Matcher m = Pattern.compile("\"([a-o])(\\d+)\"").matcher(list);
        while (m.find()) {
            b.place(b.index(m.group(1).charAt(0) - 'a', 15 - Integer.parseInt(m.group(2))), side);
        }
    }
}
