package dev.gomoku.examples.brains;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Turn;
import java.util.random.RandomGenerator;

/**
 * The weighting brain of seed 003 (Sördöngölő): every empty cell is worth
 * own line sum * 19/16 + the opponent's line sum + random(0..3), and the brain plays the cell with
 * the largest value (the centre on an empty board). The line sums are kept incrementally in a
 * {@link Weights} table that follows the host's board history, so a move costs the updates for the
 * stones since the last call plus one pass over the board.
 */
public final class WeightsBrain implements Brain {
    private Weights weights;
    /** The stones the table holds, in order: cell index y * width + x, and side. */
    private int[] cells = new int[0];
    private int[] sides = new int[0];
    private int size;

    @Override
    public About about() {
        return new About("weights", "1.0", "gomoku-sdk (after Peter Szabo's Sordongolo)", "", "", "");
    }

    @Override
    public Point move(Board board, Turn turn) {
        sync(board);
        return best(board, turn.random());
    }

    /**
     * Brings the table in line with the board's history: removes the stones after the first
     * difference and places the rest.
     *
     * @param board the position
     * @return the synchronised table
     */
    Weights sync(Board board) {
        int w = board.width();
        int h = board.height();
        if (weights == null || weights.width() != w || weights.height() != h) {
            weights = new Weights(w, h);
            size = 0;
        }
        int n = board.moveCount();
        if (cells.length < n) {
            cells = java.util.Arrays.copyOf(cells, Math.max(n, cells.length * 2));
            sides = java.util.Arrays.copyOf(sides, cells.length);
        }
        int common = 0;
        while (common < size && common < n) {
            int idx = board.moveAt(common);
            int cell = board.y(idx) * w + board.x(idx);
            int side = board.sideAt(common) == Side.BLACK ? 0 : 1;
            if (cell != cells[common] || side != sides[common]) {
                break;
            }
            common++;
        }
        while (size > common) {
            size--;
            weights.remove(cells[size] % w, cells[size] / w);
        }
        for (int ply = common; ply < n; ply++) {
            int idx = board.moveAt(ply);
            int side = board.sideAt(ply) == Side.BLACK ? 0 : 1;
            weights.place(board.x(idx), board.y(idx), side);
            cells[size] = board.y(idx) * w + board.x(idx);
            sides[size] = side;
            size++;
        }
        return weights;
    }

    private Point best(Board board, RandomGenerator random) {
        int w = board.width();
        int h = board.height();
        if (board.moveCount() == 0 && board.isEmpty(board.index(w / 2, h / 2))) {
            return new Point(w / 2, h / 2);
        }
        int side = board.sideToMove() == Side.BLACK ? 0 : 1;
        boolean checkForbidden = side == 0 && board.rule().hasForbiddenMoves();
        int[] values = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                values[y * w + x] = board.isEmpty(board.index(x, y))
                        ? weights.value(x, y, side) + random.nextInt(4)
                        : -1;
            }
        }
        while (true) {
            int best = -1;
            for (int c = 0; c < values.length; c++) {
                if (values[c] >= 0 && (best < 0 || values[c] > values[best])) {
                    best = c;
                }
            }
            if (best < 0) {
                throw new IllegalStateException("no legal move: the board is full");
            }
            int x = best % w;
            int y = best / w;
            if (!checkForbidden || !ForbiddenMoves.isForbidden(board, board.index(x, y))) {
                return new Point(x, y);
            }
            values[best] = -1;
        }
    }
}
