package dev.gomoku.examples.readme;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Turn;
import dev.gomoku.engine.host.BrainMain;

public final class FirstEmpty implements Brain {
    @Override
    public Point move(Board board, Turn turn) {
        for (int y = 0; y < board.height(); y++)
            for (int x = 0; x < board.width(); x++)
                if (board.isEmpty(board.index(x, y))) return new Point(x, y);
        throw new IllegalStateException("full board");
    }

    public static void main(String[] args) {
        System.exit(BrainMain.run(new FirstEmpty(), args)); // pipe; or: legacy; koth OPPONENT SEED
    }
}
