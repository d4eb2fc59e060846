package dev.gomoku.engine.arena.match;

import dev.gomoku.core.Point;
import java.util.ArrayList;
import java.util.List;

/** The eight symmetries of a square board (the first four, the flips, also fit rectangles). */
final class Symmetry {
    private Symmetry() {
    }

    /**
     * Maps points by one symmetry.
     *
     * @param points the points
     * @param sym 0 identity, 1 mirror left-right, 2 mirror top-bottom, 3 rotate 180, 4..7 the same
     *     after transposing (square boards only)
     * @param w board width
     * @param h board height
     * @return the mapped points
     */
    static List<Point> apply(List<Point> points, int sym, int w, int h) {
        List<Point> out = new ArrayList<>(points.size());
        for (Point p : points) {
            int x = p.x();
            int y = p.y();
            if (sym >= 4) {
                int t = x;
                x = y;
                y = t;
            }
            if ((sym & 1) != 0) {
                x = w - 1 - x;
            }
            if ((sym & 2) != 0) {
                y = h - 1 - y;
            }
            out.add(new Point(x, y));
        }
        return out;
    }
}
