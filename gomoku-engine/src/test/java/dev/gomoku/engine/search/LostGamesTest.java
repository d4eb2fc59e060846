package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
        for (String line : Positions.dataLines(LostGamesTest.class, "rapfi-wins.txt")) {
            String[] f = line.split("\\|");
            Rule rule = Rule.valueOf(f[0].trim().toUpperCase(Locale.ROOT));
            Board b = Positions.played(rule, f[1]);
            out.add(new Case(rule, b, f[2].trim(), Positions.cell(b, f[3])));
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

    static final String EXPECTED = "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 17 18 19 23 24 25 26 29 31 34 37";
}
