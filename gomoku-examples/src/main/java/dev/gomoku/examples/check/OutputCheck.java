package dev.gomoku.examples.check;

import java.util.List;

/**
 * Every line the brain wrote in the session was a protocol reply ({@code MESSAGE} and {@code DEBUG}
 * included): standard output is the protocol channel, and a stray line (a log line, a banner, a prompt)
 * is read as an answer by some managers.
 */
record OutputCheck() implements SessionCheck {
    @Override
    public String id() {
        return "protocol.output";
    }

    @Override
    public Area area() {
        return Area.PROTOCOL;
    }

    @Override
    public String title() {
        return "standard output holds protocol replies only";
    }

    @Override
    public Finding run(ProbeSession s) {
        List<String> stray = s.stray();
        if (stray.isEmpty()) {
            return result(Verdict.PASS, (s.transcript().size()) + " lines exchanged, none stray", Referees.FINE);
        }
        return result(Verdict.FAIL, stray.size() + " lines that are no reply, e.g. '" + Heard.clip(stray.get(0)) + "'"
                + (stray.size() > 1 ? ", '" + Heard.clip(stray.get(1)) + "'" : ""), Referees.PISKVORK_STRAY);
    }
}
