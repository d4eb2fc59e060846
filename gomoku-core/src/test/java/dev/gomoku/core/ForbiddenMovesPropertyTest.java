package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.testkit.Property;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The fast {@link ForbiddenMoves} against the test-side {@link RenjuReference} on random positions. */
class ForbiddenMovesPropertyTest {

    @TestFactory
    Stream<DynamicTest> agreesWithReferenceOnRandomPositions() {
        return Property.check("fast forbidden-move check == reference", 1500, rnd -> {
            int[][] grid = RenjuPositions.random(rnd);
            Board board = RenjuPositions.board(grid);
            RenjuPositions.Snapshot before = RenjuPositions.Snapshot.of(board);
            RenjuReference ref = new RenjuReference(grid);
            List<Point> expected = new ArrayList<>();
            for (int y = 0; y < grid.length; y++) {
                for (int x = 0; x < grid.length; x++) {
                    if (grid[y][x] != RenjuReference.EMPTY) {
                        continue;
                    }
                    Forbidden want = ref.check(x, y);
                    Forbidden got = ForbiddenMoves.check(board, board.index(x, y));
                    Point p = new Point(x, y);
                    assertEquals(want, got, () -> "at " + RenjuData.notation(p, grid.length) + " in\n" + board);
                    assertEquals(before, RenjuPositions.Snapshot.of(board), "board changed");
                    if (want != Forbidden.NONE) {
                        expected.add(new Point(x, y));
                    }
                }
            }
            assertEquals(expected, ForbiddenMoves.all(board));
            assertEquals(before, RenjuPositions.Snapshot.of(board), "board changed by all()");
        });
    }

    /**
     * The random positions must exercise what the property is about: every kind, and completing points
     * whose legality is decided several levels of recursion deep.
     */
    @Test
    void randomPositionsCoverTheHardCases() {
        SplittableRandom rnd = new SplittableRandom(0xC0FFEE);
        Map<Forbidden, Integer> kinds = new EnumMap<>(Forbidden.class);
        int deepest = 0;
        for (int i = 0; i < 300; i++) {
            int[][] grid = RenjuPositions.random(rnd);
            RenjuReference ref = new RenjuReference(grid);
            for (int y = 0; y < grid.length; y++) {
                for (int x = 0; x < grid.length; x++) {
                    if (grid[y][x] == RenjuReference.EMPTY) {
                        kinds.merge(ref.check(x, y), 1, Integer::sum);
                    }
                }
            }
            deepest = Math.max(deepest, ref.maxDepth());
        }
        for (Forbidden f : Forbidden.values()) {
            assertTrue(kinds.getOrDefault(f, 0) >= 10, f + " seen only " + kinds.get(f) + " times: " + kinds);
        }
        assertTrue(deepest >= 3, "deepest recursion " + deepest);
    }
}
