package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gomoku.testkit.Property;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class BoardPatternTest {

    @TestFactory
    Stream<DynamicTest> patternsAgreeWithReference() {
        return Arrays.stream(Rule.values()).flatMap(rule -> Property.check("patterns under " + rule, 80, rnd -> {
            Board board = RandomPositions.position(rnd, rule);
            BoardReference ref = BoardReference.of(board);
            for (int n = 0; n < 10; n++) {
                int x = rnd.nextInt(board.width());
                int y = rnd.nextInt(board.height());
                int i = board.index(x, y);
                if (!board.isEmpty(i)) {
                    continue;
                }
                for (Side side : Side.values()) {
                    Pattern[] lines = new Pattern[4];
                    for (int d = 0; d < Board.DIRECTIONS; d++) {
                        Pattern expected = ref.pattern(side.code(), x, y, d);
                        int dir = d;
                        assertEquals(expected, board.patternOf(side, i, d),
                                () -> side + " at " + x + "," + y + " dir " + dir + "\n" + board);
                        lines[d] = expected;
                    }
                    assertEquals(threatOf(lines), board.threatOf(side, i), () -> side + " threat at " + x + "," + y);
                }
            }
        }));
    }

    /** The both-sides look-up is the two one-side look-ups packed, on every empty cell and line, also after undo. */
    @TestFactory
    Stream<DynamicTest> bothSidesAgreeWithPattern() {
        return Arrays.stream(Rule.values()).flatMap(rule -> Property.check("both sides under " + rule, 40, rnd -> {
            Board board = RandomPositions.position(rnd, rule);
            if (rnd.nextBoolean()) {
                // Long rows too: overlines, and rows that reach the edge of the five-cell window.
                int y = rnd.nextInt(board.height());
                Side side = RandomPositions.randomSide(rnd);
                for (int x = 0; x < board.width(); x++) {
                    int i = board.index(x, y);
                    if (board.isEmpty(i) && rnd.nextInt(10) < 7) {
                        board.place(i, side);
                    }
                }
            }
            int undos = board.moveCount() == 0 ? 0 : rnd.nextInt(Math.min(4, board.moveCount()) + 1);
            for (int u = 0; u < undos; u++) {
                board.undo();
            }
            for (int i = 0; i < board.capacity(); i++) {
                if (board.cell(i) != Board.EMPTY) {
                    continue;
                }
                for (int d = 0; d < Board.DIRECTIONS; d++) {
                    int expected = board.pattern(Side.BLACK, i, d) | board.pattern(Side.WHITE, i, d) << 4;
                    int cell = i;
                    int dir = d;
                    assertEquals(expected, board.patterns(i, d),
                            () -> "at " + board.x(cell) + "," + board.y(cell) + " dir " + dir + "\n" + board);
                }
            }
        }));
    }

    /** Long rows of one colour: overlines, blocked or not, that reach past the five-cell window. */
    @TestFactory
    Stream<DynamicTest> longRowsAgreeWithReference() {
        return Stream.of(Rule.CARO, Rule.CARO_EXACT, Rule.FREESTYLE, Rule.STANDARD).flatMap(rule ->
                Property.check("long rows under " + rule, 60, rnd -> {
                    Board board = Board.create(Board.MAX_SIZE, Board.MIN_SIZE, rule);
                    for (int x = 0; x < board.width(); x++) {
                        int r = rnd.nextInt(10);
                        if (r < 6) {
                            board.place(board.index(x, 2), Side.BLACK);
                        } else if (r < 7) {
                            board.place(board.index(x, 2), Side.WHITE);
                        }
                    }
                    BoardReference ref = BoardReference.of(board);
                    for (int x = 0; x < board.width(); x++) {
                        int i = board.index(x, 2);
                        if (board.isEmpty(i)) {
                            int px = x;
                            for (Side side : Side.values()) {
                                assertEquals(ref.pattern(side.code(), x, 2, 0), board.patternOf(side, i, 0),
                                        () -> side + " at " + px + "\n" + board);
                                assertEquals(ref.wouldWin(side.code(), x, 2), board.wouldWin(side, i));
                            }
                        }
                    }
                }));
    }

    /** The threat ladder of {@link Threat}, from the four line patterns. */
    private static Threat threatOf(Pattern[] lines) {
        int fives = 0;
        int flexFours = 0;
        int fours = 0;
        int threes = 0;
        int twos = 0;
        for (Pattern p : lines) {
            switch (p) {
                case FIVE -> fives++;
                case FLEX_FOUR -> flexFours++;
                case BLOCKED_FOUR -> fours++;
                case FLEX_THREE -> threes++;
                case FLEX_TWO -> twos++;
                default -> { }
            }
        }
        if (fives > 0) {
            return Threat.FIVE;
        }
        if (flexFours > 0 || fours > 1) {
            return Threat.DOUBLE_FOUR;
        }
        if (fours == 1) {
            return threes > 0 ? Threat.FOUR_THREE : Threat.FOUR;
        }
        if (threes > 0) {
            return threes > 1 ? Threat.DOUBLE_THREE : Threat.THREE;
        }
        return twos > 1 ? Threat.DOUBLE_TWO : twos == 1 ? Threat.TWO : Threat.NONE;
    }

    private static int at(Board b, String row, char c) {
        return b.index(row.indexOf(c), 0);
    }

    /** Hand-checked lines from the definitions (row 0 of a wide board; '?' is the cell asked about). */
    @Test
    void knownLines() {
        check(Rule.FREESTYLE, Side.BLACK, "...XXX?....", Pattern.FLEX_FOUR);
        check(Rule.FREESTYLE, Side.BLACK, "..OXXX?....", Pattern.BLOCKED_FOUR);
        check(Rule.FREESTYLE, Side.BLACK, "X.X?X.X....", Pattern.FLEX_FOUR);
        check(Rule.FREESTYLE, Side.BLACK, "....X?X....", Pattern.FLEX_THREE);
        check(Rule.FREESTYLE, Side.BLACK, "...OX?X....", Pattern.BLOCKED_THREE);
        check(Rule.FREESTYLE, Side.BLACK, "....XX?X...", Pattern.FLEX_FOUR);
        check(Rule.FREESTYLE, Side.BLACK, "XXXXX?.....", Pattern.FIVE);
        check(Rule.STANDARD, Side.BLACK, "XXXXX?.....", Pattern.OVERLINE);
        check(Rule.STANDARD, Side.BLACK, ".XXXX?X....", Pattern.OVERLINE);
        check(Rule.STANDARD, Side.BLACK, "X.XXX?.....", Pattern.BLOCKED_FOUR);
        check(Rule.RENJU, Side.WHITE, "OOOOO?.....", Pattern.FIVE);
        check(Rule.RENJU, Side.BLACK, "XXXXX?.....", Pattern.OVERLINE);
        check(Rule.FREESTYLE, Side.BLACK, "...O?...O..", Pattern.DEAD);
        check(Rule.FREESTYLE, Side.BLACK, "...O?....O.", Pattern.BLOCKED_ONE);
        check(Rule.FREESTYLE, Side.BLACK, "...O?.....O", Pattern.BLOCKED_ONE);
        check(Rule.FREESTYLE, Side.BLACK, ".....?.....", Pattern.FLEX_ONE);
        check(Rule.CARO, Side.BLACK, "OXXXX?O....", Pattern.DEAD);
        check(Rule.CARO, Side.BLACK, "OXXX?.O....", Pattern.DEAD);
        check(Rule.CARO, Side.BLACK, "OXXX?..O...", Pattern.BLOCKED_FOUR);
        check(Rule.CARO, Side.BLACK, "XXXX?O.....", Pattern.FIVE);
        check(Rule.CARO_EXACT, Side.BLACK, "XXXXX?.....", Pattern.OVERLINE);
        // an overline wins in caro (rule 8) however its ends lie, never in caro with exactly five (rule 9)
        check(Rule.CARO, Side.BLACK, "OXXXX?XO...", Pattern.FIVE);
        check(Rule.CARO_EXACT, Side.BLACK, "OXXXX?XO...", Pattern.OVERLINE);
        check(Rule.CARO, Side.BLACK, "OXXX?.XO...", Pattern.BLOCKED_FOUR);
        check(Rule.CARO_EXACT, Side.BLACK, "OXXX?.XO...", Pattern.DEAD);
    }

    private static void check(Rule rule, Side side, String row, Pattern expected) {
        Board b = Board.create(row.length(), 5, rule);
        for (int x = 0; x < row.length(); x++) {
            char c = row.charAt(x);
            if (c == 'X' || c == 'O') {
                b.place(b.index(x, 0), c == 'X' ? Side.BLACK : Side.WHITE);
            }
        }
        assertEquals(expected, b.patternOf(side, at(b, row, '?'), 0), () -> rule + " " + side + " " + row);
        assertEquals(expected, BoardReference.of(b).pattern(side.code(), row.indexOf('?'), 0, 0), () -> "reference " + row);
    }
}
