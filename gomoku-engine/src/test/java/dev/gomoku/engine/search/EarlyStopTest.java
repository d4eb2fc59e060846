package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A search stopped before its first iteration (a starved machine at a short time control) must still
 * answer the forced replies, and must have published that answer before any search work.
 */
class EarlyStopTest {
    private static final int[][] PADDING = {{0, 0}, {14, 0}, {0, 14}, {14, 14}};

    /**
     * The attacker's open three on row 7 (x 6..8, defences x 4, 5, 9, 10), and a distraction: the
     * defender's closed three on row 11 (x 2..4, blocked at x 1) gives it a four to make.
     */
    private static final int[][] OPEN_THREE_ATTACKER = {{6, 7}, {7, 7}, {8, 7}, {5, 9}, {5, 10}, {1, 11}};
    private static final int[][] OPEN_THREE_DEFENDER = {{2, 11}, {3, 11}, {4, 11}};
    /** The attacker's four on row 7 (x 5..8, blocked at x 4): only (9,7) saves the defender. */
    private static final int[][] FOUR_ATTACKER = {{5, 7}, {6, 7}, {7, 7}, {8, 7}, {1, 11}};
    private static final int[][] FOUR_DEFENDER = {{4, 7}, {2, 11}, {3, 11}, {4, 11}};

    private static Board board(Rule rule, Side defender, int[][] attacker, int[][] own) {
        Board b = Board.create(15, 15, rule);
        for (int[] s : attacker) {
            b.place(b.index(s[0], s[1]), defender.opponent());
        }
        for (int[] s : own) {
            b.place(b.index(s[0], s[1]), defender);
        }
        int k = 0;
        while (b.sideToMove() != defender) {
            // Padding far from the play: black to move needs equal counts, white one black stone more.
            long black = countOf(b, Side.BLACK);
            long white = countOf(b, Side.WHITE);
            Side add = defender == Side.BLACK ? (black < white ? Side.BLACK : Side.WHITE)
                    : (black <= white ? Side.BLACK : Side.WHITE);
            b.place(b.index(PADDING[k][0], PADDING[k++][1]), add);
        }
        return b;
    }

    private static long countOf(Board b, Side s) {
        long n = 0;
        for (int i = 0; i < b.capacity(); i++) {
            if (b.cell(i) == (s == Side.BLACK ? Board.BLACK : Board.WHITE)) {
                n++;
            }
        }
        return n;
    }

    private static SearchLimits stoppedAtOnce() {
        return new SearchLimits(Long.MAX_VALUE, 20, Long.MAX_VALUE, () -> true, 0, 1, 0);
    }

    private static void assertMeetsOpenThree(Board b, int move, String what) {
        assertTrue(b.y(move) == 7 && Set.of(4, 5, 9, 10).contains(b.x(move)),
                what + ": (" + b.x(move) + "," + b.y(move) + ") does not stop the open three");
        if (b.sideToMove() == Side.BLACK) {
            assertFalse(ForbiddenMoves.isForbidden(b, move), what);
        }
    }

    private static List<String> cases() {
        List<String> c = new ArrayList<>();
        for (Rule rule : List.of(Rule.FREESTYLE, Rule.RENJU)) {
            for (Side side : Side.values()) {
                c.add(rule + " " + side);
            }
        }
        return c;
    }

    @Test
    void aSearchStoppedAtOnceBlocksTheFourAndMeetsTheOpenThree() {
        for (String c : cases()) {
            Rule rule = Rule.valueOf(c.split(" ")[0]);
            Side side = Side.valueOf(c.split(" ")[1]);
            Board four = board(rule, side, FOUR_ATTACKER, FOUR_DEFENDER);
            SearchResult r = Engine.create().search(four, stoppedAtOnce(), SearchListener.NONE);
            assertEquals(four.index(9, 7), r.bestMove(), c + ": blocks the four");
            assertEquals(0, r.depth(), c + ": no iteration when stopped at once");
            assertEquals(0, r.nodes(), c + ": no search work when stopped at once");
            Board three = board(rule, side, OPEN_THREE_ATTACKER, OPEN_THREE_DEFENDER);
            SearchResult t = Engine.create().search(three, stoppedAtOnce(), SearchListener.NONE);
            assertMeetsOpenThree(three, t.bestMove(), c);
            assertEquals(0, t.nodes(), c + ": no search work when stopped at once");
        }
    }

    @Test
    void theForcedReplyIsPublishedBeforeAnySearchWork() {
        for (String c : cases()) {
            Rule rule = Rule.valueOf(c.split(" ")[0]);
            Side side = Side.valueOf(c.split(" ")[1]);
            for (boolean isFour : new boolean[] {true, false}) {
                Board b = isFour ? board(rule, side, FOUR_ATTACKER, FOUR_DEFENDER)
                        : board(rule, side, OPEN_THREE_ATTACKER, OPEN_THREE_DEFENDER);
                List<SearchInfo> infos = new ArrayList<>();
                SearchResult r = Engine.create().search(b, SearchLimits.depth(2), infos::add);
                assertFalse(infos.isEmpty(), c);
                SearchInfo first = infos.get(0);
                assertEquals(0, first.depth(), c + ": the first report comes before the first iteration");
                assertEquals(0, first.nodes(), c);
                if (isFour) {
                    assertEquals(b.index(9, 7), first.bestMove(), c + ": publishes the block of the four");
                    assertEquals(b.index(9, 7), r.bestMove(), c + ": and searches it too");
                } else {
                    // The search itself may prefer a forcing four; the instant answer must defend.
                    assertMeetsOpenThree(b, first.bestMove(), c + ", published");
                }
            }
        }
    }
}
