package dev.gomoku.protocol.pipe;

import dev.gomoku.protocol.ProtocolException;

/**
 * Hand-written scanning over one line, shared by the decoders. Blanks are any character up to and
 * including the space; the line has no CR or LF left in it. Reused, so decoding allocates nothing here.
 */
final class Cursor {
    private CharSequence line = "";
    private int pos;
    private int end;
    private int lineNumber;

    /** Starts on a line; {@code end} excludes any trailing line terminators already. */
    void reset(CharSequence line, int end, int lineNumber) {
        this.line = line;
        this.pos = 0;
        this.end = end;
        this.lineNumber = lineNumber;
    }

    int pos() {
        return pos;
    }

    void pos(int p) {
        pos = p;
    }

    int end() {
        return end;
    }

    CharSequence line() {
        return line;
    }

    boolean atEnd() {
        return pos >= end;
    }

    char peek() {
        return line.charAt(pos);
    }

    void skipBlanks() {
        while (pos < end && line.charAt(pos) <= ' ') {
            pos++;
        }
    }

    /** Advances over a word (no blanks) and returns its end; the caller kept the start. */
    int skipWord() {
        while (pos < end && line.charAt(pos) > ' ') {
            pos++;
        }
        return pos;
    }

    /** Whether the characters [start, stop) equal the upper-case ASCII {@code word}, ignoring case. */
    boolean equalsIgnoreCase(int start, int stop, String word) {
        if (stop - start != word.length()) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            char c = line.charAt(start + i);
            if (c >= 'a' && c <= 'z') {
                c -= 'a' - 'A';
            }
            if (c != word.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** The rest of the line without surrounding blanks. */
    String rest() {
        skipBlanks();
        int stop = end;
        while (stop > pos && line.charAt(stop - 1) <= ' ') {
            stop--;
        }
        String s = line.subSequence(pos, stop).toString();
        pos = end;
        return s;
    }

    void expect(char c, String what) throws ProtocolException {
        skipBlanks();
        if (pos >= end || line.charAt(pos) != c) {
            throw error(what);
        }
        pos++;
    }

    /** Requires that only blanks remain. */
    void expectEnd() throws ProtocolException {
        skipBlanks();
        if (pos < end) {
            throw error("end of line");
        }
    }

    /** A non-negative decimal int after optional blanks. */
    int nonNegativeInt(String what) throws ProtocolException {
        long v = number(what, false, Integer.MAX_VALUE);
        return (int) v;
    }

    /** A decimal long with optional minus sign after optional blanks. */
    long signedLong(String what) throws ProtocolException {
        return number(what, true, Long.MAX_VALUE);
    }

    /** A decimal int with optional minus sign after optional blanks. */
    int signedInt(String what) throws ProtocolException {
        return (int) number(what, true, Integer.MAX_VALUE);
    }

    private long number(String what, boolean signed, long max) throws ProtocolException {
        skipBlanks();
        int start = pos;
        boolean negative = false;
        if (signed && pos < end && line.charAt(pos) == '-') {
            negative = true;
            pos++;
        }
        int digitsStart = pos;
        long v = 0;
        // Accumulate as a negative number so that the minimum of a signed range fits too.
        long limit = negative ? -max - 1 : -max;
        while (pos < end) {
            char c = line.charAt(pos);
            if (c < '0' || c > '9') {
                break;
            }
            int d = c - '0';
            if (v < limit / 10 || v * 10 < limit + d) {
                pos = start;
                throw error(what + " of at most " + max + " in size");
            }
            v = v * 10 - d;
            pos++;
        }
        if (pos == digitsStart) {
            pos = start;
            throw error(what);
        }
        return negative ? v : -v;
    }

    /** {@code x,y} with optional blanks around the numbers and the comma. */
    Move move() throws ProtocolException {
        int x = nonNegativeInt("a coordinate");
        expect(',', "','");
        int y = nonNegativeInt("a coordinate");
        return new Move(x, y);
    }

    ProtocolException error(String expected) {
        return new ProtocolException(line.toString(), lineNumber, Math.min(pos, end), expected);
    }

    ProtocolException errorAt(int column, String expected) {
        return new ProtocolException(line.toString(), lineNumber, column, expected);
    }
}
