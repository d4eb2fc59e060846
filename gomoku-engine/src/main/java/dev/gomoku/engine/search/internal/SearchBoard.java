package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Position;

/**
 * The search's make/undo wrapper around a private {@link Board} copy. After each move it refreshes
 * the cached line patterns of the empty cells within five steps in the four lines of the move (only
 * those can change), and keeps per-side cell keys, threat levels, level counts, pattern-score sums
 * and the candidate list (empty cells within king distance two of a stone) up to date.
 */
public final class SearchBoard implements Position {
    private static final Side[] SIDES = {null, Side.BLACK, Side.WHITE};
    private static final int MASK = (1 << CellTables.BITS) - 1;

    private final Board board;
    private final boolean renju;
    private final int[] steps = new int[4];
    private final int[] square;
    /** keys[side][index]: four 4-bit pattern ordinals; side 1 black, 2 white (0 unused). */
    private final int[][] keys = new int[3][];
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

    /**
     * Wraps a copy of a board, with a given side to move.
     *
     * @param source the position (copied)
     * @param toMove {@link Board#BLACK} or {@link Board#WHITE}
     */
    public SearchBoard(Board source, int toMove) {
        this.board = source.copy();
        this.renju = board.rule() == Rule.RENJU;
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
                for (int s = 1; s <= 2; s++) {
                    int key = fullKey(s, i);
                    keys[s][i] = key;
                    add(s, key);
                }
            } else {
                for (int off : square) {
                    near[i + off]++;
                }
            }
        }
        emptyCells = empty + board.moveCount();
        for (int i = 0; i < cap; i++) {
            if (board.cell(i) == Board.EMPTY && near[i] > 0) {
                candAdd(i);
            }
        }
        moves = new int[empty + 1];
    }

    private int fullKey(int s, int i) {
        Side sd = SIDES[s];
        return board.pattern(sd, i, 0) | board.pattern(sd, i, 1) << 4 | board.pattern(sd, i, 2) << 8
                | board.pattern(sd, i, 3) << 12;
    }

    private void add(int s, int key) {
        sums[s] += CellTables.SCORE[key];
        counts[s][CellTables.LEVEL[key]]++;
    }

    private void remove(int s, int key) {
        sums[s] -= CellTables.SCORE[key];
        counts[s][CellTables.LEVEL[key]]--;
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
        remove(1, keys[1][index]);
        remove(2, keys[2][index]);
        if (candPos[index] >= 0) {
            candRemove(index);
        }
        board.place(index, SIDES[s]);
        for (int off : square) {
            int c = index + off;
            if (near[c]++ == 0 && board.cell(c) == Board.EMPTY) {
                candAdd(c);
            }
        }
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
        for (int off : square) {
            int c = index + off;
            if (--near[c] == 0 && candPos[c] >= 0) {
                candRemove(c);
            }
        }
        refreshLines(index);
        for (int s = 1; s <= 2; s++) {
            int key = fullKey(s, index);
            keys[s][index] = key;
            add(s, key);
        }
        if (near[index] > 0) {
            candAdd(index);
        }
    }

    private void refreshLines(int index) {
        Board b = board;
        int[] kb = keys[1];
        int[] kw = keys[2];
        for (int d = 0; d < 4; d++) {
            int st = steps[d];
            int shift = d * CellTables.BITS;
            int clear = ~(MASK << shift);
            for (int sign = -1; sign <= 1; sign += 2) {
                int c = index;
                for (int k = 0; k < 5; k++) {
                    c += sign * st;
                    int v = b.cell(c);
                    if (v == Board.WALL) {
                        break;
                    }
                    if (v != Board.EMPTY) {
                        continue;
                    }
                    int ob = kb[c];
                    int nb = (ob & clear) | b.pattern(Side.BLACK, c, d) << shift;
                    if (nb != ob) {
                        remove(1, ob);
                        add(1, nb);
                        kb[c] = nb;
                    }
                    int ow = kw[c];
                    int nw = (ow & clear) | b.pattern(Side.WHITE, c, d) << shift;
                    if (nw != ow) {
                        remove(2, ow);
                        add(2, nw);
                        kw[c] = nw;
                    }
                }
            }
        }
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
        return CellTables.LEVEL[keys[s][index]];
    }

    @Override
    public int cellScore(int s, int index) {
        return CellTables.SCORE[keys[s][index]];
    }

    @Override
    public int patternScore(int s) {
        return sums[s];
    }

    @Override
    public int levelCount(int s, int level) {
        return counts[s][level];
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
