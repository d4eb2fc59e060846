package dev.gomoku.examples.cluster;

import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.referee.Ending;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * A finished game as it is stored in the cluster's results map: the {@link GameResult} without its
 * settings (the coordinator knows them from the game's number) plus the worker that played it.
 */
record WireResult(String black, String white, String winner, String ending, String detail, int[] moves,
        long[] millis, String playedBy) implements Serializable {
    private static final long serialVersionUID = 1L;

    static WireResult of(GameResult r, String playedBy) {
        int[] xy = new int[r.moves().size() * 2];
        for (int i = 0; i < r.moves().size(); i++) {
            xy[2 * i] = r.moves().get(i).x();
            xy[2 * i + 1] = r.moves().get(i).y();
        }
        long[] ms = new long[r.millis().size()];
        for (int i = 0; i < ms.length; i++) {
            ms[i] = r.millis().get(i);
        }
        return new WireResult(r.black(), r.white(), r.winner() == null ? null : r.winner().name(), r.ending().name(),
                r.detail(), xy, ms, playedBy);
    }

    GameResult result(GameSettings settings) {
        List<Point> stones = new ArrayList<>();
        for (int i = 0; i + 1 < moves.length; i += 2) {
            stones.add(new Point(moves[i], moves[i + 1]));
        }
        List<Long> times = new ArrayList<>();
        for (long t : millis) {
            times.add(t);
        }
        return new GameResult(black, white, winner == null ? null : Side.valueOf(winner), Ending.valueOf(ending), detail,
                stones, times, settings);
    }
}
