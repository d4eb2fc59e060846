package dev.gomoku.examples.web;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.core.Threat;

/**
 * What the page marks on a position: the renju forbidden points of black, and for each side the empty
 * points where a stone would make a five, a four or an open three ({@link Board#threatOf}).
 */
final class BoardMarks {
    private BoardMarks() {
    }

    /** The moves of a board in order, as {@code [[x,y],...]}. */
    static void moves(Json j, Board board) {
        j.beginArray();
        for (int i = 0; i < board.moveCount(); i++) {
            int idx = board.moveAt(i);
            j.beginArray().value(board.x(idx)).value(board.y(idx)).endArray();
        }
        j.endArray();
    }

    /** Black's forbidden points as {@code [[x,y],...]}; empty unless the rule has forbidden moves. */
    static void forbidden(Json j, Board board) {
        j.beginArray();
        if (board.rule().hasForbiddenMoves()) {
            for (Point p : ForbiddenMoves.all(board)) {
                j.beginArray().value(p.x()).value(p.y()).endArray();
            }
        }
        j.endArray();
    }

    /**
     * Threat marks as {@code [[x,y,"b"|"w",label],...]}: label 5 (five), 44 (double four or open
     * four), 43 (four-three), 4, 33 (double three) or 3 (open three). Black's threats on its
     * forbidden points are left out: they are not moves black may make.
     */
    static void threats(Json j, Board board) {
        j.beginArray();
        boolean renju = board.rule().hasForbiddenMoves();
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                int idx = board.index(x, y);
                if (!board.isEmpty(idx)) {
                    continue;
                }
                for (Side side : Side.values()) {
                    String label = label(board.threatOf(side, idx));
                    if (label == null || side == Side.BLACK && renju && ForbiddenMoves.isForbidden(board, idx)) {
                        continue;
                    }
                    j.beginArray().value(x).value(y).value(side == Side.BLACK ? "b" : "w").value(label).endArray();
                }
            }
        }
        j.endArray();
    }

    private static String label(Threat t) {
        return switch (t) {
            case FIVE -> "5";
            case DOUBLE_FOUR -> "44";
            case FOUR_THREE -> "43";
            case FOUR -> "4";
            case DOUBLE_THREE -> "33";
            case THREE -> "3";
            default -> null;
        };
    }
}
