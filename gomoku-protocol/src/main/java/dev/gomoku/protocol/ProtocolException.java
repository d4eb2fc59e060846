package dev.gomoku.protocol;

/**
 * Text that does not follow a protocol. Carries the offending line, its number (1-based, or 0 when
 * unknown), the column in it where decoding stopped (0-based), and what was expected there. Every
 * decoder in this module throws this and nothing else on bad input.
 */
public final class ProtocolException extends Exception {
    private static final long serialVersionUID = 1L;

    /** Longest piece of the offending line kept in the exception and its message. */
    private static final int MAX_ECHO = 120;

    /** The offending line, clipped. */
    private final String line;
    /** 1-based line number, 0 when unknown. */
    private final int lineNumber;
    /** 0-based column where decoding stopped. */
    private final int column;
    /** What was expected at the column. */
    private final String expected;

    /**
     * Creates the error.
     *
     * @param line the offending line (kept only up to 120 characters)
     * @param lineNumber 1-based line number, or 0 when unknown
     * @param column 0-based position in the line where decoding stopped
     * @param expected what was expected there, e.g. {@code "a number"}
     */
    public ProtocolException(String line, int lineNumber, int column, String expected) {
        super(message(line, lineNumber, column, expected));
        this.line = clip(line);
        this.lineNumber = lineNumber;
        this.column = column;
        this.expected = expected;
    }

    private static String clip(String line) {
        if (line == null) {
            return "";
        }
        return line.length() <= MAX_ECHO ? line : line.substring(0, MAX_ECHO) + "...";
    }

    private static String message(String line, int lineNumber, int column, String expected) {
        String where = lineNumber > 0 ? "line " + lineNumber + ", column " + (column + 1) : "column " + (column + 1);
        return where + ": expected " + expected + " in \"" + clip(line) + "\"";
    }

    /**
     * The offending line, cut to at most 120 characters.
     *
     * @return the line
     */
    public String line() {
        return line;
    }

    /**
     * The 1-based number of the offending line, or 0 when unknown.
     *
     * @return the line number
     */
    public int lineNumber() {
        return lineNumber;
    }

    /**
     * The 0-based position in the line where decoding stopped.
     *
     * @return the column
     */
    public int column() {
        return column;
    }

    /**
     * What the decoder expected at {@link #column()}.
     *
     * @return a short description, e.g. {@code "a number"}
     */
    public String expected() {
        return expected;
    }
}
