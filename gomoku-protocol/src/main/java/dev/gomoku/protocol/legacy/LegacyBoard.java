package dev.gomoku.protocol.legacy;

import dev.gomoku.protocol.ProtocolException;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The board of {@code PLOCHA.DAT}: one line per row from the top, one character per column from the
 * left. The size is whatever the file holds (tournaments use 20x20), from 1 to {@value #MAX_SIZE}
 * each way. Immutable.
 */
public final class LegacyBoard {
    /** Largest width and height accepted, far above any manager's board. */
    public static final int MAX_SIZE = 256;

    private final int width;
    private final int height;
    /** Row-major, {@code y * width + x}. */
    private final LegacyCell[] cells;

    private LegacyBoard(int width, int height, LegacyCell[] cells) {
        this.width = width;
        this.height = height;
        this.cells = cells;
    }

    /**
     * An empty board.
     *
     * @param width columns, 1 to {@value #MAX_SIZE}
     * @param height rows, 1 to {@value #MAX_SIZE}
     * @return the board
     * @throws IllegalArgumentException if a size is out of range
     */
    public static LegacyBoard empty(int width, int height) {
        if (width < 1 || width > MAX_SIZE || height < 1 || height > MAX_SIZE) {
            throw new IllegalArgumentException("board size out of range 1.." + MAX_SIZE + ": " + width + "x" + height);
        }
        LegacyCell[] cells = new LegacyCell[width * height];
        Arrays.fill(cells, LegacyCell.EMPTY);
        return new LegacyBoard(width, height, cells);
    }

    /**
     * Number of columns.
     *
     * @return the width
     */
    public int width() {
        return width;
    }

    /**
     * Number of rows.
     *
     * @return the height
     */
    public int height() {
        return height;
    }

    /**
     * The cell at a point.
     *
     * @param x column, 0 = left
     * @param y row, 0 = top
     * @return the cell
     * @throws IndexOutOfBoundsException if the point is off the board
     */
    public LegacyCell cell(int x, int y) {
        return cells[index(x, y)];
    }

    /**
     * A copy of this board with one cell changed.
     *
     * @param x column, 0 = left
     * @param y row, 0 = top
     * @param cell the new content
     * @return the new board
     * @throws IndexOutOfBoundsException if the point is off the board
     */
    public LegacyBoard with(int x, int y, LegacyCell cell) {
        LegacyCell[] copy = cells.clone();
        copy[index(x, y)] = Objects.requireNonNull(cell, "cell");
        return new LegacyBoard(width, height, copy);
    }

    private int index(int x, int y) {
        if (x < 0 || x >= width || y < 0 || y >= height) {
            throw new IndexOutOfBoundsException("(" + x + "," + y + ") is off the " + width + "x" + height + " board");
        }
        return y * width + x;
    }

    /**
     * Decodes {@code PLOCHA.DAT}. Lines may end with CR LF or LF, the last one with or without a line
     * end; blank lines after the last row are ignored. Every row must have the same length.
     *
     * @param text the file content
     * @return the board
     * @throws ProtocolException on an unknown character, rows of different lengths, an empty file or
     *     a size above {@value #MAX_SIZE}
     */
    public static LegacyBoard decode(String text) throws ProtocolException {
        List<String> lines = Lines.withoutTrailingBlank(Lines.split(text));
        if (lines.isEmpty()) {
            throw new ProtocolException("", 1, 0, "a board row of -, x, o and #");
        }
        if (lines.size() > MAX_SIZE) {
            throw new ProtocolException(lines.get(MAX_SIZE), MAX_SIZE + 1, 0, "at most " + MAX_SIZE + " rows");
        }
        int width = lines.get(0).length();
        if (width == 0) {
            throw new ProtocolException("", 1, 0, "a board row of -, x, o and #");
        }
        if (width > MAX_SIZE) {
            throw new ProtocolException(lines.get(0), 1, MAX_SIZE, "at most " + MAX_SIZE + " columns");
        }
        int height = lines.size();
        LegacyCell[] cells = new LegacyCell[width * height];
        for (int y = 0; y < height; y++) {
            String row = lines.get(y);
            for (int x = 0; x < row.length(); x++) {
                if (x >= width) {
                    throw new ProtocolException(row, y + 1, x, "the end of the row (width " + width + ")");
                }
                LegacyCell cell = LegacyCell.ofSymbol(row.charAt(x));
                if (cell == null) {
                    throw new ProtocolException(row, y + 1, x, "-, x, o or #");
                }
                cells[y * width + x] = cell;
            }
            if (row.length() < width) {
                throw new ProtocolException(row, y + 1, row.length(), "-, x, o or # (width " + width + ")");
            }
        }
        return new LegacyBoard(width, height, cells);
    }

    /**
     * Encodes {@code PLOCHA.DAT}: one row per line, each ending with CR LF.
     *
     * @return the file content
     */
    public String encode() {
        StringBuilder sb = new StringBuilder(height * (width + 2));
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                sb.append(cells[y * width + x].symbol());
            }
            sb.append(Lines.EOL);
        }
        return sb.toString();
    }

    /**
     * Equal when the sizes and every cell are equal.
     *
     * @param o the other object
     * @return whether the boards are equal
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof LegacyBoard b && b.width == width && b.height == height && Arrays.equals(b.cells, cells);
    }

    /**
     * A hash consistent with {@link #equals(Object)}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return 31 * (31 * width + height) + Arrays.hashCode(cells);
    }

    /**
     * The rows separated by {@code '/'}, for diagnostics.
     *
     * @return e.g. {@code "--x/-o-/---"}
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < height; y++) {
            if (y > 0) {
                sb.append('/');
            }
            for (int x = 0; x < width; x++) {
                sb.append(cells[y * width + x].symbol());
            }
        }
        return sb.toString();
    }
}
