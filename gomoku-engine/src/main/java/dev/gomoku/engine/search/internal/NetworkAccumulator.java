package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.engine.search.Score;

/**
 * One search board's network state: the accumulator ({@link Network}: the sum of the cell activations)
 * per ply, brought up to date lazily when a position is evaluated. Making and taking back moves costs
 * nothing here: the board stamps each ply ({@link SearchBoard#stamp(int)}), and an evaluation starts from
 * the deepest ply whose row is still that of the board's position there, adding, for every cell the
 * moves since then touched (their undo log names each with its keys before), its activation now minus
 * its activation then. Moves the threat solvers make and take back without an evaluation are never
 * looked at. A cell's activations depend only on its keys, so they are kept in a small cache by the
 * raw keys (a quiet cell's row is zeros): a hit costs one compare and no multiset lookup. One pass over
 * the log: a cell still empty adds its new row minus its old in one loop, a cell filled since subtracts
 * its old (docs/search.md has the speed). No allocation after construction.
 */
final class NetworkAccumulator {
    private final Network net;
    private final SearchBoard board;
    private final int hidden;
    private final int hidden2;
    private final int one;
    private final int shift;
    /** Half an activation step, so that the shift rounds. */
    private final int half;
    /** Per ply, {@code hidden} accumulator values. */
    private final short[] rows;
    /** Per ply: the board stamp its row was computed for, or -1. */
    private final long[] rowStamp;
    /** Per cell: the pass that last met it. */
    private final int[] seen;
    private int pass;
    /** The change being summed. */
    private final short[] delta;
    /** Cells' activations by keys, a direct-mapped cache: most keys recur from node to node. */
    private static final int CACHE_BITS = 12;
    private final short[] activations;
    /** Per cache slot: the keys (both colours') its activations are of, or -1 (no cell's keys). */
    private final int[] cachedKeys;
    /** {@link #biasedCells(Network)}. */
    private final short[] biased;

    NetworkAccumulator(Network net, short[] biased, SearchBoard board) {
        this.net = net;
        this.board = board;
        this.hidden = net.hidden();
        this.hidden2 = net.hidden2();
        this.shift = net.activationShift();
        this.one = net.activationMax() << shift;
        this.half = (1 << shift) >> 1;
        int plies = board.maxPly() + 1;
        rows = new short[plies * hidden];
        rowStamp = new long[plies];
        java.util.Arrays.fill(rowStamp, -1);
        seen = new int[board.board().capacity()];
        delta = new short[hidden];
        activations = new short[(1 << CACHE_BITS) * hidden];
        cachedKeys = new int[1 << CACHE_BITS];
        java.util.Arrays.fill(cachedKeys, -1);
        this.biased = biased;
    }

    /**
     * The network's cell weights with the cell bias added to black's, which an accumulator reads
     * (one load fewer per value): made once per network, shared by every board.
     *
     * @param net the network
     * @return per colour and pattern multiset, {@code hidden} values
     */
    static short[] biasedCells(Network net) {
        short[] biased = net.cells().clone();
        short[] b1 = net.bias1();
        int h = net.hidden();
        for (int k = 0; k < NetworkFeatures.KEYS; k++) {
            for (int j = 0; j < h; j++) {
                biased[k * h + j] += b1[j];
            }
        }
        return biased;
    }

    /** The network these rows are of. */
    Network network() {
        return net;
    }

    /**
     * The evaluation of the board's position for its side to move.
     *
     * @return the score, within {@code +-Score.MAX_EVAL}
     */
    int evaluate() {
        int o = update();
        int s = board.toMove() - 1;
        byte[] w2 = net.w2();
        int[] b2 = net.b2();
        short[] w3 = net.w3();
        short[] r = rows;
        int s2 = net.s2();
        int h = hidden;
        long y = net.b3()[s];
        for (int i = 0; i < hidden2; i++) {
            int base = (s * hidden2 + i) * h;
            int sum = b2[s * hidden2 + i];
            for (int j = 0; j < h; j++) {
                sum += w2[base + j] * r[o + j];
            }
            y += (long) w3[s * hidden2 + i] * Math.max(0, Math.min(s2, sum));
        }
        long v = y * net.evalScale() / ((long) net.w3Scale() * s2);
        return (int) Math.max(-Score.MAX_EVAL, Math.min(Score.MAX_EVAL, v));
    }

