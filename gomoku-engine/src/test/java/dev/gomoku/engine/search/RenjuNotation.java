package dev.gomoku.engine.search;

import dev.gomoku.core.Board;

/** Renju notation of the test data: column letter, row counted from the bottom. */
final class RenjuNotation {
    private RenjuNotation() {
    }

    /** Renju notation ({@code h8}: column letter, row counted from the bottom) to a cell index. */
    static int index(Board b, String point) {
        int x = point.charAt(0) - 'a';
        int row = Integer.parseInt(point.substring(1));
        return b.index(x, b.height() - row);
    }

    static String name(Board b, int index) {
        return (char) ('a' + b.x(index)) + Integer.toString(b.height() - b.y(index));
    }
}
