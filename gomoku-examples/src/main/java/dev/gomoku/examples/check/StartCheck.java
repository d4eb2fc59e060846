package dev.gomoku.examples.check;

import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.Reply;

/**
 * {@code START} on a fresh process: {@code OK}, and how long the process took to say it. GomocupJudge
 * never waits for it (the time goes on the first move); Piskvork and our manager do.
 *
 * @param size the board size
 * @param waitMillis how long to wait for the answer (our manager's start-up time)
 */
record StartCheck(int size, long waitMillis) implements SessionCheck {
    @Override
    public String id() {
        return "timing.start";
    }

    @Override
    public Area area() {
        return Area.TIMING;
    }

    @Override
    public String title() {
        return "START " + size + " answered OK";
    }

    @Override
    public Finding run(ProbeSession s) {
        s.send(new Command.Start(size));
        Heard h = s.next(waitMillis);
        if (h.as(Reply.Ok.class) != null) {
            return result(Verdict.PASS, "OK " + s.sinceSpawn() + " ms after the process was started",
                    "nothing; GomocupJudge does not wait for OK: this time is spent on the first move's clock");
        }
        if (h.kind() == Heard.Kind.REPLY) {
            return result(Verdict.FAIL, "answered " + h.evidence(), Referees.START_REFUSED);
        }
        Finding none = noMove(h, s, waitMillis);
        return none.with(Verdict.FAIL, "no OK: " + none.evidence(), Referees.START_REFUSED);
    }
}
