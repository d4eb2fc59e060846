package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.core.Pattern;

/**
 * The network's inputs at one empty cell, per colour: the four line patterns a stone of that colour
 * would make there, as a multiset (sorted, so the direction they lie in does not count). A cell's
 * features are thus the same anywhere on the board and under every rotation and reflection of it,
 * and the combination of the four lines (a four-three, a double three, renju's suspect shapes) is
 * one input rather than something the network must learn to add up. There are
 * {@value #KEYS} multisets of four of the eleven patterns. A cell is <em>quiet</em> when no
 * pattern of either colour is above {@link Pattern#FLEX_ONE} (no stone lies within reach on any of
 * its lines): quiet cells are left out, so a board's size adds nothing but its edges.
 */
public final class NetworkFeatures {
    /** Multisets of four patterns out of eleven: C(14, 4). */
    public static final int KEYS = 1001;
    private static final int PATTERNS = 11;
    private static final int COMPACT = PATTERNS * PATTERNS * PATTERNS * PATTERNS;
    /** Per compact key ({@link CellTables#compact(int)}): its multiset's index. */
    private static final short[] CANON = new short[COMPACT];
    /** Per multiset index: whether all four patterns are at most {@link Pattern#FLEX_ONE}. */
    private static final boolean[] QUIET = new boolean[KEYS];

    static {
        int[] idOfSorted = new int[COMPACT];
        int next = 0;
        int quietMax = Pattern.FLEX_ONE.ordinal();
        for (int a = 0; a < PATTERNS; a++) {
            for (int b = a; b < PATTERNS; b++) {
                for (int c = b; c < PATTERNS; c++) {
                    for (int d = c; d < PATTERNS; d++) {
                        QUIET[next] = d <= quietMax;
                        idOfSorted[a + PATTERNS * (b + PATTERNS * (c + PATTERNS * d))] = next++;
                    }
                }
            }
        }
        int[] p = new int[4];
        for (int k = 0; k < COMPACT; k++) {
            int r = k;
            for (int i = 0; i < 4; i++) {
                p[i] = r % PATTERNS;
                r /= PATTERNS;
            }
            java.util.Arrays.sort(p);
            CANON[k] = (short) idOfSorted[p[0] + PATTERNS * (p[1] + PATTERNS * (p[2] + PATTERNS * p[3]))];
        }
    }

    private NetworkFeatures() {
    }

    /**
     * The multiset index of one colour's 16-bit key (four 4-bit pattern ordinals).
     *
     * @param key a key of {@link SearchBoard#key(int, int)}'s form
     * @return 0 to {@value #KEYS} - 1
     */
    public static int index(int key) {
        return CANON[CellTables.compact(key)];
    }

    /**
     * Whether a cell counts, from both colours' multiset indices.
     *
     * @param black black's multiset index
     * @param white white's multiset index
     * @return false when both are quiet
     */
    public static boolean active(int black, int white) {
        return !(QUIET[black] && QUIET[white]);
    }

    /**
     * Both colours' keys of an empty cell, black's in the low 16 bits, from the board's patterns.
     *
     * @param board the board
     * @param index an empty cell
     * @return the packed keys
     */
    public static int keys(Board board, int index) {
        int k = 0;
        for (int d = 0; d < 4; d++) {
            int p = board.patterns(index, d);
            k |= (p & 15) << (4 * d) | (p >>> 4 & 15) << (16 + 4 * d);
        }
        return k;
    }
}
