package dev.gomoku.engine.host;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Swap2Opening;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Checks a brain's Swap2 answers and replaces invalid ones, so that only valid answers are sent. */
final class Swap2Rules {
    private Swap2Rules() {
    }

    /** The brain's three opening stones if valid (given, distinct, empty, on the board), else a default. */
    static Swap2Opening opening(Board board, Object answer) {
        if (answer instanceof Swap2Opening o && freeAndDistinct(board, o.black1(), o.white2(), o.black3())) {
            return o;
        }
        System.err.println("brain's Swap2 opening " + answer + " is not valid; using the default");
        int cx = board.width() / 2;
        int cy = board.height() / 2;
        return new Swap2Opening(new Point(cx, cy), new Point(cx + 1, cy), new Point(cx + 1, cy + 1));
    }

    /** The brain's decision if valid for this stage, else "stay white and play" with a legal move. */
    static Swap2Choice decision(Board board, Object answer, boolean threeStones, Point published) {
        if (answer instanceof Swap2Choice.Swap s) {
            return s;
        }
        if (answer instanceof Swap2Choice.PlayWhite p && MoveGuard.illegal(board, p.white()) == null) {
            return p;
        }
        if (answer instanceof Swap2Choice.AddTwo a && threeStones && freeAndDistinct(board, a.white4(), a.black5())) {
            return a;
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

    static boolean freeAndDistinct(Board board, Point... points) {
        Set<Point> seen = new HashSet<>();
        for (Point p : points) {
            if (p == null || !board.contains(p.x(), p.y()) || !board.isEmpty(board.index(p.x(), p.y())) || !seen.add(p)) {
                return false;
            }
        }
        return true;
    }
}
