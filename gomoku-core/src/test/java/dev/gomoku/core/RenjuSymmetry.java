package dev.gomoku.core;

/** The 8 symmetries of a square board (identity, rotations, reflections), numbered 0..7. */
final class RenjuSymmetry {
    static final int COUNT = 8;

    private RenjuSymmetry() {
    }

    /** Point p of a size x size board under symmetry s (bit 0 mirrors x, bit 1 mirrors y, bit 2 transposes). */
    static Point apply(int s, Point p, int size) {
        int x = p.x();
        int y = p.y();
        if ((s & 4) != 0) {
            int t = x;
            x = y;
            y = t;
        }
        if ((s & 1) != 0) {
            x = size - 1 - x;
        }
        if ((s & 2) != 0) {
            y = size - 1 - y;
        }
        return new Point(x, y);
    }
}
