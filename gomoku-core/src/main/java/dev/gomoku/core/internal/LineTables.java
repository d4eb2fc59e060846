package dev.gomoku.core.internal;

/**
 * Precomputed line-pattern tables. A cell's neighbourhood in one direction is a 20-bit key: the low
 * 10 bits hold the five cells on the negative side (distance k at bits {@code 2(k-1)}), the high
 * 10 bits the five on the positive side, each as a board cell code (0 empty, 1 black, 2 white,
 * 3 wall). Each half is reduced to a class relative to the side placing the stone: own and empty cells up to
 * the first blocker (opponent or wall, which stay distinct for caro), nothing beyond it. The
 * pattern of a placement is then {@code table[leftClass * CLASSES + rightClass]}.
 *
 * <p>Tables are built lazily per win rule by memoised recursion over the class pairs
 * (94 classes, 8836 pairs), a few milliseconds on a cold JVM, so that a process started per move
 * can afford it.
 *
 * <p>Every rule is decided inside the window. A row through the cell that reaches distance five is
 * six or more long whatever lies beyond; and under caro only an exactly-five row asks about its ends,
 * which then lie within distance five (an overline wins however its ends lie, as the Gomocup referee
 * judges: GomocupJudge {@code c11ec6a}, {@code client/ai_match.py}, {@code make_move}).
 */
public final class LineTables {
    /** Cells looked at on each side of the cell. */
    public static final int HALF = 5;

    private static final int EMPTY = 0;
    private static final int OWN = 1;
    private static final int OPP = 2;

    // Pattern ordinals (kept in step with dev.gomoku.core.Pattern; checked by the tests).
    private static final int DEAD = 0;
    private static final int BLOCKED_FOUR = 7;
    private static final int FLEX_FOUR = 8;
    private static final int FIVE = 9;
    private static final int OVERLINE = 10;
    /** What one stone fewer makes: FLEX_FOUR -> FLEX_THREE, BLOCKED_TWO -> BLOCKED_ONE, ... */
    private static final byte[] DOWN = {0, 0, 0, 1, 2, 3, 4, 5, 6, 0, 0};

    /** Number of half-line classes. */
    public static final int CLASSES;
    /**
     * Per side (0 black, 1 white): at {@code raw} the class of a negative half key times
     * {@link #CLASSES}, at {@code 1024 + raw} the class of a positive half key.
     */
    private static final short[][] CLASS_OF = new short[2][2 << 10];
    /** Both sides' entries of {@link #CLASS_OF} in one int: black in the low 16 bits, white in the high. */
    private static final int[] BOTH_CLASSES = new int[2 << 10];
    /** Per class: length of the own run starting next to the cell. */
    private static final int[] RUN;
    /** Per class: code of the cell just past that run (-1 if the run fills the window). */
    private static final int[] AFTER;
    /** Per class and distance-1: class after an own stone there, or -1 if the cell is not empty. */
    private static final int[][] ADD;

    static {
        int[] canonicalId = new int[1 << 10];
        java.util.Arrays.fill(canonicalId, -1);
        int[] reps = new int[1 << 10];
        int n = 0;
        for (int rel = 0; rel < 1 << 10; rel++) {
            int c = canonical(rel);
            if (canonicalId[c] < 0) {
                canonicalId[c] = n;
                reps[n++] = c;
            }
        }
        CLASSES = n;
        RUN = new int[n];
        AFTER = new int[n];
        ADD = new int[n][HALF];
        for (int id = 0; id < n; id++) {
            int rep = reps[id];
            int run = 0;
            while (run < HALF && code(rep, run + 1) == OWN) {
                run++;
            }
            RUN[id] = run;
            AFTER[id] = run < HALF ? code(rep, run + 1) : -1;
            for (int k = 1; k <= HALF; k++) {
                ADD[id][k - 1] = isFree(rep, k) ? canonicalId[rep | OWN << 2 * (k - 1)] : -1;
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int raw = 0; raw < 1 << 10; raw++) {
                int rel = side == 0 ? raw : swapColours(raw);
                int id = canonicalId[canonical(rel)];
                CLASS_OF[side][raw] = (short) (id * n);
                CLASS_OF[side][(1 << 10) + raw] = (short) id;
            }
        }
        for (int i = 0; i < BOTH_CLASSES.length; i++) {
            BOTH_CLASSES[i] = CLASS_OF[0][i] | CLASS_OF[1][i] << 16;
        }
    }

    private static final Object LOCK = new Object();
    /** [kind]; kind = (exact ? 1 : 0) | (caro ? 2 : 0). */
    private static final byte[][] TABLES = new byte[4][];

