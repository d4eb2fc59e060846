package dev.gomoku.engine.search.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Position;
import dev.gomoku.engine.search.ThreatSolver;
import dev.gomoku.testkit.Property;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
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
    void aFourThreeWinsUnlessItsBlockMakesAFour() {
        int[][] quiet = {{2, 7}, {10, 3}, {12, 12}};
        assertTrue(winsInFive(board(Rule.FREESTYLE, Side.BLACK, FOUR_THREE, quiet), Side.BLACK));
        assertTrue(winsInFive(board(Rule.RENJU, Side.WHITE, FOUR_THREE, quiet), Side.WHITE));
        // Renju black's is played out: its open four at (6, 6) or (6, 10) is legal.
        assertTrue(winsInFive(board(Rule.RENJU, Side.BLACK, FOUR_THREE, quiet), Side.BLACK));
        // The other side to move: it has nothing, and black has fours to play.
        assertFalse(winsInFive(board(Rule.FREESTYLE, Side.BLACK, FOUR_THREE, quiet), Side.WHITE));
        // The defender's three at (9..11, 12), closed at (8, 12), has a four to play, but the forced
        // block at (7, 7) makes none: the attacker's open four comes first.
        int[][] closedThree = {{2, 7}, {9, 12}, {10, 12}, {11, 12}};
        Board elsewhere = board(Rule.FREESTYLE, Side.BLACK, FOUR_THREE, closedThree);
        elsewhere.place(elsewhere.index(8, 12), Side.BLACK);
        assertTrue(winsInFive(elsewhere, Side.BLACK));
        // The defender's three at (7, 8..10), closed at (7, 11): the block at (7, 7) makes a four.
        int[][] blockingThree = {{2, 7}, {7, 8}, {7, 9}, {7, 10}};
        Board countered = board(Rule.FREESTYLE, Side.BLACK, FOUR_THREE, blockingThree);
        countered.place(countered.index(7, 11), Side.BLACK);
        assertFalse(winsInFive(countered, Side.BLACK));
    }

    @Test
    void renjuBlackCannotBlockWithADoubleFour() {
        // White's four-three at (6, 7); black's block at (7, 7) makes fours on (7, 7..10) and on the
        // diagonal (7..10, 7..10), closed at (7, 11) and (11, 11): forbidden in renju, a defence in freestyle.
        int[][] doubleFour = {{2, 7}, {7, 8}, {7, 9}, {7, 10}, {8, 8}, {9, 9}, {10, 10}};
        for (Rule rule : new Rule[] {Rule.RENJU, Rule.FREESTYLE}) {
            Board b = board(rule, Side.WHITE, FOUR_THREE, doubleFour);
            b.place(b.index(7, 11), Side.WHITE);
            b.place(b.index(11, 11), Side.WHITE);
            assertEquals(rule == Rule.RENJU, winsInFive(b, Side.WHITE), rule.toString());
        }
    }

    @Test
    void renjuBlacksThreeMustGiveALegalOpenFour() {
        // (7, 5) makes a four on column 7 (five point (7, 6), closed at (7, 9)) and joins the diagonal
        // (5, 3), (9, 7), (11, 9). The one move giving that diagonal two five points, (8, 6), makes two
        // fours on one line: a double four, forbidden to renju black alone.
        int[][] attack = {{7, 4}, {7, 7}, {7, 8}, {5, 3}, {9, 7}, {11, 9}};
        int[][] defence = {{7, 9}, {1, 13}, {13, 1}};
        assertFalse(winsInFive(board(Rule.RENJU, Side.BLACK, attack, defence), Side.BLACK));
        assertTrue(winsInFive(board(Rule.RENJU, Side.WHITE, attack, defence), Side.WHITE));
        assertTrue(winsInFive(board(Rule.FREESTYLE, Side.BLACK, attack, defence), Side.BLACK));
    }

    @Test
    void renjuBlacksFourThreeMustBeLegal() {
        // A two at (7, 8), (8, 9) makes (6, 7) a four and two threes: forbidden to renju black.
        int[][] fourThreeThree = {{3, 7}, {4, 7}, {5, 7}, {6, 8}, {6, 9}, {7, 8}, {8, 9}};
        int[][] quiet = {{2, 7}, {10, 3}, {12, 12}};
        assertFalse(winsInFive(board(Rule.RENJU, Side.BLACK, fourThreeThree, quiet), Side.BLACK));
        assertTrue(winsInFive(board(Rule.FREESTYLE, Side.BLACK, fourThreeThree, quiet), Side.BLACK));
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
     * Whenever the check claims a win from the counts alone, the VCT solver proves one: random openings
     * of 6 to 17 stones (few enough that the opponent often has no four), drawn until one has such a
     * win for the side to move.
     */
    @TestFactory
    Stream<DynamicTest> everyWinClaimedFromTheCountsIsAProvenVct() {
        return claimedWinsAreVcts("claimed wins in five are VCTs", 6, false);
    }

    /**
     * The same for the wins only a play-out finds (renju black's, or against an opponent with a four
     * to play), from openings of 10 to 21 stones.
     */
    @TestFactory
    Stream<DynamicTest> everyWinClaimedFromAPlayOutIsAProvenVct() {
        return claimedWinsAreVcts("played-out wins in five are VCTs", 10, true);
    }

    private static Stream<DynamicTest> claimedWinsAreVcts(String name, int minStones, boolean playedOut) {
        return Property.check(name, 24, rnd -> {
            for (int tries = 0; tries < 20_000; tries++) {
                Board b = Board.create(15, rnd.nextBoolean() ? Rule.RENJU : Rule.FREESTYLE);
                int stones = minStones + rnd.nextInt(12);
                while (b.moveCount() < stones) {
                    play(b, rnd);
                }
                Side s = b.sideToMove();
                Side o = s.opponent();
                SearchBoard p = new SearchBoard(b, s.code());
                boolean needsPlayOut = (s == Side.BLACK && b.rule() == Rule.RENJU)
                        || p.levelCount(o, Position.LEVEL_FOUR) + p.levelCount(o, Position.LEVEL_FOUR_THREE)
                                + p.levelCount(o, Position.LEVEL_WIN_FOUR) > 0;
                if (needsPlayOut == playedOut && ThreatMoveGenerator.winsInFive(p, s)) {
                    ThreatSolver.Outcome vct = ThreatSolver.vct(b, s, 3, 2, 1_000_000);
                    assertTrue(vct.wins(), () -> "no VCT in " + b.moveCount() + " stones for " + s + " on " + b.rule());
                    return;
                }
            }
            throw new AssertionError("no position offered a win in five");
        });
    }

    /**
     * The four-three check without a play-out answers as the play-out does whenever it answers, for
     * both sides under every rule: random positions of 12 to 47 stones, every legal four-three cell of
     * the side to move, until 40 cells were compared, some won and some not; renju black's undecided
     * cells (left to the play-out) are not compared, and must stay a minority.
     */
    @TestFactory
    Stream<DynamicTest> theFourThreeCheckAgreesWithItsPlayOut() {
        Rule[] rules = {Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.RENJU, Rule.CARO, Rule.CARO_EXACT};
        return Property.check("four-three check = play-out", 24, rnd -> {
            int compared = 0;
            int won = 0;
            int undecided = 0;
            for (int tries = 0; tries < 20_000 && (compared < 40 || won == 0 || won == compared); tries++) {
                Board b = Board.create(15, rules[rnd.nextInt(rules.length)]);
                int stones = 12 + rnd.nextInt(36);
                while (b.moveCount() < stones) {
                    play(b, rnd);
                }
                Side s = b.sideToMove();
                SearchBoard p = new SearchBoard(b, s.code());
                if (p.levelCount(s, Position.LEVEL_FIVE) > 0 || p.levelCount(s.opponent(), Position.LEVEL_FIVE) > 0) {
                    continue;
                }
                // Collected first: a play-out changes the candidates' order.
                int[] fourThrees = IntStream.range(0, p.candidateCount()).map(p::candidate)
                        .filter(c -> p.level(s.code(), c) == Position.LEVEL_FOUR_THREE && p.isLegal(c)).toArray();
                for (int c : fourThrees) {
                    int verdict = p.fourThreeVerdict(c, s.code());
                    if (verdict == SearchBoard.FOUR_THREE_UNDECIDED) {
                        assertTrue(s == Side.BLACK && b.rule() == Rule.RENJU, "undecided for " + s + " on " + b.rule());
                        undecided++;
                        continue;
                    }
                    boolean fast = verdict == SearchBoard.FOUR_THREE_WINS;
                    assertEquals(ThreatMoveGenerator.fourThreeWinsPlayedOut(p, c, s), fast,
                            () -> "four-three at " + b.x(c) + "," + b.y(c) + " for " + s + " on " + b.rule() + ":\n" + b);
                    compared++;
                    won += fast ? 1 : 0;
                }
            }
            assertTrue(compared >= 40 && won > 0 && won < compared && undecided < compared,
                    "compared " + compared + ", won " + won + ", undecided " + undecided);
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
