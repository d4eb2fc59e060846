package dev.gomoku.protocol.legacy;

import dev.gomoku.protocol.ProtocolException;
import java.util.ArrayList;
import java.util.List;

/** Line splitting and number reading shared by the file decoders. */
final class Lines {
    /** Line end written by every encoder: the legacy managers are Windows programs. */
    static final String EOL = "\r\n";

    /** Longest number accepted; keeps every value inside a long. */
    private static final int MAX_DIGITS = 18;

    private Lines() {
    }

    /**
     * Splits on LF, drops one CR before each LF (and a lone CR at the very end), and drops the empty
     * piece after a final line end. An empty text has no lines.
     */
    static List<String> split(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = text.length();
        while (start < n) {
            int lf = text.indexOf('\n', start);
            int end = lf < 0 ? n : lf;
            int cut = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
            lines.add(text.substring(start, cut));
            start = lf < 0 ? n : lf + 1;
        }
        return lines;
    }

    /** Drops trailing lines that hold only blanks. */
    static List<String> withoutTrailingBlank(List<String> lines) {
        int end = lines.size();
        while (end > 0 && lines.get(end - 1).isBlank()) {
            end--;
        }
        return lines.subList(0, end);
    }

    static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\f';
    }

    static int skipBlanks(String line, int from) {
        int i = from;
        while (i < line.length() && isBlank(line.charAt(i))) {
            i++;
        }
        return i;
    }

    /**
     * Reads an optionally signed decimal integer at {@code from}. Returns the value; the end position
     * is {@link #end(String, int, boolean)}.
     */
    static long number(String line, int lineNumber, int from, boolean signed, String what)
            throws ProtocolException {
        int i = from;
        boolean negative = false;
        if (signed && i < line.length() && (line.charAt(i) == '-' || line.charAt(i) == '+')) {
            negative = line.charAt(i) == '-';
            i++;
        }
        int digitsStart = i;
        long value = 0;
        while (i < line.length() && line.charAt(i) >= '0' && line.charAt(i) <= '9') {
            if (i - digitsStart >= MAX_DIGITS) {
                throw new ProtocolException(line, lineNumber, i, what + " of at most " + MAX_DIGITS + " digits");
            }
            value = value * 10 + (line.charAt(i) - '0');
            i++;
        }
        if (i == digitsStart) {
            throw new ProtocolException(line, lineNumber, i, what);
        }
        return negative ? -value : value;
    }

    /** The position just after the number that {@link #number} read at {@code from}. */
    static int end(String line, int from, boolean signed) {
        int i = from;
        if (signed && i < line.length() && (line.charAt(i) == '-' || line.charAt(i) == '+')) {
            i++;
        }
        while (i < line.length() && line.charAt(i) >= '0' && line.charAt(i) <= '9') {
            i++;
        }
        return i;
    }

    /** Throws unless only blanks follow {@code from}. */
    static void expectEnd(String line, int lineNumber, int from) throws ProtocolException {
        int i = skipBlanks(line, from);
        if (i < line.length()) {
            throw new ProtocolException(line, lineNumber, i, "the end of the line");
        }
    }

    /** Throws unless every line from index {@code from} on is blank. */
    static void expectNoMoreLines(List<String> lines, int from) throws ProtocolException {
        for (int i = from; i < lines.size(); i++) {
            String line = lines.get(i);
            int col = skipBlanks(line, 0);
            if (col < line.length()) {
                throw new ProtocolException(line, i + 1, col, "the end of the file");
            }
        }
    }

    /** A single-line value check for encoders. */
    static String oneLine(String s, String what) {
        if (s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0) {
            throw new IllegalArgumentException(what + " must not contain a line break");
        }
        return s;
    }
}
