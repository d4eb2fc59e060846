package dev.gomoku.examples.brains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.brain.SearchBrain;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.Position;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchListener;
import dev.gomoku.engine.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The SDK's own networks (freestyle and renju), the search brain's default, as the launcher loads them from the jar. */
class ShippedNetworkTest {
    private static final int SIZE = 15;
    private static final List<Rule> NETWORK_RULES = List.of(Rule.FREESTYLE, Rule.RENJU);

    @Test
    void theSearchBrainPlaysWithTheNetworksInFreestyleAndRenjuByDefaultAndWithPatternsElsewhere() {
        for (Rule rule : List.of(Rule.FREESTYLE, Rule.RENJU, Rule.STANDARD)) {
            // The same fixed-depth search with each evaluation: the default is the networks', exactly.
            SearchResult byDefault = searched(brain(), rule);
            SearchResult shipped = searched(brain("--network", Launcher.SHIPPED), rule);
            SearchResult patterns = searched(brain("--network", Launcher.NONE), rule);
            assertEquals(shipped.score(), byDefault.score(), rule + " default vs shipped");
            assertEquals(shipped.nodes(), byDefault.nodes(), rule + " default vs shipped");
            if (NETWORK_RULES.contains(rule)) {
                assertNotEquals(patterns.score(), byDefault.score(), rule + ": a network, not the patterns");
            } else {
                assertEquals(patterns.score(), byDefault.score(), rule + ": the patterns");
                assertEquals(patterns.nodes(), byDefault.nodes(), rule + ": the patterns");
            }
        }
    }

    @Test
    void theSearchBrainTakesTheShippedNetworks() {
        List<String> rest = new ArrayList<>(List.of("--network", Launcher.SHIPPED, "x"));
        assertInstanceOf(SearchBrain.class, Launcher.brain("search", rest));
        assertEquals(List.of("x"), rest);
    }

    @Test
    void freestyleAndRenjuHaveANetworkEachAndOtherRulesKeepThePatternEvaluation() {
        Evaluator net = Launcher.network(Launcher.SHIPPED);
        int free = net.evaluate(Position.of(opening(Rule.FREESTYLE)));
        int renju = net.evaluate(Position.of(opening(Rule.RENJU)));
        // Under freestyle and renju a network answers, not the pattern evaluation, and not the same one:
        // the same three stones are worth something else to each.
        assertNotEquals(Evaluator.patterns().evaluate(Position.of(opening(Rule.FREESTYLE))), free);
        assertNotEquals(Evaluator.patterns().evaluate(Position.of(opening(Rule.RENJU))), renju);
        assertNotEquals(free, renju, "one network for both rules");
        Board standard = opening(Rule.STANDARD);
        assertEquals(Evaluator.patterns().evaluate(Position.of(standard)), net.evaluate(Position.of(standard)));
    }

    @Test
    void anOpenThreeIsGoodForItsOwnerToMoveAndBadForTheOtherSide() {
        Evaluator net = Launcher.network(Launcher.SHIPPED);
        for (Rule rule : NETWORK_RULES) {
            // Black to move (three stones each): black's open three h8 i8 j8 against white's stones apart.
            int own = net.evaluate(Position.of(threeAgainstScattered(rule, Side.BLACK)));
            // The same with the colours exchanged: white owns the three, black is to move.
            int other = net.evaluate(Position.of(threeAgainstScattered(rule, Side.WHITE)));
            assertTrue(own > 0 && other < 0, rule + ": own " + own + ", other " + other);
        }
    }

    @Test
    void theEvaluationIsTheSameUnderEveryBoardSymmetrySeed20261206() {
        Evaluator net = Launcher.network(Launcher.SHIPPED);
        SplittableRandom random = new SplittableRandom(20261206);
        for (Rule rule : NETWORK_RULES) {
            for (int game = 0; game < 40; game++) {
                List<int[]> moves = randomGame(random, rule, 4 + random.nextInt(30));
                Integer first = null;
                for (int s = 0; s < 8; s++) {
                    Board b = Board.create(SIZE, rule);
                    for (int[] m : moves) {
                        int[] t = transform(s, m[0], m[1]);
                        b.play(b.index(t[0], t[1]));
                    }
                    int v = net.evaluate(Position.of(b));
                    if (first == null) {
                        first = v;
                    } else {
                        assertEquals(first, v, rule + " game " + game + " under symmetry " + s);
                    }
                }
            }
        }
    }

    private static SearchBrain brain(String... options) {
        return (SearchBrain) Launcher.brain("search", new ArrayList<>(List.of(options)));
    }

    private static SearchResult searched(SearchBrain brain, Rule rule) {
        return brain.searcher().search(opening(rule), SearchLimits.depth(4), SearchListener.NONE);
    }

    private static Board opening(Rule rule) {
        Board b = Board.create(SIZE, rule);
        b.play(b.index(7, 7));
        b.play(b.index(8, 8));
        b.play(b.index(8, 6));
        return b;
    }

    private static Board threeAgainstScattered(Rule rule, Side owner) {
        Board b = Board.create(SIZE, rule);
        Side scattered = owner == Side.BLACK ? Side.WHITE : Side.BLACK;
        for (int x = 7; x <= 9; x++) {
            b.place(b.index(x, 7), owner);
        }
        b.place(b.index(2, 12), scattered);
        b.place(b.index(12, 2), scattered);
        b.place(b.index(3, 3), scattered);
        return b;
    }

    /**
     * Moves near the centre, none of them a win (nor, in renju, forbidden), so the position stays one the
     * search could evaluate.
     */
    private static List<int[]> randomGame(SplittableRandom random, Rule rule, int plies) {
        Board b = Board.create(SIZE, rule);
        List<int[]> moves = new ArrayList<>();
        while (moves.size() < plies) {
            int x = 3 + random.nextInt(9);
            int y = 3 + random.nextInt(9);
            int i = b.index(x, y);
            if (b.isEmpty(i) && !b.wouldWin(b.sideToMove(), i)
                    && !(b.sideToMove() == Side.BLACK && ForbiddenMoves.isForbidden(b, i))) {
                b.play(i);
                moves.add(new int[] {x, y});
            }
        }
        return moves;
    }

    /** The eight symmetries of the square board: rotations, each also mirrored. */
    private static int[] transform(int s, int x, int y) {
        int n = SIZE - 1;
        int a = x;
        int b = y;
        for (int r = 0; r < (s & 3); r++) {
            int t = a;
            a = n - b;
            b = t;
        }
        return s >= 4 ? new int[] {n - a, b} : new int[] {a, b};
    }
}
