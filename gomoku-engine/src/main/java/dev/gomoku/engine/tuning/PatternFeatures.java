package dev.gomoku.engine.tuning;

import dev.gomoku.core.Board;
import dev.gomoku.core.Pattern;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Position;
import dev.gomoku.engine.search.internal.CellTables;
import dev.gomoku.engine.search.internal.PatternWeights;
import dev.gomoku.engine.search.internal.ThreatMoveGenerator;

/**
 * The default evaluator's features: per colour and role (to move or waiting), how many candidate cells'
 * lines make each pattern and how many cells make each combination (counted for the side to move,
 * against for the other), and the
 * side to move's bonus, penalty and tempo terms. With {@link #defaults(Rule)} as weights the linear sum
 * is the default evaluation (within 1 for its integer halving; cell scores above the tables' cap of
 * 8191 aside).
 */
public final class PatternFeatures implements Features {
    /** The one instance: the features do not depend on the rule, their default weights do. */
    public static final PatternFeatures INSTANCE = new PatternFeatures();

    private PatternFeatures() {
    }

    @Override
    public int size() {
        return PatternWeights.SIZE;
    }

    @Override
    public String name(int i) {
        return PatternWeights.name(i);
    }

    /**
     * The weights the engine plays with under a rule, as a tuner's starting point.
     *
     * @param rule the rule
     * @return {@link #size()} weights
     */
    public double[] defaults(Rule rule) {
        int[] w = PatternWeights.of(rule).values();
        double[] d = new double[w.length];
        for (int i = 0; i < w.length; i++) {
            d[i] = w[i];
        }
        return d;
    }

    @Override
    public double lowest(int i) {
        // Line and combination weights fill the cell tables, whose entries are never negative.
        return i < PatternWeights.FOUR_THREE ? 0 : Double.NEGATIVE_INFINITY;
    }

    @Override
    public void extract(Position position, double[] out) {
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
                        out[PatternWeights.LINE + table * PatternWeights.LINES + p - 1] += unit;
                    }
                }
                int combo = CellTables.combo(key);
                if (combo >= 0) {
                    out[PatternWeights.COMBO + table * PatternWeights.COMBOS + combo] += unit;
                }
            }
        }
        int c = me == Side.BLACK ? 0 : 1;
        int opFours = position.levelCount(op, Position.LEVEL_FOUR) + position.levelCount(op, Position.LEVEL_FOUR_THREE)
                + position.levelCount(op, Position.LEVEL_WIN_FOUR);
        if (opFours == 0) {
            if (position.levelCount(me, Position.LEVEL_FOUR_THREE) > 0) {
                out[PatternWeights.FOUR_THREE + c] += 0.5;
            } else if (position.levelCount(me, Position.LEVEL_DOUBLE_THREE) > 0) {
                out[PatternWeights.DOUBLE_THREE + c] += 0.5;
            }
        }
        if (ThreatMoveGenerator.canMakeOpenFour(position, op)) {
            out[PatternWeights.FACING_THREE + c] += 0.5;
        }
        out[PatternWeights.TEMPO + c] += 0.5;
    }
}