    private LineTables() {
    }

    /**
     * The half-key-to-class map of one side: the table index of a key is
     * {@code map[key & 0x3FF] + map[0x400 + (key >>> 10)]}.
     *
     * @param side 0 for black, 1 for white
     * @return at {@code raw} the negative half's class times {@link #CLASSES}, at {@code 1024 + raw}
     *     the positive half's class
     */
    public static short[] classes(int side) {
        return CLASS_OF[side];
    }

    /**
     * Both sides' half-key-to-class maps in one: for a key, {@code v = map[key & 0x3FF] + map[0x400 + (key >>> 10)]}
     * holds black's table index in its low 16 bits and white's in its high 16 bits (indices stay below
     * {@code CLASSES * CLASSES < 2^16}, so the halves never carry into each other).
     *
     * @return the combined map (shared: do not modify)
     */
    public static int[] bothClasses() {
        return BOTH_CLASSES;
    }

    /**
     * The pattern table for one win rule, built on first use: {@code CLASSES * CLASSES} entries, each
     * a pattern ordinal.
     *
     * @param exact true if only exactly five wins (an overline does not)
     * @param caro true if an exactly-five row blocked at both ends by opponent stones does not win
     * @return the table (shared: do not modify)
     */
    public static byte[] table(boolean exact, boolean caro) {
        int kind = (exact ? 1 : 0) | (caro ? 2 : 0);
        synchronized (LOCK) {
            if (TABLES[kind] == null) {
                TABLES[kind] = new Builder(exact, caro).table();
            }
            return TABLES[kind];
        }
    }

    /** Memoised classification of "own stone on the cell, these two half classes". */
    private static final class Builder {
        private final boolean exact;
        private final boolean caro;
        private final byte[] memo = new byte[CLASSES * CLASSES];

        Builder(boolean exact, boolean caro) {
            this.exact = exact;
            this.caro = caro;
            java.util.Arrays.fill(memo, (byte) -1);
        }

        byte[] table() {
            for (int l = 0; l < CLASSES; l++) {
                for (int r = 0; r < CLASSES; r++) {
                    level(l, r);
                }
            }
            return memo;
        }

        private boolean wins(int l, int r) {
            int len = RUN[l] + RUN[r] + 1;
            if (len != 5) {
                return len > 5 && !exact;
            }
            // Exactly five: both runs end inside the window, so the cells just past them are known.
            return !(caro && AFTER[l] == OPP && AFTER[r] == OPP);
        }

        private int level(int l, int r) {
            int i = l * CLASSES + r;
            if (memo[i] < 0) {
                memo[i] = (byte) compute(l, r);
            }
            return memo[i];
        }

        private int compute(int l, int r) {
            int len = RUN[l] + RUN[r] + 1;
            if (len >= 5) {
                return wins(l, r) ? FIVE : len > 5 ? OVERLINE : DEAD;
            }
            int completions = 0;
            for (int k = 0; k < HALF; k++) {
                int nl = ADD[l][k];
                if (nl >= 0 && wins(nl, r)) {
                    completions++;
                }
                int nr = ADD[r][k];
                if (nr >= 0 && wins(l, nr)) {
                    completions++;
                }
            }
            if (completions > 0) {
                return completions > 1 ? FLEX_FOUR : BLOCKED_FOUR;
            }
            int best = DEAD;
            for (int k = 0; k < HALF; k++) {
                int nl = ADD[l][k];
                if (nl >= 0) {
                    best = Math.max(best, DOWN[level(nl, r)]);
                }
                int nr = ADD[r][k];
                if (nr >= 0) {
                    best = Math.max(best, DOWN[level(l, nr)]);
                }
            }
            return best;
        }
    }

    private static int code(int half, int k) {
        return half >>> 2 * (k - 1) & 3;
    }

    /** Whether distance k is empty and no blocker lies nearer. */
    private static boolean isFree(int canonicalHalf, int k) {
        for (int j = 1; j < k; j++) {
            if (code(canonicalHalf, j) >= OPP) {
                return false;
            }
        }
        return code(canonicalHalf, k) == EMPTY;
    }

    /** Drops everything beyond the first blocker. */
    private static int canonical(int rel) {
        for (int k = 1; k <= HALF; k++) {
            if (code(rel, k) >= OPP) {
                return rel & (1 << 2 * k) - 1;
            }
        }
        return rel;
    }

    private static int swapColours(int raw) {
        int out = raw;
        for (int k = 1; k <= HALF; k++) {
            int c = code(raw, k);
            if (c == 1 || c == 2) {
                out ^= 3 << 2 * (k - 1);
            }
        }
        return out;
    }
}
