package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.protocol.pipe.Stone;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** The positions the probes send: a crowded board, and renju positions with a tempting forbidden point. */
final class Positions {
    private Positions() {
    }

    /**
     * A board with {@code stones} stones placed at random, alternately black and white, none of them
     * making five; an even count leaves black to move.
     *
     * @param size the board size
     * @param stones how many stones
     * @param seed the random seed
     * @return the position
     */
    static Board crowded(int size, int stones, long seed) {
        Board b = Board.create(size, Rule.FREESTYLE);
        Random r = new Random(seed);
        int tries = 0;
        while (b.moveCount() < stones && tries++ < 100_000) {
            int idx = b.index(r.nextInt(size), r.nextInt(size));
            if (b.isEmpty(idx) && !b.wouldWin(b.sideToMove(), idx)) {
                b.play(idx);
            }
        }
        return b;
    }

    /**
     * Renju positions, black to move, each with a point that would win or look strongest under
     * freestyle but is forbidden for black: a double four, a double three, an overline.
     *
     * @return the positions
     */
    static List<Board> renjuTraps() {
        return List.of(
                renju(new int[][] {{4, 7}, {5, 7}, {6, 7}, {7, 4}, {7, 5}, {7, 6}},
                        new int[][] {{3, 7}, {7, 3}, {12, 12}, {1, 13}, {13, 1}, {12, 2}}),
                renju(new int[][] {{5, 7}, {6, 7}, {7, 5}, {7, 6}},
                        new int[][] {{1, 1}, {13, 13}, {1, 13}, {13, 1}}),
                renju(new int[][] {{2, 7}, {3, 7}, {4, 7}, {5, 7}, {7, 7}},
                        new int[][] {{1, 7}, {8, 7}, {12, 12}, {1, 13}, {13, 1}}));
    }

    /** A 15x15 renju board: black and white stones placed alternately, black first. */
    private static Board renju(int[][] black, int[][] white) {
        Board b = Board.create(15, Rule.RENJU);
        for (int i = 0; i < black.length; i++) {
            b.place(b.index(black[i][0], black[i][1]), Side.BLACK);
            if (i < white.length) {
                b.place(b.index(white[i][0], white[i][1]), Side.WHITE);
            }
        }
        return b;
    }

    /**
     * The position as {@code BOARD} stones in move order: the side to move's as own (1), the others 2.
     *
     * @param b the position
     * @return the stones
     */
    static List<Stone> boardStones(Board b) {
        Side me = b.sideToMove();
        List<Stone> out = new ArrayList<>(b.moveCount());
        for (int i = 0; i < b.moveCount(); i++) {
            int idx = b.moveAt(i);
            out.add(new Stone(b.x(idx), b.y(idx), b.sideAt(i) == me ? Stone.OWN : Stone.OPPONENT));
        }
        return out;
    }

    /**
     * The stones in move order as points.
     *
     * @param b the position
     * @return the points
     */
    static List<Point> points(Board b) {
        List<Point> out = new ArrayList<>(b.moveCount());
        for (int i = 0; i < b.moveCount(); i++) {
            int idx = b.moveAt(i);
            out.add(new Point(b.x(idx), b.y(idx)));
        }
        return out;
    }
}
