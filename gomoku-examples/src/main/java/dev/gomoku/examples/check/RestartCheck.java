package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Rule;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.Reply;
import java.util.List;

/**
 * {@code RESTART} (a new game in the same process, as Piskvork and our manager send it) answered
 * {@code OK}, then an empty {@code BOARD} answered with a move.
 *
 * @param size the board size the session started with
 * @param turnMillis the timeout_turn the brain was told
 * @param toleranceMillis the referee's tolerance
 */
record RestartCheck(int size, long turnMillis, long toleranceMillis) implements SessionCheck {
    @Override
    public String id() {
        return "protocol.restart";
    }

    @Override
    public Area area() {
        return Area.PROTOCOL;
    }

    @Override
    public String title() {
        return "RESTART, then a new game";
    }

    @Override
    public Finding run(ProbeSession s) {
        long budget = turnMillis + toleranceMillis;
        s.send(new Command.Restart());
        Heard ok = s.next(budget);
        if (ok.as(Reply.Ok.class) == null) {
            if (ok.kind() == Heard.Kind.END) {
                return noMove(ok, s, budget);
            }
            s.drain(300);
            return result(Verdict.WARN, "RESTART: " + ok.evidence(), Referees.PISKVORK_FALLBACK);
        }
        Board empty = Board.create(size, Rule.FREESTYLE);
        Heard h = MoveAsk.ask(s, new Command.Board(List.of()), Integer.MAX_VALUE, budget);
        if (h.as(Reply.Moved.class) == null) {
            return noMove(h, s, budget);
        }
        Legality l = MoveAsk.legality(empty, h);
        return l == Legality.LEGAL
                ? result(Verdict.PASS, "OK after " + ok.millis() + " ms; the empty BOARD answered " + h.evidence(),
                        Referees.FINE)
                : result(Verdict.FAIL, "OK, then the empty BOARD answered " + h.evidence() + ": " + l,
                        Referees.ILLEGAL_LOSS);
    }
}
