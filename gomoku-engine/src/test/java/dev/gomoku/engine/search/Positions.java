package dev.gomoku.engine.search;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import java.util.SplittableRandom;

/** Random game-like positions for the search tests: no five on the board, black never forbidden. */
final class Positions {
    private Positions() {
    }

    static Board random(SplittableRandom rnd, Rule rule, int stones) {
        Board b = Board.create(15, rule);
        int tries = 0;
        while (b.moveCount() < stones && tries++ < stones * 50) {
            int x = (int) Math.round(7 + rnd.nextGaussian() * 2.5);
            int y = (int) Math.round(7 + rnd.nextGaussian() * 2.5);
            if (!b.contains(x, y)) {
                continue;
            }
            int c = b.index(x, y);
            if (b.cell(c) != Board.EMPTY) {
                continue;
            }
            if (b.sideToMove() == dev.gomoku.core.Side.BLACK && rule == Rule.RENJU && ForbiddenMoves.isForbidden(b, c)) {
                continue;
            }
            b.play(c);
            if (b.winner() != null) {
                b.undo();
            }
        }
        return b;
    }

    /** A board from rows of 'x' (black), 'o' (white) and '.', top row first. */
    static Board parse(Rule rule, String... rows) {
        Board b = Board.create(rows[0].length(), rows.length, rule);
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                char ch = rows[y].charAt(x);
                if (ch == 'x') {
                    b.place(b.index(x, y), dev.gomoku.core.Side.BLACK);
                } else if (ch == 'o') {
                    b.place(b.index(x, y), dev.gomoku.core.Side.WHITE);
                }
            }
        }
        return b;
    }
}
