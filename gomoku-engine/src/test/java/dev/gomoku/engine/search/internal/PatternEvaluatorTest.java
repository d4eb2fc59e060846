package dev.gomoku.engine.search.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Position;
import org.junit.jupiter.api.Test;

class PatternEvaluatorTest {
    /** White to move: its evaluation without the side-to-move bonuses, which need the opponent to have no four. */
    private static int base(SearchBoard p) {
        return p.patternScore(Board.WHITE) - p.waitingPatternScore(Board.BLACK);
    }

    @Test
    void anOpenThreeIsFacedOnlyWhereBlackMayMakeTheOpenFour() {
        PatternWeights w = PatternWeights.of(Rule.RENJU);
        int facing = w.get(PatternWeights.FACING_THREE + 1);
        int tempo = w.get(PatternWeights.TEMPO + 1) / 2;

        // Black's open three on row 7: white must answer it.
        Board open = Board.create(15, Rule.RENJU);
        for (int x = 5; x <= 7; x++) {
            open.place(open.index(x, 7), Side.BLACK);
        }
        open.place(open.index(7, 9), Side.WHITE);
        open.place(open.index(9, 9), Side.WHITE);
        SearchBoard p = new SearchBoard(open, Board.WHITE);
        assertTrue(ThreatMoveGenerator.canMakeOpenFour(p, Side.BLACK));
        assertEquals((base(p) + facing) / 2 + tempo, PatternEvaluator.INSTANCE.evaluate(p));

        // Black's only cell of that level is a double four, forbidden: nothing to face.
        SearchBoard q = new SearchBoard(SearchBoardTest.doubleFourPoint(Rule.RENJU), Board.WHITE);
        assertTrue(q.levelCount(Board.BLACK, Position.LEVEL_WIN_FOUR) > 0);
        assertFalse(ThreatMoveGenerator.canMakeOpenFour(q, Side.BLACK));
        assertEquals(base(q) / 2 + tempo, PatternEvaluator.INSTANCE.evaluate(q));
    }
}