    /**
     * Brings the row of the board's ply up to date.
     *
     * @return its offset in {@link #rows}
     */
    int update() {
        int p = board.ply();
        if (rowStamp[p] == board.stamp(p)) {
            return p * hidden;
        }
        int q = p - 1;
        while (q >= 0 && rowStamp[q] != board.stamp(q)) {
            q--;
        }
        short[] r = rows;
        int h = hidden;
        if (q < 0) {
            // First use, or every row above the root is stale after a new root: from scratch, and the
            // root's row from it.
            java.util.Arrays.fill(delta, (short) 0);
            Board b = board.board();
            for (int c = 0; c < seen.length; c++) {
                if (b.cell(c) == Board.EMPTY) {
                    add(board.keys(c), 1);
                }
            }
            for (int j = 0; j < h; j++) {
                r[p * h + j] = delta[j];
            }
            rowStamp[p] = board.stamp(p);
            if (p == 0) {
                return 0;
            }
            changeSince(0);
            for (int j = 0; j < h; j++) {
                r[j] = (short) (r[p * h + j] - delta[j]);
            }
            rowStamp[0] = board.stamp(0);
            return p * h;
        }
        changeSince(q);
        for (int j = 0; j < h; j++) {
            r[p * h + j] = (short) (r[q * h + j] + delta[j]);
        }
        rowStamp[p] = board.stamp(p);
        return p * h;
    }

    /**
     * Sets {@link #delta} to the activations now minus those at ply {@code q} of every cell the moves
     * since then touched: each cell's first log entry holds its keys at {@code q} (a filled cell keeps
     * its keys from when it was filled, so a move's cell that no entry names had those keys at {@code q}).
     */
    private void changeSince(int q) {
        java.util.Arrays.fill(delta, (short) 0);
        if (pass == Integer.MAX_VALUE) {
            java.util.Arrays.fill(seen, 0);
            pass = 0;
        }
        int mark = ++pass;
        int[] l = board.log();
        int from = board.logStart(q);
        int to = board.logEnd();
        int p = board.ply();
        for (int i = from; i < to; i += 4) {
            int c = l[i];
            if (seen[c] != mark) {
                seen[c] = mark;
                int then = l[i + 1];
                if (board.cell(c) != Board.EMPTY) {
                    add(then, -1);
                } else {
                    int now = board.keys(c);
                    if (now != then) {
                        change(then, now);
                    }
                }
            }
        }
        for (int t = q; t < p; t++) {
            int m = board.moveAt(t);
            if (seen[m] != mark) {
                seen[m] = mark;
                add(board.keys(m), -1);
            }
        }
    }

    /** Adds to {@link #delta} the activations of a cell with keys {@code now} minus those with keys {@code then}. */
    private void change(int then, int now) {
        int so = slot(then);
        int sn = slot(now);
        if (so == sn) {
            // one slot cannot hold both rows
            add(then, -1);
            add(now, 1);
            return;
        }
        int h = hidden;
        int oo = cached(so, then);
        int on = cached(sn, now);
        short[] a = activations;
        short[] d = delta;
        for (int j = 0; j < h; j++) {
            d[j] = (short) (d[j] + a[on + j] - a[oo + j]);
        }
    }

    /** The cache slot of a cell's keys. */
    private static int slot(int keys) {
        return (keys * 0x9E3779B1) >>> (32 - CACHE_BITS);
    }

    /** The offset in {@link #activations} of these keys' row, in their slot, filled if it held other keys. */
    private int cached(int slot, int keys) {
        int o = slot * hidden;
        if (cachedKeys[slot] != keys) {
            cachedKeys[slot] = keys;
            fill(o, keys);
        }
        return o;
    }

    /** Adds (sign 1) or subtracts (-1) the activations of an empty cell with these keys to {@link #delta}. */
    private void add(int keys, int sign) {
        int h = hidden;
        int o = cached(slot(keys), keys);
        short[] a = activations;
        short[] d = delta;
        // plain short sums, which the compiler vectorises
        if (sign > 0) {
            for (int j = 0; j < h; j++) {
                d[j] += a[o + j];
            }
        } else {
            for (int j = 0; j < h; j++) {
                d[j] -= a[o + j];
            }
        }
    }

    /** Computes the activations of a cell with these keys into the cache at {@code o}: zeros for a quiet cell. */
    private void fill(int o, int keys) {
        int kb = NetworkFeatures.index(keys & 0xFFFF);
        int kw = NetworkFeatures.index(keys >>> 16);
        short[] a = activations;
        int h = hidden;
        if (!NetworkFeatures.active(kb, kw)) {
            java.util.Arrays.fill(a, o, o + h, (short) 0);
            return;
        }
        short[] cells = biased;
        int ob = kb * h;
        int ow = (NetworkFeatures.KEYS + kw) * h;
        for (int j = 0; j < h; j++) {
            a[o + j] = (short) ((Math.max(0, Math.min(one, cells[ob + j] + cells[ow + j])) + half) >> shift);
        }
    }

    /** The current row, brought up to date: a copy, for the tests. */
    short[] current() {
        int o = update();
        return java.util.Arrays.copyOfRange(rows, o, o + hidden);
    }
}
