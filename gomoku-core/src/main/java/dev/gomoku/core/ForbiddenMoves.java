package dev.gomoku.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Renju forbidden moves for black, as defined in {@code shared/spec/renju.md} (RIF rules as the
 * Gomocup referee applies them). For black about to play an empty point p, in this order: a five is
 * always allowed; else an overline is forbidden; else two or more fours (distinct sets of four stones,
 * possibly on one line, {@code X.X?X.X}) are forbidden; else two or more real threes are forbidden,
 * where a line holds a real three only if some empty point q turns it into a straight four containing
 * p such that q makes no five, neither end of that four makes an overline, and q is itself not
 * forbidden once p is on the board (decided recursively). Four-three is allowed.
 *
 * <p>The board's incremental {@linkplain Board#pattern(Side, int, int) line patterns} screen out
 * almost every point in constant time; only points with two or more three/four lines (or one line
 * with two completion points) get the exact analysis. The recursive part places and removes stones on
 * the given board, so a board must not be used by another thread during a call; every call leaves the
 * board exactly as it found it (stones, history, hash).
 *
 * <p>Only {@link Rule#RENJU} has forbidden moves: under every other rule every point is allowed.
 */
public final class ForbiddenMoves {
    private static final int FLEX_THREE = Pattern.FLEX_THREE.ordinal();
    private static final int BLOCKED_FOUR = Pattern.BLOCKED_FOUR.ordinal();
    private static final int FLEX_FOUR = Pattern.FLEX_FOUR.ordinal();
    private static final int FIVE = Pattern.FIVE.ordinal();
    private static final int OVERLINE = Pattern.OVERLINE.ordinal();

    /**
     * Line windows are 11-bit masks: bit {@code k + REACH} is the cell {@code k} steps from p,
     * {@code -REACH <= k <= REACH}; five cells each way decide fives, fours, threes and overlines.
     */
    private static final int REACH = 5;
    private static final int P_BIT = 1 << REACH;

    private ForbiddenMoves() {
    }

    /**
     * Whether, and why, a black stone on an empty point would be a forbidden move.
     *
     * @param board the position (under {@link Rule#RENJU}; other rules forbid nothing)
     * @param index an empty cell of the board
     * @return the kind of forbidden move, or {@link Forbidden#NONE}
     * @throws IllegalArgumentException if the index is not a board cell or the cell is occupied
     * @throws NullPointerException if {@code board} is null
     */
    public static Forbidden check(Board board, int index) {
        requireEmpty(board, index);
        if (!board.rule().hasForbiddenMoves()) {
            return Forbidden.NONE;
        }
        return verdict(board, index);
    }

    /**
     * Whether a black stone on an empty point would be a forbidden move.
     *
     * @param board the position (under {@link Rule#RENJU}; other rules forbid nothing)
     * @param index an empty cell of the board
     * @return true if black may not play there
     * @throws IllegalArgumentException if the index is not a board cell or the cell is occupied
     * @throws NullPointerException if {@code board} is null
     */
    public static boolean isForbidden(Board board, int index) {
        return check(board, index) != Forbidden.NONE;
    }

    /**
     * Every empty point where black may not play.
     *
     * @param board the position
     * @return the forbidden points, sorted by {@code y} then {@code x}; empty unless the rule is renju
     * @throws NullPointerException if {@code board} is null
     */
    public static List<Point> all(Board board) {
        int[] out = new int[board.width() * board.height()];
        int n = allInto(board, out);
        List<Point> points = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            points.add(new Point(board.x(out[i]), board.y(out[i])));
        }
        return points;
    }

    /**
     * Every empty point where black may not play, as cell indices written to {@code out} in the order
     * of {@link #all(Board)}. Allocates nothing.
     *
     * @param board the position
     * @param out receives the indices; needs room for {@code width * height} entries
     * @return how many indices were written
     * @throws IllegalArgumentException if {@code out} is shorter than {@code width * height}
     * @throws NullPointerException if {@code board} or {@code out} is null
     */
    public static int allInto(Board board, int[] out) {
        int w = board.width();
        int h = board.height();
        if (out.length < w * h) {
            throw new IllegalArgumentException("out has room for " + out.length + " points, the "
                    + w + "x" + h + " board needs " + w * h);
        }
        if (!board.rule().hasForbiddenMoves()) {
            return 0;
        }
        int n = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = board.index(x, y);
                if (board.cell(i) == Board.EMPTY && verdict(board, i) != Forbidden.NONE) {
                    out[n++] = i;
                }
            }
        }
        return n;
    }

    private static void requireEmpty(Board board, int index) {
        if (index < 0 || index >= board.capacity() || board.cell(index) == Board.WALL) {
            throw new IllegalArgumentException("index " + index + " is not a cell of the "
                    + board.width() + "x" + board.height() + " board");
        }
        if (board.cell(index) != Board.EMPTY) {
            throw new IllegalArgumentException("point " + board.x(index) + "," + board.y(index)
                    + " is occupied: only empty points can be forbidden");
        }
    }

    /** Rules 1-4 for black at the empty cell p, on a renju board. */
    private static Forbidden verdict(Board b, int p) {
        int fourDirs = 0;
        int threeDirs = 0;
        boolean flexFour = false;
        boolean overline = false;
        for (int d = 0; d < Board.DIRECTIONS; d++) {
            int pat = b.pattern(Side.BLACK, p, d);
            if (pat == FIVE) {
                return Forbidden.NONE;
            } else if (pat == OVERLINE) {
                overline = true;
            } else if (pat >= BLOCKED_FOUR) {
                fourDirs |= 1 << d;
                flexFour |= pat == FLEX_FOUR;
            } else if (pat == FLEX_THREE) {
                threeDirs |= 1 << d;
            }
        }
        if (overline) {
            return Forbidden.OVERLINE;
        }
        // Screen: one three or one simple four line cannot be forbidden. (A FLEX_FOUR line may be two
        // fours on one line, X.X?X.X, so it always gets the exact count.)
        if (Integer.bitCount(fourDirs | threeDirs) < 2 && !flexFour) {
            return Forbidden.NONE;
        }
        int fours = 0;
        for (int d = 0; d < Board.DIRECTIONS; d++) {
            if ((fourDirs & (1 << d)) != 0) {
                fours += foursInLine(b, p, d);
            }
        }
        if (fours >= 2) {
            return Forbidden.DOUBLE_FOUR;
        }
        // A line with a four cannot also hold a real three (its straight four would be a five or an
        // overline), and a real three needs a FLEX_THREE line, so only those lines are examined.
        int candidates = Integer.bitCount(threeDirs);
        int threes = 0;
        for (int d = 0; d < Board.DIRECTIONS && candidates >= 2 - threes; d++) {
            if ((threeDirs & (1 << d)) != 0) {
                candidates--;
                if (holdsRealThree(b, p, d)) {
                    threes++;
                    if (threes >= 2) {
                        return Forbidden.DOUBLE_THREE;
                    }
                }
            }
        }
        return Forbidden.NONE;
    }

    /** Black stones (p included) in the 11-cell window of p's line, as a mask. */
    private static int blackMask(Board b, int p, int step) {
        int mask = P_BIT;
        for (int k = 1; k <= REACH; k++) {
            if (b.cell(p - k * step) == Board.BLACK) {
                mask |= 1 << (REACH - k);
            }
            if (b.cell(p + k * step) == Board.BLACK) {
                mask |= 1 << (REACH + k);
            }
        }
        return mask;
    }

    /** Empty board cells in the 11-cell window of p's line, as a mask. */
    private static int emptyMask(Board b, int p, int step) {
        int mask = 0;
        for (int k = 1; k <= REACH; k++) {
            if (b.cell(p - k * step) == Board.EMPTY) {
                mask |= 1 << (REACH - k);
            }
            if (b.cell(p + k * step) == Board.EMPTY) {
                mask |= 1 << (REACH + k);
            }
        }
        return mask;
    }

    /**
     * Distinct fours through p in one line: five-cell windows holding p, four black stones and one
     * empty cell, with no black stone just outside (so the empty cell makes exactly five). The two
     * windows of a straight four hold the same four stones and count once.
     */
    private static int foursInLine(Board b, int p, int d) {
        int step = b.step(d);
        int black = blackMask(b, p, step);
        int empty = emptyMask(b, p, step);
        int count = 0;
        int previous = 0;
        for (int s = 1; s <= REACH; s++) {
            int window = 0x1F << s;
            int stones = black & window;
            if (Integer.bitCount(stones) == 4 && Integer.bitCount(empty & window) == 1
                    && (black & (1 << (s - 1))) == 0 && (black & (1 << (s + 5))) == 0) {
                // equal stone sets can only come from adjacent windows
                if (stones != previous) {
                    count++;
                }
                previous = stones;
            } else {
                previous = 0;
            }
        }
        return count;
    }

    /** Rule 4 for one line: some empty q makes a real straight four with p. */
    private static boolean holdsRealThree(Board b, int p, int d) {
        int step = b.step(d);
        int black = blackMask(b, p, step);
        int empty = emptyMask(b, p, step);
        // the straight four lies within 3 cells of p, so q does too
        for (int q = REACH - 3; q <= REACH + 3; q++) {
            if ((empty & (1 << q)) == 0) {
                continue;
            }
            int stones = black | (1 << q);
            int lo = REACH;
            while ((stones & (1 << (lo - 1))) != 0) {
                lo--;
            }
            int hi = REACH;
            while ((stones & (1 << (hi + 1))) != 0) {
                hi++;
            }
            if (hi - lo != 3 || q < lo || q > hi) {
                continue;
            }
            // straight: both ends empty, and neither end makes an overline
            if ((empty & (1 << (lo - 1))) == 0 || (empty & (1 << (hi + 1))) == 0
                    || (black & (1 << (lo - 2))) != 0 || (black & (1 << (hi + 2))) != 0) {
                continue;
            }
            int qi = p + (q - REACH) * step;
            if (makesFiveAcross(b, qi, d)) {
                continue;
            }
            Forbidden atQ;
            b.place(p, Side.BLACK);
            try {
                atQ = verdict(b, qi);
            } finally {
                b.undo();
            }
            if (atQ == Forbidden.NONE) {
                return true;
            }
        }
        return false;
    }

    /** Whether black at q makes a five in a line other than d (p is not on those lines). */
    private static boolean makesFiveAcross(Board b, int q, int d) {
        for (int e = 0; e < Board.DIRECTIONS; e++) {
            if (e != d && b.pattern(Side.BLACK, q, e) == FIVE) {
                return true;
            }
        }
        return false;
    }
}
