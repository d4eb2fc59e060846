package dev.gomoku.core;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A deliberately simple renju referee on a plain {@code int[y][x]} grid, written straight from the
 * definitions in {@code shared/spec/renju.md} with full recursion and no shortcuts: every "would
 * this stone make ..." question is answered by placing the stone and measuring whole lines. Slow, and
 * meant to be obviously right; the fast {@link ForbiddenMoves} is tested against it.
 */
final class RenjuReference {
    static final int EMPTY = 0;
    static final int BLACK = 1;
    static final int WHITE = 2;

    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private final int[][] grid;
    private final int width;
    private final int height;
    /** Deepest nested "is the completing point itself forbidden" question asked so far. */
    private int maxDepth;

    /**
     * @param grid cells as {@code grid[y][x]}, EMPTY/BLACK/WHITE; used in place (restored after each call)
     */
    RenjuReference(int[][] grid) {
        this.grid = grid;
        this.height = grid.length;
        this.width = grid[0].length;
    }

    int maxDepth() {
        return maxDepth;
    }

    /** The verdict for black playing the empty point (x, y). */
    Forbidden check(int x, int y) {
        return check(x, y, 0);
    }

    private Forbidden check(int x, int y, int depth) {
        if (grid[y][x] != EMPTY) {
            throw new IllegalArgumentException("occupied: " + x + "," + y);
        }
        maxDepth = Math.max(maxDepth, depth);
        grid[y][x] = BLACK;
        try {
            // 1. a five wins, whatever else the move makes
            if (makesFive(x, y)) {
                return Forbidden.NONE;
            }
            // 2. overline
            for (int[] d : DIRECTIONS) {
                if (run(x, y, d).size() >= 6) {
                    return Forbidden.OVERLINE;
                }
            }
            // 3. fours: distinct sets of four stones containing p that one more stone turns into a five
            if (fours(x, y).size() >= 2) {
                return Forbidden.DOUBLE_FOUR;
            }
            // 4. threes, one per line at most
            int threes = 0;
            for (int[] d : DIRECTIONS) {
                if (lineHoldsThree(x, y, d, depth)) {
                    threes++;
                }
            }
            return threes >= 2 ? Forbidden.DOUBLE_THREE : Forbidden.NONE;
        } finally {
            grid[y][x] = EMPTY;
        }
    }

    private Set<Set<Integer>> fours(int px, int py) {
        Set<Set<Integer>> fours = new HashSet<>();
        int p = key(px, py);
        for (int[] d : DIRECTIONS) {
            for (int[] q : emptyPointsOnLine(px, py, d)) {
                grid[q[1]][q[0]] = BLACK;
                List<Integer> five = run(q[0], q[1], d);
                if (five.size() == 5 && five.contains(p)) {
                    Set<Integer> four = new HashSet<>(five);
                    four.remove(key(q[0], q[1]));
                    fours.add(four);
                }
                grid[q[1]][q[0]] = EMPTY;
            }
        }
        return fours;
    }

    private boolean lineHoldsThree(int px, int py, int[] d, int depth) {
        for (int[] q : emptyPointsOnLine(px, py, d)) {
            if (completesThree(px, py, q[0], q[1], d, depth)) {
                return true;
            }
        }
        return false;
    }

    /** Whether q turns the line through p (black, on the grid) into a real straight four, per rule 4. */
    private boolean completesThree(int px, int py, int qx, int qy, int[] d, int depth) {
        grid[qy][qx] = BLACK;
        boolean straight;
        boolean qMakesFive;
        try {
            List<Integer> four = run(px, py, d);
            if (four.size() != 4 || !four.contains(key(qx, qy))) {
                return false;
            }
            int first = four.get(0);
            int last = four.get(3);
            // run() lists cells in the direction d, so the ends are one step outside
            straight = endMakesExactFive(kx(first) - d[0], ky(first) - d[1], d)
                    && endMakesExactFive(kx(last) + d[0], ky(last) + d[1], d);
            qMakesFive = makesFive(qx, qy);
        } finally {
            grid[qy][qx] = EMPTY;
        }
        if (!straight || qMakesFive) {
            return false;
        }
        return check(qx, qy, depth + 1) == Forbidden.NONE;
    }

    private boolean endMakesExactFive(int x, int y, int[] d) {
        if (!onBoard(x, y) || grid[y][x] != EMPTY) {
            return false;
        }
        grid[y][x] = BLACK;
        int n = run(x, y, d).size();
        grid[y][x] = EMPTY;
        return n == 5;
    }

    private boolean makesFive(int x, int y) {
        for (int[] d : DIRECTIONS) {
            if (run(x, y, d).size() == 5) {
                return true;
            }
        }
        return false;
    }

    /** The unbroken black row through the black stone (x, y) along d, in order along d. */
    private List<Integer> run(int x, int y, int[] d) {
        int sx = x;
        int sy = y;
        while (onBoard(sx - d[0], sy - d[1]) && grid[sy - d[1]][sx - d[0]] == BLACK) {
            sx -= d[0];
            sy -= d[1];
        }
        List<Integer> cells = new ArrayList<>();
        while (onBoard(sx, sy) && grid[sy][sx] == BLACK) {
            cells.add(key(sx, sy));
            sx += d[0];
            sy += d[1];
        }
        return cells;
    }

    private List<int[]> emptyPointsOnLine(int px, int py, int[] d) {
        List<int[]> points = new ArrayList<>();
        for (int sign = -1; sign <= 1; sign += 2) {
            int x = px + sign * d[0];
            int y = py + sign * d[1];
            while (onBoard(x, y)) {
                if (grid[y][x] == EMPTY) {
                    points.add(new int[] {x, y});
                }
                x += sign * d[0];
                y += sign * d[1];
            }
        }
        return points;
    }

    private boolean onBoard(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    private int key(int x, int y) {
        return y * 64 + x;
    }

    private static int kx(int key) {
        return key % 64;
    }

    private static int ky(int key) {
        return key / 64;
    }
}
