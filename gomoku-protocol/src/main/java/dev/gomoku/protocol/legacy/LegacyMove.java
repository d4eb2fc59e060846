package dev.gomoku.protocol.legacy;

import dev.gomoku.protocol.ProtocolException;
import java.util.List;

/**
 * The brain's answer in {@code TAH.DAT}: {@code x,y}, 0-based, {@code x} the column from the left
 * and {@code y} the row from the top.
 *
 * @param x column, 0 = left
 * @param y row, 0 = top
 */
public record LegacyMove(int x, int y) {
    /** Largest coordinate accepted by the decoder, far beyond any board. */
    private static final long MAX_COORDINATE = 1_000_000;

    /**
     * Checks the coordinates.
     *
     * @param x column, 0 = left
     * @param y row, 0 = top
     * @throws IllegalArgumentException if a coordinate is negative
     */
    public LegacyMove {
        if (x < 0 || y < 0) {
            throw new IllegalArgumentException("negative coordinate: " + x + "," + y);
        }
    }

    /**
     * Decodes {@code TAH.DAT} as the brain leaves it: {@code x,y} on the first line, blanks allowed
     * around the numbers, with or without a line end; later lines must be blank.
     *
     * @param text the file content
     * @return the move
     * @throws ProtocolException if the file does not hold one move (for example when the brain
     *     left the manager's {@code x}/{@code o} in place)
     */
    public static LegacyMove decode(String text) throws ProtocolException {
        List<String> lines = Lines.split(text);
        String line = lines.isEmpty() ? "" : lines.get(0);
        int i = Lines.skipBlanks(line, 0);
        long x = Lines.number(line, 1, i, false, "a column number");
        if (x > MAX_COORDINATE) {
            throw new ProtocolException(line, 1, i, "a column of at most " + MAX_COORDINATE);
        }
        i = Lines.skipBlanks(line, Lines.end(line, i, false));
        if (i >= line.length() || line.charAt(i) != ',') {
            throw new ProtocolException(line, 1, i, "','");
        }
        i = Lines.skipBlanks(line, i + 1);
        long y = Lines.number(line, 1, i, false, "a row number");
        if (y > MAX_COORDINATE) {
            throw new ProtocolException(line, 1, i, "a row of at most " + MAX_COORDINATE);
        }
        Lines.expectEnd(line, 1, Lines.end(line, i, false));
        Lines.expectNoMoreLines(lines, 1);
        return new LegacyMove((int) x, (int) y);
    }

    /**
     * Decodes {@code TAH.DAT} and checks that the move lies on a board of the given size.
     *
     * @param text the file content
     * @param width board width
     * @param height board height
     * @return the move
     * @throws ProtocolException if the file does not hold one move or the move is off the board
     */
    public static LegacyMove decode(String text, int width, int height) throws ProtocolException {
        LegacyMove move = decode(text);
        if (move.x >= width || move.y >= height) {
            String line = Lines.split(text).get(0);
            throw new ProtocolException(line, 1, Lines.skipBlanks(line, 0),
                    "a point on the " + width + "x" + height + " board");
        }
        return move;
    }

    /**
     * Encodes {@code TAH.DAT} as the brain writes it.
     *
     * @return {@code "x,y"} followed by CR LF
     */
    public String encode() {
        return x + "," + y + Lines.EOL;
    }
}
