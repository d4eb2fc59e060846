package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.core.Pattern;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Position;

/**
 * The default evaluation's weights for one rule, in table units (the evaluator returns half of a
 * weighted sum): per colour and role (that colour to move, or waiting), a score per line pattern and
 * per combination on a cell, which fill four {@link CellTables cell tables}; and, by the colour to
 * move, the evaluator's bonuses for a four-three or double three against no four, the penalty for
 * facing an open three, and the tempo. The values are printed by {@code gomoku tune}.
 * Indices are the tuner's feature indices ({@code dev.gomoku.engine.tuning.PatternFeatures}).
 */
public final class PatternWeights {
    /** Line patterns with a weight: {@link Pattern#BLOCKED_ONE} to {@link Pattern#FIVE}. */
    public static final int LINES = Pattern.FIVE.ordinal();
    /** Cell combinations with a weight: win four, four-three, double three, double two, four plus, three plus. */
    public static final int COMBOS = 6;
    /**
     * First line weight: {@code LINE + (2 * colour + role) * LINES + ordinal - 1} (colour 0 black, 1
     * white; role 0 when that colour is to move, 1 when it is not: a three of the side to move is
     * nearly a four, the other side's is something to answer).
     */
    public static final int LINE = 0;
    /** First combination weight: {@code COMBO + (2 * colour + role) * COMBOS + combination}. */
    public static final int COMBO = LINE + 4 * LINES;
    /** Bonus for a four-three against no four, by the colour to move. */
    public static final int FOUR_THREE = COMBO + 4 * COMBOS;
    /** Bonus for a double three (and no four-three) against no four, by the colour to move. */
    public static final int DOUBLE_THREE = FOUR_THREE + 2;
    /** Added when the opponent has an open three (a cell making an open four), by the colour to move. */
    public static final int FACING_THREE = DOUBLE_THREE + 2;
    /** Added for having the move, by the colour to move. */
    public static final int TEMPO = FACING_THREE + 2;
    /** Number of weights. */
    public static final int SIZE = TEMPO + 2;

    /** Combination indices. */
    static final int WIN_FOUR = 0;
    static final int FOUR_THREE_CELL = 1;
    static final int DOUBLE_THREE_CELL = 2;
    static final int DOUBLE_TWO = 3;
    /** A four and a two or blocked three (no open three). */
    static final int FOUR_PLUS = 4;
    /** One open three and a two or blocked three. */
    static final int THREE_PLUS = 5;

    private static final PatternWeights FREESTYLE = new PatternWeights(defaults(false));
    private static final PatternWeights RENJU = new PatternWeights(defaults(true));

    private final int[] w;
    /**
     * Per colour: packed {@code score << 3 | level} per key of both roles in one int, as the side to
     * move (low 16 bits) and waiting (high 16), so that a changed cell reads one entry for both.
     */
    private final int[][] paired = new int[2][];

    private PatternWeights(int[] w) {
        this.w = w;
        for (int colour = 0; colour < 2; colour++) {
            char[] toMove = CellTables.pack(w, 2 * colour);
            char[] waiting = CellTables.pack(w, 2 * colour + 1);
            // By the key itself, not its compact index: a larger table, but no index to compute per read.
            int[] both = new int[CellTables.SIZE];
            for (int key = 0; key < both.length; key++) {
                int i = CellTables.compact(key);
                both[key] = toMove[i] | waiting[i] << 16;
            }
            paired[colour] = both;
        }
    }

    /**
     * The weights the engine plays with under a rule: renju's own, the freestyle set for the others.
     *
     * @param rule the rule
     * @return the weights
     */
    public static PatternWeights of(Rule rule) {
        return rule == Rule.RENJU ? RENJU : FREESTYLE;
    }

    /**
     * Weights of one's own, in the order and units of {@link #name(int)} and {@code gomoku tune}'s
     * {@code as an array:} line.
     *
     * @param values {@link #SIZE} weights (copied)
     * @return the weights
     * @throws IllegalArgumentException if there are not {@link #SIZE} values
     */
    public static PatternWeights custom(int[] values) {
        if (values.length != SIZE) {
            throw new IllegalArgumentException("the pattern evaluation has " + SIZE + " weights, got " + values.length);
        }
        return new PatternWeights(values.clone());
    }

    /**
     * One weight.
     *
     * @param i 0 to {@link #SIZE} - 1
     * @return its value
     */
    public int get(int i) {
        return w[i];
    }

    /**
     * All weights.
     *
     * @return a copy
     */
    public int[] values() {
        return w.clone();
    }

    /** A colour's packed values of both roles per 16-bit key: as the side to move low, waiting high. */
    int[] paired(int colour) {
        return paired[colour];
    }

