package dev.gomoku.engine.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.record.GameRecord;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TrainingPositionsTest {
    private static GameRecord game(String moves) {
        List<Point> ps = java.util.Arrays.stream(moves.split(" "))
                .map(m -> new Point(Integer.parseInt(m.split(",")[0]), Integer.parseInt(m.split(",")[1]))).toList();
        return new GameRecord(15, 15, ps);
    }

    @Test
    void aFiveLabelsEveryPositionForItsSideToMove() {
        // Black makes five on row 7 while white plays row 8.
        GameRecord g = game("3,7 3,8 4,7 4,8 5,7 5,8 6,7 6,8 7,7");
        List<LabeledPosition> ps = TrainingPositions.fromGame(g, Rule.FREESTYLE, 2);
        assertEquals(7, ps.size());
        for (LabeledPosition p : ps) {
            assertEquals(p.board().sideToMove() == Side.BLACK ? 1.0 : 0.0, p.result(), p.board().toString());
        }
        assertEquals(2, ps.get(0).board().moveCount());
        assertEquals(8, ps.get(6).board().moveCount());
    }

    @Test
    void aGameWithoutAnEndGivesNothing() {
        assertTrue(TrainingPositions.fromGame(game("3,7 3,8 4,7 4,8 5,7"), Rule.FREESTYLE, 0).isEmpty());
        // Moves after a five: not a game record can be trusted for.
        assertTrue(TrainingPositions.fromGame(game("3,7 3,8 4,7 4,8 5,7 5,8 6,7 6,8 7,7 9,9"), Rule.FREESTYLE, 0).isEmpty());
    }

    @Test
    void anOverlineWinsInFreestyleAndIsForbiddenInRenju() {
        // Black's last stone joins 3 + 1 + 2 into six in a row.
        GameRecord g = game("2,7 2,9 3,7 3,9 4,7 4,9 6,7 6,9 7,7 10,10 5,7");
        List<LabeledPosition> free = TrainingPositions.fromGame(g, Rule.FREESTYLE, 0);
        List<LabeledPosition> renju = TrainingPositions.fromGame(g, Rule.RENJU, 0);
        Board last = renju.get(renju.size() - 1).board();
        assertTrue(ForbiddenMoves.isForbidden(last, last.index(5, 7)));
        assertEquals(11, free.size());
        assertEquals(11, renju.size());
        for (int i = 0; i < 11; i++) {
            boolean black = free.get(i).board().sideToMove() == Side.BLACK;
            assertEquals(black ? 1.0 : 0.0, free.get(i).result());
            assertEquals(black ? 0.0 : 1.0, renju.get(i).result());
        }
    }

    /** Seed 7: greedy games end in a five for the side that moved last, which every position's label follows. */
    @Test
    void greedyGamesSeed7() {
        SplittableRandom rnd = new SplittableRandom(7);
        for (int i = 0; i < 10; i++) {
            GameRecord g = GreedyGames.play(Rule.RENJU, 15, rnd);
            Board end = Board.create(15, Rule.RENJU);
            g.moves().forEach(p -> end.play(end.index(p.x(), p.y())));
            List<LabeledPosition> ps = TrainingPositions.fromGame(g, Rule.RENJU, 0);
            assertEquals(g.moves().size(), ps.size());
            Side winner = end.winner();
            for (LabeledPosition p : ps) {
                double expected = winner == null ? 0.5 : p.board().sideToMove() == winner ? 1 : 0;
                assertEquals(expected, p.result());
            }
        }
    }
}
