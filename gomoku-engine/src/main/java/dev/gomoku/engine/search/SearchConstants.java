package dev.gomoku.engine.search;

import java.util.List;

/**
 * The default searcher's tunable constants: pruning margins and move counts that were set by
 * measurement and that a tuner (such as {@code gomoku spsa}) may move. {@link #DEFAULT} is what the
 * SDK plays; other values change the search, never its correctness (proven wins and losses stay
 * proven).
 *
 * @param futilityMargin reverse futility pruning: a node this far per ply of depth above beta is cut (every
 *     rule but renju)
 * @param futilityDepth reverse futility pruning applies up to this depth
 * @param aspirationWindow half-width of the first aspiration window around the last iteration's score
 * @param lateMoves at most this many quiet moves are searched at a node (fewer at shallow non-PV nodes)
 * @param reductionPercent late moves are searched ln(depth) x ln(move number) x this / 100 plies shallower
 *     first (a ply more at expected cut nodes, a ply less on the PV, for threats and for killers)
 * @param quiescenceAttacks the most own fours the quiescence search plays in a row
 * @param blockLevel a move on a cell where the opponent would make a pattern of this level or more
 *     ({@link Position#LEVEL_THREE} or another level) is never reduced or pruned as quiet
 * @param renjuBlockLevel the same in renju, where the default is a level higher (the single three's
 *     cells are quiet: measured stronger in renju, no different in freestyle)
 * @param renjuFutilityMargin {@code futilityMargin} in renju, where the default is wider: self-play
 *     tuned the narrow one, and against a stronger engine the wider one scored about 3 points more in
 *     renju, within noise but in every sample (docs/search.md#reverse-futility-pruning), and no more in freestyle
 * @param renjuOrderGap in renju, a late move below an own four whose move generator score is more than this
 *     below the best of its node is reduced a ply more (0: never); in the default generator's units,
 *     thousandths of a logit of the fitted ordering. Not in freestyle, where it measured worse
 * @param renjuOrderGap2 the same, a second ply more beyond this gap (0: never)
 * @param fourBlockTenths the forced block of a four is searched a ply deeper than other moves (it does not
 *     count as a ply) and this many tenths of a ply more, summed along the line until they make a whole ply
 *     (Rapfi's 1.3-ply extension is 3); 0 to 10
 */
public record SearchConstants(int futilityMargin, int futilityDepth, int aspirationWindow, int lateMoves,
        int reductionPercent, int quiescenceAttacks, int blockLevel,
        int renjuBlockLevel, int renjuFutilityMargin, int renjuOrderGap, int renjuOrderGap2, int fourBlockTenths) {

    /** The values the SDK plays with (docs/search.md#techniques says what each was measured to be worth). */
    public static final SearchConstants DEFAULT = new SearchConstants(70, 12, 50, 20, 75, 12,
            Position.LEVEL_THREE, Position.LEVEL_DOUBLE_THREE, 200, 1500, 3500, 3);

    /** The names {@link #with(String, int)} accepts, in declaration order. */
    public static final List<String> NAMES = List.of("futilityMargin", "futilityDepth", "aspirationWindow",
            "lateMoves", "reductionPercent", "quiescenceAttacks", "blockLevel",
            "renjuBlockLevel", "renjuFutilityMargin", "renjuOrderGap", "renjuOrderGap2", "fourBlockTenths");

    /**
     * Checks the ranges.
     *
     * @param futilityMargin the futilityMargin component
     * @param futilityDepth the futilityDepth component
     * @param aspirationWindow the aspirationWindow component
     * @param lateMoves the lateMoves component
     * @param reductionPercent the reductionPercent component
     * @param quiescenceAttacks the quiescenceAttacks component
     * @param blockLevel the blockLevel component
     * @param renjuBlockLevel the renjuBlockLevel component
     * @param renjuFutilityMargin the renjuFutilityMargin component
     * @param renjuOrderGap the renjuOrderGap component
     * @param renjuOrderGap2 the renjuOrderGap2 component
     * @param fourBlockTenths the fourBlockTenths component
     * @throws IllegalArgumentException if a margin or window is below 1, a depth, count, percent or gap
     *     below 0, or a block level is not a level
     *     from {@link Position#LEVEL_TWO} to {@link Position#LEVEL_FIVE}, or fourBlockTenths is outside 0 to 10
     */
    public SearchConstants {
        if (futilityMargin < 1 || renjuFutilityMargin < 1 || aspirationWindow < 1) {
            throw new IllegalArgumentException("futilityMargin, renjuFutilityMargin and aspirationWindow must be at "
                    + "least 1: " + futilityMargin + ", " + renjuFutilityMargin + ", " + aspirationWindow);
        }
        if (futilityDepth < 0 || lateMoves < 0 || reductionPercent < 0 || quiescenceAttacks < 0
                || renjuOrderGap < 0 || renjuOrderGap2 < 0) {
            throw new IllegalArgumentException("depths, move counts, percents and gaps must not be negative");
        }
        if (fourBlockTenths < 0 || fourBlockTenths > 10) {
            throw new IllegalArgumentException("fourBlockTenths must be from 0 to 10: " + fourBlockTenths);
        }
        for (int level : new int[] {blockLevel, renjuBlockLevel}) {
            if (level < Position.LEVEL_TWO || level > Position.LEVEL_FIVE) {
                throw new IllegalArgumentException("blockLevel and renjuBlockLevel must be pattern levels from "
                        + Position.LEVEL_TWO + " to " + Position.LEVEL_FIVE + ": " + blockLevel + ", "
                        + renjuBlockLevel);
            }
        }
    }

    /**
     * These constants with one changed by name.
     *
     * @param name one of {@link #NAMES}
     * @param value the new value
     * @return the new constants
     * @throws IllegalArgumentException for an unknown name or a value out of range
     */
    public SearchConstants with(String name, int value) {
        int[] v = {futilityMargin, futilityDepth, aspirationWindow, lateMoves, reductionPercent, quiescenceAttacks,
            blockLevel, renjuBlockLevel, renjuFutilityMargin, renjuOrderGap, renjuOrderGap2, fourBlockTenths};
        int i = NAMES.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("no search constant '" + name + "'; the constants are "
                    + String.join(", ", NAMES));
        }
        v[i] = value;
        return new SearchConstants(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11]);
    }
}
