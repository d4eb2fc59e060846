package dev.gomoku.examples.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Forbidden;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The probes' positions are what the checks say they are. */
class PositionsTest {
    @Test
    void eachRenjuTrapHasItsForbiddenPointAndBlackToMove() {
        List<Board> traps = Positions.renjuTraps();
        List<Forbidden> kinds = List.of(Forbidden.DOUBLE_FOUR, Forbidden.DOUBLE_THREE, Forbidden.OVERLINE);
        List<Point> points = List.of(new Point(7, 7), new Point(7, 7), new Point(6, 7));
        for (int i = 0; i < traps.size(); i++) {
            Board b = traps.get(i);
            assertEquals(Side.BLACK, b.sideToMove());
            assertEquals(List.of(points.get(i)), ForbiddenMoves.all(b), "trap " + i);
            Point p = points.get(i);
            assertEquals(kinds.get(i), ForbiddenMoves.check(b, b.index(p.x(), p.y())), "trap " + i);
            assertNull(b.winner(), "trap " + i);
        }
    }

    @Test
    void theCrowdedBoardHasNoFiveAndBlackToMove() {
        Board b = Positions.crowded(20, 240, 68);
        assertEquals(240, b.moveCount());
        assertEquals(Side.BLACK, b.sideToMove());
        assertNull(b.winner());
    }

    @Test
    void theSparringPartnerTakesAFiveAndBlocksOne() {
        Board win = Board.create(15, Rule.FREESTYLE);
        Board block = Board.create(15, Rule.FREESTYLE);
        int[][] far = {{0, 14}, {14, 14}, {14, 0}, {0, 0}};
        for (int x = 3; x < 7; x++) {
            win.place(win.index(x, 5), Side.BLACK);
            win.place(win.index(x, 9), Side.WHITE);
            block.place(block.index(x, 5), Side.BLACK);
        }
        for (int i = 0; i < 3; i++) {
            block.place(block.index(far[i][0], far[i][1]), Side.WHITE);
        }
        Set<Point> ends = Set.of(new Point(2, 5), new Point(7, 5));
        for (long seed = 0; seed < 5; seed++) {
            assertTrue(ends.contains(Sparring.choose(win, new Random(seed))), "black wins at once");
            assertTrue(ends.contains(Sparring.choose(block, new Random(seed))), "white blocks the four");
        }
    }
}
