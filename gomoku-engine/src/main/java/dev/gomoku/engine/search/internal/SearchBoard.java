package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Position;

/**
 * The search's make/undo wrapper around a private {@link Board} copy. It tracks the candidate cells
 * (empty cells within king distance two of a stone; every cell where a stone could make a three or
 * more is one). After each move it refreshes the cached line patterns of the candidates within five
 * steps in the four lines of the move (only those can change), and keeps per-side cell keys, threat
 * levels, level counts and pattern-score sums over the candidates up to date.
 */
public final class SearchBoard implements Position {
    private static final Side[] SIDES = {null, Side.BLACK, Side.WHITE};
    private static final int MASK = (1 << CellTables.BITS) - 1;
    /** Levels from here up are counted incrementally; lower ones on demand (rarely asked). */
    private static final int COUNTED = LEVEL_THREE;

    private final Board board;
    private final boolean renju;
    /** How far a stone changes patterns along a line: 5, or the whole line under caro (far-end checks). */
    private final int reach;
    private final int[] steps = new int[4];
    private final int[] square;
    /** keys[side][index]: four 4-bit pattern ordinals; side 1 black, 2 white (0 unused). */
    private final int[][] keys = new int[3][];
    /** Per side and cell: the level and score of the current key (kept with the keys). */
    private final byte[][] levels = new byte[3][];
    private final short[][] scores = new short[3][];
    private final int[] sums = new int[3];
    private final int[][] counts = new int[3][LEVELS];
    private final int[] near;
    private final int[] cand;
    private final int[] candPos;
    private int candN;
    private int side;
    private int ply;
    private final int[] moves;
    private final int emptyCells;
    /** Undo log of refreshed cells: (cell, old black key, old white key) triples, and per-ply marks. */
    private int[] log = new int[3 * 1024];
    private int logTop;
    private final int[] logMark;

