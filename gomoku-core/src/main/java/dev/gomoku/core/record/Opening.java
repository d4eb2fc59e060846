package dev.gomoku.core.record;

import dev.gomoku.core.Point;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An opening: the first stones of a game, black first and alternating, stored as offsets from the
 * board centre {@code (floor(W/2), floor(H/2))} with x to the right and y DOWN, so that one opening
 * fits every board size. Two text notations, one opening per line in files:
 *
 * <ul>
 *   <li>offset (Gomocup / Piskvork {@code openings.txt}): {@code x1,y1, x2,y2, ...}, e.g. Kagetsu
 *       {@code 0,0, 0,-1, 1,-1};</li>
 *   <li>pos: column letter and row number counted from the TOP (1-based), concatenated, e.g.
 *       Kagetsu on 15x15 {@code h8h7i7}. Columns {@code a..z}; on boards wider than 26 columns
 *       {@code A..Z} continue with columns 27 to 52 (as in SGF), on narrower boards upper case is
 *       read as lower case.</li>
 * </ul>
 *
 * <p>In files, lines starting with {@code #} are comments (a set's header saying how it was made).
 *
 * @param offsets the stones as offsets from the centre, black first; non-empty and distinct
 */
public record Opening(List<Point> offsets) {

    /** Largest offset accepted, enough for the largest board. */
    private static final int MAX_OFFSET = GameRecord.MAX_SIZE;

    /**
     * Checks and copies the offsets.
     *
     * @param offsets the stones as offsets from the centre
     * @throws IllegalArgumentException if there are none, two are equal, or one exceeds
     *     {@value GameRecord#MAX_SIZE} in absolute value
     */
    public Opening {
        offsets = List.copyOf(offsets);
        if (offsets.isEmpty()) {
            throw new IllegalArgumentException("an opening needs at least one stone");
        }
        Set<Point> seen = new HashSet<>();
        for (Point d : offsets) {
            if (Math.abs(d.x()) > MAX_OFFSET || Math.abs(d.y()) > MAX_OFFSET) {
                throw new IllegalArgumentException("offset too large: " + d);
            }
            if (!seen.add(d)) {
                throw new IllegalArgumentException("stone " + d + " placed twice");
            }
        }
    }

    /**
     * The opening of the given stones on a board.
     *
     * @param points the stones in protocol coordinates, black first
     * @param width board width
     * @param height board height
     * @return the opening
     * @throws IllegalArgumentException if a point is off the board, or as the constructor
     */
    public static Opening ofPoints(List<Point> points, int width, int height) {
        List<Point> offsets = new ArrayList<>(points.size());
        for (Point p : points) {
            if (p.x() < 0 || p.x() >= width || p.y() < 0 || p.y() >= height) {
                throw new IllegalArgumentException(p + " is off the " + width + "x" + height + " board");
            }
            offsets.add(new Point(p.x() - width / 2, p.y() - height / 2));
        }
        return new Opening(offsets);
    }

    /**
     * The stones on a board of the given size.
     *
     * @param width board width
     * @param height board height
     * @return the points in protocol coordinates, black first
     * @throws IllegalArgumentException if a stone falls off that board
     */
    public List<Point> points(int width, int height) {
        List<Point> points = new ArrayList<>(offsets.size());
        for (Point d : offsets) {
            Point p = new Point(width / 2 + d.x(), height / 2 + d.y());
            if (p.x() < 0 || p.x() >= width || p.y() < 0 || p.y() >= height) {
                throw new IllegalArgumentException("offset " + d + " is off the " + width + "x" + height + " board");
            }
            points.add(p);
        }
        return points;
    }

    /**
     * The offset notation.
     *
     * @return e.g. {@code "0,0, 0,-1, 1,-1"}
     */
    public String toOffsets() {
        StringBuilder sb = new StringBuilder();
        for (Point d : offsets) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(d.x()).append(',').append(d.y());
        }
        return sb.toString();
    }

    /**
     * The pos notation on a board of the given size.
     *
     * @param width board width, at most 52
     * @param height board height
     * @return e.g. {@code "h8h7i7"}
     * @throws IllegalArgumentException if a stone falls off that board
     */
    public String toPos(int width, int height) {
        StringBuilder sb = new StringBuilder();
        for (Point p : points(width, height)) {
            sb.append(p.x() < 26 ? (char) ('a' + p.x()) : (char) ('A' + p.x() - 26)).append(p.y() + 1);
        }
        return sb.toString();
    }

    /**
     * Parses one line of offset notation; blanks around the numbers are ignored.
     *
     * @param line the text
     * @return the opening
     * @throws RecordFormatException (line 1) if the text is not pairs of integers or the stones
     *     are not distinct
     */
    public static Opening parseOffsets(String line) throws RecordFormatException {
        return parseOffsets(line, 1);
    }

    private static Opening parseOffsets(String line, int lineNumber) throws RecordFormatException {
        int[] v = Lines.integers(line, 2 * (2 * MAX_OFFSET + 1) * (2 * MAX_OFFSET + 1));
        if (v == null || v.length % 2 != 0) {
            throw new RecordFormatException(lineNumber, "expected offsets x1,y1, x2,y2, ... (pairs of integers)");
        }
        List<Point> offsets = new ArrayList<>(v.length / 2);
        for (int i = 0; i < v.length; i += 2) {
            offsets.add(new Point(v[i], v[i + 1]));
        }
        return checked(offsets, lineNumber);
    }

    private static Opening checked(List<Point> offsets, int lineNumber) throws RecordFormatException {
        try {
            return new Opening(offsets);
        } catch (IllegalArgumentException e) {
            throw new RecordFormatException(lineNumber, e.getMessage());
        }
    }

    /**
     * Parses one line of pos notation for a board of the given size.
     *
     * @param line the text, e.g. {@code "h8h7i7"}; blanks around it are ignored
     * @param width board width
     * @param height board height
     * @return the opening
     * @throws RecordFormatException (line 1) if the text is not letter-number pairs on the board or
     *     the stones are not distinct
     */
    public static Opening parsePos(String line, int width, int height) throws RecordFormatException {
        return parsePos(line, width, height, 1);
    }

    private static Opening parsePos(String text, int width, int height, int lineNumber) throws RecordFormatException {
        String s = Lines.strip(text);
        List<Point> points = new ArrayList<>();
        int i = 0;
        if (s.isEmpty()) {
            throw new RecordFormatException(lineNumber, "expected stones like h8h7i7");
        }
        while (i < s.length()) {
            char c = s.charAt(i);
            int x;
            if (c >= 'a' && c <= 'z') {
                x = c - 'a';
            } else if (c >= 'A' && c <= 'Z') {
                x = width > 26 ? 26 + c - 'A' : c - 'A';
            } else {
                throw new RecordFormatException(lineNumber, "expected a column letter at position " + (i + 1));
            }
            int start = ++i;
            int row = 0;
            while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9' && i - start < 3) {
                row = row * 10 + s.charAt(i) - '0';
                i++;
            }
            if (i == start) {
                throw new RecordFormatException(lineNumber, "expected a row number at position " + (i + 1));
            }
            if (x >= width || row < 1 || row > height) {
                throw new RecordFormatException(lineNumber, "stone " + s.substring(start - 1, i) + " is off the "
                        + width + "x" + height + " board");
            }
            points.add(new Point(x, row - 1));
        }
        for (Point p : points) {
            if (points.indexOf(p) != points.lastIndexOf(p)) {
                throw new RecordFormatException(lineNumber, "stone " + p + " placed twice");
            }
        }
        return ofPoints(points, width, height);
    }

    /**
     * Reads an openings file in either notation, told apart by its first opening: pos notation starts
     * with a column letter, offset notation with a number.
     *
     * @param text the file content
     * @param width board width, for pos notation
     * @param height board height, for pos notation
     * @return the openings in file order
     * @throws RecordFormatException naming the first malformed line
     */
    public static List<Opening> read(String text, int width, int height) throws RecordFormatException {
        for (String line : Lines.split(text)) {
            String s = Lines.strip(line);
            if (!skipped(s)) {
                char c = s.charAt(0);
                return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ? readPos(text, width, height)
                        : readOffsets(text);
            }
        }
        return List.of();
    }

    /** Blank lines and {@code #} comments. */
    private static boolean skipped(String stripped) {
        return stripped.isEmpty() || stripped.charAt(0) == '#';
    }

    /**
     * Reads an offset-notation file: one opening per line, blank lines and comments skipped.
     *
     * @param text the file content
     * @return the openings in file order
     * @throws RecordFormatException naming the first malformed line
     */
    public static List<Opening> readOffsets(String text) throws RecordFormatException {
        List<Opening> openings = new ArrayList<>();
        List<String> lines = Lines.split(text);
        for (int n = 0; n < lines.size(); n++) {
            if (!skipped(Lines.strip(lines.get(n)))) {
                openings.add(parseOffsets(lines.get(n), n + 1));
            }
        }
        return openings;
    }

    /**
     * Reads a pos-notation file for a board of the given size: one opening per line, blank lines
     * and comments skipped.
     *
     * @param text the file content
     * @param width board width
     * @param height board height
     * @return the openings in file order
     * @throws RecordFormatException naming the first malformed line
     */
    public static List<Opening> readPos(String text, int width, int height) throws RecordFormatException {
        List<Opening> openings = new ArrayList<>();
        List<String> lines = Lines.split(text);
        for (int n = 0; n < lines.size(); n++) {
            if (!skipped(Lines.strip(lines.get(n)))) {
                openings.add(parsePos(lines.get(n), width, height, n + 1));
            }
        }
        return openings;
    }

    /**
     * Writes an offset-notation file.
     *
     * @param openings the openings
     * @return one line per opening, each ending with LF
     */
    public static String writeOffsets(List<Opening> openings) {
        StringBuilder sb = new StringBuilder();
        for (Opening o : openings) {
            sb.append(o.toOffsets()).append('\n');
        }
        return sb.toString();
    }

    /**
     * Writes a pos-notation file for a board of the given size.
     *
     * @param openings the openings
     * @param width board width, at most 52
     * @param height board height
     * @return one line per opening, each ending with LF
     * @throws IllegalArgumentException if a stone falls off that board
     */
    public static String writePos(List<Opening> openings, int width, int height) {
        StringBuilder sb = new StringBuilder();
        for (Opening o : openings) {
            sb.append(o.toPos(width, height)).append('\n');
        }
        return sb.toString();
    }
}
