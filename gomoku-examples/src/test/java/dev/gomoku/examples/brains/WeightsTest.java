package dev.gomoku.examples.brains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.testing.FakeTurn;
import dev.gomoku.testkit.Property;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The weighting brain against the seed 003 definition, recomputed here from scratch: every five
 * consecutive cells form a line; a line without opponent stones is worth 0/565/2130/7483/43848 for
 * 0..4 own stones; a cell's value is own sum * 19/16 + opponent's sum.
 */
class WeightsTest {
    private static final int[] HALF = {0, 565, 2130, 7483, 43848};
    private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    /** The seed's sum for {@code side} (1 black, 2 white) at (x, y) on a grid of 0/1/2, by enumeration. */
    private static int referenceSum(int[][] grid, int x, int y, int side) {
        int h = grid.length;
        int w = grid[0].length;
        int sum = 0;
        for (int[] d : DIRS) {
            for (int back = 0; back < 5; back++) {
                int sx = x - d[0] * back;
                int sy = y - d[1] * back;
                int own = 0;
                boolean inside = true;
                boolean blocked = false;
                for (int k = 0; k < 5; k++) {
                    int cx = sx + d[0] * k;
                    int cy = sy + d[1] * k;
                    if (cx < 0 || cy < 0 || cx >= w || cy >= h) {
                        inside = false;
                        break;
                    }
                    if (grid[cy][cx] == side) {
                        own++;
                    } else if (grid[cy][cx] != 0) {
                        blocked = true;
                    }
                }
                if (inside && !blocked && own < 5) {
                    sum += HALF[own];
                }
            }
        }
        return sum;
    }

    private static void assertMatchesReference(Weights weights, int[][] grid) {
        for (int y = 0; y < grid.length; y++) {
            for (int x = 0; x < grid[0].length; x++) {
                if (grid[y][x] != 0) {
                    continue;
                }
                int black = referenceSum(grid, x, y, 1);
                int white = referenceSum(grid, x, y, 2);
                assertEquals(black, weights.sum(x, y, 0), "black sum at " + x + "," + y);
                assertEquals(white, weights.sum(x, y, 1), "white sum at " + x + "," + y);
                assertEquals(black * 19 / 16 + white, weights.value(x, y, 0), "value for black at " + x + "," + y);
                assertEquals(white * 19 / 16 + black, weights.value(x, y, 1), "value for white at " + x + "," + y);
            }
        }
    }

    @Test
    void oneStoneInTheMiddleOfAnOpenBoard() {
        Weights w = new Weights(15, 15);
        w.place(7, 7, 0);
        // A neighbour shares 4 lines with the stone in its direction (one per start that covers both).
        assertEquals(4 * 565, w.sum(8, 7, 0));
        assertEquals(3 * 565, w.sum(9, 7, 0));
        assertEquals(565, w.sum(11, 7, 0));
        assertEquals(0, w.sum(12, 7, 0));
        assertEquals(4 * 565 * 19 / 16, w.value(8, 7, 0));
        assertEquals(4 * 565, w.value(8, 7, 1));
        assertEquals(0, w.sum(8, 7, 1), "white has no stone: all its completable lines hold 0 stones");
    }

    @Test
    void anOpponentStoneKillsTheLinesThroughIt() {
        Weights w = new Weights(15, 15);
        w.place(7, 7, 0);
        w.place(8, 7, 0);
        w.place(9, 7, 1);
        int[][] grid = new int[15][15];
        grid[7][7] = 1;
        grid[7][8] = 1;
        grid[7][9] = 2;
        assertMatchesReference(w, grid);
        // (6,7), by hand: the row's lines 2..6 (no stone), 3..7 (one black), 4..8 (two blacks) count
        // for black; 5..9 and 6..10 hold the white stone. No other line through (6,7) holds a stone.
        assertEquals(565 + 2130, w.sum(6, 7, 0));
        assertEquals(0, w.sum(6, 7, 1), "every row line through (6,7) with the white stone also holds black");
        // (10,7): for white only the line 9..13 holds its stone; for black every row line through it is dead.
        assertEquals(565, w.sum(10, 7, 1));
        assertEquals(0, w.sum(10, 7, 0));
        assertEquals(2695 * 19 / 16, w.value(6, 7, 0));
    }

