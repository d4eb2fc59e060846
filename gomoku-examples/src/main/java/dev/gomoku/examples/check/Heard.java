package dev.gomoku.examples.check;

import dev.gomoku.protocol.pipe.Reply;

/**
 * What a probe heard back from the brain after a command.
 *
 * @param kind what it was
 * @param reply the decoded reply for {@link Kind#REPLY}, else null
 * @param line the line as written (empty for a timeout or the end of output)
 * @param millis when it came, in ms after the command was written
 */
record Heard(Kind kind, Reply reply, String line, long millis) {
    /** What kind of thing was heard. */
    enum Kind {
        /** A line that decodes as a reply (MESSAGE and DEBUG are skipped before). */
        REPLY,
        /** Nothing before the deadline. */
        TIMEOUT,
        /** The brain closed its output: it exited or crashed. */
        END
    }

    /** The reply if it is of the given type, else null. */
    <T extends Reply> T as(Class<T> type) {
        return type.isInstance(reply) ? type.cast(reply) : null;
    }

    /** The line as evidence: the line and when it came, or what happened instead. */
    String evidence() {
        return switch (kind) {
            case REPLY -> "'" + clip(line) + "' after " + millis + " ms";
            case TIMEOUT -> "no answer in " + millis + " ms";
            case END -> "the process ended after " + millis + " ms";
        };
    }

    static String clip(String s) {
        return s.length() <= 80 ? s : s.substring(0, 80) + "...";
    }
}
