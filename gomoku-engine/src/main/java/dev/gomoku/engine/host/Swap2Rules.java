package dev.gomoku.engine.host;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.engine.Swap2Choice;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Checks a brain's Swap2 answers and replaces invalid ones, so that only valid answers are sent. */
final class Swap2Rules {
    private Swap2Rules() {
    }

    /** The brain's three opening stones if valid (distinct, empty, on the board), else a default. */
    static List<Point> opening(Board board, Object answer) {
        if (answer instanceof List<?>) {
            List<?> list = (List<?>) answer;
            if (list.size() == 3 && list.stream().allMatch(Point.class::isInstance)) {
                Point a = (Point) list.get(0);
                Point b = (Point) list.get(1);
                Point c = (Point) list.get(2);
                if (freeAndDistinct(board, a, b, c)) {
                    return List.of(a, b, c);
                }
            }
        }
        System.err.println("brain's Swap2 opening " + answer + " is not valid; using the default");
        int cx = board.width() / 2;
        int cy = board.height() / 2;
        return List.of(new Point(cx, cy), new Point(cx + 1, cy + 1), new Point(cx + 1, cy));
    }

    /** The brain's decision if valid for this stage, else "stay and play" with a legal move. */
    static Swap2Choice decision(Board board, Object answer, boolean threeStones, Point published) {
        if (answer instanceof Swap2Choice) {
            Swap2Choice c = (Swap2Choice) answer;
            switch (c.kind()) {
                case SWAP:
                    return c;
                case PLAY:
                    if (MoveGuard.illegal(board, c.stones().get(0)) == null) {
                        return c;
                    }
                    break;
                default:
                    if (threeStones && freeAndDistinct(board, c.stones().get(0), c.stones().get(1))) {
                        return c;
                    }
                    break;
            }
        }
        Point p = MoveGuard.legalOr(board, published);
        System.err.println("brain's Swap2 decision " + answer + " is not valid here; playing " + p);
        return Swap2Choice.play(p);
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
