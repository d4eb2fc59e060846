package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Positions from games the search lost to Rapfi (classical, 1 s per move): the earliest position of
 * each lost game where Rapfi, to move, announced a forced win. Rapfi's verdict is the exact answer;
 * the test pins which of them the default search also proves won within a fixed node budget (one
 * thread), with the node counts, so progress on the gap is measured and never lost by accident.
 */
class LostGamesTest {
    static final long NODES = 1_000_000;

    record Case(Rule rule, Board board, String rapfiEval, int rapfiMove) {
    }

    static List<Case> cases() {
        List<Case> out = new ArrayList<>();
        try (var in = LostGamesTest.class.getResourceAsStream("rapfi-wins.txt");
                var r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\|");
                Rule rule = Rule.valueOf(f[0].trim().toUpperCase(java.util.Locale.ROOT));
                Board b = Board.create(15, rule);
                for (String xy : f[1].trim().split(" ")) {
                    String[] p = xy.split(",");
                    b.play(b.index(Integer.parseInt(p[0]), Integer.parseInt(p[1])));
                }
                String[] m = f[3].trim().split(",");
                out.add(new Case(rule, b, f[2].trim(), b.index(Integer.parseInt(m[0]), Integer.parseInt(m[1]))));
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    @Test
    void provenWinsAreAsRecorded() {
        StringBuilder found = new StringBuilder();
        StringBuilder lines = new StringBuilder();
        List<Case> cs = cases();
        for (int i = 0; i < cs.size(); i++) {
            Case c = cs.get(i);
            SearchResult r = Engine.create().search(c.board(), SearchLimits.nodes(NODES), SearchListener.NONE);
            boolean won = r.score() >= Score.WIN_THRESHOLD;
            if (won) {
                found.append(found.length() == 0 ? "" : " ").append(i);
            }
            lines.append(String.format("%n%2d %-9s %2d stones, Rapfi %s %s: ours %s score %d depth %d nodes %d%s",
                    i, c.rule(), c.board().moveCount(), c.rapfiEval(), RenjuNotation.name(c.board(), c.rapfiMove()),
                    RenjuNotation.name(c.board(), r.bestMove()), r.score(), r.depth(), r.nodes(), won ? " WIN" : ""));
        }
        assertEquals(EXPECTED, found.toString(), "proven wins (indices); per position:" + lines);
    }

    static final String EXPECTED = "0 1 3 4 6 7 8 9 10 12 13 14";
}
