package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.testkit.Property;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class BoardWinTest {

    @TestFactory
    Stream<DynamicTest> winsAgreeWithReference() {
        return Arrays.stream(Rule.values()).flatMap(rule -> Property.check("wins under " + rule, 300, rnd -> {
            Board board = RandomPositions.position(rnd, rule);
            BoardReference ref = BoardReference.of(board);
            for (int y = 0; y < board.height(); y++) {
                for (int x = 0; x < board.width(); x++) {
                    int i = board.index(x, y);
                    int px = x;
                    int py = y;
                    if (board.isEmpty(i)) {
                        for (Side side : Side.values()) {
                            assertEquals(ref.wouldWin(side.code(), x, y), board.wouldWin(side, i),
                                    () -> "wouldWin " + side + " at " + px + "," + py + "\n" + board);
                        }
                    } else {
                        assertEquals(ref.isWin(x, y), board.isWin(i), () -> "isWin at " + px + "," + py + "\n" + board);
                    }
                }
            }
            assertEquals(ref.winner(), board.winner(), () -> "winner\n" + board);
        }));
    }

    private static Board parse(Rule rule, String... rows) {
        Board board = Board.create(rows[0].length(), rows.length, rule);
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                char c = rows[y].charAt(x);
                if (c == 'X' || c == 'O') {
                    board.place(board.index(x, y), c == 'X' ? Side.BLACK : Side.WHITE);
                }
            }
        }
        return board;
    }

    @Test
    void overlinesPerRule() {
        String[] six = {"XXXXXX..", "........", "OOOOOO..", "........", "........"};
        for (Rule rule : Rule.values()) {
            Board b = parse(rule, six);
            boolean blackSix = rule == Rule.FREESTYLE || rule == Rule.CARO;
            boolean whiteSix = blackSix || rule == Rule.RENJU;
            assertEquals(blackSix, b.isWin(b.index(0, 0)), "black six under " + rule);
            assertEquals(whiteSix, b.isWin(b.index(0, 2)), "white six under " + rule);
            assertEquals(blackSix ? Side.BLACK : whiteSix ? Side.WHITE : null, b.winner(), "winner under " + rule);
        }
    }

    @Test
    void caroBlockedEndsButNotByTheEdge() {
        Board blocked = parse(Rule.CARO, "OXXXXXO..", ".........", ".........", ".........", ".........");
        assertFalse(blocked.isWin(blocked.index(1, 0)));
        assertNull(blocked.winner());
        Board edge = parse(Rule.CARO, "XXXXXO...", ".........", ".........", ".........", ".........");
        assertTrue(edge.isWin(edge.index(0, 0)));
        Board open = parse(Rule.CARO_EXACT, "OXXXXX...", ".........", ".........", ".........", ".........");
        assertTrue(open.isWin(open.index(3, 0)));
        assertEquals(Side.BLACK, open.winner());
        // the far end of a long row decides: O XXXXXX(.) O, the dot completes a blocked seven
        Board far = parse(Rule.CARO, "OXXXXXX.O..", "...........", "...........", "...........", "...........");
        assertFalse(far.wouldWin(Side.BLACK, far.index(7, 0)));
        assertEquals(Pattern.OVERLINE, far.patternOf(Side.BLACK, far.index(7, 0), 0));
        Board farOpen = parse(Rule.CARO, ".XXXXXX.O..", "...........", "...........", "...........", "...........");
        assertTrue(farOpen.wouldWin(Side.BLACK, farOpen.index(7, 0)));
    }
}
