package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Pattern;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Position;

/**
 * The search's make/undo wrapper around a private {@link Board} copy. It tracks the candidate cells
 * (empty cells within king distance two of a stone; every cell where a stone could make a three or
 * more is one). After each move it refreshes the cached line patterns of the empty cells within five
 * steps in the four lines of the move (only those can change), so every empty cell's patterns are
 * exact (the threat solvers read cells beyond the candidates, and a new candidate takes its patterns as
 * they are), and keeps threat levels, level counts and pattern-score sums over the candidates up to date.
 * Renju's forbidden cells are not kept: {@link #isForbidden(int)} asks the exact check where black's
 * patterns allow one (checking every refreshed cell cost about a sixth of renju's search time).
 */
public final class SearchBoard implements Position {
    private static final Side[] SIDES = {null, Side.BLACK, Side.WHITE};
    private static final int MASK = (1 << CellTables.BITS) - 1;
    private static final int FOUR = Pattern.BLOCKED_FOUR.ordinal();
    private static final int FIVE = Pattern.FIVE.ordinal();
    private static final int FLEX_FOUR = Pattern.FLEX_FOUR.ordinal();
    /** {@link #fourThreeVerdict(int, int)}: the four-three wins in five plies. */
    public static final int FOUR_THREE_WINS = 1;
    /** {@link #fourThreeVerdict(int, int)}: the block answers it. */
    public static final int FOUR_THREE_FAILS = 0;
    /** {@link #fourThreeVerdict(int, int)}: renju black's open fours through the stone are forbidden; play it out. */
    public static final int FOUR_THREE_UNDECIDED = -1;
    /** Levels from here up are counted incrementally; lower ones on demand (rarely asked). */
    private static final int COUNTED = LEVEL_THREE;
    /** Totals saved per ply for undo: four score sums and the counted levels of both sides. */
    private static final int SNAP = 4 + 2 * (LEVELS - COUNTED);

    private final Board board;
    private final boolean renju;
    /** The weights behind the cell scores, which the pattern evaluation's own terms take too. */
    private final PatternWeights weights;
    /** The default generator's move-ordering weights for this board. */
    private final OrderWeights order;
    /**
     * How far a stone changes patterns along a line: 5 where an overline does not win (a stone five
     * away can make a row too long) and under caro (an opponent stone five away can block a five's
     * end), else 4 (every row through a cell lies within four of it).
     */
    private final int reach;
    private final int[] steps = new int[4];
    /** Per empty cell: black's key (four 4-bit pattern ordinals) in the low 16 bits, white's in the high 16. */
    private final int[] keys;
    /**
     * Per candidate: the cell-score table entries of its current keys ({@link PatternWeights#paired(int)}:
     * packed {@code score << 3 | level} as the side to move low, waiting high), black's in the low 32
     * bits, white's in the high 32; kept whole so that a refresh or an occupied cell takes the old
     * values off the totals without looking them up again.
     */
    private final long[] info;
    private final int[] sums = new int[3];
    /** Per side: the sum of its cell scores as the side not to move (the tables of role 1). */
    private final int[] waitingSums = new int[3];
    /**
     * The rule's cell-score tables per colour ({@link PatternWeights#paired(int)}): as the side to move
     * (kept in info) in the low 16 bits, waiting in the high 16.
     */
    private final int[] blackCells;
    private final int[] whiteCells;
    /** counts[side * LEVELS + level] for levels from {@link #COUNTED} up. */
    private final int[] counts = new int[3 * LEVELS];
    /**
     * Per board row (offset by two padding rows, which count as full): bit x set for a stone at column x,
     * and for a cell within king distance two of a stone. Empty near cells are the candidates.
     */
    private final int[] stoneRows;
    private final int[] nearRows;
    private final int widthMask;
    /** Per cell index: its column, its padded row; per padded row: the index of column 0. */
    private final byte[] colOf;
    private final byte[] rowOf;
    private final int[] rowBase;
    /** Per ply: the five near rows around the move before it, for undo. */
    private final int[] nearSave;
    private final int[] cand;
    private final int[] candPos;
    private int candN;
    private int side;
    private int ply;
    private final int[] moves;
    private final int emptyCells;
    /** Undo log of refreshed cells: (cell, old keys, old info low, old info high) quadruples, and per-ply marks. */
    private int[] log = new int[4 * 1024];
    /** The most log entries one move can add: four ints per cell in eight half-lines. */
    private final int logPerMove;
    private int logTop;
    private final int[] logMark;
    /** Per ply: the totals before the move (restored by undo instead of recomputing them). */
    private final int[] snap;
    /**
     * Per ply: a number that no other position reached by a make on this board had at that ply, so that
     * an evaluator's per-ply state knows whether it is still the state of the position at that ply
     * (the only cost of incremental evaluation to make and undo: one store).
     */
    private final long[] stamps;
    private long lastStamp;
    /** The network evaluator's state for this board, made on its first evaluation here. */
    private NetworkAccumulator network;

