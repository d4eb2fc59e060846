package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoardInputTest {

    @Test
    void badSizesNameTheSize() {
        for (int size : new int[] {4, 33, 0, -1}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Board.create(size, Rule.FREESTYLE));
            assertTrue(e.getMessage().contains("width " + size), e.getMessage());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Board.create(15, 40, Rule.RENJU));
        assertTrue(e.getMessage().contains("height 40"), e.getMessage());
        assertThrows(NullPointerException.class, () -> Board.create(15, null));
    }

    @Test
    void extremeSizesWork() {
        for (int[] s : new int[][] {{5, 5}, {32, 32}, {5, 32}, {32, 5}}) {
            Board b = Board.create(s[0], s[1], Rule.FREESTYLE);
            int corners = 0;
            for (int i = 0; i < b.capacity(); i++) {
                if (b.cell(i) == Board.EMPTY) {
                    corners++;
                    assertEquals(i, b.index(b.x(i), b.y(i)));
                }
            }
            assertEquals(s[0] * s[1], corners);
        }
    }

    @Test
    void occupiedAndOffBoardMovesLeaveTheBoardUnchanged() {
        Board b = Board.create(15, Rule.FREESTYLE);
        b.play(b.index(7, 7));
        b.play(b.index(8, 8));
        String before = b.toString();
        long hash = b.hash();

        IllegalMoveException occupied = assertThrows(IllegalMoveException.class, () -> b.play(b.index(7, 7)));
        assertTrue(occupied.getMessage().contains("7,7") && occupied.getMessage().contains("occupied"), occupied.getMessage());
        IllegalMoveException occupiedPlace = assertThrows(IllegalMoveException.class, () -> b.place(b.index(8, 8), Side.BLACK));
        assertTrue(occupiedPlace.getMessage().contains("8,8"), occupiedPlace.getMessage());

        IllegalMoveException off = assertThrows(IllegalMoveException.class, () -> b.index(15, 3));
        assertTrue(off.getMessage().contains("15,3") && off.getMessage().contains("off"), off.getMessage());
        assertThrows(IllegalMoveException.class, () -> b.index(-1, 0));
        for (int bad : new int[] {-1, 0, b.capacity(), b.capacity() + 100, b.index(14, 3) + 1}) {
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> b.play(bad));
            assertTrue(e.getMessage().contains(String.valueOf(bad)), e.getMessage());
        }

        assertEquals(before, b.toString());
        assertEquals(hash, b.hash());
        assertEquals(2, b.moveCount());
        assertEquals(Side.BLACK, b.sideToMove());
    }

    @Test
    void undoOnEmptyBoard() {
        Board b = Board.create(15, Rule.RENJU);
        IllegalStateException e = assertThrows(IllegalStateException.class, b::undo);
        assertTrue(e.getMessage().contains("empty"), e.getMessage());
        b.play(b.index(0, 0));
        b.undo();
        assertThrows(IllegalStateException.class, b::undo);
        assertEquals(-1, b.lastMove());
        assertEquals(0L, b.hash());
        assertThrows(IndexOutOfBoundsException.class, () -> b.moveAt(0));
    }
}
