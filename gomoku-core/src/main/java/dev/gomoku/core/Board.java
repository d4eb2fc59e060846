package dev.gomoku.core;

import dev.gomoku.core.internal.LineTables;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A Gomoku board of 5x5 to 32x32 cells (rectangular allowed) under one {@link Rule}, with move
 * history, an incremental Zobrist hash and incremental line patterns.
 *
 * <p>Cells are addressed by an opaque {@code int} index ({@link #index(int, int)}); the layout is
 * padded with {@link #WALL} cells so that walking up to five steps in any {@linkplain #step(int)
 * direction} from a board cell never leaves the array. Hot paths use indices; {@link Point} is for
 * API boundaries.
 *
 * <p>For every cell and direction the board keeps a key of the five cells on each side, updated
 * with a few XORs per move, so that {@link #pattern(Side, int, int)} and {@link #threat(Side, int)}
 * are table look-ups. Moves allocate nothing.
 *
 * <p>Not thread-safe; use {@link #copy()} to give each thread its own board.
 */
public final class Board {
    /** Smallest supported width or height. */
    public static final int MIN_SIZE = 5;
    /** Largest supported width or height. */
    public static final int MAX_SIZE = 32;

    /** Cell code of an empty cell. */
    public static final int EMPTY = 0;
    /** Cell code of a black stone. */
    public static final int BLACK = 1;
    /** Cell code of a white stone. */
    public static final int WHITE = 2;
    /** Cell code of the padding around the board. */
    public static final int WALL = 3;

    /** Number of line directions: horizontal, vertical, diagonal, anti-diagonal. */
    public static final int DIRECTIONS = 4;

    private static final int PAD = LineTables.HALF;
    private static final int MAX_CAPACITY = (MAX_SIZE + 2 * PAD + 1) * (MAX_SIZE + PAD);
    /** Zobrist keys at {@code code * MAX_CAPACITY + index} (code 1 black, 2 white); fixed so hashes are reproducible. */
    private static final long[] ZOBRIST = new long[3 * MAX_CAPACITY];
    /** Key shift of a stone at distance k (index k) on the negative / positive side of a cell. */
    private static final int[] LEFT_SHIFT = {0, 0, 2, 4, 6, 8};
    private static final int[] RIGHT_SHIFT = {0, 10, 12, 14, 16, 18};
    /** Weights summed over the four lines to look up the threat (base 5 counts). */
    private static final int[] THREAT_WEIGHT = {0, 0, 0, 0, 1, 0, 5, 25, 125, 625, 0};
    private static final byte[] THREAT_OF_SUM = new byte[5 * 625];

    static {
        SplittableRandom rnd = new SplittableRandom(0x60A0C0DEL);
        for (int i = MAX_CAPACITY; i < ZOBRIST.length; i++) {
            ZOBRIST[i] = rnd.nextLong();
        }
        for (int sum = 0; sum < THREAT_OF_SUM.length; sum++) {
            int twos = sum % 5;
            int threes = sum / 5 % 5;
            int blockedFours = sum / 25 % 5;
            int flexFours = sum / 125 % 5;
            int fives = sum / 625;
            Threat t;
            if (fives > 0) {
                t = Threat.FIVE;
            } else if (flexFours > 0 || blockedFours > 1) {
                t = Threat.DOUBLE_FOUR;
            } else if (blockedFours == 1) {
                t = threes > 0 ? Threat.FOUR_THREE : Threat.FOUR;
            } else if (threes > 0) {
                t = threes > 1 ? Threat.DOUBLE_THREE : Threat.THREE;
            } else if (twos > 0) {
                t = twos > 1 ? Threat.DOUBLE_TWO : Threat.TWO;
            } else {
                t = Threat.NONE;
            }
            THREAT_OF_SUM[sum] = (byte) t.ordinal();
        }
    }

    private final int width;
    private final int height;
    private final Rule rule;
    private final int stride;
    private final int[] steps;
    private final int cellCount;

    /** Cell codes, {@link #WALL} outside the board. */
    private final byte[] cells;
    /** keys[index * 4 + dir]: the 20-bit neighbourhood key, see {@link LineTables}. */
    private final int[] keys;
    /** The keys of the empty board, for {@link #clear()}. */
    private final int[] emptyKeys;
    /** Placed stones in order, each {@code index << 2 | code}. */
    private final int[] history;
    private int moves;
    private final int[] stones = new int[3];
    private long hash;

    // Pattern look-up, per side (0 black, 1 white).
    private final short[][] classes = new short[2][];
    private final byte[][] table = new byte[2][];
    /** The two tables of {@link #table} and the combined class map, as fields for {@link #patterns(int, int)}. */
    private final byte[] blackTable;
    private final byte[] whiteTable;
    private final int[] bothClasses = LineTables.bothClasses();

    private Board(int width, int height, Rule rule) {
        this.width = width;
        this.height = height;
        this.rule = rule;
        this.stride = width + PAD;
        this.steps = new int[] {1, stride, stride + 1, 1 - stride};
        this.cellCount = width * height;
        int capacity = (height + 2 * PAD + 1) * stride;
        cells = new byte[capacity];
        Arrays.fill(cells, (byte) WALL);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                cells[index(x, y)] = EMPTY;
            }
        }
        keys = new int[capacity * DIRECTIONS];
        for (int i = 0; i < capacity; i++) {
            for (int d = 0; d < DIRECTIONS; d++) {
                int key = 0;
                for (int k = 1; k <= PAD; k++) {
                    key |= cellOrWall(i - k * steps[d]) << LEFT_SHIFT[k];
                    key |= cellOrWall(i + k * steps[d]) << RIGHT_SHIFT[k];
                }
                keys[i * DIRECTIONS + d] = key;
            }
        }
        emptyKeys = keys.clone();
        history = new int[cellCount];
        boolean caro = rule == Rule.CARO || rule == Rule.CARO_EXACT;
        for (int s = 0; s < 2; s++) {
            classes[s] = LineTables.classes(s);
            table[s] = LineTables.table(!rule.overlineWins(s == 0 ? Side.BLACK : Side.WHITE), caro);
        }
        blackTable = table[0];
        whiteTable = table[1];
    }

    private Board(Board other) {
        width = other.width;
        height = other.height;
        rule = other.rule;
        stride = other.stride;
        steps = other.steps;
        cellCount = other.cellCount;
        cells = other.cells.clone();
        keys = other.keys.clone();
        emptyKeys = other.emptyKeys;
        history = other.history.clone();
        moves = other.moves;
        stones[1] = other.stones[1];
        stones[2] = other.stones[2];
        hash = other.hash;
        for (int s = 0; s < 2; s++) {
            classes[s] = other.classes[s];
            table[s] = other.table[s];
        }
        blackTable = table[0];
        whiteTable = table[1];
    }

    private int cellOrWall(int i) {
        return i >= 0 && i < cells.length ? cells[i] : WALL;
    }

    /**
     * Creates an empty board.
     *
     * @param width columns, 5..32
     * @param height rows, 5..32
     * @param rule the rule that decides wins and patterns
     * @return the board
     * @throws IllegalArgumentException naming the bad size
     * @throws NullPointerException if {@code rule} is null
     */
    public static Board create(int width, int height, Rule rule) {
        checkSize("width", width);
        checkSize("height", height);
        if (rule == null) {
            throw new NullPointerException("rule");
        }
        return new Board(width, height, rule);
    }

    /**
     * Creates an empty square board.
     *
     * @param size columns and rows, 5..32
     * @param rule the rule that decides wins and patterns
     * @return the board
     * @throws IllegalArgumentException naming the bad size
     * @throws NullPointerException if {@code rule} is null
     */
    public static Board create(int size, Rule rule) {
        return create(size, size, rule);
    }

    private static void checkSize(String what, int size) {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException(
                    "board " + what + " " + size + " is out of range " + MIN_SIZE + ".." + MAX_SIZE);
        }
    }

    /**
     * An independent copy: same size, rule, stones, history and hash.
     *
     * @return the copy
     */
    public Board copy() {
        return new Board(this);
    }

    /**
     * The number of columns.
     *
     * @return the width
     */
    public int width() {
        return width;
    }

    /**
     * The number of rows.
     *
     * @return the height
     */
    public int height() {
        return height;
    }

    /**
     * The rule this board plays under.
     *
     * @return the rule
     */
    public Rule rule() {
        return rule;
    }

    /**
     * Whether a point lies on the board.
     *
     * @param x column
     * @param y row
     * @return true if {@code 0 <= x < width} and {@code 0 <= y < height}
     */
    public boolean contains(int x, int y) {
        return x >= 0 && x < width && y >= 0 && y < height;
    }

    /**
     * The index of a board cell.
     *
     * @param x column
     * @param y row
     * @return the cell index
     * @throws IllegalMoveException if the point is off the board
     */
    public int index(int x, int y) {
        if (!contains(x, y)) {
            throw new IllegalMoveException("point " + x + "," + y + " is off the " + width + "x" + height + " board");
        }
        return (y + PAD) * stride + x + PAD;
    }

    /**
     * The column of a cell index.
     *
     * @param index a board cell index
     * @return the column
     */
    public int x(int index) {
        return index % stride - PAD;
    }

    /**
     * The row of a cell index.
     *
     * @param index a board cell index
     * @return the row
     */
    public int y(int index) {
        return index / stride - PAD;
    }

    /**
     * The length of the cell array; valid board indices are those below it with {@code cell(i) != WALL}.
     *
     * @return the number of indices, walls included
     */
    public int capacity() {
        return cells.length;
    }

    /**
     * The index offset of one step in a direction.
     *
     * @param direction 0 horizontal (1,0), 1 vertical (0,1), 2 diagonal (1,1), 3 anti-diagonal (1,-1)
     * @return the offset to add to an index
     */
    public int step(int direction) {
        return steps[direction];
    }

    /**
     * What is on a cell.
     *
     * @param index a cell index, {@code 0 <= index < capacity()}
     * @return {@link #EMPTY}, {@link #BLACK}, {@link #WHITE} or {@link #WALL}
     */
    public int cell(int index) {
        return cells[index];
    }

    /**
     * The stone on a point.
     *
     * @param x column
     * @param y row
     * @return the side whose stone is there, or null if the cell is empty
     * @throws IllegalMoveException if the point is off the board
     */
    public Side stoneAt(int x, int y) {
        int c = cells[index(x, y)];
        return c == BLACK ? Side.BLACK : c == WHITE ? Side.WHITE : null;
    }

    /**
     * Whether a cell is empty (walls are not).
     *
     * @param index a cell index, {@code 0 <= index < capacity()}
     * @return true if no stone and no wall is there
     */
    public boolean isEmpty(int index) {
        return cells[index] == EMPTY;
    }

    /**
     * The side whose turn it is: black when both have as many stones, else white.
     *
     * @return the side to move
     */
    public Side sideToMove() {
        return stones[BLACK] == stones[WHITE] ? Side.BLACK : Side.WHITE;
    }

    /**
     * Places a stone of {@link #sideToMove()}.
     *
     * @param index an empty board cell
     * @throws IllegalMoveException if the index is off the board or the cell is occupied
     */
    public void play(int index) {
        put(index, stones[BLACK] == stones[WHITE] ? BLACK : WHITE);
    }

    /**
     * Places a stone of the given side, whoever's turn it is (for setting up positions).
     *
     * @param index an empty board cell
     * @param side whose stone
     * @throws IllegalMoveException if the index is off the board or the cell is occupied
     * @throws NullPointerException if {@code side} is null
     */
    public void place(int index, Side side) {
        put(index, side.code());
    }

    private void put(int index, int c) {
        if (index < 0 || index >= cells.length || cells[index] == WALL) {
            throw new IllegalMoveException("index " + index + " is not a cell of the " + width + "x" + height + " board");
        }
        if (cells[index] != EMPTY) {
            throw new IllegalMoveException("point " + x(index) + "," + y(index) + " is already occupied by "
                    + (cells[index] == BLACK ? "black" : "white"));
        }
        cells[index] = (byte) c;
        toggleKeys(index, c);
        hash ^= ZOBRIST[c * MAX_CAPACITY + index];
        stones[c]++;
        history[moves++] = index << 2 | c;
    }

    /**
     * Removes the last placed stone.
     *
     * @throws IllegalStateException if no stone has been placed
     */
    public void undo() {
        if (moves == 0) {
            throw new IllegalStateException("undo on an empty board: no move to take back");
        }
        int entry = history[--moves];
        int index = entry >>> 2;
        int c = entry & 3;
        cells[index] = EMPTY;
        toggleKeys(index, c);
        hash ^= ZOBRIST[c * MAX_CAPACITY + index];
        stones[c]--;
    }

    /** Adds or removes stone code c at index in the keys of the ten neighbours per direction. */
    private void toggleKeys(int index, int c) {
        int[] k = keys;
        for (int d = 0; d < DIRECTIONS; d++) {
            int s = steps[d] * DIRECTIONS;
            int base = index * DIRECTIONS + d;
            k[base + s] ^= c;
            k[base + 2 * s] ^= c << 2;
            k[base + 3 * s] ^= c << 4;
            k[base + 4 * s] ^= c << 6;
            k[base + 5 * s] ^= c << 8;
            k[base - s] ^= c << 10;
            k[base - 2 * s] ^= c << 12;
            k[base - 3 * s] ^= c << 14;
            k[base - 4 * s] ^= c << 16;
            k[base - 5 * s] ^= c << 18;
        }
    }

    /** Removes all stones and the history. */
    public void clear() {
        for (int i = 0; i < moves; i++) {
            cells[history[i] >>> 2] = EMPTY;
        }
        System.arraycopy(emptyKeys, 0, keys, 0, keys.length);
        moves = 0;
        stones[BLACK] = 0;
        stones[WHITE] = 0;
        hash = 0;
    }

    /**
     * The number of stones placed (the length of the history).
     *
     * @return the move count
     */
    public int moveCount() {
        return moves;
    }

    /**
     * The cell of a placed stone, in order of placement.
     *
     * @param ply 0 for the first stone
     * @return the cell index
     * @throws IndexOutOfBoundsException if {@code ply} is not below {@link #moveCount()}
     */
    public int moveAt(int ply) {
        return history[checkPly(ply)] >>> 2;
    }

    /**
     * The side of a placed stone, in order of placement.
     *
     * @param ply 0 for the first stone
     * @return the side that placed it
     * @throws IndexOutOfBoundsException if {@code ply} is not below {@link #moveCount()}
     */
    public Side sideAt(int ply) {
        return (history[checkPly(ply)] & 3) == BLACK ? Side.BLACK : Side.WHITE;
    }

    private int checkPly(int ply) {
        if (ply < 0 || ply >= moves) {
            throw new IndexOutOfBoundsException("ply " + ply + " of " + moves + " moves");
        }
        return ply;
    }

    /**
     * The cell of the last placed stone.
     *
     * @return the index, or -1 if the board is empty
     */
    public int lastMove() {
        return moves == 0 ? -1 : history[moves - 1] >>> 2;
    }

    /**
     * The number of stones of one side on the board.
     *
     * @param side the side
     * @return its stone count
     */
    public int stoneCount(Side side) {
        return stones[side.code()];
    }

    /**
     * Whether every cell holds a stone.
     *
     * @return true if the board is full
     */
    public boolean isFull() {
        return moves == cellCount;
    }

    /**
     * The Zobrist hash of the stones: equal positions on boards of the same size give equal hashes,
     * whatever the move order. The empty board hashes to 0.
     *
     * @return the hash
     */
    public long hash() {
        return hash;
    }

    /**
     * What a stone of {@code side} placed on an empty cell would make in one line, looking up to five
     * cells each way: only rows through the cell count, and only placements within five cells are
     * tried. Constant time. Undefined (but harmless) for occupied cells.
     *
     * @param side whose stone
     * @param index an empty board cell
     * @param dir the direction, 0..3 (see {@link #step(int)})
     * @return a {@link Pattern} ordinal
     */
    public int pattern(Side side, int index, int dir) {
        int s = side.ordinal();
        int key = keys[index * DIRECTIONS + dir];
        short[] map = classes[s];
        return table[s][map[key & 0x3FF] + map[0x400 + (key >>> 10)]];
    }

    /**
     * Both sides' {@link #pattern(Side, int, int)} at once, from one read of the cell's line key: what
     * a black stone and what a white stone placed on the empty cell would make in one line. Cheaper
     * than two {@code pattern} calls (the search asks for both sides of every cell it refreshes).
     * Constant time. Undefined (but harmless) for occupied cells.
     *
     * @param index an empty board cell
     * @param dir the direction, 0..3 (see {@link #step(int)})
     * @return black's {@link Pattern} ordinal in bits 0..3 and white's in bits 4..7
     */
    public int patterns(int index, int dir) {
        int key = keys[index * DIRECTIONS + dir];
        int[] map = bothClasses;
        int v = map[key & 0x3FF] + map[0x400 + (key >>> 10)];
        return blackTable[v & 0xFFFF] | whiteTable[v >>> 16] << 4;
    }

    /**
     * {@link #pattern(Side, int, int)} as an enum.
     *
     * @param side whose stone
     * @param index an empty board cell
     * @param dir the direction, 0..3
     * @return the pattern
     */
    public Pattern patternOf(Side side, int index, int dir) {
        return Pattern.of(pattern(side, index, dir));
    }

    /**
     * What a stone of {@code side} placed on an empty cell would make over its four lines. Constant
     * time. Renju legality is not included.
     *
     * @param side whose stone
     * @param index an empty board cell
     * @return a {@link Threat} ordinal
     */
    public int threat(Side side, int index) {
        return THREAT_OF_SUM[THREAT_WEIGHT[pattern(side, index, 0)] + THREAT_WEIGHT[pattern(side, index, 1)]
                + THREAT_WEIGHT[pattern(side, index, 2)] + THREAT_WEIGHT[pattern(side, index, 3)]];
    }

    /**
     * {@link #threat(Side, int)} as an enum.
     *
     * @param side whose stone
     * @param index an empty board cell
     * @return the threat
     */
    public Threat threatOf(Side side, int index) {
        return Threat.of(threat(side, index));
    }

    /**
     * Whether the stone on a cell is part of a winning row for its side under the rule: exactly five
     * or five or more as the rule says (renju: black exactly five, white five or more); under caro an
     * exactly-five row wins unless the cells just beyond both ends hold opponent stones, and under
     * {@link Rule#CARO} a row of six or more wins however its ends lie.
     *
     * @param index a cell index, {@code 0 <= index < capacity()}
     * @return true if the stone there wins; false for empty cells and walls
     */
    public boolean isWin(int index) {
        int c = cells[index];
        if (c != BLACK && c != WHITE) {
            return false;
        }
        for (int d = 0; d < DIRECTIONS; d++) {
            int step = steps[d];
            int start = index - step;
            while (cells[start] == c) {
                start -= step;
            }
            int end = index + step;
            while (cells[end] == c) {
                end += step;
            }
            if (rowWins(c, (end - start) / step - 1, start, end)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a maximal row of {@code len} stones of code c, bounded by cells before and after, wins.
     * Caro as the Gomocup referee judges it (GomocupJudge {@code c11ec6a}, {@code client/ai_match.py},
     * {@code make_move}: rule 8 {@code c > 5 or (c == 5 and blocked < 2)}, rule 9 {@code c == 5 and
     * blocked < 2}): only an exactly-five row looks at its ends, and the board edge blocks nothing.
     */
    private boolean rowWins(int c, int len, int before, int after) {
        if (len != 5) {
            return len > 5 && rule.overlineWins(c == BLACK ? Side.BLACK : Side.WHITE);
        }
        if (rule == Rule.CARO || rule == Rule.CARO_EXACT) {
            int opp = BLACK + WHITE - c;
            return cells[before] != opp || cells[after] != opp;
        }
        return true;
    }

    /**
     * Scans the whole position for a winning row.
     *
     * @return the side that has one (black if both do, which play cannot produce), or null
     */
    public Side winner() {
        Side found = null;
        for (int m = 0; m < moves; m++) {
            int index = history[m] >>> 2;
            int c = history[m] & 3;
            for (int d = 0; d < DIRECTIONS; d++) {
                int step = steps[d];
                if (cells[index - step] == c) {
                    continue; // not the start of its row
                }
                int end = index + step;
                while (cells[end] == c) {
                    end += step;
                }
                if (rowWins(c, (end - index) / step, index - step, end)) {
                    if (c == BLACK) {
                        return Side.BLACK;
                    }
                    found = Side.WHITE;
                }
            }
        }
        return found;
    }

    /**
     * Whether a stone of {@code side} placed on a cell would win: a {@link Pattern#FIVE} in some line.
     *
     * @param side whose stone
     * @param index a cell index, {@code 0 <= index < capacity()}
     * @return true if the placement wins; false if the cell is not empty
     */
    public boolean wouldWin(Side side, int index) {
        if (cells[index] != EMPTY) {
            return false;
        }
        int five = Pattern.FIVE.ordinal();
        return pattern(side, index, 0) == five || pattern(side, index, 1) == five
                || pattern(side, index, 2) == five || pattern(side, index, 3) == five;
    }

    /**
     * The position as text: one row per line, {@code X} black, {@code O} white, {@code .} empty.
     *
     * @return the rendering
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder((width + 1) * height);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int c = cells[index(x, y)];
                sb.append(c == BLACK ? 'X' : c == WHITE ? 'O' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
