package dev.gomoku.examples.check;

/**
 * A check made on a running {@link ProbeSession}, in its turn with the other checks on the same process.
 * When the process has died before a check's turn, the check is skipped (the check that saw it die
 * failed).
 */
interface SessionCheck {
    /** The finding's id. */
    String id();

    /** The finding's area. */
    Area area();

    /** What is checked, in a few words. */
    String title();

    /**
     * Runs the check.
     *
     * @param s the session
     * @return the finding
     */
    Finding run(ProbeSession s);

    /** A finding of this check. */
    default Finding result(Verdict v, String evidence, String referee) {
        return new Finding(id(), area(), v, title(), evidence, referee);
    }

    /** The finding for a move that did not come: a crash, a time-out, a refusal. */
    default Finding noMove(Heard h, ProbeSession s, long budget) {
        return switch (h.kind()) {
            case END -> result(Verdict.FAIL, "the process ended (exit code " + s.exitCode() + "; stderr: '"
                    + s.stderrLastLine() + "'); " + s.tail(4), Referees.CRASH_LOSS);
            case TIMEOUT -> {
                String tail = s.tail(4);
                s.drain(budget); // a late answer must not be taken for the next command's
                yield result(Verdict.FAIL, "no move within " + budget + " ms; " + tail, Referees.TIME_LOSS);
            }
            case REPLY -> result(Verdict.FAIL, "answered " + h.evidence() + " instead of a move", Referees.PISKVORK_STRAY);
        };
    }
}
