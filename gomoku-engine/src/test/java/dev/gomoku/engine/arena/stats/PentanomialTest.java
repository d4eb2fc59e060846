package dev.gomoku.engine.arena.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.client.TestPlayers;
import dev.gomoku.engine.arena.match.Match;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.arena.referee.Ending;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The pentanomial SPRT and Elo. The reference numbers come from
 * {@code src/test/resources/dev/gomoku/engine/arena/stats/pentanomial-reference.py}, which maximises each
 * likelihood directly over the simplex with scipy (no Lagrange multiplier, unlike the code under test);
 * its output is quoted beside each number.
 */
class PentanomialTest {
    private static final GameSettings GAME = GameSettings.of(15, Rule.FREESTYLE, TimeControl.of(100, 0));

    private static PairCounts pairs(int... n) {
        return new PairCounts(n[0], n[1], n[2], n[3], n[4]);
    }

    @Test
    void llrMatchesTheIndependentReference() {
        // penta [10, 20, 40, 25, 5] [0, 10] LLR -0.437486233
        assertEquals(-0.437486233, new Sprt(0, 10, 0.05, 0.05).llr(pairs(10, 20, 40, 25, 5)), 1e-6);
        // penta [3, 14, 30, 21, 12] [-5, 15] LLR 2.268207853
        assertEquals(2.268207853, new Sprt(-5, 15, 0.05, 0.05).llr(pairs(3, 14, 30, 21, 12)), 1e-6);
        // penta [0, 0, 7, 0, 0] [0, 10] LLR -0.204375271
        assertEquals(-0.204375271, new Sprt(0, 10, 0.05, 0.05).llr(pairs(0, 0, 7, 0, 0)), 1e-6);
        // penta [0, 0, 0, 0, 12] [0, 40] LLR 1.302197654: the likeliest distribution of mean s1 puts 1 - s1 on 0
        assertEquals(1.302197654, new Sprt(0, 40, 0.05, 0.05).llr(pairs(0, 0, 0, 0, 12)), 1e-6);
        // penta [2, 0, 5, 0, 9] [0, 20] LLR 0.552104708
        assertEquals(0.552104708, new Sprt(0, 20, 0.05, 0.05).llr(pairs(2, 0, 5, 0, 9)), 1e-6);
        // penta [120, 260, 410, 300, 150] [0, 10] LLR 2.802008814
        assertEquals(2.802008814, new Sprt(0, 10, 0.05, 0.05).llr(pairs(120, 260, 410, 300, 150)), 1e-6);
        assertEquals(0, new Sprt(0, 10, 0.05, 0.05).llr(PairCounts.NONE));
    }

    @Test
    void trinomialLlrMatchesTheIndependentReference() {
        // tri(L,D,W) [30, 25, 45] [0, 10] LLR 0.520895027
        assertEquals(0.520895027, new Sprt(0, 10, 0.05, 0.05).llr(new MatchScore(45, 30, 25)), 1e-6);
        // tri(L,D,W) [12, 40, 3] [-5, 15] LLR -2.013682059
        assertEquals(-2.013682059, new Sprt(-5, 15, 0.05, 0.05).llr(new MatchScore(3, 12, 40)), 1e-6);
    }

    @Test
    void theGeneralSolverAgreesWithTheTrinomialOne_seed41() {
        // the trinomial ratio is the same maximisation over three outcomes; Sprt solves it over the draw rate
        Random r = new Random(41);
        Sprt t = new Sprt(-10, 30, 0.05, 0.05, Sprt.Model.TRINOMIAL);
        double[] scores = {0, 0.5, 1};
        for (int k = 0; k < 200; k++) {
            MatchScore m = new MatchScore(r.nextInt(4) == 0 ? 0 : r.nextInt(60), r.nextInt(4) == 0 ? 0 : r.nextInt(60),
                    r.nextInt(3) == 0 ? 0 : r.nextInt(60));
            int[] c = {m.losses(), m.draws(), m.wins()};
            double general = ScoreLikelihood.max(c, scores, EloEstimate.toScore(30))
                    - ScoreLikelihood.max(c, scores, EloEstimate.toScore(-10));
            assertEquals(t.llr(m), general, 1e-7 * Math.max(1, Math.abs(general)), m.toString());
        }
    }

