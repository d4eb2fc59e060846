package dev.gomoku.core;

/**
 * What a stone placed on an empty cell would make over its four lines together, in increasing
 * strength. Renju legality is not included (see {@code ForbiddenMoves}).
 *
 * <p>{@link Board#threat(Side, int)} returns the {@link #ordinal()}.
 */
public enum Threat {
    /** Nothing below. */
    NONE,
    /** One {@link Pattern#FLEX_TWO} and nothing stronger. */
    TWO,
    /** Two or more {@link Pattern#FLEX_TWO} and nothing stronger. */
    DOUBLE_TWO,
    /** One {@link Pattern#FLEX_THREE} and no four. */
    THREE,
    /** Two or more {@link Pattern#FLEX_THREE} and no four. */
    DOUBLE_THREE,
    /** One {@link Pattern#BLOCKED_FOUR} and no flex three in another line. */
    FOUR,
    /** One {@link Pattern#BLOCKED_FOUR} plus a {@link Pattern#FLEX_THREE} in another line. */
    FOUR_THREE,
    /** Two or more fours, or a {@link Pattern#FLEX_FOUR}: the opponent cannot stop both wins. */
    DOUBLE_FOUR,
    /** The stone wins: a {@link Pattern#FIVE} in some line. */
    FIVE;

    private static final Threat[] VALUES = values();

    /**
     * The threat with the given ordinal.
     *
     * @param ordinal a value returned by {@link Board#threat(Side, int)}
     * @return the threat
     * @throws ArrayIndexOutOfBoundsException if the ordinal is not one of a threat
     */
    public static Threat of(int ordinal) {
        return VALUES[ordinal];
    }
}
