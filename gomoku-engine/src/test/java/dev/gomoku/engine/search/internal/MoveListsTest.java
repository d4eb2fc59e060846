package dev.gomoku.engine.search.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MoveListsTest {
    /**
     * The search's move order rests on this contract (and {@code Worker.threatsFirst} on its ties): each
     * pick is the highest score left, the first of equals in the list as the earlier swaps left it.
     */
    @Test
    void pickBestTakesTheFirstOfTheHighestLeftSeed20261130() {
        SplittableRandom rnd = new SplittableRandom(20261130);
        for (int round = 0; round < 2_000; round++) {
            int n = 1 + rnd.nextInt(60);
            int[] moves = new int[n];
            int[] scores = new int[n];
            for (int i = 0; i < n; i++) {
                moves[i] = i;
                // Few distinct scores, so that ties are common.
                scores[i] = rnd.nextInt(1 + rnd.nextInt(8)) - 3;
            }
            int[] refMoves = moves.clone();
            int[] refScores = scores.clone();
            for (int i = 0; i < n; i++) {
                int best = i;
                for (int j = i + 1; j < n; j++) {
                    if (refScores[j] > refScores[best]) {
                        best = j;
                    }
                }
                swap(refMoves, i, best);
                swap(refScores, i, best);
                assertEquals(refMoves[i], MoveLists.pickBest(moves, scores, i, n), "round " + round + ", pick " + i);
                assertArrayEquals(refMoves, moves, "round " + round + ", pick " + i);
                assertArrayEquals(refScores, scores, "round " + round + ", pick " + i);
            }
        }
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
