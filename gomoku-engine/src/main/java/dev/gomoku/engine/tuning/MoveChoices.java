package dev.gomoku.engine.tuning;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.record.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The moves one player chose in a recorded game, each with the position it was chosen in. */
public final class MoveChoices {
    private MoveChoices() {
    }

    /**
     * The choices of the player whose name (as the record gives it) is {@code player}, or else the one
     * whose name contains it, from ply {@code skip} on; nothing if no single player is so named. The
     * game is read up to its end: a winning row, or renju black's forbidden move (not a choice to learn
     * from).
     *
     * @param game the record
     * @param rule the rule it was played under
     * @param player part of the player's name, e.g. {@code rapfi}
     * @param skip how many opening plies to leave out (a match's fixed opening stones are nobody's choice)
     * @return the positions before each of that player's moves and the moves, oldest first
     */
    public static List<MoveChoice> fromGame(GameRecord game, Rule rule, String player, int skip) {
        boolean black = is(game.blackName(), player);
        boolean white = is(game.whiteName(), player);
        if (black == white) {
            black = contains(game.blackName(), player);
            white = contains(game.whiteName(), player);
        }
        if (black == white) {
            return List.of();
        }
        Side side = black ? Side.BLACK : Side.WHITE;
        Board board = Board.create(game.width(), game.height(), rule);
        List<MoveChoice> out = new ArrayList<>();
        for (Point p : game.moves()) {
            int move = board.index(p.x(), p.y());
            if (board.winner() != null || board.cell(move) != Board.EMPTY) {
                break;
            }
            Side mover = board.sideToMove();
            if (mover == Side.BLACK && ForbiddenMoves.isForbidden(board, move)) {
                break;
            }
            if (mover == side && board.moveCount() >= skip) {
                out.add(new MoveChoice(board.copy(), move));
            }
            board.play(move);
        }
        return out;
    }

    private static boolean is(Optional<String> name, String player) {
        return name.isPresent() && name.get().equals(player);
    }

    private static boolean contains(Optional<String> name, String player) {
        return name.isPresent() && name.get().contains(player);
    }
}
