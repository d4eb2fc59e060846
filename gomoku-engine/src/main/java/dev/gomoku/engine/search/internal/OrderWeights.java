package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;

/**
 * The default generator's move-ordering scores for one rule: a linear score per candidate cell,
 * fitted (by {@code gomoku tune --order}) so that a softmax over a position's candidates predicts the
 * move a strong player chose. Per colour to move and per side (the mover's patterns at the cell, the
 * opponent's): a weight per line pattern in each of the four directions, one for the cell's threat
 * level and one for its combination; plus, per colour to move, a weight for the cell's distance to the
 * opponent's last stone and one for its distance to the mover's own last stone. Weights are in
 * thousandths of a logit.
 */
public final class OrderWeights {
    /** Line pattern ordinals with a weight: all of them, {@code DEAD} to {@code OVERLINE}. */
    public static final int LINES = 11;
    /** Threat levels ({@code Position.LEVEL_NONE} to {@code LEVEL_FIVE}). */
    public static final int LEVELS = 8;
    /** Combinations ({@link CellTables#combo(int)}). */
    public static final int COMBOS = PatternWeights.COMBOS;
    /** Weights per colour and side: {@code (2 * colour + side) * PER_SIDE + feature}. */
    public static final int PER_SIDE = LINES + LEVELS + COMBOS;
    /** Offset of a level's weight within a colour and side's weights. */
    public static final int LEVEL = LINES;
    /** Offset of a combination's weight within a colour and side's weights. */
    public static final int COMBO = LINES + LEVELS;
    /** Distance buckets to one stone ({@link #distanceBucket(Board, int, int)}). */
    public static final int DISTANCES = 10;
    /**
     * First distance weight: {@code DISTANCE + colour * 2 * DISTANCES + (own ? DISTANCES : 0) + bucket},
     * own meaning the distance to the mover's last stone rather than the opponent's.
     */
    public static final int DISTANCE = 4 * PER_SIDE;
    /** Number of weights. */
    public static final int SIZE = DISTANCE + 4 * DISTANCES;
    /** The most weights that score one candidate ({@link #features}). */
    public static final int MAX_FEATURES = 14;
    /** The largest magnitude a weight may have (a thousand logits). */
    public static final int MAX_WEIGHT = 1_000_000;

    private static final OrderWeights FREESTYLE = new OrderWeights(new int[] {
        -1185, -904, -784, -725, 465, 632, 1309, 1477, 0, 0, 0, -745, -676, 271, 1333, 97, 2723, 0, 0,
        0, 2723, 1333, 402, 735, 373, -361, -188, -191, -429, 288, 563, 660, 457, 1517, 0, 0, -1039, -1167,
        328, 383, 605, 1318, 1372, 0, 1372, 1318, 383, -289, 36, -168, -712, -560, -642, -498, 366, 728,
        982, 1279, 273, 0, 0, -468, -889, 180, 404, 849, 2039, -392, 0, -392, 2039, 404, -153, 320, 128,
        -501, -248, -287, -327, -31, 92, 200, 165, 1155, 0, 0, -1161, -1140, 259, 631, 169, 922, 1059, 0,
        1059, 922, 631, 155, 286, 304, 0, 300, 206, -5, -516, 505, 187, -112, 53, 0, 0, 256, -17, -213,
        -304, 350, 113, -363, -42, 0, 0, 169, 89, -207, -612, 590, 213, -130, 107, 0, 0, 194, 103, -169,
        -139, 263, 99, -366, -206, 0});
    private static final OrderWeights RENJU = new OrderWeights(new int[] {
        -1354, -1064, -836, -866, 401, 492, 1308, 1640, 702, 0, 0, -818, -845, -86, -136, -307, 2214, 702,
        0, 702, 2214, -136, 151, 391, 397, -541, -501, -504, -637, 60, 310, 822, 203, 1629, 0, 0, -1153,
        -1304, -123, 127, 587, 1054, 1032, 0, 1032, 1054, 127, -276, 252, -86, -969, -808, -879, -804, 52,
        451, 1086, 1722, 436, 0, 0, -822, -1130, -333, 294, 126, 1720, 436, 0, 436, 1720, 294, -33, 329,
        151, -392, -268, -296, -330, 75, 241, 936, -965, 1245, 0, -308, -1129, -1322, -575, -326, 1155,
        1143, 1127, 0, 1127, 1143, -326, 31, 255, 309, 0, 195, 168, -87, -605, 392, 182, -143, -54, 0, 0,
        271, 44, -274, -254, 409, 155, -479, 108, 0, 0, 86, 157, -256, -614, 473, 252, -237, 146, 0, 0,
        134, -11, -56, -192, 294, -13, -211, 54, 0});

    private final int[] w;
    /** Per colour and side ({@code 2 * colour + side}): the cell's score per compact key. */
    private final int[][] cells = new int[4][];

    private OrderWeights(int[] w) {
        if (w.length != SIZE) {
            throw new IllegalArgumentException("expected " + SIZE + " ordering weights, got " + w.length);
        }
        for (int i = 0; i < SIZE; i++) {
            // Bounded so that a candidate's sum of 14 weights, plus history and killer bonuses, stays an int.
            if (w[i] > MAX_WEIGHT || w[i] < -MAX_WEIGHT) {
                throw new IllegalArgumentException("ordering weight " + i + " is " + w[i] + ", beyond +-" + MAX_WEIGHT);
            }
        }
        this.w = w.clone();
        int[] features = new int[6];
        for (int t = 0; t < 4; t++) {
            int[] table = new int[11 * 11 * 11 * 11];
            for (int key = 0; key < CellTables.SIZE; key++) {
                if (!CellTables.valid(key)) {
                    continue;
                }
                int n = cellFeatures(key, 0, features, 0);
                int s = 0;
                for (int i = 0; i < n; i++) {
                    s += this.w[t * PER_SIDE + features[i]];
                }
                table[CellTables.compact(key)] = s;
            }
            cells[t] = table;
        }
    }

