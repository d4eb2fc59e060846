package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Pattern;
import dev.gomoku.engine.search.Position;

/**
 * Look-up tables from a cell's four line patterns (a 16-bit key, four bits per direction) to its
 * threat level, weighted combination and renju suspicion (whether a black stone there might be
 * forbidden); and the per-colour score tables built from {@link PatternWeights}.
 */
public final class CellTables {
    /** Key bits per direction. */
    public static final int BITS = 4;
    static final int SIZE = 1 << (4 * BITS);

    /** Threat level per key. */
    public static final byte[] LEVEL = new byte[SIZE];
    /** The weighted combination per key ({@code PatternWeights} combination index), or -1. */
    private static final byte[] COMBO = new byte[SIZE];
    /** Two 4-bit pattern ordinals to a base-11 pair, for {@link #compact(int)}. */
    private static final short[] PAIR = new short[256];
    /** Whether a black renju stone with this key needs a forbidden-move check. */
    public static final boolean[] SUSPECT = new boolean[SIZE];
    /** Compact keys: 11 patterns in each of four directions. */
    private static final int COMPACT = 11 * 11 * 11 * 11;
    /**
     * The threat solvers' move-ordering score per compact key: fixed hand-set pattern values, so that
     * retuning the evaluation does not reorder (and slow) the proof searches.
     */
    private static final short[] THREAT_ORDER;

    static {
        for (int i = 0; i < 256; i++) {
            PAIR[i] = (short) ((i & 15) < 11 && (i >>> 4) < 11 ? (i & 15) + 11 * (i >>> 4) : 0);
        }
        for (int key = 0; key < SIZE; key++) {
            int five = 0;
            int flexFour = 0;
            int four = 0;
            int three = 0;
            int two = 0;
            int over = 0;
            if (!valid(key)) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                switch (Pattern.of(pattern(key, d))) {
                    case FIVE -> five++;
                    case FLEX_FOUR -> flexFour++;
                    case BLOCKED_FOUR -> four++;
                    case FLEX_THREE -> three++;
                    case FLEX_TWO, BLOCKED_THREE -> two++;
                    case OVERLINE -> over++;
                    default -> { }
                }
            }
            int level;
            int combo = -1;
            if (five > 0) {
                level = Position.LEVEL_FIVE;
            } else if (flexFour > 0 || four > 1) {
                level = Position.LEVEL_WIN_FOUR;
                combo = PatternWeights.WIN_FOUR;
            } else if (four == 1) {
                level = three > 0 ? Position.LEVEL_FOUR_THREE : Position.LEVEL_FOUR;
                combo = three > 0 ? PatternWeights.FOUR_THREE_CELL : two > 0 ? PatternWeights.FOUR_PLUS : -1;
            } else if (three > 1) {
                level = Position.LEVEL_DOUBLE_THREE;
                combo = PatternWeights.DOUBLE_THREE_CELL;
            } else if (three == 1) {
                level = Position.LEVEL_THREE;
                combo = two > 0 ? PatternWeights.THREE_PLUS : -1;
            } else if (two > 0) {
                level = Position.LEVEL_TWO;
                combo = two > 1 ? PatternWeights.DOUBLE_TWO : -1;
            } else {
                level = Position.LEVEL_NONE;
            }
            LEVEL[key] = (byte) level;
            COMBO[key] = (byte) combo;
            SUSPECT[key] = five == 0 && (over > 0 || flexFour > 0 || four + flexFour > 1 || three > 1);
        }
        int[] handSet = new int[PatternWeights.FOUR_THREE];
        System.arraycopy(new int[] {1, 3, 6, 20, 22, 70, 80, 450, 1500}, 0, handSet, PatternWeights.LINE,
                PatternWeights.LINES);
        System.arraycopy(new int[] {400, 300, 150, 15}, 0, handSet, PatternWeights.COMBO, 4);
        char[] packed = pack(handSet, 0);
        THREAT_ORDER = new short[COMPACT];
        for (int i = 0; i < COMPACT; i++) {
            THREAT_ORDER[i] = (short) (packed[i] >>> 3);
        }
    }

    /**
     * The threat solvers' ordering score of a cell for one side.
     *
     * @param key the side's four 4-bit pattern ordinals
     * @return a non-negative score, independent of the evaluation's weights
     */
    public static int threatOrder(int key) {
        return THREAT_ORDER[compact(key)];
    }

    /** The pattern ordinal of one direction of a key. */
    static int pattern(int key, int d) {
        return (key >>> (BITS * d)) & ((1 << BITS) - 1);
    }

    /** Whether every direction of a key holds a pattern ordinal. */
    static boolean valid(int key) {
        int n = Pattern.values().length;
        for (int d = 0; d < 4; d++) {
            if (pattern(key, d) >= n) {
                return false;
            }
        }
        return true;
    }

    /**
     * The weighted combination a key makes.
     *
     * @param key four 4-bit pattern ordinals
     * @return a {@code PatternWeights} combination index, or -1 for none
     */
    public static int combo(int key) {
        return COMBO[key];
    }

    /**
     * One colour and role's table ({@code table = 2 * colour + role}) of {@code score << 3 | level}
     * per compact key, the score being its line weights over the four
     * directions plus its combination weight, clamped to 0..8191.
     */
    static char[] pack(int[] w, int table) {
        char[] packed = new char[COMPACT];
        int line = PatternWeights.LINE + table * PatternWeights.LINES - 1;
        for (int key = 0; key < SIZE; key++) {
            if (!valid(key)) {
                continue;
            }
            int score = 0;
            for (int d = 0; d < 4; d++) {
                int p = pattern(key, d);
                if (p >= Pattern.BLOCKED_ONE.ordinal() && p <= Pattern.FIVE.ordinal()) {
                    score += w[line + p];
                }
            }
            int combo = COMBO[key];
            if (combo >= 0) {
                score += w[PatternWeights.COMBO + table * PatternWeights.COMBOS + combo];
            }
            packed[compact(key)] = (char) (Math.max(0, Math.min(score, 8191)) << 3 | LEVEL[key]);
        }
        return packed;
    }

    /**
     * The compact base-11 index of a 16-bit key.
     *
     * @param key four 4-bit pattern ordinals
     * @return an index into a table from {@code pack}
     */
    public static int compact(int key) {
        return PAIR[key & 0xFF] + 121 * PAIR[key >>> 8];
    }

    private CellTables() {
    }
}
