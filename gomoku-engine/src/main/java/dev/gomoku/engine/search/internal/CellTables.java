package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Pattern;
import dev.gomoku.engine.search.Position;

/**
 * Look-up tables from a cell's four line patterns (a 16-bit key, four bits per direction) to its
 * threat level, pattern score and renju suspicion (whether a black stone there might be forbidden).
 */
public final class CellTables {
    /** Key bits per direction. */
    public static final int BITS = 4;
    static final int SIZE = 1 << (4 * BITS);

    /** Threat level per key. */
    public static final byte[] LEVEL = new byte[SIZE];
    /** Pattern score per key. */
    public static final short[] SCORE = new short[SIZE];
    /** Two 4-bit pattern ordinals to a base-11 pair, for {@link #compact(int)}. */
    private static final short[] PAIR = new short[256];
    /** Score and level per compact key packed as {@code score << 3 | level}: 29 KB, stays in cache. */
    public static final char[] PACKED = new char[11 * 11 * 11 * 11];
    /** Whether a black renju stone with this key needs a forbidden-move check. */
    public static final boolean[] SUSPECT = new boolean[SIZE];

    /** Score of one line pattern, by {@link Pattern} ordinal. */
    private static final int[] LINE_SCORE = new int[Pattern.values().length];

    static {
        LINE_SCORE[Pattern.BLOCKED_ONE.ordinal()] = 1;
        LINE_SCORE[Pattern.FLEX_ONE.ordinal()] = 3;
        LINE_SCORE[Pattern.BLOCKED_TWO.ordinal()] = 6;
        LINE_SCORE[Pattern.FLEX_TWO.ordinal()] = 20;
        LINE_SCORE[Pattern.BLOCKED_THREE.ordinal()] = 22;
        LINE_SCORE[Pattern.FLEX_THREE.ordinal()] = 70;
        LINE_SCORE[Pattern.BLOCKED_FOUR.ordinal()] = 80;
        LINE_SCORE[Pattern.FLEX_FOUR.ordinal()] = 450;
        LINE_SCORE[Pattern.FIVE.ordinal()] = 1500;
        int n = Pattern.values().length;
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
            int score = 0;
            boolean valid = true;
            for (int d = 0; d < 4; d++) {
                int p = (key >>> (BITS * d)) & ((1 << BITS) - 1);
                if (p >= n) {
                    valid = false;
                    break;
                }
                score += LINE_SCORE[p];
                Pattern pat = Pattern.of(p);
                switch (pat) {
                    case FIVE -> five++;
                    case FLEX_FOUR -> flexFour++;
                    case BLOCKED_FOUR -> four++;
                    case FLEX_THREE -> three++;
                    case FLEX_TWO, BLOCKED_THREE -> two++;
                    case OVERLINE -> over++;
                    default -> { }
                }
            }
            if (!valid) {
                continue;
            }
            int level;
            if (five > 0) {
                level = Position.LEVEL_FIVE;
            } else if (flexFour > 0 || four > 1) {
                level = Position.LEVEL_WIN_FOUR;
                score += 400;
            } else if (four == 1) {
                level = three > 0 ? Position.LEVEL_FOUR_THREE : Position.LEVEL_FOUR;
                score += three > 0 ? 300 : 0;
            } else if (three > 1) {
                level = Position.LEVEL_DOUBLE_THREE;
                score += 150;
            } else if (three == 1) {
                level = Position.LEVEL_THREE;
            } else if (two > 0) {
                level = Position.LEVEL_TWO;
                score += two > 1 ? 15 : 0;
            } else {
                level = Position.LEVEL_NONE;
            }
            LEVEL[key] = (byte) level;
            SCORE[key] = (short) Math.min(score, 8191);
            PACKED[compact(key)] = (char) (SCORE[key] << 3 | level);
            SUSPECT[key] = five == 0 && (over > 0 || flexFour > 0 || four + flexFour > 1 || three > 1);
        }
    }

    /**
     * The compact base-11 index of a 16-bit key.
     *
     * @param key four 4-bit pattern ordinals
     * @return an index into {@link #PACKED}
     */
    public static int compact(int key) {
        return PAIR[key & 0xFF] + 121 * PAIR[key >>> 8];
    }

    private CellTables() {
    }
}
