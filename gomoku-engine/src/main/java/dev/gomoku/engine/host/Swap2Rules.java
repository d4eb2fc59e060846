package dev.gomoku.engine.host;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Swap2;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Swap2Opening;
import java.util.List;

/**
 * Checks a brain's Swap2 answers against the opening's rules ({@link Swap2}) and replaces invalid ones,
 * so that only valid answers are sent.
 */
final class Swap2Rules {
    private Swap2Rules() {
    }

    /** The brain's three opening stones if valid (given, distinct, legal, on the board), else a default. */
    static Swap2Opening opening(Board board, Swap2Opening answer) {
        Swap2 opening = Swap2.after(board.copy(), 0);
        if (answer != null && opening.check(moveOrder(answer)).isLegal()) {
            return answer;
        }
        System.err.println("brain's Swap2 opening " + answer + " is not valid; using the default");
        int cx = board.width() / 2;
        int cy = board.height() / 2;
        return new Swap2Opening(new Point(cx, cy), new Point(cx + 1, cy), new Point(cx + 1, cy + 1));
    }

    /**
     * The brain's decision if valid after {@code stones} (3 or 5) opening stones, else "stay white and
     * play" with a legal move.
     */
    static Swap2Choice decision(Board board, Swap2Choice answer, int stones, Point published) {
        Swap2 opening = Swap2.after(board.copy(), stones);
        boolean valid = answer instanceof Swap2Choice.Swap ? opening.mayTakeBlack()
                : answer != null && opening.mayAnswerStones(moveOrder(answer).size())
                        && opening.check(moveOrder(answer)).isLegal();
        if (valid) {
            return answer;
        }
        Point p = MoveGuard.legalOr(board, published);
        System.err.println("brain's Swap2 decision " + answer + " is not valid here; playing " + p);
        return Swap2Choice.play(p);
    }

    /** The opening's stones in move order (black, white, black), as the pipe protocol writes them. */
    static List<Point> moveOrder(Swap2Opening o) {
        return List.of(o.black1(), o.white2(), o.black3());
    }

    /** The stones a decision adds, in move order: none, the white stone, or the 4th then the 5th. */
    static List<Point> moveOrder(Swap2Choice c) {
        if (c instanceof Swap2Choice.PlayWhite p) {
            return List.of(p.white());
        }
        if (c instanceof Swap2Choice.AddTwo a) {
            return List.of(a.white4(), a.black5());
        }
        return List.of();
    }
}
