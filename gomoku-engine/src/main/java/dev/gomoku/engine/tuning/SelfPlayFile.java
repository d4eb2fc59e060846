package dev.gomoku.engine.tuning;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The self-play training data file ({@code gomoku selfplay} writes it, {@code gomoku train} reads it),
 * big-endian: a header, then games until the end of the file.
 * <pre>
 * header  4  magic "GKSP"
 *         1  version (1)
 *         1  rule: its pipe-protocol {@code INFO rule} value (freestyle 0, standard 1, renju 4, caro 8, 9)
 *         1  board size (square)
 * game    2  moves m (at least 1)
 *         2  first scored ply s (at most m)
 *         1  black's result: 2 a win, 1 a draw, 0 a loss
 *         2m the moves, each y * size + x, black first
 *         2(m - s) the search's scores (int16) for the side to move before moves s to m - 1
 * </pre>
 * About 2 bytes a move plus 2 a scored position: a 60-move game is about 250 bytes.
 */
public final class SelfPlayFile {
    private static final int MAGIC = 'G' << 24 | 'K' << 16 | 'S' << 8 | 'P';
    private static final int VERSION = 1;

    /**
     * A file's contents.
     *
     * @param rule the rule the games were played under
     * @param size the board's width and height
     * @param games the games, in file order
     */
    public record Contents(Rule rule, int size, List<SelfPlayGame> games) {
        /**
         * Copies the list.
         *
         * @param rule see the record component
         * @param size see the record component
         * @param games see the record component
         */
        public Contents {
            games = List.copyOf(games);
        }

        /**
         * The number of scored positions.
         *
         * @return the sum over the games
         */
        public long positions() {
            long n = 0;
            for (SelfPlayGame g : games) {
                n += g.scores().length;
            }
            return n;
        }
    }

    private SelfPlayFile() {
    }

    /**
     * Writes the header.
     *
     * @param out the stream
     * @param rule the rule
     * @param size the board size
     * @throws IOException if writing fails
     */
    public static void writeHeader(DataOutputStream out, Rule rule, int size) throws IOException {
        out.writeInt(MAGIC);
        out.writeByte(VERSION);
        out.writeByte(rule.pipeMask());
        out.writeByte(size);
    }

    /**
     * Writes one game.
     *
     * @param out the stream
     * @param g the game
     * @throws IOException if writing fails
     */
    public static void writeGame(DataOutputStream out, SelfPlayGame g) throws IOException {
        out.writeShort(g.moves().length);
        out.writeShort(g.scoredFrom());
        out.writeByte(g.blackPoints());
        for (int m : g.moves()) {
            out.writeShort(m);
        }
        for (int s : g.scores()) {
            out.writeShort(Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, s)));
        }
    }

    /**
     * Reads a whole file.
     *
     * @param in the stream
     * @return the contents
     * @throws IOException if reading fails, or naming the game that is not valid data (a foreign file,
     *     a truncated game, a move off the board)
     */
    public static Contents read(InputStream in) throws IOException {
        DataInputStream d = new DataInputStream(in);
        int magic;
        try {
            magic = d.readInt();
        } catch (EOFException e) {
            throw new IOException("not a self-play file: shorter than its header", e);
        }
        if (magic != MAGIC) {
            throw new IOException("not a self-play file (no GKSP magic)");
        }
        int version = d.readUnsignedByte();
        if (version != VERSION) {
            throw new IOException("self-play file version " + version + ", this SDK reads version " + VERSION);
        }
        int code = d.readUnsignedByte();
        Rule rule = null;
        for (Rule r : Rule.values()) {
            if (r.pipeMask() == code) {
                rule = r;
            }
        }
        int size = d.readUnsignedByte();
        if (rule == null || size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            throw new IOException("self-play file header: rule code " + code + ", board size " + size);
        }
        List<SelfPlayGame> games = new ArrayList<>();
        while (true) {
            int m;
            try {
                m = d.readUnsignedShort();
            } catch (EOFException e) {
                break;
            }
            try {
                int s = d.readUnsignedShort();
                int points = d.readUnsignedByte();
                if (m < 1 || m > size * size || s > m || points > 2) {
                    throw new IOException("game " + (games.size() + 1) + ": " + m + " moves scored from " + s
                            + ", result " + points);
                }
                int[] moves = new int[m];
                for (int i = 0; i < m; i++) {
                    moves[i] = d.readUnsignedShort();
                    if (moves[i] >= size * size) {
                        throw new IOException("game " + (games.size() + 1) + ": move " + (i + 1) + " is off the board");
                    }
                }
                int[] scores = new int[m - s];
                for (int i = 0; i < scores.length; i++) {
                    scores[i] = d.readShort();
                }
                games.add(new SelfPlayGame(moves, s, scores, points));
            } catch (EOFException e) {
                throw new IOException("game " + (games.size() + 1) + " is truncated", e);
            }
        }
        return new Contents(rule, size, games);
    }
}
