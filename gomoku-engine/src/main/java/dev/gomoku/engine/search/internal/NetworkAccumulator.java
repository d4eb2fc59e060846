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
 *
 * <p>Rows are packed four 16-bit lanes to a {@code long}, so that one add moves four values. A long holds
 * its lanes as one number in base 65,536, so sums and differences of packed rows are exact whatever the
 * lanes carry or borrow on the way, as long as each value of the result is within 0..65,535: a row's
 * values are 0 to 1,024 cells of at most {@value Network#MAX_ACTIVATION}.
 */
final class NetworkAccumulator {
    private final Network net;
    private final SearchBoard board;
    private final int hidden;
    private final int hidden2;
    /** Longs per row: four values each. */
    private final int words;
    private final int one;
    private final int shift;
    /** Half an activation step, so that the shift rounds. */
    private final int half;
    /** Per ply, {@code words} packed accumulator values. */
    private final long[] rows;
    /** Per ply: the board stamp its row was computed for, or -1. */
    private final long[] rowStamp;
    /** Per cell: the pass that last met it. */
    private final int[] seen;
    private int pass;
    /** The change being summed, packed. */
    private final long[] delta;
    /** The row being evaluated, unpacked. */
    private final int[] unpacked;
    /** Cells' activations by keys, a direct-mapped cache: most keys recur from node to node. */
    private static final int CACHE_BITS = 12;
    private final long[] activations;
    /** Per cache slot: the keys (both colours') its activations are of, or -1 (no cell's keys). */
    private final int[] cachedKeys;
    /** {@link #biasedCells(Network)}. */
    private final short[] biased;

    NetworkAccumulator(Network net, short[] biased, SearchBoard board) {
        this.net = net;
        this.board = board;
        this.hidden = net.hidden();
        this.hidden2 = net.hidden2();
        this.words = (hidden + 3) >>> 2;
        this.shift = net.activationShift();
        this.one = net.activationMax() << shift;
        this.half = (1 << shift) >> 1;
        int plies = board.maxPly() + 1;
        rows = new long[plies * words];
        rowStamp = new long[plies];
        java.util.Arrays.fill(rowStamp, -1);
        seen = new int[board.board().capacity()];
        delta = new long[words];
        unpacked = new int[words * 4];
        activations = new long[(1 << CACHE_BITS) * words];
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
        int[] u = unpack(update());
        int s = board.toMove() - 1;
        byte[] w2 = net.w2();
        int[] b2 = net.b2();
        short[] w3 = net.w3();
        int s2 = net.s2();
        int h = hidden;
        long y = net.b3()[s];
        for (int i = 0; i < hidden2; i++) {
            int base = (s * hidden2 + i) * h;
            int sum = b2[s * hidden2 + i];
            for (int j = 0; j < h; j++) {
                sum += w2[base + j] * u[j];
            }
            y += (long) w3[s * hidden2 + i] * Math.max(0, Math.min(s2, sum));
        }
        long v = y * net.evalScale() / ((long) net.w3Scale() * s2);
        return (int) Math.max(-Score.MAX_EVAL, Math.min(Score.MAX_EVAL, v));
    }

    /** The row at offset {@code o} of {@link #rows}, one value an int (rows never hold a negative value). */
    private int[] unpack(int o) {
        int[] u = unpacked;
        long[] r = rows;
        for (int w = 0; w < words; w++) {
            long x = r[o + w];
            u[4 * w] = (int) (x & 0xFFFF);
            u[4 * w + 1] = (int) ((x >>> 16) & 0xFFFF);
            u[4 * w + 2] = (int) ((x >>> 32) & 0xFFFF);
            u[4 * w + 3] = (int) (x >>> 48);
        }
        return u;
    }

    /**
     * Brings the row of the board's ply up to date.
     *
     * @return its offset in {@link #rows}
     */
    int update() {
        int p = board.ply();
        int n = words;
        if (rowStamp[p] == board.stamp(p)) {
            return p * n;
        }
        int q = p - 1;
        while (q >= 0 && rowStamp[q] != board.stamp(q)) {
            q--;
        }
        long[] r = rows;
        long[] d = delta;
        if (q < 0) {
            // First use, or every row above the root is stale after a new root: from scratch, and the
            // root's row from it.
            java.util.Arrays.fill(d, 0L);
            Board b = board.board();
            for (int c = 0; c < seen.length; c++) {
                if (b.cell(c) == Board.EMPTY) {
                    add(board.keys(c), 1);
                }
            }
            System.arraycopy(d, 0, r, p * n, n);
            rowStamp[p] = board.stamp(p);
            if (p == 0) {
                return 0;
            }
            changeSince(0);
            for (int w = 0; w < n; w++) {
                r[w] = r[p * n + w] - d[w];
            }
            rowStamp[0] = board.stamp(0);
            return p * n;
        }
        changeSince(q);
        for (int w = 0; w < n; w++) {
            r[p * n + w] = r[q * n + w] + d[w];
        }
        rowStamp[p] = board.stamp(p);
        return p * n;
    }

    /**
     * Sets {@link #delta} to the activations now minus those at ply {@code q} of every cell the moves
     * since then touched: each cell's first log entry holds its keys at {@code q} (a filled cell keeps
     * its keys from when it was filled, so a move's cell that no entry names had those keys at {@code q}).
     */
    private void changeSince(int q) {
        java.util.Arrays.fill(delta, 0L);
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
            add(now, 1);
            add(then, -1);
            return;
        }
        int n = words;
        int oo = cached(so, then);
        int on = cached(sn, now);
        long[] a = activations;
        long[] d = delta;
        for (int w = 0; w < n; w++) {
            d[w] = d[w] + a[on + w] - a[oo + w];
        }
    }

    /** The cache slot of a cell's keys. */
    private static int slot(int keys) {
        return (keys * 0x9E3779B1) >>> (32 - CACHE_BITS);
    }

    /** The offset in {@link #activations} of these keys' row, in their slot, filled if it held other keys. */
    private int cached(int slot, int keys) {
        int o = slot * words;
        if (cachedKeys[slot] != keys) {
            cachedKeys[slot] = keys;
            fill(o, keys);
        }
        return o;
    }

    /** Adds (sign 1) or subtracts (-1) the activations of an empty cell with these keys to {@link #delta}. */
    private void add(int keys, int sign) {
        int n = words;
        int o = cached(slot(keys), keys);
        long[] a = activations;
        long[] d = delta;
        if (sign > 0) {
            for (int w = 0; w < n; w++) {
                d[w] += a[o + w];
            }
        } else {
            for (int w = 0; w < n; w++) {
                d[w] -= a[o + w];
            }
        }
    }

    /** Computes the activations of a cell with these keys into the cache at {@code o}: zeros for a quiet cell. */
    private void fill(int o, int keys) {
        int kb = NetworkFeatures.index(keys & 0xFFFF);
        int kw = NetworkFeatures.index(keys >>> 16);
        long[] a = activations;
        java.util.Arrays.fill(a, o, o + words, 0L);
        if (!NetworkFeatures.active(kb, kw)) {
            return;
        }
        short[] cells = biased;
        int h = hidden;
        int ob = kb * h;
        int ow = (NetworkFeatures.KEYS + kw) * h;
        for (int j = 0; j < h; j++) {
            long v = (Math.max(0, Math.min(one, cells[ob + j] + cells[ow + j])) + half) >> shift;
            a[o + (j >>> 2)] |= v << ((j & 3) << 4);
        }
    }

    /** The current row, brought up to date: a copy, for the tests. */
    short[] current() {
        int[] u = unpack(update());
        short[] row = new short[hidden];
        for (int j = 0; j < hidden; j++) {
            row[j] = (short) u[j];
        }
        return row;
    }
}
