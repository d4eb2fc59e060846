package dev.gomoku.protocol.legacy;

import dev.gomoku.protocol.ProtocolException;
import java.util.List;

/** A player of the legacy protocol, named by the mark it writes on the board. */
public enum Mark {
    /** The player writing {@code x}. */
    X('x'),
    /** The player writing {@code o}. */
    O('o');

    private final char symbol;

    Mark(char symbol) {
        this.symbol = symbol;
    }

    /**
     * The character of this player's stones and of its {@code TAH.DAT} request.
     *
     * @return {@code 'x'} or {@code 'o'}
     */
    public char symbol() {
        return symbol;
    }

    /**
     * This player's stones on the board.
     *
     * @return {@link LegacyCell#X} or {@link LegacyCell#O}
     */
    public LegacyCell cell() {
        return this == X ? LegacyCell.X : LegacyCell.O;
    }

    /**
     * The other player.
     *
     * @return {@link #O} for {@link #X} and the reverse
     */
    public Mark opponent() {
        return this == X ? O : X;
    }

    /**
     * Decodes {@code TAH.DAT} as the manager writes it before the run: one character, {@code x} or
     * {@code o} (upper case accepted), with optional surrounding blanks and line ends.
     *
     * @param text the file content
     * @return the side to move
     * @throws ProtocolException if the file holds anything else
     */
    public static Mark decodeTurn(String text) throws ProtocolException {
        List<String> lines = Lines.split(text);
        if (lines.isEmpty()) {
            throw new ProtocolException("", 1, 0, "x or o");
        }
        String line = lines.get(0);
        int i = Lines.skipBlanks(line, 0);
        if (i >= line.length()) {
            throw new ProtocolException(line, 1, i, "x or o");
        }
        char c = line.charAt(i);
        Mark mark;
        if (c == 'x' || c == 'X') {
            mark = X;
        } else if (c == 'o' || c == 'O') {
            mark = O;
        } else {
            throw new ProtocolException(line, 1, i, "x or o");
        }
        Lines.expectEnd(line, 1, i + 1);
        Lines.expectNoMoreLines(lines, 1);
        return mark;
    }

    /**
     * Encodes {@code TAH.DAT} as the manager writes it before the run.
     *
     * @return {@code "x"} or {@code "o"} followed by CR LF
     */
    public String encodeTurn() {
        return symbol + Lines.EOL;
    }
}
