package dev.gomoku.engine.search;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The default search's integer parameters that a tuner (such as {@code gomoku spsa}) may move, each
 * with its name on command lines ({@link #id()}) and its range. {@link SearchParameters} holds one value
 * of each per rule; other values change the search, never its correctness (proven wins and losses stay
 * proven). What each technique does and what it was measured to be worth: {@code docs/search.md}.
 */
public enum Tunable {
    /**
     * Reverse futility pruning: a node this far per ply of depth above beta is cut
     * ({@code docs/search.md#reverse-futility-pruning}).
     */
    FUTILITY_MARGIN("futilityMargin", 1, Integer.MAX_VALUE),
    /** Reverse futility pruning applies up to this depth. */
    FUTILITY_DEPTH("futilityDepth", 0, Integer.MAX_VALUE),
    /**
     * Half-width of the first aspiration window around the last iteration's score
     * ({@code docs/search.md#aspiration-windows}).
     */
    ASPIRATION_WINDOW("aspirationWindow", 1, Integer.MAX_VALUE),
    /**
     * At most this many quiet moves are searched at a node, fewer at shallow non-PV nodes
     * ({@code docs/search.md#move-count-pruning}).
     */
    LATE_MOVES("lateMoves", 0, Integer.MAX_VALUE),
    /**
     * Late moves are searched ln(depth) x ln(move number) x this / 100 plies shallower first, a ply more
     * at expected cut nodes, a ply less on the PV, for threats and for killers
     * ({@code docs/search.md#late-move-reductions}).
     */
    REDUCTION_PERCENT("reductionPercent", 0, Integer.MAX_VALUE),
    /** The most own fours the quiescence search plays in a row ({@code docs/search.md#vcf-quiescence}). */
    QUIESCENCE_ATTACKS("quiescenceAttacks", 0, Integer.MAX_VALUE),
    /**
     * A move on a cell where the opponent would make a pattern of this level or more
     * ({@link Position#LEVEL_THREE} or another level) is never reduced or pruned as quiet
     * ({@code docs/search.md#block-level}).
     */
    BLOCK_LEVEL("blockLevel", Position.LEVEL_TWO, Position.LEVEL_FIVE),
    /**
     * A late move below an own four whose move generator score is more than this below the best of its
     * node is reduced a ply more (0: never); in the default generator's units, thousandths of a logit of
     * the fitted ordering ({@code docs/search.md#order-gap-reductions}).
     */
    ORDER_GAP("orderGap", 0, Integer.MAX_VALUE),
    /** The same as {@link #ORDER_GAP}, a second ply more beyond this gap (0: never). */
    ORDER_GAP_2("orderGap2", 0, Integer.MAX_VALUE),
    /**
     * The forced block of a four is searched a ply deeper than other moves (it does not count as a ply)
     * and this many tenths of a ply more, summed along the line until they make a whole ply (Rapfi's
     * 1.3-ply extension is 3; {@code docs/search.md#four-block-extension}).
     */
    FOUR_BLOCK_TENTHS("fourBlockTenths", 0, 10);

    private final String id;
    private final int min;
    private final int max;

    Tunable(String id, int min, int max) {
        this.id = id;
        this.min = min;
        this.max = max;
    }

    /**
     * The name on command lines ({@code --set lateMoves=25}, {@code gomoku spsa -p lateMoves,...}).
     *
     * @return the name, in camel case
     */
    public String id() {
        return id;
    }

    /**
     * The smallest value allowed.
     *
     * @return the minimum
     */
    public int min() {
        return min;
    }

    /**
     * The largest value allowed.
     *
     * @return the maximum
     */
    public int max() {
        return max;
    }

    /**
     * The parameter with a command-line name.
     *
     * @param id a name as {@link #id()} gives it
     * @return the parameter
     * @throws IllegalArgumentException for an unknown name, listing the known ones
     */
    public static Tunable byId(String id) {
        for (Tunable t : values()) {
            if (t.id.equals(id)) {
                return t;
            }
        }
        throw new IllegalArgumentException("no search parameter '" + id + "'; the parameters are "
                + Arrays.stream(values()).map(Tunable::id).collect(Collectors.joining(", ")));
    }

    /** The value if in range; else an exception naming this parameter and its range. */
    int check(int value) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(id + " must be from " + min
                    + (max == Integer.MAX_VALUE ? " up" : " to " + max) + ": " + value);
        }
        return value;
    }
}
