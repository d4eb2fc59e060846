package dev.gomoku.examples.check;

/**
 * CPU used between turns when the manager does not suspend the brain: a brain that thinks on the
 * opponent's time (pondering) is harmless under the referee, which suspends it, but not elsewhere.
 */
record PonderCheck() implements SessionCheck {
    /** How long to watch after the answer. */
    static final long WATCH_MILLIS = 1000;
    /** CPU within the watch that counts as thinking (background compilation and collection stay below). */
    static final long THINKING_MILLIS = 300;

    @Override
    public String id() {
        return "timing.ponder";
    }

    @Override
    public Area area() {
        return Area.TIMING;
    }

    @Override
    public String title() {
        return "idle between turns when not suspended";
    }

    @Override
    public Finding run(ProbeSession s) {
        BrainCheck.sleep(200);
        long c0 = s.cpuMillis();
        BrainCheck.sleep(WATCH_MILLIS);
        long cpu = s.cpuMillis() - c0;
        String what = "used " + cpu + " ms CPU in the " + WATCH_MILLIS + " ms after its answer, not suspended";
        return cpu > THINKING_MILLIS ? result(Verdict.WARN, what, Referees.PONDERING) : result(Verdict.PASS, what,
                Referees.FINE);
    }
}
