package dev.gomoku.examples.gomocup;

/**
 * One result of checking an entry.
 *
 * @param severity how much it matters
 * @param rule the rule's short name, e.g. {@code size}
 * @param message what was found and, for a problem, what to do
 */
public record Finding(Severity severity, String rule, String message) {
    /** How much a finding matters. */
    public enum Severity {
        /** The organisers or their referee would refuse or fail the entry. */
        ERROR,
        /** Allowed, but needs the organisers' approval or risks the wrong program being started. */
        WARNING,
        /** A fact about the entry. */
        INFO
    }

    @Override
    public String toString() {
        return severity + " " + rule + ": " + message;
    }
}