    /**
     * Wraps a copy of a board, with a given side to move, scoring cells by the rule's default weights.
     *
     * @param source the position (copied)
     * @param toMove {@link Board#BLACK} or {@link Board#WHITE}
     */
    public SearchBoard(Board source, int toMove) {
        this(source, toMove, PatternWeights.of(source.rule()), OrderWeights.of(source.rule()));
    }

    /**
     * Wraps a copy of a board, with a given side to move, scoring cells and ordering moves by given weights.
     *
     * @param source the position (copied)
     * @param toMove {@link Board#BLACK} or {@link Board#WHITE}
     * @param weights the weights of the cell scores and of the pattern evaluation's terms
     * @param order the weights the default generator orders this board's moves by
     */
    public SearchBoard(Board source, int toMove, PatternWeights weights, OrderWeights order) {
        this.board = source.copy();
        this.renju = board.rule() == Rule.RENJU;
        this.weights = weights;
        this.order = order;
        Rule rule = board.rule();
        boolean caro = rule == Rule.CARO || rule == Rule.CARO_EXACT;
        boolean overlinesWin = rule.overlineWins(Side.BLACK) && rule.overlineWins(Side.WHITE);
        this.blackCells = weights.paired(0);
        this.whiteCells = weights.paired(1);
        this.reach = overlinesWin && !caro ? 4 : 5;
        this.side = toMove;
        this.logPerMove = 4 * 8 * reach;
        int cap = board.capacity();
        for (int d = 0; d < 4; d++) {
            steps[d] = board.step(d);
        }
        keys = new int[cap];
        info = new long[cap];
        cand = new int[cap];
        candPos = new int[cap];
        java.util.Arrays.fill(candPos, -1);
        int w = board.width();
        int h = board.height();
        widthMask = w == 32 ? -1 : (1 << w) - 1;
        stoneRows = new int[h + 4];
        nearRows = new int[h + 4];
        rowBase = new int[h + 4];
        colOf = new byte[cap];
        rowOf = new byte[cap];
        java.util.Arrays.fill(stoneRows, -1);
        int empty = 0;
        for (int y = 0; y < h; y++) {
            stoneRows[y + 2] = 0;
            rowBase[y + 2] = board.index(0, y);
            for (int x = 0; x < w; x++) {
                int i = board.index(x, y);
                colOf[i] = (byte) x;
                rowOf[i] = (byte) (y + 2);
                if (board.cell(i) == Board.EMPTY) {
                    keys[i] = fullKeys(i);
                    empty++;
                } else {
                    stoneRows[y + 2] |= 1 << x;
                }
            }
        }
        for (int y = 0; y < h; y++) {
            int m = stoneRows[y + 2];
            for (int r = y; r <= y + 4; r++) {
                nearRows[r] |= spread(m);
            }
        }
        emptyCells = empty + board.moveCount();
        for (int y = 0; y < h; y++) {
            int fresh = nearRows[y + 2] & ~stoneRows[y + 2];
            while (fresh != 0) {
                track(rowBase[y + 2] + Integer.numberOfTrailingZeros(fresh));
                fresh &= fresh - 1;
            }
        }
        nearSave = new int[(empty + 1) * 5];
        moves = new int[empty + 1];
        logMark = new int[empty + 2];
        snap = new int[(empty + 2) * SNAP];
        stamps = new long[empty + 2];
    }

