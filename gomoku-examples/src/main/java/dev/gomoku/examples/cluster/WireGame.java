package dev.gomoku.examples.cluster;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One game's settings as they travel to a worker: plain values, so that the engine's types need not be
 * serializable. Converts both ways without loss.
 */
record WireGame(int width, int height, String rule, long turnMillis, long matchMillis, long toleranceMillis,
        long memory, long startupMillis, boolean suspend, int[] opening, boolean swap2) {

    static WireGame of(GameSettings g) {
        int[] xy = new int[g.opening().size() * 2];
        for (int i = 0; i < g.opening().size(); i++) {
            xy[2 * i] = g.opening().get(i).x();
            xy[2 * i + 1] = g.opening().get(i).y();
        }
        TimeControl t = g.time();
        return new WireGame(g.width(), g.height(), g.rule().name(), t.turnMillis(), t.matchMillis(),
                t.toleranceMillis(), t.maxMemoryBytes(), t.startupMillis(), t.suspendWaiting(), xy, g.swap2());
    }

    void write(DataOutputStream out) throws IOException {
        out.writeInt(width);
        out.writeInt(height);
        WireBytes.string(out, rule);
        out.writeLong(turnMillis);
        out.writeLong(matchMillis);
        out.writeLong(toleranceMillis);
        out.writeLong(memory);
        out.writeLong(startupMillis);
        out.writeBoolean(suspend);
        WireBytes.ints(out, opening);
        out.writeBoolean(swap2);
    }

    static WireGame read(DataInputStream in) throws IOException {
        WireGame g = new WireGame(in.readInt(), in.readInt(), WireBytes.string(in), in.readLong(), in.readLong(),
                in.readLong(), in.readLong(), in.readLong(), in.readBoolean(), WireBytes.ints(in), in.readBoolean());
        try {
            g.settings();
        } catch (IllegalArgumentException e) {
            throw new IOException("game settings: " + e.getMessage(), e);
        }
        return g;
    }

    GameSettings settings() {
        List<Point> stones = new ArrayList<>();
        for (int i = 0; i + 1 < opening.length; i += 2) {
            stones.add(new Point(opening[i], opening[i + 1]));
        }
        return new GameSettings(width, height, Rule.valueOf(rule),
                new TimeControl(turnMillis, matchMillis, toleranceMillis, memory, startupMillis, suspend), stones,
                swap2);
    }
}
