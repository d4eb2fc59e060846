package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import org.junit.jupiter.api.Test;

/**
 * Tactics with exact answers: "no defence: lost" detection. (Forced defences of open threes are in
 * {@link SearchTest}, VCF/VCT wins in {@link PuzzleTest}, Rapfi-proven wins in {@link LostGamesTest}.)
 */
class TacticsTest {
    private static final String E = "...............";

    /** A 15x15 board with the given rows from row 5 down, then extra stones as x,y,side triples. */
    private static Board board(Rule rule, String[] middle, int... extra) {
        String[] rows = new String[15];
        for (int i = 0; i < 15; i++) {
            rows[i] = E;
        }
        System.arraycopy(middle, 0, rows, 5, middle.length);
        Board b = Positions.parse(rule, rows);
        for (int i = 0; i < extra.length; i += 3) {
            b.place(b.index(extra[i], extra[i + 1]), extra[i + 2] == 1 ? Side.BLACK : Side.WHITE);
        }
        return b;
    }

    private static SearchResult search(Board b, int depth) {
        return Engine.create().search(b, SearchLimits.depth(depth), SearchListener.NONE);
    }

    @Test
    void twoOpenThreesOnSeparateLinesAreLost() {
        // White has open threes on row 5 and on column m (12); black has no four, no three.
        Board b = board(Rule.FREESTYLE, new String[] {
            "....ooo........",
            "...............",
            "............o..",
            "............o..",
            "............o..",
        }, 0, 0, 1, 14, 0, 1, 0, 14, 1, 14, 14, 1, 7, 13, 1, 3, 12, 1);
        assertEquals(Side.BLACK, b.sideToMove());
        assertFalse(ThreatSolver.vcf(b, Side.BLACK, 20, 100_000).wins(), "black has no counter-attack");
        SearchResult r = search(b, 6);
        assertTrue(r.score() <= -Score.WIN_THRESHOLD, "scored as lost: " + r.score());
    }

    @Test
    void anOpenFourIsLost() {
        Board b = board(Rule.RENJU, new String[] {
            "....oooo.......",
            "...............",
            "...x...........",
        }, 0, 0, 1, 14, 14, 1, 0, 14, 1);
        assertEquals(Side.BLACK, b.sideToMove());
        SearchResult r = search(b, 4);
        assertTrue(r.score() <= -Score.WIN_THRESHOLD, "scored as lost: " + r.score());
    }

    @Test
    void twoFourThreesAreLostAtDepthOneInEveryRule() {
        // Black has a four-three point at h6 (four on row 5, open three up column h) and another at m13;
        // white, to move, has nothing. Either way white loses: the quiescence search below the one ply
        // must play black's four-three, the block, and see black's open four, which in renju is a win
        // only once it is known not to be forbidden.
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.RENJU}) {
            Board b = board(rule, new String[] {
                "...oxxx........",
                ".......x.......",
                ".......x.......",
                "...............",
                "...............",
                "............x..",
                "............x..",
                "........oxxx...",
            }, 0, 0, 2, 14, 0, 2, 0, 14, 2, 14, 14, 2, 0, 7, 2, 14, 7, 2, 7, 14, 2);
            assertEquals(Side.WHITE, b.sideToMove(), rule.toString());
            SearchResult r = search(b, 1);
            assertTrue(r.score() <= -Score.WIN_THRESHOLD, rule + ": scored as lost: " + r.score());
        }
    }
}
