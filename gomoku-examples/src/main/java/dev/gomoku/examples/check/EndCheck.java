package dev.gomoku.examples.check;

import dev.gomoku.protocol.pipe.Command;

/**
 * {@code END}: the brain exits by itself within the half second GomocupJudge gives it, writing nothing more.
 */
record EndCheck() implements SessionCheck {
    /** GomocupJudge's clean(): END, sleep 0.5 s, then kill. */
    static final long GRACE_MILLIS = 500;

    @Override
    public String id() {
        return "protocol.end";
    }

    @Override
    public Area area() {
        return Area.PROTOCOL;
    }

    @Override
    public String title() {
        return "END: exits within 0.5 s";
    }

    @Override
    public Finding run(ProbeSession s) {
        int before = s.transcript().size();
        long t0 = System.nanoTime();
        s.send(new Command.End());
        boolean exited = s.waitExit(GRACE_MILLIS);
        long ms = (System.nanoTime() - t0) / 1_000_000L;
        if (!exited) {
            boolean late = s.waitExit(3000);
            long total = (System.nanoTime() - t0) / 1_000_000L;
            return result(Verdict.WARN, late ? "exited after " + total + " ms" : "still running " + total + " ms after END",
                    Referees.END_KILL);
        }
        s.drain(50);
        int written = (int) s.transcript().subList(before, s.transcript().size()).stream()
                .filter(l -> l.startsWith("< ") && !l.equals("< (output closed)")).count();
        String code = "exited with code " + s.exitCode() + " after " + ms + " ms";
        return written == 0 ? result(Verdict.PASS, code, Referees.FINE)
                : result(Verdict.WARN, code + ", writing " + written + " lines after END (the protocol says nothing)",
                        "harmless to the referee, which reads nothing after END");
    }
}
