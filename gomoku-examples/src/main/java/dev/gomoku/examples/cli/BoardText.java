package dev.gomoku.examples.cli;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import java.util.Collection;
import java.util.List;

/**
 * Draws a board for the terminal: columns a, b, c... from the left, rows numbered from the bottom
 * (renju notation: {@code h8} is the centre of 15x15), {@code X} black, {@code O} white, the last stone
 * in brackets, marked points as {@code *}.
 */
final class BoardText {
    private BoardText() {
    }

    static String draw(Board board, Collection<Point> marks) {
        StringBuilder sb = new StringBuilder();
        int last = board.lastMove();
        header(sb, board.width());
        for (int y = 0; y < board.height(); y++) {
            int row = board.height() - y;
            sb.append(String.format("%3d ", row));
            for (int x = 0; x < board.width(); x++) {
                int idx = board.index(x, y);
                Side s = board.stoneAt(x, y);
                char c = s == Side.BLACK ? 'X' : s == Side.WHITE ? 'O' : marks.contains(new Point(x, y)) ? '*' : '.';
                boolean isLast = idx == last;
                sb.append(isLast ? '[' : ' ').append(c).append(isLast ? ']' : ' ');
            }
            sb.append(String.format(" %d%n", row));
        }
        header(sb, board.width());
        return sb.toString();
    }

    static String draw(Board board) {
        return draw(board, List.of());
    }

    private static void header(StringBuilder sb, int width) {
        sb.append("    ");
        for (int x = 0; x < width; x++) {
            sb.append(' ').append((char) ('a' + x)).append(' ');
        }
        sb.append(System.lineSeparator());
    }

    /** A point in renju notation ({@code h8}) for a board of the given height. */
    static String name(Point p, int height) {
        return "" + (char) ('a' + p.x()) + (height - p.y());
    }

    /**
     * Parses {@code h8} (column letter, row from the bottom) or {@code 7,7} (0-based x,y from the top left).
     *
     * @return the point, or null if the text is neither
     */
    static Point parse(String text, int height) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT);
        if (t.matches("\\d+\\s*,\\s*\\d+")) {
            String[] f = t.split(",");
            return new Point(Integer.parseInt(f[0].trim()), Integer.parseInt(f[1].trim()));
        }
        if (t.matches("[a-z]\\d{1,2}")) {
            int x = t.charAt(0) - 'a';
            int row = Integer.parseInt(t.substring(1));
            return new Point(x, height - row);
        }
        return null;
    }
}
