package dev.gomoku.examples.brains;

/**
 * The line sums of the seed 003 weighting brain (Sördöngölő), kept incrementally. A line is any five
 * consecutive cells in one of the four directions; a line is completable for a side while the other
 * side has no stone in it, and then its half-value for the side depends on how many own stones it
 * holds ({@link #HALF_VALUES}). Every cell keeps, per side, the sum of the half-values of the lines
 * through it; placing or removing a stone touches only the 20 lines through its cell.
 *
 * <p>Cells are {@code y * width + x}; sides are 0 (black) and 1 (white).
 */
public final class Weights {
    /** Half-value of a completable line by the number of own stones in it (5 = already complete). */
    static final int[] HALF_VALUES = {0, 565, 2130, 7483, 43848, 0};
    /** The attack factor 19/16 applied to the own sum. */
    static final int ATTACK_NUMERATOR = 19;
    /** Denominator of the attack factor. */
    static final int ATTACK_DENOMINATOR = 16;
    /** Cells per line. */
    static final int LINE = 5;
    /** At most this many lines pass through one cell (five per direction). */
    static final int MAX_LINES_PER_CELL = 20;

    private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private final int width;
    private final int height;
    /** The cells of line {@code l}: {@code lineCells[l * 5 + k]}. */
    private final int[] lineCells;
    /** The lines through cell {@code c}: {@code cellLines[c * 20 + j]} for {@code j < cellLineCount[c]}. */
    private final int[] cellLines;
    private final int[] cellLineCount;
    /** Stones of side {@code s} in line {@code l}: {@code counts[l * 2 + s]}. */
    private final int[] counts;
    /** Sum of side {@code s}'s half-values over the lines through cell {@code c}: {@code sums[c * 2 + s]}. */
    private final int[] sums;
    /** 0 empty, 1 black, 2 white per cell. */
    private final byte[] stones;

    /**
     * An empty board of the given size.
     *
     * @param width columns
     * @param height rows
     */
    public Weights(int width, int height) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("bad size " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        int cells = width * height;
        int[] lc = new int[cells * 4 * LINE];
        int[] cl = new int[cells * MAX_LINES_PER_CELL];
        int[] clc = new int[cells];
        int lines = 0;
        for (int[] d : DIRS) {
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    int ex = x + d[0] * (LINE - 1);
                    int ey = y + d[1] * (LINE - 1);
                    if (ex < 0 || ex >= width || ey < 0 || ey >= height) {
                        continue;
                    }
                    for (int k = 0; k < LINE; k++) {
                        int c = (y + d[1] * k) * width + x + d[0] * k;
                        lc[lines * LINE + k] = c;
                        cl[c * MAX_LINES_PER_CELL + clc[c]++] = lines;
                    }
                    lines++;
                }
            }
        }
        this.lineCells = java.util.Arrays.copyOf(lc, lines * LINE);
        this.cellLines = cl;
        this.cellLineCount = clc;
        this.counts = new int[lines * 2];
        this.sums = new int[cells * 2];
        this.stones = new byte[cells];
    }

    /**
     * Columns.
     *
     * @return the width
     */
    public int width() {
        return width;
    }

    /**
     * Rows.
     *
     * @return the height
     */
    public int height() {
        return height;
    }

    /**
     * What is on a cell.
     *
     * @param x column
     * @param y row
     * @return 0 empty, 1 black, 2 white
     */
    public int stone(int x, int y) {
        return stones[y * width + x];
    }

    /**
     * Places a stone and updates the sums of the cells of the lines through it.
     *
     * @param x column
     * @param y row
     * @param side 0 black, 1 white
     * @throws IllegalArgumentException if the cell is occupied
     */
    public void place(int x, int y, int side) {
        int cell = y * width + x;
        if (stones[cell] != 0) {
            throw new IllegalArgumentException("occupied: " + x + "," + y);
        }
        stones[cell] = (byte) (side + 1);
        int other = 1 - side;
        int n = cellLineCount[cell];
        for (int j = 0; j < n; j++) {
            int line = cellLines[cell * MAX_LINES_PER_CELL + j];
            int own = counts[line * 2 + side];
            int opp = counts[line * 2 + other];
            if (opp == 0) {
                addToLine(line, side, HALF_VALUES[own + 1] - HALF_VALUES[own]);
            }
            if (own == 0 && opp > 0) {
                addToLine(line, other, -HALF_VALUES[opp]);
            }
            counts[line * 2 + side] = own + 1;
        }
    }

    /**
     * Removes a stone (in any order) and reverses its updates.
     *
     * @param x column
     * @param y row
     * @throws IllegalArgumentException if the cell is empty
     */
    public void remove(int x, int y) {
        int cell = y * width + x;
        if (stones[cell] == 0) {
            throw new IllegalArgumentException("empty: " + x + "," + y);
        }
        int side = stones[cell] - 1;
        stones[cell] = 0;
        int other = 1 - side;
        int n = cellLineCount[cell];
        for (int j = 0; j < n; j++) {
            int line = cellLines[cell * MAX_LINES_PER_CELL + j];
            int own = counts[line * 2 + side] - 1;
            int opp = counts[line * 2 + other];
            counts[line * 2 + side] = own;
            if (opp == 0) {
                addToLine(line, side, HALF_VALUES[own] - HALF_VALUES[own + 1]);
            }
            if (own == 0 && opp > 0) {
                addToLine(line, other, HALF_VALUES[opp]);
            }
        }
    }

    private void addToLine(int line, int side, int delta) {
        int base = line * LINE;
        for (int k = 0; k < LINE; k++) {
            sums[lineCells[base + k] * 2 + side] += delta;
        }
    }

    /**
     * The sum of a side's half-values over the lines through a cell.
     *
     * @param x column
     * @param y row
     * @param side 0 black, 1 white
     * @return the sum
     */
    public int sum(int x, int y, int side) {
        return sums[(y * width + x) * 2 + side];
    }

    /**
     * The seed's value of a cell for the side to move, without the random term:
     * own sum * 19 / 16 + the opponent's sum.
     *
     * @param x column
     * @param y row
     * @param side the side to move, 0 black, 1 white
     * @return the value
     */
    public int value(int x, int y, int side) {
        int cell = y * width + x;
        return sums[cell * 2 + side] * ATTACK_NUMERATOR / ATTACK_DENOMINATOR + sums[cell * 2 + 1 - side];
    }
}
