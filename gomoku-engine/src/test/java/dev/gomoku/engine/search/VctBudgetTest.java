package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.testkit.Property;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The VCT solver keeps to its node budget: proving takes at most the budget, and rebuilding the
 * winning line from the table at most as much again, since the search's checks are timed by it.
 */
class VctBudgetTest {
    /** Proving plus rebuilding, and the overshoot of the last sub-search. */
    private static long bound(long budget) {
        return 2 * budget + budget / 10;
    }

    /**
     * Black to move after 54 stones of a 1 s renju game of ours against Rapfi (seed 62, game 54),
     * where Rapfi announced a mate in 16 against itself. Each re-proof of the line once got a fresh
     * budget on the small table: 5.5 million nodes on a 30,000-node budget.
     */
    @Test
    void rebuildingALongLineStaysWithinTheBudget() {
        Board b = Positions.played(Rule.RENJU, "7,7 8,7 9,7 8,6 8,8 9,9 10,6 7,9 10,9 10,7 9,4 11,5 7,4 11,3 6,3 11,6 "
                + "11,4 12,5 10,4 8,4 9,8 10,5 9,5 9,6 7,8 8,5 8,3 11,8 12,9 6,8 11,7 8,10 5,7 6,5 6,6 12,4 7,5 7,6 "
                + "9,1 7,3 5,4 9,11 10,12 5,8 4,5 13,5 14,5 10,2 14,6 6,7 4,9 14,3 13,4 7,2");
        for (int attackerMoves : new int[] {12, 16}) {
            ThreatSolver.Outcome o = ThreatSolver.vct(b, Side.BLACK, attackerMoves, 2, 30_000);
            assertTrue(o.nodes() <= bound(30_000), attackerMoves + " attacker moves: " + o.nodes() + " nodes");
        }
    }

    @TestFactory
    Stream<DynamicTest> everySolveStaysWithinTwiceItsBudget() {
        return Property.check("VCT nodes within twice the budget", 24, rnd -> {
            Board b = Positions.random(rnd, rnd.nextBoolean() ? Rule.RENJU : Rule.FREESTYLE, 16 + rnd.nextInt(20));
            long budget = 2_000 + rnd.nextInt(38_000);
            int attackerMoves = 8 + rnd.nextInt(17);
            ThreatSolver.Outcome o = ThreatSolver.vct(b, b.sideToMove(), attackerMoves, 2, budget);
            assertTrue(o.nodes() <= bound(budget), o.nodes() + " nodes on a budget of " + budget);
        });
    }
}
