package dev.gomoku.examples.web;

import dev.gomoku.core.Point;
import java.util.ArrayList;
import java.util.List;

/**
 * Point names as the board's labels show them: column letter from the left ({@code a..z}, then
 * {@code A..F} on boards wider than 26), row number from the bottom ({@code h8}). A position typed in
 * pos notation reads the same way, as Gomocalc (Rapfi's board) reads its {@code pos} strings: letter
 * for the column, number for the row as its labels count it, from the bottom.
 */
final class Notation {
    private Notation() {
    }

    static String name(int x, int y, int height) {
        char col = x < 26 ? (char) ('a' + x) : (char) ('A' + x - 26);
        return "" + col + (height - y);
    }

    /**
     * The point named by a column letter and a row number on a board, or null when it names none. Upper
     * case is read as lower case on boards at most 26 wide, and as columns 27 on wider ones.
     */
    static Point point(char column, int row, int width, int height) {
        int x;
        if (column >= 'a' && column <= 'z') {
            x = column - 'a';
        } else if (column >= 'A' && column <= 'Z') {
            x = width > 26 ? 26 + column - 'A' : column - 'A';
        } else {
            return null;
        }
        int y = height - row;
        return x < width && row >= 1 && y >= 0 ? new Point(x, y) : null;
    }

    /**
     * Reads names one after another, with or without blanks between them ({@code h8h9i9}, {@code h8 h9 i9}):
     * a position in pos notation, stones in move order.
     *
     * @throws BadRequest naming the first text that is no point of the board, or a point named twice
     */
    static List<Point> pos(String text, int width, int height) throws BadRequest {
        String s = text.strip();
        List<Point> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c) || c == ',' || c == ';') {
                i++;
                continue;
            }
            int start = i++;
            int row = 0;
            while (i < s.length() && i - start <= 2 && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                row = row * 10 + s.charAt(i++) - '0';
            }
            Point p = i == start + 1 ? null : point(c, row, width, height);
            if (p == null) {
                String bad = s.substring(start, Math.min(s.length(), Math.max(i, start + 1)));
                throw new BadRequest(400, "pos notation: " + bad + " is no point of the " + width + "x" + height
                        + " board (a column letter and a row number as the labels show, e.g. h8h9i9)");
            }
            if (out.contains(p)) {
                throw new BadRequest(400, "pos notation: " + s.substring(start, i) + " is named twice");
            }
            out.add(p);
        }
        return out;
    }
}
