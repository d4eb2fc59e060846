package dev.gomoku.protocol.legacy;

/** One cell of {@code PLOCHA.DAT}. */
public enum LegacyCell {
    /** {@code -}: empty. */
    EMPTY('-'),
    /** {@code x}: a stone of the player writing x. */
    X('x'),
    /** {@code o}: a stone of the player writing o. */
    O('o'),
    /** {@code #}: a stone of a finished five (continuous game); its owner is no longer recorded. */
    WINNING('#');

    private final char symbol;

    LegacyCell(char symbol) {
        this.symbol = symbol;
    }

    /**
     * The character in the file.
     *
     * @return {@code '-'}, {@code 'x'}, {@code 'o'} or {@code '#'}
     */
    public char symbol() {
        return symbol;
    }

    /** The cell for a file character, or null when the character is none of the four. */
    static LegacyCell ofSymbol(char c) {
        switch (c) {
            case '-':
                return EMPTY;
            case 'x':
                return X;
            case 'o':
                return O;
            case '#':
                return WINNING;
            default:
                return null;
        }
    }
}
