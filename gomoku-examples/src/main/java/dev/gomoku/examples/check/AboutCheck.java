package dev.gomoku.examples.check;

import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.Reply;

/**
 * {@code ABOUT} answered on one line as {@code key="value"} pairs with at least a name (the protocol
 * document's format since 2005; managers must cope with the free text of older brains).
 *
 * @param waitMillis how long to wait
 */
record AboutCheck(long waitMillis) implements SessionCheck {
    @Override
    public String id() {
        return "protocol.about";
    }

    @Override
    public Area area() {
        return Area.PROTOCOL;
    }

    @Override
    public String title() {
        return "ABOUT answered as name=\"...\" pairs";
    }

    @Override
    public Finding run(ProbeSession s) {
        s.expectAbout();
        s.send(new Command.About());
        Heard h = s.next(waitMillis);
        Reply.About pairs = h.as(Reply.About.class);
        String shown = "Piskvork shows it in tournament results; GomocupJudge never sends ABOUT";
        if (pairs != null) {
            return pairs.get("name") != null ? result(Verdict.PASS, h.evidence(), shown)
                    : result(Verdict.WARN, "no name=\"...\" pair: " + h.evidence(), shown);
        }
        if (h.kind() == Heard.Kind.END) {
            return noMove(h, s, waitMillis);
        }
        if (h.kind() == Heard.Kind.REPLY) {
            s.drain(300);
        }
        return result(Verdict.WARN, (h.as(Reply.AboutText.class) != null ? "free text, not pairs: " : "")
                + h.evidence(), shown);
    }
}
