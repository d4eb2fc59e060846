package dev.gomoku.engine.host;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.core.Threat;

/**
 * The host's safety net: decides whether a move may reach the manager and finds a legal move of its
 * own when the brain gave none (overrun, exception, illegal answer).
 */
final class MoveGuard {
    private MoveGuard() {
    }

    /**
     * Why a move may not be played, or null if it may: off the board, occupied, or renju-forbidden
     * for black.
     */
    static String illegal(Board board, Point p) {
        return switch (Legality.of(board, p, board.sideToMove())) {
            case OFF_BOARD -> p == null ? "no move" : p + " is off the " + board.width() + "x" + board.height() + " board";
            case OCCUPIED -> p + " is occupied";
            case FORBIDDEN -> p + " is forbidden for black";
            case LEGAL -> null;
        };
    }

    /**
     * The brain's move if legal, else {@code published} (the brain's best so far) if legal, else the
     * fallback; null only on a full board. A replacement is reported on standard error, except when the
     * brain simply gave no move and had published one.
     */
    static Point checked(Board board, Point move, Point published, String what) {
        String why = illegal(board, move);
        if (why == null) {
            return move;
        }
        Point instead = legalOr(board, published);
        if (move != null || published == null) {
            System.err.println(what + ": " + why + "; playing " + instead + " instead");
        }
        return instead;
    }

    /** {@code preferred} if it is a legal move, else the fallback. */
    static Point legalOr(Board board, Point preferred) {
        return preferred != null && illegal(board, preferred) == null ? preferred : fallback(board);
    }

    static boolean forbiddenFor(Board board, Side side) {
        return side == Side.BLACK && board.rule().hasForbiddenMoves();
    }

    /**
     * A quick legal move for the side to move that respects the forced replies: own five, else block
     * the opponent's five, else own open (or double) four, else block the opponent's open three or
     * four-three at the cell where the opponent's threat is highest, else the cell with the strongest
     * combined threat for both sides; closest to the centre on ties, the centre on an empty board.
     * Never renju-forbidden for black, unless every empty cell is: then the best forbidden one (black
     * loses by it, and the game ends at once instead of by a timeout). Null only on a full board.
     */
    static Point fallback(Board board) {
        Side me = board.sideToMove();
        Side other = me.opponent();
        boolean checkForbidden = forbiddenFor(board, me);
        // Black's forbidden cells are no threat of black's: white need not block them.
        boolean otherForbidden = forbiddenFor(board, other);
        int w = board.width();
        int h = board.height();
        long bestScore = Long.MIN_VALUE;
        int best = -1;
        long anyScore = Long.MIN_VALUE;
        int any = -1;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int idx = board.index(x, y);
                if (!board.isEmpty(idx)) {
                    continue;
                }
                long score;
                if (board.wouldWin(me, idx)) {
                    score = 1L << 50;
                } else if (board.wouldWin(other, idx)) {
                    score = 1L << 49;
                } else {
                    int mine = board.threat(me, idx);
                    int theirs = board.threat(other, idx);
                    score = (mine * 12L + theirs * 10L) * 4096 - distanceToCentre(x, y, w, h);
                    if (mine >= Threat.DOUBLE_FOUR.ordinal()) {
                        score += 1L << 48;
                    } else if (theirs >= Threat.FOUR_THREE.ordinal()
                            && !(otherForbidden && ForbiddenMoves.isForbidden(board, idx))) {
                        // The opponent's open four (or four-three) next move: take its best cell first.
                        score += (1L << 44) + ((long) theirs << 40);
                    }
                }
                if (score > anyScore) {
                    anyScore = score;
                    any = idx;
                }
                if (score > bestScore && !(checkForbidden && ForbiddenMoves.isForbidden(board, idx))) {
                    bestScore = score;
                    best = idx;
                }
            }
        }
        if (best < 0) {
            best = any;
        }
        return best < 0 ? null : new Point(board.x(best), board.y(best));
    }

    private static int distanceToCentre(int x, int y, int w, int h) {
        int dx = 2 * x - (w - 1);
        int dy = 2 * y - (h - 1);
        return dx * dx + dy * dy;
    }
}
