package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Rule;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.Reply;
import java.util.List;

/**
 * {@code RECTSTART 20,15} on a fresh process (Piskvork sends it for a board that is not square; the
 * protocol makes it optional): refused, or answered {@code OK} and then a move on that board.
 *
 * @param turnMillis the timeout_turn the brain is told
 * @param toleranceMillis the referee's tolerance
 */
record RectStartCheck(long turnMillis, long toleranceMillis) implements SessionCheck {
    @Override
    public String id() {
        return "protocol.rectstart";
    }

    @Override
    public Area area() {
        return Area.PROTOCOL;
    }

    @Override
    public String title() {
        return "RECTSTART 20,15: refused, or moves on that board";
    }

    @Override
    public Finding run(ProbeSession s) {
        s.send(new Command.RectStart(20, 15));
        Heard ok = s.next(BrainCheck.STARTUP_MILLIS);
        if (ok.as(Reply.Ok.class) == null) {
            if (ok.kind() == Heard.Kind.END) {
                return noMove(ok, s, BrainCheck.STARTUP_MILLIS);
            }
            return result(Verdict.PASS, "refused (optional): " + ok.evidence(), Referees.OPTIONAL);
        }
        InfoCheck.sendRefereeInfos(s, turnMillis, BrainCheck.MATCH_MILLIS, Rule.FREESTYLE);
        WarmUp.move(s);
        long budget = turnMillis + toleranceMillis;
        Heard h = MoveAsk.ask(s, new Command.Board(List.of()), Integer.MAX_VALUE, budget);
        if (h.as(Reply.Moved.class) == null) {
            return noMove(h, s, budget);
        }
        Legality l = MoveAsk.legality(Board.create(20, 15, Rule.FREESTYLE), h);
        return l == Legality.LEGAL ? result(Verdict.PASS, "OK, then answered " + h.evidence(), Referees.FINE)
                : result(Verdict.FAIL, "OK, then answered " + h.evidence() + ": " + l,
                        "Piskvork: an invalid move ends the game against it");
    }
}