    /**
     * A weight's name, as the tuner prints it: {@code black.to_move.FLEX_THREE},
     * {@code white.waiting.win_four}, {@code black.tempo}.
     *
     * @param i 0 to {@link #SIZE} - 1
     * @return the name
     */
    public static String name(int i) {
        if (i < COMBO) {
            int t = (i - LINE) / LINES;
            return colour(t / 2) + role(t % 2) + Pattern.of((i - LINE) % LINES + 1).name();
        }
        if (i < FOUR_THREE) {
            String[] combos = {"win_four", "four_three", "double_three", "double_two", "four_plus", "three_plus"};
            int t = (i - COMBO) / COMBOS;
            return colour(t / 2) + role(t % 2) + combos[(i - COMBO) % COMBOS];
        }
        String[] terms = {"four_three_bonus", "double_three_bonus", "facing_three", "tempo"};
        return colour((i - FOUR_THREE) % 2) + terms[(i - FOUR_THREE) / 2];
    }

    /**
     * Adds a position's feature values to {@code out}: what each weight multiplies in the evaluation, per
     * colour and role (to move or waiting), the candidate cells' line patterns and combinations (counted
     * for the side to move, against for the other), and the side to move's bonus, penalty and tempo
     * terms. With these weights the sum is the evaluation (within 1 for its integer halving; cell scores
     * above the tables' cap of 8191 aside).
     *
     * @param position the position
     * @param out {@link #SIZE} values, added to
     */
    public static void addFeatures(Position position, double[] out) {
        Board board = position.board();
        Side me = position.sideToMove();
        Side op = me.opponent();
        int n = position.candidateCount();
        for (Side side : new Side[] {Side.BLACK, Side.WHITE}) {
            // Tables per colour and role: as the side to move, or as the one waiting.
            int table = 2 * (side == Side.BLACK ? 0 : 1) + (side == me ? 0 : 1);
            // The evaluator halves its sum: each count is worth half a weight.
            double unit = side == me ? 0.5 : -0.5;
            for (int i = 0; i < n; i++) {
                int c = position.candidate(i);
                int key = 0;
                for (int d = 0; d < Board.DIRECTIONS; d++) {
                    int p = board.pattern(side, c, d);
                    key |= p << (CellTables.BITS * d);
                    if (p >= Pattern.BLOCKED_ONE.ordinal() && p <= Pattern.FIVE.ordinal()) {
                        out[LINE + table * LINES + p - 1] += unit;
                    }
                }
                int combo = CellTables.combo(key);
                if (combo >= 0) {
                    out[COMBO + table * COMBOS + combo] += unit;
                }
            }
        }
        int c = me == Side.BLACK ? 0 : 1;
        int opFours = position.levelCount(op, Position.LEVEL_FOUR) + position.levelCount(op, Position.LEVEL_FOUR_THREE)
                + position.levelCount(op, Position.LEVEL_WIN_FOUR);
        if (opFours == 0) {
            if (position.levelCount(me, Position.LEVEL_FOUR_THREE) > 0) {
                out[FOUR_THREE + c] += 0.5;
            } else if (position.levelCount(me, Position.LEVEL_DOUBLE_THREE) > 0) {
                out[DOUBLE_THREE + c] += 0.5;
            }
        }
        if (ThreatMoveGenerator.canMakeOpenFour(position, op)) {
            out[FACING_THREE + c] += 0.5;
        }
        out[TEMPO + c] += 0.5;
    }

    private static String role(int r) {
        return r == 0 ? "to_move." : "waiting.";
    }

    private static String colour(int c) {
        return c == 0 ? "black." : "white.";
    }

    private static int[] defaults(boolean renju) {
        // Printed by `gomoku tune` ("as an array"); docs/search.md#evaluation says how they were fitted.
        return renju
                ? new int[] {0, 19, 2, 22, 52, 237, 304, 743, 1500, 0, 8, 0, 29, 47, 185, 278, 407, 1500, 0, 12, 40, 42, 100,
                    226, 323, 400, 1500, 0, 14, 43, 27, 83, 164, 326, 0, 1500, 0, 1967, 0, 143, 672, 292, 59, 2184, 0,
                    105, 617, 272, 352, 1643, 0, 33, 484, 0, 642, 1324, 59, 63, 501, 18, 1500, 4000, -622, 5014, -918,
                    -1714, 713, 9}
                : new int[] {6, 8, 10, 34, 56, 231, 264, 156, 1500, 1, 0, 15, 36, 46, 230, 252, 46, 1500, 0, 3, 24, 36, 76, 212,
                    256, 252, 1500, 0, 0, 37, 15, 61, 162, 222, 400, 1500, 992, 1240, 0, 49, 605, 146, 1177, 1547, 89,
                    40, 534, 135, 385, 732, 0, 50, 403, 72, 453, 771, 0, 74, 433, 101, 4000, 4000, 4681, 3179, 2, 204,
                    398, -56};
    }
}
