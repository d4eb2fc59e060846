package dev.gomoku.protocol.koth;

/** A stone colour, written {@code B} or {@code W}. */
public enum KothColor {
    /** {@code B}: black, moves first after the opening. */
    BLACK('B'),
    /** {@code W}: white. */
    WHITE('W');

    private final char letter;

    KothColor(char letter) {
        this.letter = letter;
    }

    /**
     * The letter of the format.
     *
     * @return {@code 'B'} or {@code 'W'}
     */
    public char letter() {
        return letter;
    }
}
