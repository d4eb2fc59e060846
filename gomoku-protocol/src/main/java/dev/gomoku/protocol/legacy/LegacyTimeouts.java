package dev.gomoku.protocol.legacy;

import dev.gomoku.protocol.ProtocolException;
import java.util.List;

/**
 * {@code TIMEOUTS.DAT}: line 1 the time per move, line 2 the remaining match time in milliseconds
 * (negative after an overrun; {@value #UNLIMITED} = unlimited).
 *
 * <p>Line 1 is in whole seconds by the protocol, but one manager writes milliseconds. The file
 * carries no unit, so the decoder reads a value below 1000 as seconds and a value of 1000 or more
 * as milliseconds: a per-move limit of 1000 s or more (over 16 minutes) does not occur in practice,
 * and a millisecond limit below one second would be read as that many seconds, the safe direction
 * only for 0 ("as fast as possible", the same in both units). The encoder writes whole seconds
 * (rounded down) below 1000 s and milliseconds from there on, so that the decoder reads back what
 * it wrote: {@code decode(encode(t))} equals {@code t} whenever the time per move is a whole number
 * of seconds or at least 1000 s.
 *
 * @param turnMillis time per move in milliseconds, 0 = as fast as possible
 * @param matchLeftMillis remaining match time in milliseconds, may be negative
 */
public record LegacyTimeouts(long turnMillis, long matchLeftMillis) {
    /** Line 2 value meaning "no match time limit". */
    public static final long UNLIMITED = Integer.MAX_VALUE;

    /** Line 1 values from here on are milliseconds. */
    private static final long MILLIS_FROM = 1000;

    /**
     * Checks the values.
     *
     * @param turnMillis time per move in milliseconds, 0 = as fast as possible
     * @param matchLeftMillis remaining match time in milliseconds, may be negative
     * @throws IllegalArgumentException if the time per move is negative
     */
    public LegacyTimeouts {
        if (turnMillis < 0) {
            throw new IllegalArgumentException("negative time per move: " + turnMillis);
        }
    }

    /**
     * Whether line 2 says the match time is unlimited.
     *
     * @return {@code matchLeftMillis() == UNLIMITED}
     */
    public boolean unlimitedMatch() {
        return matchLeftMillis == UNLIMITED;
    }

    /**
     * Decodes the file. Both lines are required; blanks around the numbers and later blank lines are
     * ignored.
     *
     * @param text the file content
     * @return the timeouts, line 1 converted to milliseconds as described above
     * @throws ProtocolException if a line is missing or is not a number
     */
    public static LegacyTimeouts decode(String text) throws ProtocolException {
        List<String> lines = Lines.split(text);
        long turn = value(lines, 0, false, "the time per move (a whole number)");
        long left = value(lines, 1, true, "the remaining match time in ms (a whole number)");
        Lines.expectNoMoreLines(lines, 2);
        return new LegacyTimeouts(turn < MILLIS_FROM ? turn * 1000 : turn, left);
    }

    private static long value(List<String> lines, int index, boolean signed, String what) throws ProtocolException {
        String line = index < lines.size() ? lines.get(index) : "";
        int i = Lines.skipBlanks(line, 0);
        long v = Lines.number(line, index + 1, i, signed, what);
        Lines.expectEnd(line, index + 1, Lines.end(line, i, signed));
        return v;
    }

    /**
     * Encodes the file as the protocol describes it (see the class comment for the unit of line 1).
     *
     * @return two lines, each ending with CR LF
     */
    public String encode() {
        long line1 = turnMillis < MILLIS_FROM * 1000 ? turnMillis / 1000 : turnMillis;
        return line1 + Lines.EOL + matchLeftMillis + Lines.EOL;
    }
}
