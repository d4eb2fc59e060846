package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.Info;
import dev.gomoku.protocol.pipe.Reply;
import java.util.List;

/**
 * Suspension between turns as GomocupJudge does it: after an answer the brain's own process is stopped
 * ({@code SIGSTOP}, not its children) while the opponent thinks. Nothing of the brain may run meanwhile
 * (a helper process would), and after a long stop it still answers the next move in time (a brain whose
 * clock kept running through the stop may think it is late).
 *
 * @param size the board size the session started with
 * @param turnMillis the timeout_turn the brain was told (the cold move's)
 * @param toleranceMillis the referee's tolerance
 */
record SuspensionCheck(int size, long turnMillis, long toleranceMillis) implements SessionCheck {
    /** How long the brain stays suspended: longer than its turn, as when the opponent thinks long. */
    static final long STOPPED_MILLIS = 1500;
    /** CPU time the tree may show while stopped (measurement noise, the kill command itself is not in the tree). */
    static final long CPU_SLACK_MILLIS = 100;

    @Override
    public String id() {
        return "timing.suspended";
    }

    @Override
    public Area area() {
        return Area.TIMING;
    }

    @Override
    public String title() {
        return "nothing runs while suspended; answers in time after " + STOPPED_MILLIS + " ms suspended";
    }

    @Override
    public Finding run(ProbeSession s) {
        s.suspend();
        long c0 = s.cpuMillis();
        BrainCheck.sleep(STOPPED_MILLIS);
        long cpu = s.cpuMillis() - c0;
        List<Long> children = s.children();
        int c = size / 2;
        Board b = Board.create(size, Rule.FREESTYLE);
        b.place(b.index(c, c), Side.BLACK);
        b.place(b.index(c + 1, c), Side.WHITE);
        b.place(b.index(c, c + 1), Side.BLACK);
        s.send(new Info.TimeLeft(BrainCheck.MATCH_MILLIS));
        s.send(new Command.Board(Positions.boardStones(b)));
        s.resume();
        long budget = turnMillis + toleranceMillis;
        Heard h = s.nextMove(budget);
        String stopped = "suspended " + STOPPED_MILLIS + " ms: its process tree used " + cpu + " ms CPU";
        if (cpu > CPU_SLACK_MILLIS) {
            return result(Verdict.FAIL, stopped + " (child processes " + children + " kept running)",
                    Referees.SUSPEND_ESCAPE);
        }
        if (h.as(Reply.Moved.class) == null) {
            return noMove(h, s, budget).with(Verdict.FAIL, stopped + "; then " + noMove(h, s, budget).evidence(),
                    h.kind() == Heard.Kind.TIMEOUT ? Referees.TIME_LOSS : Referees.CRASH_LOSS);
        }
        Legality l = MoveAsk.legality(b, h);
        if (l != Legality.LEGAL) {
            return result(Verdict.FAIL, stopped + "; then answered " + h.evidence() + ": " + l, Referees.ILLEGAL_LOSS);
        }
        return result(Verdict.PASS, stopped + "; then answered " + h.evidence(), Referees.FINE);
    }
}
