package dev.gomoku.examples.web;

/**
 * Point names in renju notation: column letter from the left ({@code a..z}, then {@code A..F} on
 * boards wider than 26, as pos notation writes them), row number from the bottom ({@code h8}).
 */
final class Notation {
    private Notation() {
    }

    static String name(int x, int y, int height) {
        char col = x < 26 ? (char) ('a' + x) : (char) ('A' + x - 26);
        return "" + col + (height - y);
    }
}
