package dev.gomoku.examples.check;

import dev.gomoku.protocol.pipe.Reply;

/**
 * A command no manager sends, answered {@code UNKNOWN} as the protocol asks (managers send newer
 * commands, such as {@code SWAP2BOARD} or Yixin's {@code YX...}, to brains that may not know them).
 *
 * @param waitMillis how long to wait
 */
record UnknownCommandCheck(long waitMillis) implements SessionCheck {
    @Override
    public String id() {
        return "protocol.unknown";
    }

    @Override
    public Area area() {
        return Area.PROTOCOL;
    }

    @Override
    public String title() {
        return "an unknown command answered UNKNOWN";
    }

    @Override
    public Finding run(ProbeSession s) {
        s.sendRaw("GOMOKUCHECK 7,7\r\n");
        Heard h = s.next(waitMillis);
        String then = "a manager that sends a command the brain lacks waits for UNKNOWN; no referee sends this one";
        if (h.as(Reply.Unknown.class) != null) {
            return result(Verdict.PASS, h.evidence(), Referees.FINE);
        }
        if (h.kind() == Heard.Kind.END) {
            return noMove(h, s, waitMillis);
        }
        if (h.as(Reply.Error.class) != null) {
            return result(Verdict.PASS, h.evidence() + " (ERROR, where the protocol says UNKNOWN)", then);
        }
        s.drain(300);
        return result(Verdict.WARN, h.evidence(), then);
    }
}
