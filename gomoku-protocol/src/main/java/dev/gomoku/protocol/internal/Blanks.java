package dev.gomoku.protocol.internal;

/**
 * The decoders' shared notion of blank: spaces and control characters (every char up to {@code ' '}).
 * Not exported.
 */
public final class Blanks {
    private Blanks() {
    }

    /**
     * Cuts blanks at both ends, nothing else.
     *
     * @param s the text
     * @return {@code s} without leading and trailing blanks ({@code s} itself when there are none)
     */
    public static String strip(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && s.charAt(start) <= ' ') {
            start++;
        }
        while (end > start && s.charAt(end - 1) <= ' ') {
            end--;
        }
        return start == 0 && end == s.length() ? s : s.substring(start, end);
    }
}
