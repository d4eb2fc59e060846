package dev.gomoku.protocol.pipe;

import dev.gomoku.protocol.internal.Blanks;

/** Checks for the free-text parts of commands and replies, which must stay on one line. */
final class Text {
    private Text() {
    }

    /** Returns {@code s} stripped of surrounding blanks; throws if it would break the line framing. */
    static String oneLine(String s, String what) {
        if (s == null) {
            throw new NullPointerException(what);
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\r' || c == '\n') {
                throw new IllegalArgumentException(what + " must not contain a line break");
            }
        }
        return Blanks.strip(s);
    }

    /** A word: non-empty, no blanks. */
    static String word(String s, String what) {
        return checkedWord(s, what, "");
    }

    /** An ABOUT key: non-empty, no blanks, quotes, '=' or ','. */
    static String key(String s, String what) {
        return checkedWord(s, what, "\"=,");
    }

    private static String checkedWord(String s, String what, String forbidden) {
        String k = oneLine(s, what);
        if (k.isEmpty()) {
            throw new IllegalArgumentException(what + " must not be empty");
        }
        for (int i = 0; i < k.length(); i++) {
            char c = k.charAt(i);
            if (c <= ' ' || forbidden.indexOf(c) >= 0) {
                throw new IllegalArgumentException(what + " must not contain '" + c + "': " + k);
            }
        }
        return k;
    }

    static int nonNegative(int v, String what) {
        if (v < 0) {
            throw new IllegalArgumentException(what + " must not be negative: " + v);
        }
        return v;
    }
}
