package dev.gomoku.core;

/**
 * Who wins with which line. The pipe protocol's {@code INFO rule} bit mask maps onto these with
 * {@link #fromPipeMask(int)}: 1 exactly five, 4 renju, 8 caro, 8+1 caro with exactly five; bit 2
 * (continuous game) does not change who wins and is ignored here.
 */
public enum Rule {
    /** Five or more in a row wins, for both sides. */
    FREESTYLE(0),
    /** Exactly five wins; an overline (six or more) does not, for both sides. */
    STANDARD(1),
    /** White wins with five or more; black with exactly five and may not play forbidden moves. */
    RENJU(4),
    /**
     * Caro as the Gomocup referee judges {@code INFO rule 8}: six or more in a row win however their
     * ends lie; exactly five wins unless the cells just beyond both ends hold opponent stones (the
     * board edge does not block).
     */
    CARO(8),
    /**
     * Caro with exactly five, as the Gomocup referee judges {@code INFO rule 9}: exactly five wins
     * unless the cells just beyond both ends hold opponent stones (the board edge does not block); an
     * overline never wins.
     */
    CARO_EXACT(9);

    private final int pipeMask;

    Rule(int pipeMask) {
        this.pipeMask = pipeMask;
    }

    /**
     * The rule the pipe protocol's {@code INFO rule} value selects. Renju (bit 4) wins over caro
     * (bit 8), caro over exact five (bit 1); unknown bits are ignored.
     *
     * @param mask the value of {@code INFO rule}
     * @return the rule
     */
    public static Rule fromPipeMask(int mask) {
        if ((mask & 4) != 0) {
            return RENJU;
        }
        if ((mask & 8) != 0) {
            return (mask & 1) != 0 ? CARO_EXACT : CARO;
        }
        return (mask & 1) != 0 ? STANDARD : FREESTYLE;
    }

    /**
     * The rule a pipe-protocol manager asks for with {@code INFO rule} and {@code INFO fb_check}:
     * {@code fb_check 1} (forbidden moves are checked for black) means renju whatever the mask says.
     *
     * @param mask the value of {@code INFO rule}
     * @param forbiddenCheck whether {@code INFO fb_check} is 1
     * @return the rule
     */
    public static Rule fromPipe(int mask, boolean forbiddenCheck) {
        return forbiddenCheck ? RENJU : fromPipeMask(mask);
    }

    /**
     * The value of {@code INFO rule} for this rule (without the continuous-game bit).
     *
     * @return the bit mask
     */
    public int pipeMask() {
        return pipeMask;
    }

    /**
     * Whether a row of six or more stones of {@code side} wins (under caro whatever lies beyond its ends).
     *
     * @param side the side that made the row
     * @return true if an overline wins for that side
     */
    public boolean overlineWins(Side side) {
        return switch (this) {
            case FREESTYLE, CARO -> true;
            case STANDARD, CARO_EXACT -> false;
            case RENJU -> side == Side.WHITE;
        };
    }

    /**
     * Whether black has forbidden moves under this rule.
     *
     * @return true for {@link #RENJU}
     */
    public boolean hasForbiddenMoves() {
        return this == RENJU;
    }
}
