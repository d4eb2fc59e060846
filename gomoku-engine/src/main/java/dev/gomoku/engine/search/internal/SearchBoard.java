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
    /** Totals saved per ply for undo: two score sums and the counted levels of both sides. */
    private static final int SNAP = 2 + 2 * (LEVELS - COUNTED);

    private final Board board;
    private final boolean renju;
    /** How far a stone changes patterns along a line: 5, or the whole line under caro (far-end checks). */
    private final int reach;
    private final int[] steps = new int[4];
    private final int[] square;
    /** Per cell: black's key (four 4-bit pattern ordinals) in the low 16 bits, white's in the high 16. */
    private final int[] keys;
    /** Per cell: black's packed {@code score << 3 | level} of the current key low, white's high. */
    private final int[] info;
    private final int[] sums = new int[3];
    /** counts[side * LEVELS + level] for levels from {@link #COUNTED} up. */
    private final int[] counts = new int[3 * LEVELS];
    private final int[] near;
    private final int[] cand;
    private final int[] candPos;
    private int candN;
    private int side;
    private int ply;
    private final int[] moves;
    private final int emptyCells;
    /** Undo log of refreshed cells: (cell, old keys, old info) triples, and per-ply marks. */
    private int[] log = new int[3 * 1024];
    private int logTop;
    private final int[] logMark;
    /** Per ply: the totals before the move (restored by undo instead of recomputing them). */
    private final int[] snap;

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
        keys = new int[cap];
        info = new int[cap];
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
        snap = new int[(empty + 2) * SNAP];
    }

    /** Both sides' keys of an empty cell from scratch. */
    private int fullKeys(int i) {
        Board b = board;
        int p0 = b.patterns(i, 0);
        int p1 = b.patterns(i, 1);
        int p2 = b.patterns(i, 2);
        int p3 = b.patterns(i, 3);
        int black = (p0 & 15) | (p1 & 15) << 4 | (p2 & 15) << 8 | (p3 & 15) << 12;
        int white = p0 >>> 4 | (p1 >>> 4) << 4 | (p2 >>> 4) << 8 | (p3 >>> 4) << 12;
        return black | white << 16;
    }

    /** Adds a packed value of side s to the totals (sign 1) or removes it (sign -1). */
    private void count(int s, int packed, int sign) {
        sums[s] += sign * (packed >>> 3);
        int level = packed & 7;
        if (level >= COUNTED) {
            counts[s * LEVELS + level] += sign;
        }
    }

    /** An empty cell is occupied: its cached values leave the totals (the caches stay for undo). */
    private void occupy(int c) {
        int v = info[c];
        count(1, v & 0xFFFF, -1);
        count(2, v >>> 16, -1);
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

    private void save() {
        int[] t = snap;
        int o = ply * SNAP;
        int[] cnt = counts;
        t[o] = sums[1];
        t[o + 1] = sums[2];
        o += 2;
        for (int l = COUNTED; l < LEVELS; l++) {
            t[o++] = cnt[LEVELS + l];
            t[o++] = cnt[2 * LEVELS + l];
        }
    }

    private void restore() {
        int[] t = snap;
        int o = ply * SNAP;
        int[] cnt = counts;
        sums[1] = t[o];
        sums[2] = t[o + 1];
        o += 2;
        for (int l = COUNTED; l < LEVELS; l++) {
            cnt[LEVELS + l] = t[o++];
            cnt[2 * LEVELS + l] = t[o++];
        }
    }

    /**
     * Plays a stone of the side to move on an empty cell and passes the turn.
     *
     * @param index an empty cell
     */
    public void make(int index) {
        int s = side;
        save();
        if (candPos[index] >= 0) {
            occupy(index);
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
        int[] k = keys;
        int[] in = info;
        int[] l = log;
        int mark = logMark[ply];
        for (int i = logTop - 3; i >= mark; i -= 3) {
            int c = l[i];
            k[c] = l[i + 1];
            in[c] = l[i + 2];
        }
        logTop = mark;
        for (int off : square) {
            int c = index + off;
            if (--near[c] == 0 && candPos[c] >= 0) {
                candRemove(c);
            }
        }
        if (near[index] > 0) {
            candAdd(index);
        }
        restore();
    }

    /** An empty cell comes within reach of a stone: compute its keys and count it. */
    private void track(int c) {
        int k = fullKeys(c);
        int pb = CellTables.PACKED[CellTables.compact(k & 0xFFFF)];
        int pw = CellTables.PACKED[CellTables.compact(k >>> 16)];
        keys[c] = k;
        info[c] = pb | pw << 16;
        count(1, pb, 1);
        count(2, pw, 1);
        candAdd(c);
    }

    private void refreshLines(int index) {
        Board b = board;
        int[] k = keys;
        int[] in = info;
        int[] cnt = counts;
        char[] packed = CellTables.PACKED;
        int db = 0;
        int dw = 0;
        for (int d = 0; d < 4; d++) {
            int st = steps[d];
            int shift = d * CellTables.BITS;
            int clear = ~(MASK << shift | MASK << (shift + 16));
            for (int sign = -1; sign <= 1; sign += 2) {
                int c = index;
                // Past stones of both colours, no pattern can see this move.
                boolean black = true;
                boolean white = true;
                for (int j = 0; j < reach; j++) {
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
                    int p = b.patterns(c, d);
                    int ok = k[c];
                    int nk = (ok & clear) | (p & 15) << shift | (p >>> 4) << (shift + 16);
                    if (nk == ok) {
                        continue;
                    }
                    if (logTop + 3 > log.length) {
                        log = java.util.Arrays.copyOf(log, log.length * 2);
                    }
                    int oi = in[c];
                    int[] l = log;
                    l[logTop] = c;
                    l[logTop + 1] = ok;
                    l[logTop + 2] = oi;
                    logTop += 3;
                    k[c] = nk;
                    int ni = oi;
                    int diff = nk ^ ok;
                    if ((diff & 0xFFFF) != 0) {
                        int o = oi & 0xFFFF;
                        int nv = packed[CellTables.compact(nk & 0xFFFF)];
                        db += (nv >>> 3) - (o >>> 3);
                        int ol = o & 7;
                        int nl = nv & 7;
                        if (ol != nl) {
                            if (ol >= COUNTED) {
                                cnt[LEVELS + ol]--;
                            }
                            if (nl >= COUNTED) {
                                cnt[LEVELS + nl]++;
                            }
                        }
                        ni = (ni & 0xFFFF0000) | nv;
                    }
                    if ((diff >>> 16) != 0) {
                        int o = oi >>> 16;
                        int nv = packed[CellTables.compact(nk >>> 16)];
                        dw += (nv >>> 3) - (o >>> 3);
                        int ol = o & 7;
                        int nl = nv & 7;
                        if (ol != nl) {
                            if (ol >= COUNTED) {
                                cnt[2 * LEVELS + ol]--;
                            }
                            if (nl >= COUNTED) {
                                cnt[2 * LEVELS + nl]++;
                            }
                        }
                        ni = (ni & 0xFFFF) | nv << 16;
                    }
                    in[c] = ni;
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
        return (keys[index] >>> (16 * (s - 1))) & 0xFFFF;
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
        return (keys[index] >>> (16 * (s - 1) + dir * CellTables.BITS)) & MASK;
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
        return renju && CellTables.SUSPECT[keys[index] & 0xFFFF];
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
        return (info[index] >>> (16 * (s - 1))) & 7;
    }

    @Override
    public int cellScore(int s, int index) {
        return (info[index] >>> (16 * (s - 1) + 3)) & 0x1FFF;
    }

    @Override
    public int patternScore(int s) {
        return sums[s];
    }

    @Override
    public int levelCount(int s, int level) {
        if (level >= COUNTED) {
            return counts[s * LEVELS + level];
        }
        int n = 0;
        for (int i = 0; i < candN; i++) {
            if (level(s, cand[i]) == level) {
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
        return renju && CellTables.SUSPECT[keys[index] & 0xFFFF] && ForbiddenMoves.isForbidden(board, index);
    }

    @Override
    public boolean isLegal(int index) {
        return side != Board.BLACK || !isForbidden(index);
    }
}
