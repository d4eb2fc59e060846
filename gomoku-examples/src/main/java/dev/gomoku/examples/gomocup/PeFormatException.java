package dev.gomoku.examples.gomocup;

/** A file that is not a readable Windows executable (PE) image; the message says what is wrong and where. */
public final class PeFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what is wrong, e.g. "no PE signature at offset 0x80"
     */
    public PeFormatException(String message) {
        super(message);
    }
}
