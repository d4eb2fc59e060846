package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The test-side reference referee, the data loader and the symmetries, checked on their own. */
class RenjuReferenceTest {

    @TestFactory
    Stream<DynamicTest> referenceMatchesDataInAllSymmetries() {
        return RenjuData.forbiddenCases().stream().flatMap(c -> Stream.iterate(0, s -> s + 1).limit(RenjuSymmetry.COUNT)
                .map(c::transformed)
                .map(t -> DynamicTest.dynamicTest(t.id(), () -> {
                    RenjuReference ref = new RenjuReference(t.grid());
                    RenjuExpectations.verify(t, p -> ref.check(p.x(), p.y()));
                })));
    }

    @Test
    void dataFilesAreAllRead() {
        List<RenjuData.Case> cases = RenjuData.forbiddenCases();
        // 21 quintet + 22 realcore positions (test data README.md)
        assertEquals(43, cases.size());
        assertTrue(cases.stream().anyMatch(c -> c.expected().containsValue(Forbidden.DOUBLE_THREE)));
    }

    @Test
    void renjuNotation() {
        assertEquals(new Point(7, 7), RenjuData.point("h8", 15));
        assertEquals(new Point(0, 0), RenjuData.point("a15", 15));
        assertEquals(new Point(14, 14), RenjuData.point("o1", 15));
        assertEquals(new Point(4, 7), RenjuData.point("e8", 15));
        assertEquals("h8", RenjuData.notation(new Point(7, 7), 15));
        assertEquals("a15", RenjuData.notation(new Point(0, 0), 15));
        assertThrows(IllegalArgumentException.class, () -> RenjuData.point("p1", 15));
        assertThrows(IllegalArgumentException.class, () -> RenjuData.point("a16", 15));
        assertThrows(IllegalArgumentException.class, () -> RenjuData.point("a0", 15));
        assertThrows(IllegalArgumentException.class, () -> RenjuData.point("h", 15));
        assertThrows(IllegalArgumentException.class, () -> RenjuData.point("hx", 15));
    }

    @Test
    void eightDistinctSymmetriesPreserveLines() {
        Point a = new Point(1, 3);
        Set<Point> images = new HashSet<>();
        for (int s = 0; s < RenjuSymmetry.COUNT; s++) {
            images.add(RenjuSymmetry.apply(s, a, 15));
            // neighbours stay neighbours: a symmetry maps lines to lines
            Point b = RenjuSymmetry.apply(s, new Point(2, 4), 15);
            Point c = RenjuSymmetry.apply(s, new Point(3, 5), 15);
            Point ia = RenjuSymmetry.apply(s, a, 15);
            assertEquals(b.x() - ia.x(), c.x() - b.x());
            assertEquals(b.y() - ia.y(), c.y() - b.y());
        }
        assertEquals(8, images.size());
        assertEquals(new Point(7, 7), RenjuSymmetry.apply(5, new Point(7, 7), 15));
    }

    @Test
    void spellsOutTheSpecExamples() {
        // renju.md: black e8 f8 g8 . i8 j8 makes h8 an overline; e8 f8 g8 . . j8 k8 leaves h8 legal
        assertEquals(Forbidden.OVERLINE, verdict("h8", "e8", "f8", "g8", "i8", "j8"));
        assertEquals(Forbidden.NONE, verdict("h8", "e8", "f8", "g8", "j8", "k8"));
        // X.X?X.X: two fours on one line
        assertEquals(Forbidden.DOUBLE_FOUR, verdict("h8", "e8", "g8", "i8", "k8"));
    }

    private static Forbidden verdict(String at, String... black) {
        int[][] g = new int[15][15];
        for (String b : black) {
            Point p = RenjuData.point(b, 15);
            g[p.y()][p.x()] = RenjuReference.BLACK;
        }
        Point p = RenjuData.point(at, 15);
        return new RenjuReference(g).check(p.x(), p.y());
    }
}
