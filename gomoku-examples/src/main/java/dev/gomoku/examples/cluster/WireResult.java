package dev.gomoku.examples.cluster;

import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.referee.Ending;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A finished game as it is stored in the cluster's results map: the {@link GameResult} without its
 * settings (the coordinator knows them from the game's number) plus the worker that played it. It
 * travels signed, with the match and game it belongs to (see {@link RunMaps}), so that no result counts
 * for another game.
 */
record WireResult(String black, String white, String winner, String ending, String detail, int[] moves,
        long[] millis, String playedBy) {

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

    /** Writes the result's body (what follows the run and game, see {@link RunMaps#resultPayload}). */
    void write(DataOutputStream out) throws IOException {
        WireBytes.string(out, black);
        WireBytes.string(out, white);
        WireBytes.nullable(out, winner);
        WireBytes.string(out, ending);
        WireBytes.string(out, detail);
        WireBytes.ints(out, moves);
        WireBytes.longs(out, millis);
        WireBytes.string(out, playedBy);
    }

    /**
     * Reads a verified result's body.
     *
     * @throws IOException if it does not read
     */
    static WireResult read(byte[] body) throws IOException {
        return WireBytes.read(body, (DataInputStream in) -> {
            WireResult w = new WireResult(WireBytes.string(in), WireBytes.string(in), WireBytes.nullable(in),
                    WireBytes.string(in), WireBytes.string(in), WireBytes.ints(in), WireBytes.longs(in),
                    WireBytes.string(in));
            if (w.winner != null && !w.winner.matches("BLACK|WHITE") || w.moves.length != 2 * w.millis.length) {
                throw new IOException("a result that does not read: winner " + w.winner);
            }
            try {
                Ending.valueOf(w.ending);
            } catch (IllegalArgumentException e) {
                throw new IOException("ending " + w.ending + " is not known", e);
            }
            return w;
        });
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
