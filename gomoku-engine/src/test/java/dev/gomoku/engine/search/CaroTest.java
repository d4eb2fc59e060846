package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import org.junit.jupiter.api.Test;

/**
 * The search and the threat solver take a caro win as the Gomocup referee does (GomocupJudge
 * {@code c11ec6a}, {@code client/ai_match.py}, {@code make_move}): under rule 8 a row of six or more
 * wins even with opponent stones just beyond both ends; under rule 9 (exactly five) it never does.
 */
class CaroTest {
    private static final String E = "...............";

    /**
     * A 15x15 board: the given row 7 and rows 8.. below it, and as many white stones in the corners as
     * give {@code toMove} the move.
     */
    private static Board board(Rule rule, Side toMove, String row7, String... below) {
        String[] rows = new String[15];
        java.util.Arrays.fill(rows, E);
        rows[7] = row7;
        System.arraycopy(below, 0, rows, 8, below.length);
        Board b = Positions.parse(rule, rows);
        int[][] corners = {{0, 0}, {14, 0}, {0, 14}, {14, 14}};
        int whites = b.stoneCount(Side.BLACK) - (toMove == Side.BLACK ? 0 : 1);
        for (int i = 0; b.stoneCount(Side.WHITE) < whites; i++) {
            b.place(b.index(corners[i][0], corners[i][1]), Side.WHITE);
        }
        assertEquals(toMove, b.sideToMove());
        return b;
    }

    private static SearchResult search(Board b, int depth) {
        return Engine.create().search(b, SearchLimits.depth(depth), SearchListener.NONE);
    }

    /** o xxx . xx o: the gap makes a six between two white stones. */
    private static final String BLOCKED_SIX = "...oxxx.xxo....";

    @Test
    void aBlockedOverlineIsAnImmediateWinInCaro() {
        Board b = board(Rule.CARO, Side.BLACK, BLOCKED_SIX);
        int gap = b.index(7, 7);
        SearchResult r = search(b, 2);
        assertEquals(gap, r.bestMove());
        assertTrue(r.score() >= Score.WIN_THRESHOLD, "scored as won: " + r.score());
        ThreatSolver.Outcome vcf = ThreatSolver.vcf(b, Side.BLACK, 1, 10_000);
        assertTrue(vcf.wins());
        assertEquals(gap, (int) vcf.firstMove().orElseThrow());
    }

    @Test
    void whiteMustBlockTheGapInCaro() {
        Board b = board(Rule.CARO, Side.WHITE, BLOCKED_SIX);
        SearchResult r = search(b, 3);
        assertEquals(b.index(7, 7), r.bestMove());
        assertTrue(r.score() > -Score.WIN_THRESHOLD, "the block holds: " + r.score());
    }

    @Test
    void theSameGapIsNoWinInCaroWithExactlyFive() {
        Board b = board(Rule.CARO_EXACT, Side.BLACK, BLOCKED_SIX);
        SearchResult r = search(b, 2);
        assertTrue(r.score() < Score.WIN_THRESHOLD, "not a win: " + r.score());
        ThreatSolver.Outcome vcf = ThreatSolver.vcf(b, Side.BLACK, 10, 100_000);
        assertFalse(vcf.wins());
        assertTrue(vcf.proven());
    }

    /**
     * h8 makes two fours in caro: down the h file (completed at h7) and along row 8, where i8 would make
     * a six between white d8 and k8. With exactly five only the file's four is left, which one block
     * answers.
     */
    @Test
    void aDoubleFourWhoseOneFourEndsInABlockedOverline() {
        String row7 = "...oxxx..xo....";
        String[] below = {".......x.......", ".......x.......", ".......x.......", ".......o......."};
        Board caro = board(Rule.CARO, Side.BLACK, row7, below);
        ThreatSolver.Outcome vcf = ThreatSolver.vcf(caro, Side.BLACK, 10, 100_000);
        assertTrue(vcf.wins());
        int[] line = vcf.line();
        assertEquals(1, line.length, "h8 and white is lost");
        assertEquals(caro.index(7, 7), line[0]);
        Board after = caro.copy();
        after.play(line[0]);
        assertTrue(after.wouldWin(Side.BLACK, after.index(7, 6)), "h7 completes the file");
        assertTrue(after.wouldWin(Side.BLACK, after.index(8, 7)), "i8 completes the blocked six");
        SearchResult r = search(caro, 3);
        assertEquals(caro.index(7, 7), r.bestMove());
        assertTrue(r.score() >= Score.WIN_THRESHOLD, "scored as won: " + r.score());

        ThreatSolver.Outcome exact = ThreatSolver.vcf(board(Rule.CARO_EXACT, Side.BLACK, row7, below), Side.BLACK, 10, 100_000);
        assertFalse(exact.wins());
        assertTrue(exact.proven());
    }
}