    /**
     * Wraps a copy of a board, with a given side to move.
     *
     * @param source the position (copied)
     * @param toMove {@link Board#BLACK} or {@link Board#WHITE}
     */
    public SearchBoard(Board source, int toMove) {
        this.board = source.copy();
        this.renju = board.rule() == Rule.RENJU;
        this.reach = board.rule() == Rule.CARO || board.rule() == Rule.CARO_EXACT ? Board.MAX_SIZE : 5;
        this.side = toMove;
        int cap = board.capacity();
        for (int d = 0; d < 4; d++) {
            steps[d] = board.step(d);
        }
        square = new int[25];
        int n = 0;
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                square[n++] = dx * steps[0] + dy * steps[1];
            }
        }
        keys[1] = new int[cap];
        keys[2] = new int[cap];
        levels[1] = new byte[cap];
        levels[2] = new byte[cap];
        scores[1] = new short[cap];
        scores[2] = new short[cap];
        near = new int[cap];
        cand = new int[cap];
        candPos = new int[cap];
        java.util.Arrays.fill(candPos, -1);
        int empty = 0;
        for (int i = 0; i < cap; i++) {
            int c = board.cell(i);
            if (c == Board.WALL) {
                continue;
            }
            if (c == Board.EMPTY) {
                empty++;
            } else {
                for (int off : square) {
                    near[i + off]++;
                }
            }
        }
        emptyCells = empty + board.moveCount();
        for (int i = 0; i < cap; i++) {
            if (board.cell(i) == Board.EMPTY && near[i] > 0) {
                track(i);
            }
        }
        moves = new int[empty + 1];
        logMark = new int[empty + 2];
    }

    private int fullKey(int s, int i) {
        Side sd = SIDES[s];
        return board.pattern(sd, i, 0) | board.pattern(sd, i, 1) << 4 | board.pattern(sd, i, 2) << 8
                | board.pattern(sd, i, 3) << 12;
    }

    /** Initial key of an empty cell: sets the caches and adds it to the totals. */
    private void init(int s, int c, int key) {
        int packed = CellTables.PACKED[CellTables.compact(key)];
        keys[s][c] = key;
        levels[s][c] = (byte) (packed & 7);
        scores[s][c] = (short) (packed >>> 3);
        sums[s] += packed >>> 3;
        if ((packed & 7) >= COUNTED) {
            counts[s][packed & 7]++;
        }
    }

    /** A cell's key changes: one table look-up; returns the score delta for the caller to sum. */
    private int change(int s, int c, int key) {
        int packed = CellTables.PACKED[CellTables.compact(key)];
        int level = packed & 7;
        int score = packed >>> 3;
        byte[] lv = levels[s];
        short[] sc = scores[s];
        int delta = score - sc[c];
        int old = lv[c];
        if (old != level) {
            int[] cnt = counts[s];
            if (old >= COUNTED) {
                cnt[old]--;
            }
            if (level >= COUNTED) {
                cnt[level]++;
            }
            lv[c] = (byte) level;
        }
        keys[s][c] = key;
        sc[c] = (short) score;
        return delta;
    }

    /** An empty cell is occupied: its cached values leave the totals (the caches stay for undo). */
    private void occupy(int s, int c) {
        sums[s] -= scores[s][c];
        if (levels[s][c] >= COUNTED) {
            counts[s][levels[s][c]]--;
        }
    }

    /** An occupied cell is emptied again by undo: its cached values return to the totals. */
    private void vacate(int s, int c) {
        sums[s] += scores[s][c];
        if (levels[s][c] >= COUNTED) {
            counts[s][levels[s][c]]++;
        }
    }

    private void candAdd(int i) {
        candPos[i] = candN;
        cand[candN++] = i;
    }

    private void candRemove(int i) {
        int p = candPos[i];
        int last = cand[--candN];
        cand[p] = last;
        candPos[last] = p;
        candPos[i] = -1;
    }

    /**
     * Plays a stone of the side to move on an empty cell and passes the turn.
     *
     * @param index an empty cell
     */
    public void make(int index) {
        int s = side;
        if (candPos[index] >= 0) {
            occupy(1, index);
            occupy(2, index);
            candRemove(index);
        }
        board.place(index, SIDES[s]);
        for (int off : square) {
            int c = index + off;
            if (near[c]++ == 0 && board.cell(c) == Board.EMPTY) {
                track(c);
            }
        }
        logMark[ply] = logTop;
        refreshLines(index);
        moves[ply++] = index;
        side = 3 - s;
    }

    /** Passes the turn without a stone (threat search: "what if the defender did nothing"). */
    public void pass() {
        side = 3 - side;
    }

    /** Takes back the last {@link #make(int)}. */
    public void undo() {
        int index = moves[--ply];
        side = 3 - side;
        board.undo();
        int[] kb = keys[1];
        int[] kw = keys[2];
        int mark = logMark[ply];
        int db = 0;
        int dw = 0;
        for (int i = logTop - 3; i >= mark; i -= 3) {
            int c = log[i];
            int ob = log[i + 1];
            int ow = log[i + 2];
            int nb = kb[c];
            if (nb != ob) {
                db += change(1, c, ob);
            }
            int nw = kw[c];
            if (nw != ow) {
                dw += change(2, c, ow);
            }
        }
        logTop = mark;
        sums[1] += db;
        sums[2] += dw;
        for (int off : square) {
            int c = index + off;
            if (--near[c] == 0 && candPos[c] >= 0) {
                occupy(1, c);
                occupy(2, c);
                candRemove(c);
            }
        }
        if (near[index] > 0) {
            vacate(1, index);
            vacate(2, index);
            candAdd(index);
        }
    }

    /** An empty cell comes within reach of a stone: compute its keys and count it. */
    private void track(int c) {
        init(1, c, fullKey(1, c));
        init(2, c, fullKey(2, c));
        candAdd(c);
    }

    private void refreshLines(int index) {
        Board b = board;
        int[] kb = keys[1];
        int[] kw = keys[2];
        int db = 0;
        int dw = 0;
        for (int d = 0; d < 4; d++) {
            int st = steps[d];
            int shift = d * CellTables.BITS;
            int clear = ~(MASK << shift);
            for (int sign = -1; sign <= 1; sign += 2) {
                int c = index;
                // Past a stone of one colour, the other colour's patterns cannot see this move.
                boolean black = true;
                boolean white = true;
                for (int k = 0; k < reach; k++) {
                    c += sign * st;
                    int v = b.cell(c);
                    if (v != Board.EMPTY) {
                        if (v == Board.WALL) {
                            break;
                        }
                        if (v == Board.BLACK) {
                            white = false;
                        } else {
                            black = false;
                        }
                        if (!black && !white) {
                            break;
                        }
                        continue;
                    }
                    if (near[c] == 0) {
                        // Not a candidate: its keys are computed when it becomes one.
                        continue;
                    }
                    int ob = kb[c];
                    int nb = black ? (ob & clear) | b.pattern(Side.BLACK, c, d) << shift : ob;
                    int ow = kw[c];
                    int nw = white ? (ow & clear) | b.pattern(Side.WHITE, c, d) << shift : ow;
                    if (nb == ob && nw == ow) {
                        continue;
                    }
                    if (logTop + 3 > log.length) {
                        log = java.util.Arrays.copyOf(log, log.length * 2);
                    }
                    log[logTop] = c;
                    log[logTop + 1] = ob;
                    log[logTop + 2] = ow;
                    logTop += 3;
                    if (nb != ob) {
                        db += change(1, c, nb);
                    }
                    if (nw != ow) {
                        dw += change(2, c, nw);
                    }
                }
            }
        }
        sums[1] += db;
        sums[2] += dw;
    }

    /**
     * The hash of the stones.
     *
     * @return the Zobrist hash
     */
    public long hash() {
        return board.hash();
    }

    /**
     * The cell code at an index.
     *
     * @param index a cell index
     * @return the board's cell code
     */
    public int cell(int index) {
        return board.cell(index);
    }

    /**
     * The cell key of a side at an empty cell.
     *
     * @param s side code
     * @param index an empty cell
     * @return the 16-bit key
     */
    public int key(int s, int index) {
        return keys[s][index];
    }

    /**
     * The cached line pattern of a side at an empty cell.
     *
     * @param s side code
     * @param index an empty cell
     * @param dir direction 0..3
     * @return a pattern ordinal
     */
    public int pattern(int s, int index, int dir) {
        return (keys[s][index] >>> (dir * CellTables.BITS)) & MASK;
    }

    /**
     * The step of a direction.
     *
     * @param dir 0..3
     * @return the index offset
     */
    public int step(int dir) {
        return steps[dir];
    }

    /**
     * Whether the board is full.
     *
     * @return true when no empty cell is left
     */
    public boolean isFull() {
        return board.moveCount() >= emptyCells;
    }

    /**
     * Whether the renju rule applies.
     *
     * @return true under renju
     */
    public boolean renju() {
        return renju;
    }

    /**
     * The move made at a ply since the root.
     *
     * @param p 0 to {@link #ply()} - 1
     * @return the cell
     */
    public int moveAt(int p) {
        return moves[p];
    }

    /**
     * Whether a black stone at this empty cell could be forbidden at all (cheap pre-check).
     *
     * @param index an empty cell
     * @return true if {@link #isForbidden(int)} must be asked
     */
    public boolean suspect(int index) {
        return renju && CellTables.SUSPECT[keys[1][index]];
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public int level(int s, int index) {
        return levels[s][index];
    }

    @Override
    public int cellScore(int s, int index) {
        return scores[s][index];
    }

    @Override
    public int patternScore(int s) {
        return sums[s];
    }

    @Override
    public int levelCount(int s, int level) {
        if (level >= COUNTED) {
            return counts[s][level];
        }
        int n = 0;
        for (int i = 0; i < candN; i++) {
            if (levels[s][cand[i]] == level) {
                n++;
            }
        }
        return n;
    }

    @Override
    public int candidateCount() {
        return candN;
    }

    @Override
    public int candidate(int i) {
        return cand[i];
    }

    @Override
    public boolean isForbidden(int index) {
        return renju && CellTables.SUSPECT[keys[1][index]] && ForbiddenMoves.isForbidden(board, index);
    }

    @Override
    public boolean isLegal(int index) {
        return side != Board.BLACK || !isForbidden(index);
    }
}