    @Test
    void eloAndErrorMatchTheIndependentReference() {
        // penta [10, 20, 40, 25, 5] Elo -8.687699877 low -43.763202345 high 26.211045464 err 34.987123905
        EloEstimate e = pairs(10, 20, 40, 25, 5).elo();
        assertEquals(-8.687699877, e.elo(), 1e-8);
        assertEquals(-43.763202345, e.low(), 1e-8);
        assertEquals(26.211045464, e.high(), 1e-8);
        assertEquals(34.987123905, e.margin(), 1e-8);
        // penta [120, 260, 410, 300, 150] Elo 14.017099563 err 11.114187688
        EloEstimate big = pairs(120, 260, 410, 300, 150).elo();
        assertEquals(14.017099563, big.elo(), 1e-8);
        assertEquals(11.114187688, big.margin(), 1e-8);
        assertEquals("-8.7 +- 35.0", e.toString());
        assertEquals(-e.elo(), pairs(10, 20, 40, 25, 5).reversed().elo().elo(), 1e-9);
        assertEquals("n/a", PairCounts.NONE.elo().toString());
        // only won pairs: a bound, as for games
        assertTrue(pairs(0, 0, 0, 0, 6).elo().toString().startsWith(">= +"));
    }

    @Test
    void pairsCorrelatedByColourGiveTheWiderErrorGamesHide() {
        // every pair one win and one loss (the colour decides): the games look like a coin, the pairs say
        // exactly even
        EloEstimate byPairs = pairs(0, 0, 50, 0, 0).elo();
        assertEquals(0, byPairs.margin(), 1e-12);
        assertTrue(new MatchScore(50, 50, 0).elo().margin() > 60);
        // pairs won or lost whole: the games' error understates it
        assertTrue(pairs(25, 0, 0, 0, 25).elo().margin() > new MatchScore(50, 50, 0).elo().margin());
    }

    private static GameResult game(int g, int outcomeForA) {
        boolean aBlack = MatchSettings.firstOpens(g);
        Side winner = outcomeForA == 0 ? null : (outcomeForA > 0) == aBlack ? Side.BLACK : Side.WHITE;
        return new GameResult(aBlack ? "a" : "b", aBlack ? "b" : "a", winner,
                winner == null ? Ending.BOARD_FULL : Ending.FIVE, "", List.of(), List.of(), GAME);
    }

    @Test
    void pairsCountOnlyWhenBothGamesAreOverInAnyOrder_seed17() {
        Random r = new Random(17);
        for (int trial = 0; trial < 50; trial++) {
            int n = 1 + r.nextInt(30);
            int[] outcome = new int[n];
            List<Integer> order = new ArrayList<>();
            for (int g = 0; g < n; g++) {
                outcome[g] = r.nextInt(3) - 1;
                order.add(g);
            }
            Collections.shuffle(order, r);
            GameResult[] byGame = new GameResult[n];
            for (int step = 0; step < n; step++) {
                byGame[order.get(step)] = game(order.get(step), outcome[order.get(step)]);
                int[] expected = new int[5];
                for (int k = 0; 2 * k + 1 < n; k++) {
                    if (byGame[2 * k] != null && byGame[2 * k + 1] != null) {
                        expected[outcome[2 * k] + outcome[2 * k + 1] + 2]++;
                    }
                }
                PairCounts p = PairCounts.of(byGame, "a");
                assertEquals(pairs(expected).toString(), p.toString(), "trial " + trial + " step " + step);
                assertEquals(p.reversed(), PairCounts.of(byGame, "b"));
            }
        }
        assertThrows(IllegalArgumentException.class, () -> pairs(0, -1, 0, 0, 0));
    }

    @Test
    void colourDecidedGamesStopThePairTestLongBeforeTheGameTest() {
        // LastEmpty against itself: black wins every game, so every pair is one win and one loss. Pairs
        // are exactly even (H0 of 0,40 after 25 pairs: 25 ln(2 (1 - s1)) < ln(0.05 / 0.95)); single games
        // look like coin tosses, which need about 500 games for the same decision.
        MatchSettings ms = new MatchSettings(GAME, 80, 3, List.of(), false, null, new Sprt(0, 40, 0.05, 0.05), 3);
        MatchResult penta = Match.run(() -> new TestPlayers.LastEmpty("a"), () -> new TestPlayers.LastEmpty("b"), ms,
                MatchListener.NONE);
        assertEquals(Sprt.Decision.H0, penta.decision());
        assertTrue(penta.games().size() >= 50 && penta.games().size() < 80, penta.games().size() + " games");
        for (GameResult g : penta.games()) {
            assertEquals(Side.BLACK, g.winner(), g.summary());
        }
        MatchResult tri = Match.run(() -> new TestPlayers.LastEmpty("a"), () -> new TestPlayers.LastEmpty("b"),
                ms.withSprt(new Sprt(0, 40, 0.05, 0.05, Sprt.Model.TRINOMIAL)), MatchListener.NONE);
        assertEquals(Sprt.Decision.CONTINUE, tri.decision());
        assertEquals(80, tri.games().size());
        assertNull(Match.run(() -> new TestPlayers.LastEmpty("a"), () -> new TestPlayers.LastEmpty("b"),
                ms.withSprt(null), MatchListener.NONE).decision());
    }
}
