package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
