package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.Move;
import dev.gomoku.protocol.pipe.Reply;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code YXSHOWFORBID} (Yixin's extension, sent by GUIs, not referees) after a renju {@code BOARD} with
 * white to move and the brain's (white) move: a brain that claims it (answers {@code FORBID}) lists exactly black's forbidden points
 * of that position; a brain that does not know it says {@code UNKNOWN} and passes.
 *
 * @param turnMillis the timeout_turn the brain is told
 * @param toleranceMillis the referee's tolerance
 */
record ForbidQueryCheck(long turnMillis, long toleranceMillis) implements SessionCheck {
    @Override
    public String id() {
        return "renju.yxshowforbid";
    }

    @Override
    public Area area() {
        return Area.RENJU;
    }

    @Override
    public String title() {
        return "YXSHOWFORBID, if claimed, lists black's forbidden points";
    }

    @Override
    public Finding run(ProbeSession s) {
        Heard setup = Setup.game(s, 15, Rule.RENJU, turnMillis);
        if (setup != null) {
            return noMove(setup, s, BrainCheck.STARTUP_MILLIS).with(Verdict.FAIL, "renju START: " + setup.evidence(),
                    Referees.START_REFUSED);
        }
        WarmUp.move(s);
        long budget = turnMillis + toleranceMillis;
        // white to move: after the brain's stone black is to move, whichever side a brain lists points for
        Board b = Positions.renjuTraps().get(1);
        b.place(b.index(12, 4), Side.BLACK);
        Heard h = MoveAsk.ask(s, new Command.Board(Positions.boardStones(b)), Integer.MAX_VALUE, budget);
        if (h.as(Reply.Moved.class) == null || MoveAsk.legality(b, h) != Legality.LEGAL) {
            return result(Verdict.SKIP, "no legal move to build on: " + h.evidence(), "see renju.traps");
        }
        Point m = MoveAsk.point(h.as(Reply.Moved.class));
        b.play(b.index(m.x(), m.y()));
        s.send(new Command.YxShowForbid());
        Heard q = s.next(budget);
        Reply.Forbid said = q.as(Reply.Forbid.class);
        if (said == null) {
            if (q.kind() == Heard.Kind.END) {
                return noMove(q, s, budget);
            }
            s.drain(300);
            return result(Verdict.PASS, "not claimed: " + q.evidence(), Referees.OPTIONAL);
        }
        Set<String> expected = new TreeSet<>();
        for (Point p : ForbiddenMoves.all(b)) {
            expected.add(p.x() + "," + p.y());
        }
        Set<String> got = new TreeSet<>();
        for (Move p : said.points()) {
            got.add(p.x() + "," + p.y());
        }
        String what = "after BOARD and its move " + m + ": " + q.evidence() + "; forbidden: " + expected;
        return got.equals(expected) ? result(Verdict.PASS, what, Referees.FINE)
                : result(Verdict.FAIL, what + " (it listed " + got + ")", "no referee asks, but its own"
                        + " forbidden-point logic is wrong: in a renju game it may play a foul (a loss) or shun legal points");
    }
}
