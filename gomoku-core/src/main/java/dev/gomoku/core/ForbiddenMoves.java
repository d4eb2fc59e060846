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
    private static final int FLEX_FOUR = Pattern.FLEX_FOUR.ordinal();
    private static final int FIVE = Pattern.FIVE.ordinal();
    private static final int OVERLINE = Pattern.OVERLINE.ordinal();

    /**
     * Line windows are 11-bit masks: bit {@code k + REACH} is the cell {@code k} steps from p,
     * {@code -REACH <= k <= REACH}; five cells each way decide fives, fours, threes and overlines.
     */
    private static final int REACH = 5;
    private static final int P_BIT = 1 << REACH;

    // Outcomes of code(): the Forbidden ordinals, then two that only the recursion sees.
    private static final int LEGAL = 0;
    /** p makes a five: legal, and (for a completion point q) no three. */
    private static final int MAKES_FIVE = 4;
    /** Undecided until the caller places its stone: p needs the recursive three analysis. */
    private static final int NEEDS_PARENT = 5;
    private static final Forbidden[] KINDS = {
        Forbidden.NONE, Forbidden.OVERLINE, Forbidden.DOUBLE_FOUR, Forbidden.DOUBLE_THREE, Forbidden.NONE,
    };

    /** Line cell codes (empty, black, white, wall) as base-3 digits: empty, black, other. */
    private static final int[] STATE = {0, 1, 2, 2};
    /** Memo of {@link #lineFacts}: 0 for not yet known. */
    private static final char[] LINE_FACTS = new char[59049];
    private static final int QS_MASK = (1 << (2 * REACH + 1)) - 1;
    private static final int FOURS_SHIFT = 2 * REACH + 1;
    private static final int KNOWN = 1 << 15;

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
        return KINDS[code(b, p, -1, true)];
    }

    /**
     * Rules 1-4 for black at p as an outcome code. {@code fourDir} is a direction in which p is known
     * to make exactly one four, a straight one, through the parent's stone (-1 if none): that line's
     * board pattern is not looked at, so the parent's stone need not be on the board yet
     * ({@code parentPlaced} false) unless the three analysis is needed, in which case this returns
     * {@link #NEEDS_PARENT}. The parent's stone lies only on the {@code fourDir} line, so every other
     * line reads the same with or without it.
     */
    private static int code(Board b, int p, int fourDir, boolean parentPlaced) {
        int fourDirs = 0;
        int threeDirs = 0;
        int flexFourDirs = 0;
        boolean overline = false;
        for (int d = 0; d < Board.DIRECTIONS; d++) {
            int pat = b.patterns(p, d) & 0xF;
            if (pat < FLEX_THREE || d == fourDir) {
                continue;
            }
            if (pat == FIVE) {
                return MAKES_FIVE;
            } else if (pat == OVERLINE) {
                overline = true;
            } else if (pat == FLEX_THREE) {
                threeDirs |= 1 << d;
            } else {
                fourDirs |= 1 << d;
                if (pat == FLEX_FOUR) {
                    flexFourDirs |= 1 << d;
                }
            }
        }
        if (overline) {
            return Forbidden.OVERLINE.ordinal();
        }
        // Every four line holds at least one four; only a FLEX_FOUR line may hold two (X.X?X.X).
        int fours = Integer.bitCount(fourDirs) + (fourDir >= 0 ? 1 : 0);
        if (fours >= 2) {
            return Forbidden.DOUBLE_FOUR.ordinal();
        }
        if (flexFourDirs != 0
                && (lineFacts(b, p, b.step(Integer.numberOfTrailingZeros(flexFourDirs))) >>> FOURS_SHIFT & 3) >= 2) {
            return Forbidden.DOUBLE_FOUR.ordinal();
        }
        // One three or none: legal. (A line with a four cannot also hold a real three: its straight
        // four would be a five or an overline.)
        if (Integer.bitCount(threeDirs) < 2) {
            return LEGAL;
        }
        if (!parentPlaced) {
            return NEEDS_PARENT;
        }
        return twoRealThrees(b, p, threeDirs) ? Forbidden.DOUBLE_THREE.ordinal() : LEGAL;
    }

    /**
     * Whether two of the FLEX_THREE lines {@code threeDirs} through p hold real threes. The
     * completion points of every line come first, from the line cells alone; the recursion then
     * places p once, and only when some completion point cannot be settled without it.
     */
    private static boolean twoRealThrees(Board b, int p, int threeDirs) {
        long all = 0;
        int lines = 0;
        for (int dirs = threeDirs; dirs != 0; dirs &= dirs - 1) {
            int d = Integer.numberOfTrailingZeros(dirs);
            long qs = lineFacts(b, p, b.step(d)) & QS_MASK;
            if (qs != 0) {
                all |= qs << (16 * d);
                lines++;
            }
        }
        if (lines < 2) {
            return false;
        }
        int threes = 0;
        boolean placed = false;
        try {
            for (int d = 0; d < Board.DIRECTIONS && lines >= 2 - threes; d++) {
                int qs = (int) (all >>> (16 * d)) & 0xFFFF;
                if (qs == 0) {
                    continue;
                }
                lines--;
                int step = b.step(d);
                // completion points settled without p first; the rest need p on the board
                int deferred = 0;
                boolean real = false;
                for (; qs != 0; qs &= qs - 1) {
                    int q = Integer.numberOfTrailingZeros(qs);
                    int atQ = code(b, p + (q - REACH) * step, d, placed);
                    if (atQ == LEGAL) {
                        real = true;
                        break;
                    }
                    if (atQ == NEEDS_PARENT) {
                        deferred |= 1 << q;
                    }
                }
                for (; !real && deferred != 0; deferred &= deferred - 1) {
                    if (!placed) {
                        b.place(p, Side.BLACK);
                        placed = true;
                    }
                    int qi = p + (Integer.numberOfTrailingZeros(deferred) - REACH) * step;
                    real = code(b, qi, d, true) == LEGAL;
                }
                if (real && ++threes >= 2) {
                    return true;
                }
            }
        } finally {
            if (placed) {
                b.undo();
            }
        }
        return false;
    }

    /**
     * What p's line holds, from a memo of {@link #foursInLine} and {@link #completions} keyed by the
     * ten cells around p (each empty, black or other, in base 3): the completion points in bits
     * 0..10, the number of fours from bit 11. Entries are filled on first use (only shapes that occur
     * are computed, so a cold start pays nothing); racing threads store equal values.
     */
    private static int lineFacts(Board b, int p, int step) {
        int key = 0;
        int lo = p;
        int hi = p;
        for (int k = 1; k <= REACH; k++) {
            lo -= step;
            hi += step;
            key = key * 9 + STATE[b.cell(lo)] * 3 + STATE[b.cell(hi)];
        }
        int facts = LINE_FACTS[key];
        if (facts == 0) {
            facts = computeFacts(key);
            LINE_FACTS[key] = (char) facts;
        }
        return facts;
    }

    /** A {@link #LINE_FACTS} entry, computed from the line's stone and empty masks. */
    private static int computeFacts(int key) {
        int black = P_BIT;
        int empty = 0;
        for (int k = REACH; k >= 1; k--) {
            int hi = key % 3;
            key /= 3;
            int lo = key % 3;
            key /= 3;
            black |= (lo == 1 ? P_BIT >>> k : 0) | (hi == 1 ? P_BIT << k : 0);
            empty |= (lo == 0 ? P_BIT >>> k : 0) | (hi == 0 ? P_BIT << k : 0);
        }
        return KNOWN | completions(black, empty) | foursInLine(black, empty) << FOURS_SHIFT;
    }

    /**
     * Distinct fours through p in one line: five-cell windows holding p, four black stones and one
     * empty cell, with no black stone just outside (so the empty cell makes exactly five). The two
     * windows of a straight four hold the same four stones and count once.
     */
    private static int foursInLine(int black, int empty) {
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

    /**
     * The empty points q (as window bits) that make a straight four containing p in this line,
     * neither end of which would make an overline; q's own legality is left to the caller.
     */
    private static int completions(int black, int empty) {
        int qs = 0;
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
            qs |= 1 << q;
        }
        return qs;
    }
}
