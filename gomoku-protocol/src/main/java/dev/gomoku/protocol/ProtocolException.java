package dev.gomoku.protocol;

/**
 * Text that does not follow a protocol. Carries where the text came from (a file name such as
 * {@code PLOCHA.DAT}, or empty when the caller did not say), the offending line, its number (1-based,
 * or 0 when unknown), the column in it where decoding stopped (0-based), and what was expected there.
 * Every decoder in this module throws this and nothing else on bad input. The message reads like
 * {@code PLOCHA.DAT line 3, column 5: expected -, x, o or # in "--x?"}.
 */
public final class ProtocolException extends Exception {
    private static final long serialVersionUID = 1L;

    /** Longest piece of the offending line kept in the exception and its message. */
    private static final int MAX_ECHO = 120;

    /** Where the text came from, e.g. a file name; empty when unknown. */
    private final String source;
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
        this("", line, lineNumber, column, expected);
    }

    /**
     * Creates the error, saying where the text came from.
     *
     * @param source where the text came from, e.g. {@code "PLOCHA.DAT"}; empty when unknown
     * @param line the offending line (kept only up to 120 characters)
     * @param lineNumber 1-based line number, or 0 when unknown
     * @param column 0-based position in the line where decoding stopped
     * @param expected what was expected there, e.g. {@code "a number"}
     */
    public ProtocolException(String source, String line, int lineNumber, int column, String expected) {
        super(message(source, line, lineNumber, column, expected));
        this.source = source == null ? "" : source;
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

    private static String message(String source, String line, int lineNumber, int column, String expected) {
        boolean named = source != null && !source.isEmpty();
        boolean noLine = lineNumber <= 0 && (line == null || line.isEmpty());
        String where = lineNumber > 0 ? "line " + lineNumber + ", column " + (column + 1) : "column " + (column + 1);
        if (named) {
            // a whole file (e.g. a missing one) has no line or column to name
            where = noLine ? source : source + " " + where;
        }
        String echo = line == null || line.isEmpty() ? "" : " in \"" + clip(line) + "\"";
        return where + ": expected " + expected + echo;
    }

    /**
     * The same error, said of a named source (a file, or a stream such as the judge's prompts).
     *
     * @param newSource where the text came from, e.g. {@code "TAH.DAT"}
     * @param newLineNumber the line's number in that source, or 0 to keep this error's
     * @return the new error
     */
    public ProtocolException in(String newSource, int newLineNumber) {
        ProtocolException e = new ProtocolException(newSource, line, newLineNumber > 0 ? newLineNumber : lineNumber,
                column, expected);
        e.setStackTrace(getStackTrace());
        return e;
    }

    /**
     * Where the text came from, e.g. {@code PLOCHA.DAT}.
     *
     * @return the source, or empty when the decoder's caller did not say
     */
    public String source() {
        return source;
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
