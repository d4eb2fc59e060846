package dev.gomoku.engine.tuning;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.record.GameRecord;
import java.util.ArrayList;
import java.util.List;

/** Labelled positions from a finished game: every position of it, with the game's result for the side to move. */
public final class TrainingPositions {
    private TrainingPositions() {
    }

    /**
     * The positions of a game whose result its moves show: the last move makes a winning row, fills
     * the board (a draw), or is renju black's forbidden move (white wins). Games that ended otherwise
     * (a forfeit, a timeout, an adjudication) give nothing.
     *
     * @param game the record
     * @param rule the rule it was played under
     * @param skip how many opening plies to leave out (opening positions say little about the evaluation)
     * @return the positions before each move from ply {@code skip} on, oldest first
     */
    public static List<LabeledPosition> fromGame(GameRecord game, Rule rule, int skip) {
        Board board = Board.create(game.width(), game.height(), rule);
        List<Board> before = new ArrayList<>();
        int last = -1;
        for (Point p : game.moves()) {
            if (board.winner() != null) {
                return List.of(); // moves after the end: not a game we can read
            }
            last = board.index(p.x(), p.y());
            before.add(board.copy());
            board.play(last);
        }
        double black = blackScore(board, before.isEmpty() ? null : before.get(before.size() - 1), last);
        if (Double.isNaN(black)) {
            return List.of();
        }
        List<LabeledPosition> out = new ArrayList<>();
        for (int ply = Math.max(0, skip); ply < before.size(); ply++) {
            Board b = before.get(ply);
            out.add(new LabeledPosition(b, b.sideToMove() == Side.BLACK ? black : 1 - black));
        }
        return out;
    }

    /** Black's score (1, 0.5 or 0), or NaN when the moves do not show how the game ended. */
    private static double blackScore(Board end, Board beforeLast, int last) {
        Side w = end.winner();
        if (w != null) {
            return w == Side.BLACK ? 1 : 0;
        }
        if (beforeLast != null && beforeLast.sideToMove() == Side.BLACK && ForbiddenMoves.isForbidden(beforeLast, last)) {
            return 0;
        }
        return end.isFull() ? 0.5 : Double.NaN;
    }
}
