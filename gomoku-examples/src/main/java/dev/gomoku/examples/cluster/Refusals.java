package dev.gomoku.examples.cluster;

import java.io.PrintStream;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Says what a member refused and who sent it, once per message: a message that does not verify is
 * never acted on and never retried, and a member writing the same forgery again does not flood the log.
 */
final class Refusals {
    private final PrintStream err;
    private final String prefix;
    private final Set<String> said = ConcurrentHashMap.newKeySet();

    Refusals(PrintStream err, String prefix) {
        this.err = err;
        this.prefix = prefix;
    }

    /**
     * Says that a message was refused, unless it was said already.
     *
     * @param what the message, e.g. "a job" or "the result of game 3"
     * @param from the sender's address (or how it is known)
     * @param why what failed
     * @param id what makes this message the same as one refused before (a digest, a key)
     */
    void refuse(String what, String from, String why, String id) {
        if (said.add(what + "\n" + from + "\n" + id)) {
            err.println(prefix + "refused " + what + " from " + from + ": " + why);
            err.flush();
        }
    }

    /** What makes a refused value the same as one refused before: the digest of its bytes, or its type. */
    static String id(Object value) {
        return value instanceof byte[] b ? Shipment.sha256(b) : String.valueOf(value == null ? null : value.getClass());
    }
}
