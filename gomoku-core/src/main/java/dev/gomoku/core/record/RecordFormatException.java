package dev.gomoku.core.record;

/**
 * Text that is not a valid game record or opening: names the 1-based line where reading stopped
 * and what was wrong there.
 */
public final class RecordFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    /** 1-based line number. */
    private final int lineNumber;
    /** What was wrong. */
    private final String problem;

    /**
     * Creates the error.
     *
     * @param lineNumber 1-based number of the offending line
     * @param problem what was wrong, e.g. {@code "expected x,y"}
     */
    public RecordFormatException(int lineNumber, String problem) {
        super("line " + lineNumber + ": " + problem);
        this.lineNumber = lineNumber;
        this.problem = problem;
    }

    /**
     * The 1-based number of the offending line.
     *
     * @return the line number
     */
    public int lineNumber() {
        return lineNumber;
    }

    /**
     * What was wrong on that line.
     *
     * @return a short description
     */
    public String problem() {
        return problem;
    }
}
