package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Legality;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.Reply;

/**
 * A {@code BOARD} of many stones (as after a long game or a resumed one), answered with a legal move in time
 * (after an untimed {@link WarmUp} move: the session's first timed request).
 *
 * @param size the board size the session started with
 * @param stones how many stones
 * @param turnMillis the timeout_turn the brain was told
 * @param toleranceMillis the referee's tolerance
 */
record BigBoardCheck(int size, int stones, long turnMillis, long toleranceMillis) implements SessionCheck {
    @Override
    public String id() {
        return "protocol.board";
    }

    @Override
    public Area area() {
        return Area.PROTOCOL;
    }

    @Override
    public String title() {
        return "BOARD of " + stones + " stones answered with a legal move";
    }

    @Override
    public Finding run(ProbeSession s) {
        WarmUp.move(s);
        Board b = Positions.crowded(size, stones, 68);
        long budget = turnMillis + toleranceMillis;
        Heard h = MoveAsk.ask(s, new Command.Board(Positions.boardStones(b)), Integer.MAX_VALUE, budget);
        if (h.as(Reply.Moved.class) == null) {
            return noMove(h, s, budget);
        }
        Legality l = MoveAsk.legality(b, h);
        if (l != Legality.LEGAL) {
            return result(Verdict.FAIL, b.moveCount() + " stones sent, answered " + h.evidence() + ": " + l,
                    Referees.ILLEGAL_LOSS);
        }
        return result(Verdict.PASS, b.moveCount() + " stones sent, answered " + h.evidence(), Referees.FINE);
    }
}
