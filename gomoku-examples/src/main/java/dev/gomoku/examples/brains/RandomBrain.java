package dev.gomoku.examples.brains;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Turn;

/**
 * Plays a random legal move among the empty cells at most two cells from a stone (the centre on an
 * empty board), and makes random Swap2 decisions (every option equally likely). Deterministic for a
 * given seed of the host's random source.
 */
public final class RandomBrain implements Brain {
    /** How far from a stone a candidate may lie (Chebyshev distance). */
    private static final int REACH = 2;

    @Override
    public About about() {
        return new About("random", "1.0", "gomoku-sdk", "", "", "");
    }

    @Override
    public Point move(Board board, Turn turn) {
        int w = board.width();
        int h = board.height();
        if (board.moveCount() == 0) {
            return new Point(w / 2, h / 2);
        }
        boolean checkForbidden = board.sideToMove() == Side.BLACK && board.rule().hasForbiddenMoves();
        int[] candidates = new int[w * h];
        int n = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int idx = board.index(x, y);
                if (board.isEmpty(idx) && nearStone(board, x, y)
                        && !(checkForbidden && ForbiddenMoves.isForbidden(board, idx))) {
                    candidates[n++] = idx;
                }
            }
        }
        if (n == 0) {
            for (int y = 0; y < h && n == 0; y++) {
                for (int x = 0; x < w; x++) {
                    if (board.isEmpty(board.index(x, y))) {
                        candidates[n++] = board.index(x, y);
                    }
                }
            }
        }
        if (n == 0) {
            throw new IllegalStateException("no legal move: the board is full");
        }
        int pick = candidates[turn.random().nextInt(n)];
        return new Point(board.x(pick), board.y(pick));
    }

    @Override
    public Swap2Choice swap2(Board board, Turn turn) {
        int options = board.moveCount() == 3 ? 3 : 2; // adding two stones is allowed after three only
        switch (turn.random().nextInt(options)) {
            case 0:
                return Swap2Choice.swap();
            case 1:
                return Swap2Choice.play(move(board, turn));
            default:
                Point white4 = move(board, turn);
                Board next = board.copy();
                next.play(next.index(white4.x(), white4.y()));
                return Swap2Choice.addTwo(white4, move(next, turn));
        }
    }

    private static boolean nearStone(Board board, int x, int y) {
        for (int dy = -REACH; dy <= REACH; dy++) {
            for (int dx = -REACH; dx <= REACH; dx++) {
                int nx = x + dx;
                int ny = y + dy;
                if (board.contains(nx, ny) && !board.isEmpty(board.index(nx, ny))) {
                    return true;
                }
            }
        }
        return false;
    }
}
