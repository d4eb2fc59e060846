package dev.gomoku.engine.search;

import java.io.IOException;

/**
 * A network weights file that cannot be used, with what is wrong with it: loading checks the whole
 * file (its magic, version, length, checksum, architecture, rule, sizes and value ranges) before any
 * game starts, so a bad file never fails mid-game.
 */
public final class NetworkFileException extends IOException {
    private static final long serialVersionUID = 1L;

    /** What is wrong with a file. */
    public enum Problem {
        /** The file or resource could not be read (missing, unreadable). */
        UNREADABLE,
        /** It does not start with the network magic: not a network file at all. */
        NOT_A_NETWORK,
        /** A network file of a format version this SDK does not read. */
        UNSUPPORTED_VERSION,
        /** Shorter than its header says. */
        TRUNCATED,
        /** Longer than its header says. */
        TRAILING_BYTES,
        /** The checksum does not match the contents: the file was damaged. */
        CHECKSUM_MISMATCH,
        /** A network architecture this SDK does not know. */
        UNKNOWN_ARCHITECTURE,
        /** A rule code that names no rule. */
        UNKNOWN_RULE,
        /** Layer sizes or scales outside what the architecture allows. */
        BAD_SIZES,
        /** A weight outside the range that integer inference can take without overflow. */
        VALUE_OUT_OF_RANGE
    }

    /** What is wrong. */
    private final Problem problem;

    /**
     * An error about a file.
     *
     * @param problem what is wrong
     * @param message the file and the detail, for a person
     */
    public NetworkFileException(Problem problem, String message) {
        super(message);
        this.problem = problem;
    }

    /**
     * An error about a file that an I/O error caused.
     *
     * @param message the file and the detail, for a person
     * @param cause the I/O error
     */
    public NetworkFileException(String message, IOException cause) {
        super(message, cause);
        this.problem = Problem.UNREADABLE;
    }

    /**
     * What is wrong with the file.
     *
     * @return the problem
     */
    public Problem problem() {
        return problem;
    }
}