    /**
     * The weights the default generator orders by under a rule: renju's own, the freestyle set for the others.
     *
     * @param rule the rule
     * @return the weights
     */
    public static OrderWeights of(Rule rule) {
        return rule == Rule.RENJU ? RENJU : FREESTYLE;
    }

    /**
     * Weights of one's own, in the order and units {@code gomoku tune --order} prints.
     *
     * @param values {@link #SIZE} weights (copied)
     * @return the weights
     * @throws IllegalArgumentException if there are not {@link #SIZE} values, or one is beyond
     *     {@link #MAX_WEIGHT} either way
     */
    public static OrderWeights custom(int[] values) {
        return new OrderWeights(values);
    }

    /**
     * The weights, in the order of the indices above.
     *
     * @return a copy
     */
    public int[] values() {
        return w.clone();
    }

    /**
     * The weights that score a candidate of the side to move, as {@link #score} sums them: per side, the
     * cell's four line patterns, its level and its combination if it has one; then its distances to the
     * last two stones.
     *
     * @param p the position
     * @param m an empty candidate cell
     * @param into receives up to {@link #MAX_FEATURES} weight indices
     * @return how many were written
     */
    public static int features(SearchBoard p, int m, int[] into) {
        int me = p.toMove();
        int colour = me - 1;
        int k = 0;
        for (int side = 0; side < 2; side++) {
            int base = (2 * colour + side) * PER_SIDE;
            k = cellFeatures(side == 0 ? p.key(me, m) : opponentKey(p, me, m), base, into, k);
        }
        Board board = p.board();
        int count = board.moveCount();
        int distance = DISTANCE + colour * 2 * DISTANCES;
        if (count >= 1) {
            into[k++] = distance + distanceBucket(board, m, board.moveAt(count - 1));
        }
        if (count >= 2) {
            into[k++] = distance + DISTANCES + distanceBucket(board, m, board.moveAt(count - 2));
        }
        return k;
    }

    /**
     * Writes the weights of one side's patterns at a cell from {@code into[at]}: its four line patterns,
     * its level and its combination if it has one, each offset by {@code base}; returns the next place.
     */
    private static int cellFeatures(int key, int base, int[] into, int at) {
        int k = at;
        for (int d = 0; d < 4; d++) {
            into[k++] = base + CellTables.pattern(key, d);
        }
        into[k++] = base + LEVEL + CellTables.LEVEL[key];
        int combo = CellTables.combo(key);
        if (combo >= 0) {
            into[k++] = base + COMBO + combo;
        }
        return k;
    }

    /**
     * The distance bucket of a cell from a stone: the Chebyshev distance (1 to 5, 5 standing for 5 or
     * more) minus one, plus 5 when the cell is on one of the stone's four lines within 4.
     *
     * @param board the board
     * @param cell an empty cell
     * @param stone a stone
     * @return 0 to {@link #DISTANCES} - 1
     */
    public static int distanceBucket(Board board, int cell, int stone) {
        return bucket(board.x(cell) - board.x(stone), board.y(cell) - board.y(stone));
    }

    private static int bucket(int dxSigned, int dySigned) {
        int dx = Math.abs(dxSigned);
        int dy = Math.abs(dySigned);
        int d = Math.max(dx, dy);
        boolean onLine = dx == 0 || dy == 0 || dx == dy;
        return Math.min(d, 5) - 1 + (onLine && d <= 4 ? 5 : 0);
    }

    /**
     * The opponent's key of a candidate as the ordering reads it: under renju, with white to move, none
     * where a black stone is forbidden (such a cell blocks nothing of black's).
     *
     * @param p the position
     * @param me the side to move, {@link Board#BLACK} or {@link Board#WHITE}
     * @param c a candidate cell
     * @return the opponent's 16-bit key there, or 0
     */
    public static int opponentKey(SearchBoard p, int me, int c) {
        return me == Board.WHITE && p.isForbidden(c) ? 0 : p.key(3 - me, c);
    }

    /**
     * Candidates' ordering scores, with what all of them share (the colour, the last two stones) read once.
     *
     * @param p the position
     * @param moves empty candidate cells
     * @param scores receives each one's score, the sum of its weights
     * @param n how many
     */
    public void score(SearchBoard p, int[] moves, int[] scores, int n) {
        int me = p.toMove();
        int colour = me - 1;
        int[] mine = cells[2 * colour];
        int[] theirs = cells[2 * colour + 1];
        Board b = p.board();
        int count = b.moveCount();
        int toLast = DISTANCE + colour * 2 * DISTANCES;
        int toOwn = toLast + DISTANCES;
        int last = count >= 1 ? b.moveAt(count - 1) : -1;
        int own = count >= 2 ? b.moveAt(count - 2) : -1;
        int lastX = last >= 0 ? p.column(last) : 0;
        int lastY = last >= 0 ? p.row(last) : 0;
        int ownX = own >= 0 ? p.column(own) : 0;
        int ownY = own >= 0 ? p.row(own) : 0;
        for (int i = 0; i < n; i++) {
            int c = moves[i];
            int s = mine[CellTables.compact(p.key(me, c))] + theirs[CellTables.compact(opponentKey(p, me, c))];
            int x = p.column(c);
            int y = p.row(c);
            if (last >= 0) {
                s += w[toLast + bucket(x - lastX, y - lastY)];
            }
            if (own >= 0) {
                s += w[toOwn + bucket(x - ownX, y - ownY)];
            }
            scores[i] = s;
        }
    }
}
