package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** {@link ForbiddenMoves} against the published positions of {@code renju-forbidden} test data. */
class ForbiddenMovesTest {

    @TestFactory
    Stream<DynamicTest> matchesDataInAllSymmetries() {
        return RenjuData.forbiddenCases().stream().flatMap(c -> Stream.iterate(0, s -> s + 1).limit(RenjuSymmetry.COUNT)
                .map(c::transformed)
                .map(t -> DynamicTest.dynamicTest(t.id(), () -> {
                    Board board = RenjuPositions.board(t);
                    RenjuPositions.Snapshot before = RenjuPositions.Snapshot.of(board);
                    RenjuExpectations.verify(t, p -> {
                        Forbidden f = ForbiddenMoves.check(board, board.index(p.x(), p.y()));
                        assertEquals(before, RenjuPositions.Snapshot.of(board), "board changed by check at " + p);
                        return f;
                    });
                    if (t.complete()) {
                        List<Point> expected = new ArrayList<>(t.expected().keySet());
                        expected.sort(java.util.Comparator.comparingInt(Point::y).thenComparingInt(Point::x));
                        assertEquals(expected, ForbiddenMoves.all(board), t + ": all()");
                        assertEquals(before, RenjuPositions.Snapshot.of(board), "board changed by all()");
                    }
                })));
    }

    @Test
    void specExamples() {
        assertEquals(Forbidden.OVERLINE, check("h8", "e8", "f8", "g8", "i8", "j8"));
        assertEquals(Forbidden.NONE, check("h8", "e8", "f8", "g8", "j8", "k8"));
        assertEquals(Forbidden.DOUBLE_FOUR, check("h8", "e8", "g8", "i8", "k8"));
        // five plus overline elsewhere: the five wins
        assertEquals(Forbidden.NONE, check("h8", "d8", "e8", "f8", "g8", "h9", "h10", "h11", "h12", "h6", "h7"));
        // five plus double-four elsewhere
        assertEquals(Forbidden.NONE, check("h8", "d8", "e8", "f8", "g8", "h9", "h10", "h11", "i9", "j10", "k11"));
        // four-three is legal
        assertEquals(Forbidden.NONE, check("h8", "e8", "f8", "g8", "h9", "h10"));
        // three-three is not
        assertEquals(Forbidden.DOUBLE_THREE, check("h8", "f8", "g8", "h9", "h10"));
    }

    @Test
    void allIntoMatchesAllAndPointQueries() {
        Board board = RenjuPositions.board(RenjuData.forbiddenCases().stream()
                .filter(c -> c.expected().size() > 3).findFirst().orElseThrow());
        int[] out = new int[board.width() * board.height()];
        int n = ForbiddenMoves.allInto(board, out);
        List<Point> all = ForbiddenMoves.all(board);
        assertTrue(n > 3);
        assertEquals(all.size(), n);
        for (int i = 0; i < n; i++) {
            assertEquals(all.get(i), new Point(board.x(out[i]), board.y(out[i])));
            assertTrue(ForbiddenMoves.isForbidden(board, out[i]));
        }
        assertThrows(IllegalArgumentException.class, () -> ForbiddenMoves.allInto(board, new int[10]));
    }

    @Test
    void otherRulesForbidNothing() {
        for (Rule rule : Rule.values()) {
            if (rule == Rule.RENJU) {
                continue;
            }
            Board b = Board.create(15, rule);
            for (String s : new String[] {"e8", "g8", "i8", "k8"}) {
                Point p = RenjuData.point(s, 15);
                b.place(b.index(p.x(), p.y()), Side.BLACK);
            }
            Point h8 = RenjuData.point("h8", 15);
            assertEquals(Forbidden.NONE, ForbiddenMoves.check(b, b.index(h8.x(), h8.y())), rule.name());
            assertEquals(List.of(), ForbiddenMoves.all(b), rule.name());
        }
    }

    @Test
    void badIndicesAreRejected() {
        Board b = Board.create(15, Rule.RENJU);
        int h8 = b.index(7, 7);
        b.place(h8, Side.BLACK);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ForbiddenMoves.check(b, h8));
        assertTrue(e.getMessage().contains("7,7"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ForbiddenMoves.check(b, -1));
        assertThrows(IllegalArgumentException.class, () -> ForbiddenMoves.check(b, b.capacity()));
        assertThrows(IllegalArgumentException.class, () -> ForbiddenMoves.isForbidden(b, b.index(0, 0) - 1));
        assertFalse(ForbiddenMoves.isForbidden(b, b.index(8, 8)));
    }

    @Test
    void worksOnRectangularAndSmallBoards() {
        Board b = Board.create(9, 6, Rule.RENJU);
        // X.X?X.X along the bottom row of a 9-wide board: x = 1, 3, 5, 7 black, 4 is a double four
        for (int x : new int[] {1, 3, 5, 7}) {
            b.place(b.index(x, 5), Side.BLACK);
        }
        assertEquals(Forbidden.DOUBLE_FOUR, ForbiddenMoves.check(b, b.index(4, 5)));
        assertEquals(List.of(new Point(4, 5)), ForbiddenMoves.all(b));
    }

    private static Forbidden check(String at, String... black) {
        Board b = Board.create(15, Rule.RENJU);
        for (String s : black) {
            Point p = RenjuData.point(s, 15);
            b.place(b.index(p.x(), p.y()), Side.BLACK);
        }
        Point p = RenjuData.point(at, 15);
        return ForbiddenMoves.check(b, b.index(p.x(), p.y()));
    }
}