    @Test
    void smallPositionsOnSmallBoards() {
        int[][] grid = new int[6][7];
        Weights w = new Weights(7, 6);
        int[][] stones = {{0, 0, 1}, {1, 1, 1}, {2, 2, 2}, {6, 5, 1}, {3, 0, 2}, {3, 3, 1}, {4, 3, 1}, {5, 3, 1}};
        for (int[] s : stones) {
            w.place(s[0], s[1], s[2] - 1);
            grid[s[1]][s[0]] = s[2];
            assertMatchesReference(w, grid);
        }
    }

    @TestFactory
    Stream<DynamicTest> incrementalSumsEqualRecomputationOverRandomGames() {
        return Property.check("incremental sums == recomputation", 30, rnd -> {
            int width = 5 + rnd.nextInt(12);
            int height = 5 + rnd.nextInt(12);
            Weights w = new Weights(width, height);
            int[][] grid = new int[height][width];
            int[] xs = new int[width * height];
            int[] ys = new int[width * height];
            int n = 0;
            int moves = rnd.nextInt(width * height / 2 + 1);
            for (int i = 0; i < moves; i++) {
                if (n > 0 && rnd.nextInt(5) == 0) {
                    // Take back a stone in the middle of the history, not only the last one.
                    int k = rnd.nextInt(n);
                    w.remove(xs[k], ys[k]);
                    grid[ys[k]][xs[k]] = 0;
                    xs[k] = xs[n - 1];
                    ys[k] = ys[n - 1];
                    n--;
                    continue;
                }
                int x;
                int y;
                do {
                    x = rnd.nextInt(width);
                    y = rnd.nextInt(height);
                } while (grid[y][x] != 0);
                int side = i % 2;
                w.place(x, y, side);
                grid[y][x] = side + 1;
                xs[n] = x;
                ys[n] = y;
                n++;
            }
            assertMatchesReference(w, grid);
        });
    }

    @TestFactory
    Stream<DynamicTest> brainPlaysTheBestValueAfterTakebacks() {
        return Property.check("brain follows the board history and plays a maximum", 20, rnd -> {
            Board board = Board.create(15, Rule.FREESTYLE);
            WeightsBrain brain = new WeightsBrain();
            int[][] grid = new int[15][15];
            for (int i = 0; i < 20; i++) {
                if (board.moveCount() > 0 && rnd.nextInt(4) == 0) {
                    int last = board.lastMove();
                    grid[board.y(last)][board.x(last)] = 0;
                    board.undo();
                }
                Point p = brain.move(board.copy(), FakeTurn.of(board).seed(rnd.nextLong()));
                int side = board.sideToMove() == Side.BLACK ? 1 : 2;
                assertTrue(board.isEmpty(board.index(p.x(), p.y())));
                if (board.moveCount() > 0) {
                    int best = Integer.MIN_VALUE;
                    for (int y = 0; y < 15; y++) {
                        for (int x = 0; x < 15; x++) {
                            if (grid[y][x] == 0) {
                                int own = referenceSum(grid, x, y, side);
                                int opp = referenceSum(grid, x, y, 3 - side);
                                best = Math.max(best, own * 19 / 16 + opp);
                            }
                        }
                    }
                    int own = referenceSum(grid, p.x(), p.y(), side);
                    int opp = referenceSum(grid, p.x(), p.y(), 3 - side);
                    int chosen = own * 19 / 16 + opp;
                    assertTrue(chosen + 3 >= best, "chosen " + chosen + " vs best " + best + " (random 0..3 may tip ties)");
                } else {
                    assertEquals(new Point(7, 7), p, "the centre on an empty board");
                }
                board.play(board.index(p.x(), p.y()));
                grid[p.y()][p.x()] = side;
            }
        });
    }
}
