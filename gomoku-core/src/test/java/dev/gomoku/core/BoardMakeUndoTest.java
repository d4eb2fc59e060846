package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.gomoku.testkit.Property;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class BoardMakeUndoTest {

    /** Plays {@code n} random moves with {@link Board#play(int)}. */
    private static void playRandom(Board board, SplittableRandom rnd, int n) {
        for (int m = 0; m < n && !board.isFull(); m++) {
            int i;
            do {
                i = board.index(rnd.nextInt(board.width()), rnd.nextInt(board.height()));
            } while (!board.isEmpty(i));
            board.play(i);
        }
    }

    /** Same position and same history. */
    private static void assertSame(Board expected, Board actual) {
        assertEquals(expected.moveCount(), actual.moveCount(), "moveCount");
        assertEquals(expected.lastMove(), actual.lastMove(), "lastMove");
        assertSamePosition(expected, actual);
    }

    /** Same stones, same hash, same pattern on every empty cell for both sides. */
    private static void assertSamePosition(Board expected, Board actual) {
        assertEquals(expected.toString(), actual.toString());
        assertEquals(expected.hash(), actual.hash(), "hash");
        assertEquals(expected.sideToMove(), actual.sideToMove(), "sideToMove");
        for (Side s : Side.values()) {
            assertEquals(expected.stoneCount(s), actual.stoneCount(s), "stoneCount");
        }
        for (int i = 0; i < expected.capacity(); i++) {
            assertEquals(expected.cell(i), actual.cell(i));
            if (expected.cell(i) != Board.EMPTY) {
                continue;
            }
            for (Side s : Side.values()) {
                for (int d = 0; d < Board.DIRECTIONS; d++) {
                    int index = i;
                    int dir = d;
                    assertEquals(expected.pattern(s, i, d), actual.pattern(s, i, d),
                            () -> s + " at " + expected.x(index) + "," + expected.y(index) + " dir " + dir);
                }
            }
        }
    }

    /** A fresh board with the stones of {@code board} placed in its history order. */
    private static Board rebuild(Board board) {
        Board fresh = Board.create(board.width(), board.height(), board.rule());
        for (int p = 0; p < board.moveCount(); p++) {
            fresh.place(board.moveAt(p), board.sideAt(p));
        }
        return fresh;
    }

    @TestFactory
    Stream<DynamicTest> undoRestoresEverything() {
        return Property.check("make/undo restores stones, patterns and hash", 150, rnd -> {
            Board board = RandomPositions.emptyBoard(rnd, RandomPositions.rule(rnd));
            int cells = board.width() * board.height();
            playRandom(board, rnd, rnd.nextInt(cells + 1));
            int back = rnd.nextInt(board.moveCount() + 1);
            for (int k = 0; k < back; k++) {
                board.undo();
            }
            assertSame(rebuild(board), board);
            // and the copy is independent
            Board copy = board.copy();
            playRandom(board, rnd, 3);
            assertSame(rebuild(copy), copy);
            // clear is a fresh board
            board.clear();
            assertSame(Board.create(board.width(), board.height(), board.rule()), board);
        });
    }

    @TestFactory
    Stream<DynamicTest> hashIgnoresMoveOrder() {
        return Property.check("equal positions, equal hashes", 150, rnd -> {
            Board board = RandomPositions.emptyBoard(rnd, Rule.FREESTYLE);
            playRandom(board, rnd, rnd.nextInt(2, board.width() * board.height() / 2));
            int n = board.moveCount();
            int[] order = new int[n];
            for (int p = 0; p < n; p++) {
                order[p] = p;
            }
            for (int p = n - 1; p > 0; p--) {
                int q = rnd.nextInt(p + 1);
                int t = order[p];
                order[p] = order[q];
                order[q] = t;
            }
            Board shuffled = Board.create(board.width(), board.height(), board.rule());
            for (int p : order) {
                shuffled.place(board.moveAt(p), board.sideAt(p));
            }
            assertSamePosition(rebuild(board), shuffled);
            // a different colour of one stone is a different position
            Board recoloured = Board.create(board.width(), board.height(), board.rule());
            for (int p = 0; p < n; p++) {
                recoloured.place(board.moveAt(p), p == 0 ? board.sideAt(p).opponent() : board.sideAt(p));
            }
            assertNotEquals(board.hash(), recoloured.hash());
        });
    }
}