    /** The columns within two of the given ones. */
    private int spread(int m) {
        return (m | m << 1 | m << 2 | m >>> 1 | m >>> 2) & widthMask;
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
        long v = info[c];
        int b = (int) v;
        int w = (int) (v >>> 32);
        count(1, b & 0xFFFF, -1);
        count(2, w & 0xFFFF, -1);
        waitingSums[1] -= b >>> 19;
        waitingSums[2] -= w >>> 19;
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
        t[o + 2] = waitingSums[1];
        t[o + 3] = waitingSums[2];
        o += 4;
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
        waitingSums[1] = t[o + 2];
        waitingSums[2] = t[o + 3];
        o += 4;
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
        int y = rowOf[index];
        int bit = 1 << colOf[index];
        stoneRows[y] |= bit;
        int sp = spread(bit);
        int[] nr = nearRows;
        int[] sr = stoneRows;
        int o = ply * 5;
        // Cells new to the near set become candidates, in row-major order.
        for (int r = y - 2; r <= y + 2; r++) {
            int old = nr[r];
            nearSave[o++] = old;
            nr[r] = old | sp;
            int fresh = sp & ~old & ~sr[r];
            while (fresh != 0) {
                track(rowBase[r] + Integer.numberOfTrailingZeros(fresh));
                fresh &= fresh - 1;
            }
        }
        logMark[ply] = logTop;
        refreshLines(index);
        moves[ply++] = index;
        stamps[ply] = ++lastStamp;
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
        long[] in = info;
        int[] l = log;
        int mark = logMark[ply];
        for (int i = logTop - 4; i >= mark; i -= 4) {
            int c = l[i];
            k[c] = l[i + 1];
            in[c] = l[i + 2] & 0xFFFFFFFFL | (long) l[i + 3] << 32;
        }
        logTop = mark;
        int y = rowOf[index];
        int bit = 1 << colOf[index];
        stoneRows[y] &= ~bit;
        int[] nr = nearRows;
        int[] sr = stoneRows;
        int o = ply * 5;
        // Empty cells that leave the near set stop being candidates, in row-major order (the move's
        // own cell never was one).
        for (int r = y - 2; r <= y + 2; r++) {
            int old = nearSave[o++];
            int gone = nr[r] & ~old & ~sr[r];
            nr[r] = old;
            while (gone != 0) {
                int c = rowBase[r] + Integer.numberOfTrailingZeros(gone);
                if (c != index) {
                    candRemove(c);
                }
                gone &= gone - 1;
            }
        }
        if ((nr[y] & bit) != 0) {
            candAdd(index);
        }
        restore();
    }

    /** An empty cell comes within reach of a stone: count it (its keys are kept for every empty cell). */
    private void track(int c) {
        int k = keys[c];
        int bb = blackCells[k & 0xFFFF];
        int wb = whiteCells[k >>> 16];
        info[c] = bb & 0xFFFFFFFFL | (long) wb << 32;
        count(1, bb & 0xFFFF, 1);
        count(2, wb & 0xFFFF, 1);
        waitingSums[1] += bb >>> 19;
        waitingSums[2] += wb >>> 19;
        candAdd(c);
    }

