package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Rule;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.Info;
import dev.gomoku.protocol.pipe.Reply;
import java.util.List;

/**
 * The first move of a cold process, as GomocupJudge asks for it: {@code START} and the INFOs are written
 * to the new process and it is suspended at once, without waiting for {@code OK}; when the game begins,
 * {@code INFO time_left} and an empty {@code BOARD} are written and it is resumed. Start-up, {@code START}
 * and the move all fall within that move's timeout_turn plus the tolerance.
 *
 * @param size the board size
 * @param turnMillis the first move's timeout_turn
 * @param toleranceMillis the referee's tolerance
 */
record ColdMoveCheck(int size, long turnMillis, long toleranceMillis) implements SessionCheck {
    /** The referee starts the opponent meanwhile; a brain waits suspended at least this long. */
    static final long SUSPENDED_MILLIS = 200;

    @Override
    public String id() {
        return "timing.cold";
    }

    @Override
    public Area area() {
        return Area.TIMING;
    }

    @Override
    public String title() {
        return "first move of a cold process within " + turnMillis + " ms + " + toleranceMillis + " ms";
    }

    @Override
    public Finding run(ProbeSession s) {
        s.send(new Command.Start(size));
        InfoCheck.sendRefereeInfos(s, turnMillis, BrainCheck.MATCH_MILLIS, Rule.FREESTYLE);
        s.suspend();
        BrainCheck.sleep(SUSPENDED_MILLIS);
        s.send(new Info.TimeLeft(BrainCheck.MATCH_MILLIS));
        s.send(new Command.Board(List.of()));
        s.resume();
        long budget = turnMillis + toleranceMillis;
        Heard h = s.nextMove(budget + BrainCheck.STARTUP_MILLIS);
        if (h.as(Reply.Moved.class) == null) {
            return noMove(h, s, budget + BrainCheck.STARTUP_MILLIS);
        }
        Legality l = MoveAsk.legality(Board.create(size, Rule.FREESTYLE), h);
        String what = "START, INFOs, suspended " + SUSPENDED_MILLIS + " ms, BOARD: answered " + h.evidence();
        if (l != Legality.LEGAL) {
            return result(Verdict.FAIL, what + ": " + l, Referees.ILLEGAL_LOSS);
        }
        if (h.millis() > budget) {
            return result(Verdict.FAIL, what + ", over " + budget + " ms", Referees.TIME_LOSS);
        }
        return h.millis() > turnMillis ? result(Verdict.WARN, what + ", over timeout_turn " + turnMillis + " ms",
                Referees.TOLERANCE_ONLY) : result(Verdict.PASS, what, Referees.FINE);
    }
}
