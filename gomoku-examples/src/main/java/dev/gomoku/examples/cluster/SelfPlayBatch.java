package dev.gomoku.examples.cluster;

import dev.gomoku.engine.tuning.SelfPlayGame;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The games of one {@link SelfPlayJob} as they come back in the results map: the body after the run and
 * job (see {@link RunMaps}), the games in number order, each exactly as {@link SelfPlayGame} holds it
 * (scores as {@code int}: the file clamps them when it is written, as a local run does).
 *
 * @param games the games, in number order
 */
record SelfPlayBatch(List<SelfPlayGame> games) {
    SelfPlayBatch {
        games = List.copyOf(games);
    }

    void write(DataOutputStream out) throws IOException {
        out.writeInt(games.size());
        for (SelfPlayGame g : games) {
            WireBytes.ints(out, g.moves());
            out.writeInt(g.scoredFrom());
            WireBytes.ints(out, g.scores());
            out.writeByte(g.blackPoints());
        }
    }

    /**
     * Reads a verified result's body, and checks it holds the job's games.
     *
     * @param body the bytes
     * @param count the games the job played
     * @param size the board size (every move must be on it)
     * @throws IOException if it does not read, holds another number of games, or a game does not fit together
     */
    static SelfPlayBatch read(byte[] body, int count, int size) throws IOException {
        return WireBytes.read(body, (DataInputStream in) -> {
            int n = in.readInt();
            if (n != count) {
                throw new IOException(n + " games where the job played " + count);
            }
            List<SelfPlayGame> games = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                int[] moves = WireBytes.ints(in);
                int scoredFrom = in.readInt();
                int[] scores = WireBytes.ints(in);
                int points = in.readUnsignedByte();
                for (int m : moves) {
                    if (m < 0 || m >= size * size) {
                        throw new IOException("game " + (i + 1) + " of the batch: move " + m + " is off the board");
                    }
                }
                try {
                    games.add(new SelfPlayGame(moves, scoredFrom, scores, points));
                } catch (IllegalArgumentException e) {
                    throw new IOException("game " + (i + 1) + " of the batch: " + e.getMessage(), e);
                }
            }
            return new SelfPlayBatch(games);
        });
    }
}
