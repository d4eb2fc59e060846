package dev.gomoku.engine.search.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.ThreatSolver;
import dev.gomoku.testkit.Property;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** {@link ThreatMoveGenerator#winsInFive}: the search's static check of a four-three or double three. */
class WinsInFiveTest {
    private static Board board(Rule rule, Side attacker, int[][] attack, int[][] defence) {
        Board b = Board.create(15, rule);
        for (int[] c : attack) {
            b.place(b.index(c[0], c[1]), attacker);
        }
        for (int[] c : defence) {
            b.place(b.index(c[0], c[1]), attacker.opponent());
        }
        return b;
    }

    private static boolean winsInFive(Board b, Side toMove) {
        return ThreatMoveGenerator.winsInFive(new SearchBoard(b, toMove.code()), toMove);
    }

    /**
     * A three at (3..5, 7), closed by the defender at (2, 7), and a two at (6, 8), (6, 9): (6, 7) makes
     * a four and an open three.
     */
    private static final int[][] FOUR_THREE = {{3, 7}, {4, 7}, {5, 7}, {6, 8}, {6, 9}};

    @Test
    void aFourThreeWinsUnlessTheOpponentHasAFourToPlay() {
        int[][] quiet = {{2, 7}, {10, 3}, {12, 12}};
        assertTrue(winsInFive(board(Rule.FREESTYLE, Side.BLACK, FOUR_THREE, quiet), Side.BLACK));
        assertTrue(winsInFive(board(Rule.RENJU, Side.WHITE, FOUR_THREE, quiet), Side.WHITE));
        // Renju black's four-three is left to the search (its open four may be forbidden).
        assertFalse(winsInFive(board(Rule.RENJU, Side.BLACK, FOUR_THREE, quiet), Side.BLACK));
        // The other side to move: it has nothing, and black has fours to play.
        assertFalse(winsInFive(board(Rule.FREESTYLE, Side.BLACK, FOUR_THREE, quiet), Side.WHITE));
        // The defender's three at (9..11, 12), closed at (8, 12), gives it a four to answer with.
        int[][] closedThree = {{2, 7}, {9, 12}, {10, 12}, {11, 12}};
        Board countered = board(Rule.FREESTYLE, Side.BLACK, FOUR_THREE, closedThree);
        countered.place(countered.index(8, 12), Side.BLACK);
        assertFalse(winsInFive(countered, Side.BLACK));
    }

    @Test
    void aDoubleThreeWinsForWhiteInRenjuAndForEitherSideInFreestyle() {
        // Twos at (5, 5), (6, 5) and (7, 6), (7, 7): (7, 5) makes two open threes.
        int[][] twos = {{5, 5}, {6, 5}, {7, 6}, {7, 7}};
        int[][] quiet = {{1, 1}, {13, 1}, {1, 13}};
        assertTrue(winsInFive(board(Rule.RENJU, Side.WHITE, twos, quiet), Side.WHITE));
        assertTrue(winsInFive(board(Rule.FREESTYLE, Side.BLACK, twos, quiet), Side.BLACK));
        assertFalse(winsInFive(board(Rule.RENJU, Side.BLACK, twos, quiet), Side.BLACK));
    }

    /**
     * Whenever the check claims a win, the VCT solver proves one: random openings of 6 to 17 stones
     * (few enough that the opponent often has no four), drawn until one has such a win for the side
     * to move.
     */
    @TestFactory
    Stream<DynamicTest> everyClaimedWinIsAProvenVct() {
        return Property.check("claimed wins in five are VCTs", 24, rnd -> {
            for (int tries = 0; tries < 20_000; tries++) {
                Board b = Board.create(15, rnd.nextBoolean() ? Rule.RENJU : Rule.FREESTYLE);
                int stones = 6 + rnd.nextInt(12);
                while (b.moveCount() < stones) {
                    play(b, rnd);
                }
                Side s = b.sideToMove();
                if (winsInFive(b, s)) {
                    ThreatSolver.Outcome o = ThreatSolver.vct(b, s, 3, 2, 1_000_000);
                    assertTrue(o.wins(), () -> "no VCT in " + b.moveCount() + " stones for " + s + " on " + b.rule());
                    return;
                }
            }
            throw new AssertionError("no position offered a win in five");
        });
    }

    private static void play(Board b, SplittableRandom rnd) {
        while (true) {
            int x = (int) Math.round(7 + rnd.nextGaussian() * 2.5);
            int y = (int) Math.round(7 + rnd.nextGaussian() * 2.5);
            if (b.contains(x, y) && b.isEmpty(b.index(x, y))) {
                b.play(b.index(x, y));
                if (b.winner() == null) {
                    return;
                }
                b.undo();
            }
        }
    }
}
