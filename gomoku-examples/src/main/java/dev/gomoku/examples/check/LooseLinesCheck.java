package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.protocol.pipe.Reply;

/**
 * A {@code BOARD} written in a form some manager might use: LF line ends alone (GomocupJudge wrote them
 * for a while: commit fa2d38d, reverted to CR LF in 1213fe8), or commands in lower case (the protocol
 * document writes them in upper case; no manager we know sends lower case). Either is answered with a
 * legal move, or the brain is told apart from one that is merely strict.
 *
 * @param lowerCase lower-case commands (with CR LF) rather than LF line ends
 * @param size the board size the session started with
 * @param turnMillis the timeout_turn the brain was told
 * @param toleranceMillis the referee's tolerance
 */
record LooseLinesCheck(boolean lowerCase, int size, long turnMillis, long toleranceMillis) implements SessionCheck {
    @Override
    public String id() {
        return lowerCase ? "protocol.case" : "protocol.lf";
    }

    @Override
    public Area area() {
        return Area.PROTOCOL;
    }

    @Override
    public String title() {
        return lowerCase ? "commands in lower case (board ... done)" : "LF line ends without CR";
    }

    @Override
    public Finding run(ProbeSession s) {
        long budget = turnMillis + toleranceMillis;
        int c = size / 2;
        Board b = Board.create(size, Rule.FREESTYLE);
        b.place(b.index(c, c), Side.BLACK);
        String end = lowerCase ? "\r\n" : "\n";
        String text = (lowerCase ? "board" : "BOARD") + end + c + "," + c + ",2" + end + (lowerCase ? "done" : "DONE") + end;
        s.sendRaw(text);
        Heard h = s.nextMove(budget);
        String then = lowerCase ? "no referee or manager we know sends lower case: a brain that needs upper case"
                + " loses nothing" : "the referee writes CR LF now; a brain that needs the CR would have lost"
                + " every game under GomocupJudge's LF-only commit";
        if (h.as(Reply.Moved.class) != null && MoveAsk.legality(b, h) == Legality.LEGAL) {
            return result(Verdict.PASS, "answered " + h.evidence(), Referees.FINE);
        }
        if (h.kind() == Heard.Kind.END) {
            return noMove(h, s, budget);
        }
        s.drain(300);
        return result(Verdict.WARN, "answered " + h.evidence()
                + (h.as(Reply.Moved.class) != null ? ": " + MoveAsk.legality(b, h) : ""), then);
    }
}
