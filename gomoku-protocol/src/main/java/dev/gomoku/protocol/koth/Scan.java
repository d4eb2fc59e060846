package dev.gomoku.protocol.koth;

import dev.gomoku.protocol.ProtocolException;

/** A cursor over one line; optionally skips every space (bot answers ignore spaces). */
final class Scan {
    final String line;
    private final boolean skipSpaces;
    int pos;

    private Scan(String line, boolean skipSpaces) {
        this.line = line;
        this.skipSpaces = skipSpaces;
    }

    /**
     * A cursor over {@code text} without one final line end (LF or CR LF, or a lone CR). Any other
     * line break makes {@link #atEnd()} false at its position, so it is reported as unexpected.
     */
    static Scan of(String text, boolean skipSpaces) {
        String line = text;
        if (line.endsWith("\n")) {
            line = line.substring(0, line.length() - 1);
        }
        if (line.endsWith("\r")) {
            line = line.substring(0, line.length() - 1);
        }
        return new Scan(line, skipSpaces);
    }

    private void skip() {
        if (skipSpaces) {
            while (pos < line.length() && (line.charAt(pos) == ' ' || line.charAt(pos) == '\t')) {
                pos++;
            }
        }
    }

    boolean atEnd() {
        skip();
        return pos >= line.length();
    }

    /** The next character without consuming it, or -1 at the end. */
    int peek() {
        skip();
        return pos < line.length() ? line.charAt(pos) : -1;
    }

    ProtocolException error(String expected) {
        skip();
        return new ProtocolException(line, 1, pos, expected);
    }

    void expect(char c) throws ProtocolException {
        if (peek() != c) {
            throw error("'" + c + "'");
        }
        pos++;
    }

    void expect(String s) throws ProtocolException {
        for (int i = 0; i < s.length(); i++) {
            expect(s.charAt(i));
        }
    }

    void expectEnd() throws ProtocolException {
        if (!atEnd()) {
            throw error("the end of the line");
        }
    }

    /** A non-negative decimal number of at most {@code maxDigits} digits (spaces between digits skipped if enabled). */
    int number(int maxDigits, String what) throws ProtocolException {
        int c = peek();
        if (c < '0' || c > '9') {
            throw error(what);
        }
        int value = 0;
        int digits = 0;
        int start = pos;
        while ((c = peek()) >= '0' && c <= '9') {
            if (++digits > maxDigits) {
                throw new ProtocolException(line, 1, start, what + " of at most " + maxDigits + " digits");
            }
            value = value * 10 + (c - '0');
            pos++;
        }
        return value;
    }

    /** {@code (x,y)} with both coordinates in 0..14. */
    KothPoint point() throws ProtocolException {
        expect('(');
        int x = coordinate("a column 0..14");
        expect(',');
        int y = coordinate("a row 0..14");
        expect(')');
        return new KothPoint(x, y);
    }

    private int coordinate(String what) throws ProtocolException {
        skip();
        int start = pos;
        int v = number(2, what);
        if (v >= KothPoint.SIZE) {
            throw new ProtocolException(line, 1, start, what);
        }
        return v;
    }
}