    private void refreshLines(int index) {
        Board b = board;
        int[] k = keys;
        long[] in = info;
        int[] cnt = counts;
        int[] bc = blackCells;
        int[] wc = whiteCells;
        int dbw = 0;
        int dww = 0;
        int db = 0;
        int dw = 0;
        if (logTop + logPerMove > log.length) {
            log = java.util.Arrays.copyOf(log, Math.max(log.length * 2, logTop + logPerMove));
        }
        int[] l = log;
        int top = logTop;
        int[] cp = candPos;
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
                    if (cp[c] < 0) {
                        // A stone, a wall, or an empty cell that is no candidate: only its keys are
                        // kept, for when it becomes one.
                        int v = b.cell(c);
                        if (v == Board.EMPTY) {
                            int p = b.patterns(c, d);
                            int ok = k[c];
                            int nk = (ok & clear) | (p & 15) << shift | (p >>> 4) << (shift + 16);
                            if (nk != ok) {
                                long oi = in[c];
                                l[top] = c;
                                l[top + 1] = ok;
                                l[top + 2] = (int) oi;
                                l[top + 3] = (int) (oi >>> 32);
                                top += 4;
                                k[c] = nk;
                            }
                            continue;
                        }
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
                    int p = b.patterns(c, d);
                    int ok = k[c];
                    int nk = (ok & clear) | (p & 15) << shift | (p >>> 4) << (shift + 16);
                    if (nk == ok) {
                        continue;
                    }
                    long oi = in[c];
                    int ob = (int) oi;
                    int ow = (int) (oi >>> 32);
                    l[top] = c;
                    l[top + 1] = ok;
                    l[top + 2] = ob;
                    l[top + 3] = ow;
                    top += 4;
                    k[c] = nk;
                    int diff = nk ^ ok;
                    if ((diff & 0xFFFF) != 0) {
                        int both = bc[nk & 0xFFFF];
                        int o = ob & 0xFFFF;
                        int nv = both & 0xFFFF;
                        db += (nv >>> 3) - (o >>> 3);
                        dbw += (both >>> 19) - (ob >>> 19);
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
                        ob = both;
                    }
                    if ((diff >>> 16) != 0) {
                        int both = wc[nk >>> 16];
                        int o = ow & 0xFFFF;
                        int nv = both & 0xFFFF;
                        dw += (nv >>> 3) - (o >>> 3);
                        dww += (both >>> 19) - (ow >>> 19);
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
                        ow = both;
                    }
                    in[c] = ob & 0xFFFFFFFFL | (long) ow << 32;
                }
            }
        }
        logTop = top;
        sums[1] += db;
        sums[2] += dw;
        waitingSums[1] += dbw;
        waitingSums[2] += dww;
    }

    /** The stamp of the position at a ply from 0 to {@link #ply()}: see {@link #stamps}. */
    long stamp(int p) {
        return stamps[p];
    }

    /** Where the undo log of the move made at a ply below {@link #ply()} starts. */
    int logStart(int p) {
        return logMark[p];
    }

    /** The end of the undo log. */
    int logEnd() {
        return logTop;
    }

    /** The undo log: (cell, both colours' keys before the move, two more ints) per refreshed empty cell. */
    int[] log() {
        return log;
    }

    /** Both colours' keys of an empty cell (black's low 16 bits), or of an occupied one as they were when it was filled. */
    int keys(int index) {
        return keys[index];
    }

    /** The most plies this board can reach: one per empty cell. */
    int maxPly() {
        return moves.length - 1;
    }

    /** The network evaluator's state here, or null. */
    NetworkAccumulator network() {
        return network;
    }

    /** Sets the network evaluator's state here. */
    void network(NetworkAccumulator state) {
        network = state;
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
     * The weights behind the cell scores.
     *
     * @return the weights this board was made with
     */
    public PatternWeights weights() {
        return weights;
    }

    /**
     * The weights the default generator orders this board's moves by.
     *
     * @return the ordering weights this board was made with
     */
    public OrderWeights orderWeights() {
        return order;
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
     * The column of a cell, from a table ({@link Board#x(int)} divides).
     *
     * @param index a board cell
     * @return 0 to width - 1
     */
    public int column(int index) {
        return colOf[index];
    }

    /**
     * The row of a cell, from a table ({@link Board#y(int)} divides).
     *
     * @param index a board cell
     * @return 0 to height - 1
     */
    public int row(int index) {
        return rowOf[index] - 2;
    }

    /**
     * The king-move (Chebyshev) distance between two cells, from the tables.
     *
     * @param a a board cell
     * @param b a board cell
     * @return the larger of the column and row differences
     */
    public int distance(int a, int b) {
        return Math.max(Math.abs(colOf[a] - colOf[b]), Math.abs(rowOf[a] - rowOf[b]));
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
    public Side sideToMove() {
        return SIDES[side];
    }

    /**
     * The side to move as a cell code: the search's own hot paths index arrays with it.
     *
     * @return {@link Board#BLACK} or {@link Board#WHITE}
     */
    public int toMove() {
        return side;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public int level(Side s, int index) {
        return level(s.code(), index);
    }

    @Override
    public int cellScore(Side s, int index) {
        return cellScore(s.code(), index);
    }

    @Override
    public int patternScore(Side s) {
        return sums[s.code()];
    }

    @Override
    public int levelCount(Side s, int level) {
        return levelCount(s.code(), level);
    }

    /**
     * {@link #level(Side, int)} for a side given as a cell code.
     *
     * @param s {@link Board#BLACK} or {@link Board#WHITE}
     * @param index a candidate cell
     * @return a {@code LEVEL_*} constant
     */
    public int level(int s, int index) {
        return (int) (info[index] >>> (32 * (s - 1))) & 7;
    }

    /**
     * {@link #cellScore(Side, int)} for a side given as a cell code.
     *
     * @param s {@link Board#BLACK} or {@link Board#WHITE}
     * @param index a candidate cell
     * @return a non-negative score
     */
    public int cellScore(int s, int index) {
        return (int) (info[index] >>> (32 * (s - 1) + 3)) & 0x1FFF;
    }

    /**
     * The threat solvers' move-ordering score of a candidate cell for a side: fixed pattern values,
     * unlike {@link #cellScore(int, int)}, which follows the evaluation's weights.
     *
     * @param s {@link Board#BLACK} or {@link Board#WHITE}
     * @param index a candidate cell
     * @return a non-negative score
     */
    public int threatOrder(int s, int index) {
        return CellTables.threatOrder((keys[index] >>> (16 * (s - 1))) & 0xFFFF);
    }

    /**
     * The sum of a side's cell scores by the weights for the side not to move ({@link PatternWeights}
     * role 1); {@link #patternScore(int)} uses those for the side to move.
     *
     * @param s {@link Board#BLACK} or {@link Board#WHITE}
     * @return the total
     */
    public int waitingPatternScore(int s) {
        return waitingSums[s];
    }

    /**
     * {@link #patternScore(Side)} for a side given as a cell code.
     *
     * @param s {@link Board#BLACK} or {@link Board#WHITE}
     * @return the total
     */
    public int patternScore(int s) {
        return sums[s];
    }

    /**
     * {@link #levelCount(Side, int)} for a side given as a cell code.
     *
     * @param s {@link Board#BLACK} or {@link Board#WHITE}
     * @param level a {@code LEVEL_*} constant
     * @return the count
     */
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

    /**
     * The first candidate cell where a stone of {@code side} would reach {@code level}.
     *
     * @param side {@link dev.gomoku.core.Board#BLACK} or {@link dev.gomoku.core.Board#WHITE}
     * @param level a {@code Position.LEVEL_*} value
     * @return the cell index, or -1 if there is none
     */
    public int findCandidate(int side, int level) {
        int cn = candidateCount();
        for (int i = 0; i < cn; i++) {
            int c = candidate(i);
            if (level(side, c) == level) {
                return c;
            }
        }
        return -1;
    }

    /**
     * Whether a four-three wins in five plies, found without playing it out: the opponent's one block
     * of the four lies on the four's line, which crosses the three's only at {@code c}, so the three
     * stays open; the block fails only when it makes a four of the opponent's own (a five point to
     * answer the open four with), and renju white wins outright when the block is forbidden to black.
     * Renju black's open four may be forbidden too: it wins when a cell on a line through {@code c}
     * makes a legal open four after the block, and is undecided when every such cell is forbidden
     * (an open four elsewhere on the board may remain: only a play-out can tell). The stones go onto
     * the board alone (no cached pattern changes, no candidate moves) and are taken back.
     *
     * @param c a candidate cell of level {@link Position#LEVEL_FOUR_THREE} for {@code s}, legal for it
     * @param s {@link Board#BLACK} or {@link Board#WHITE}
     * @return {@link #FOUR_THREE_WINS}, {@link #FOUR_THREE_FAILS} or {@link #FOUR_THREE_UNDECIDED}
     */
    public int fourThreeVerdict(int c, int s) {
        int own = 4 * (s - 1);
        int key = key(s, c);
        int dir = 0;
        while (dir < 4 && (key >>> (dir * CellTables.BITS) & MASK) != FOUR) {
            dir++;
        }
        if (dir == 4) {
            return FOUR_THREE_FAILS;
        }
        Board b = board;
        b.place(c, SIDES[s]);
        int block = -1;
        int st = steps[dir];
        for (int sign = -1; sign <= 1 && block < 0; sign += 2) {
            int x = c;
            for (int j = 0; j < 4; j++) {
                x += sign * st;
                int v = b.cell(x);
                if (v == Board.EMPTY) {
                    if ((b.patterns(x, dir) >>> own & MASK) == FIVE) {
                        block = x;
                        break;
                    }
                } else if (v != s) {
                    break;
                }
            }
        }
        int verdict = FOUR_THREE_FAILS;
        if (block >= 0) {
            int o = 3 - s;
            int shift = dir * CellTables.BITS;
            int blockKey = key(o, block) & ~(MASK << shift) | (b.patterns(block, dir) >>> (4 * (o - 1)) & MASK) << shift;
            if (o == Board.BLACK && renju && CellTables.SUSPECT[blockKey] && ForbiddenMoves.isForbidden(b, block)) {
                verdict = FOUR_THREE_WINS;
            } else if (CellTables.LEVEL[blockKey] < LEVEL_FOUR) {
                if (s == Board.BLACK && renju) {
                    b.place(block, Side.WHITE);
                    verdict = legalOpenFourThrough(c, dir) ? FOUR_THREE_WINS : FOUR_THREE_UNDECIDED;
                    b.undo();
                } else {
                    verdict = FOUR_THREE_WINS;
                }
            }
        }
        b.undo();
        return verdict;
    }

    /** Whether black has a legal open four on a line through {@code c} other than {@code skip}'s. */
    private boolean legalOpenFourThrough(int c, int skip) {
        Board b = board;
        for (int d = 0; d < 4; d++) {
            if (d == skip) {
                continue;
            }
            int st = steps[d];
            for (int sign = -1; sign <= 1; sign += 2) {
                int x = c;
                for (int j = 0; j < 4; j++) {
                    x += sign * st;
                    int v = b.cell(x);
                    if (v == Board.EMPTY) {
                        if ((b.patterns(x, d) & MASK) == FLEX_FOUR && !ForbiddenMoves.isForbidden(b, x)) {
                            return true;
                        }
                    } else if (v != Board.BLACK) {
                        break;
                    }
                }
            }
        }
        return false;
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
