package dev.gomoku.engine.tuning;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.record.GameRecord;
import dev.gomoku.engine.search.GreedyPlayer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Whole games of the seeded greedy player of {@link GreedyPlayer}, played to a five or a full board. */
final class GreedyGames {
    private GreedyGames() {
    }

    static GameRecord play(Rule rule, int size, SplittableRandom rnd) {
        Board b = Board.create(size, rule);
        List<Point> moves = new ArrayList<>();
        while (b.winner() == null && !b.isFull()) {
            int m = GreedyPlayer.move(b, rnd);
            if (m < 0) {
                break;
            }
            moves.add(new Point(b.x(m), b.y(m)));
            b.play(m);
        }
        return new GameRecord(size, size, moves);
    }
}
