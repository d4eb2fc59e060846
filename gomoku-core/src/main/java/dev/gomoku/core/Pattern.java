package dev.gomoku.core;

/**
 * What a stone placed on an empty cell would make in one line, looking up to five cells each way
 * (opponent stones and walls block). Constants are in increasing strength, except {@link #OVERLINE},
 * which is last but does not win. Only rows through the cell itself count.
 *
 * <p>{@link Board#pattern(Side, int, int)} returns the {@link #ordinal()}.
 */
public enum Pattern {
    /** No five is possible through the cell in this line. */
    DEAD,
    /** One more stone makes a {@link #BLOCKED_TWO} (and none makes a {@link #FLEX_TWO}). */
    BLOCKED_ONE,
    /** One more stone makes a {@link #FLEX_TWO}. */
    FLEX_ONE,
    /** One more stone makes a {@link #BLOCKED_THREE} (and none makes a {@link #FLEX_THREE}). */
    BLOCKED_TWO,
    /** One more stone makes a {@link #FLEX_THREE}. */
    FLEX_TWO,
    /** One more stone makes a {@link #BLOCKED_FOUR} (and none makes a {@link #FLEX_FOUR}). */
    BLOCKED_THREE,
    /** One more stone makes a {@link #FLEX_FOUR}. */
    FLEX_THREE,
    /** Exactly one empty cell completes a {@link #FIVE}. */
    BLOCKED_FOUR,
    /** Two or more empty cells each complete a {@link #FIVE}. */
    FLEX_FOUR,
    /**
     * A winning row through the cell: exactly five, or five or more where overlines win; under caro
     * an exactly-five row only if the cells just beyond its ends do not both hold opponent stones.
     */
    FIVE,
    /** A row of six or more through the cell that does not win for that side under the rule. */
    OVERLINE;

    private static final Pattern[] VALUES = values();

    /**
     * The pattern with the given ordinal.
     *
     * @param ordinal a value returned by {@link Board#pattern(Side, int, int)}
     * @return the pattern
     * @throws ArrayIndexOutOfBoundsException if the ordinal is not one of a pattern
     */
    public static Pattern of(int ordinal) {
        return VALUES[ordinal];
    }
}
