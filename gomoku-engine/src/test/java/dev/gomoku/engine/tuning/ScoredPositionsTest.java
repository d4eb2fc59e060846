package dev.gomoku.engine.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.record.RecordFormatException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScoredPositionsTest {
    @Test
    void readsScoresAndMovesSkippingCommentsAndBlankLines() throws RecordFormatException {
        List<LabeledPosition> ps = ScoredPositions.read("# scored by a stronger search\n\n0.75 7,7 8,8\r\n0 7,7 8,8 9,9\n",
                15, Rule.RENJU);
        assertEquals(2, ps.size());
        Board b = ps.get(0).board();
        assertEquals(0.75, ps.get(0).result());
        assertEquals(Rule.RENJU, b.rule());
        assertEquals(Side.BLACK, b.sideToMove());
        assertEquals(Board.BLACK, b.cell(b.index(7, 7)));
        assertEquals(Board.WHITE, b.cell(b.index(8, 8)));
        assertEquals(0.0, ps.get(1).result());
        assertEquals(Side.WHITE, ps.get(1).board().sideToMove());
        assertEquals(3, ps.get(1).board().moveCount());
    }

    @Test
    void aBadLineIsAnErrorNamingItsNumber() {
        String[] bad = {"1.5 7,7", "half 7,7", "0.5 7,7 7,7", "0.5 7;7", "0.5 15,0", "NaN 7,7"};
        String[] problem = {"score", "score", "move 2", "move 1", "move 1", "score"};
        for (int i = 0; i < bad.length; i++) {
            String text = "0.5 7,7\n" + bad[i] + "\n";
            RecordFormatException e = assertThrows(RecordFormatException.class,
                    () -> ScoredPositions.read(text, 15, Rule.FREESTYLE), bad[i]);
            assertEquals(2, e.lineNumber(), bad[i]);
            assertTrue(e.problem().contains(problem[i]), bad[i] + ": " + e.problem());
        }
    }
}
