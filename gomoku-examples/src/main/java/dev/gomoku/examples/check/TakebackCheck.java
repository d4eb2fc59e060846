package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.Move;
import dev.gomoku.protocol.pipe.Reply;

/**
 * {@code TAKEBACK} as Piskvork sends it (one stone at a time, each answered {@code OK}): the brain's own
 * last move and the opponent's stone before it are taken back, then the opponent plays on the point the
 * brain had played. A brain that says OK but keeps the stone sees that point as occupied.
 *
 * @param size the board size the session started with
 * @param turnMillis the timeout_turn the brain was told
 * @param toleranceMillis the referee's tolerance
 */
record TakebackCheck(int size, long turnMillis, long toleranceMillis) implements SessionCheck {
    @Override
    public String id() {
        return "protocol.takeback";
    }

    @Override
    public Area area() {
        return Area.PROTOCOL;
    }

    @Override
    public String title() {
        return "TAKEBACK of two stones, then the game goes on";
    }

    @Override
    public Finding run(ProbeSession s) {
        long budget = turnMillis + toleranceMillis;
        Board b = Board.create(size, Rule.FREESTYLE);
        b.play(b.index(size / 2, size / 2));
        b.play(b.index(size / 2 + 1, size / 2 + 1));
        Heard first = MoveAsk.ask(s, new Command.Board(Positions.boardStones(b)), Integer.MAX_VALUE, budget);
        Reply.Moved m = first.as(Reply.Moved.class);
        if (m == null || MoveAsk.legality(b, first) != Legality.LEGAL) {
            return m == null ? noMove(first, s, budget) : result(Verdict.FAIL, "answered " + first.evidence() + ": "
                    + MoveAsk.legality(b, first), Referees.ILLEGAL_LOSS);
        }
        Point mine = MoveAsk.point(m);
        int last = b.moveAt(1);
        for (Move undo : new Move[] {m.move(), new Move(b.x(last), b.y(last))}) {
            s.send(new Command.Takeback(undo));
            Heard ok = s.next(budget);
            if (ok.as(Reply.Ok.class) == null) {
                if (ok.kind() == Heard.Kind.END) {
                    return noMove(ok, s, budget);
                }
                s.drain(300);
                return result(Verdict.WARN, "TAKEBACK " + undo.x() + "," + undo.y() + ": " + ok.evidence(),
                        Referees.PISKVORK_FALLBACK);
            }
        }
        b.undo();
        b.play(b.index(mine.x(), mine.y()));
        Heard again = MoveAsk.ask(s, new Command.Turn(m.move()), Integer.MAX_VALUE, budget);
        if (again.as(Reply.Moved.class) == null) {
            return result(Verdict.FAIL, "after two OKs, TURN " + mine.x() + "," + mine.y()
                    + " (its own taken-back point): " + noMove(again, s, budget).evidence(), Referees.ILLEGAL_LOSS);
        }
        Legality l = MoveAsk.legality(b, again);
        return l == Legality.LEGAL
                ? result(Verdict.PASS, "OK, OK, then TURN on the freed point answered " + again.evidence(), Referees.FINE)
                : result(Verdict.FAIL, "OK, OK, then TURN on the freed point answered " + again.evidence() + ": " + l
                        + " (it kept a stone it had taken back)", "Piskvork: an illegal move ends the game against it");
    }
}
