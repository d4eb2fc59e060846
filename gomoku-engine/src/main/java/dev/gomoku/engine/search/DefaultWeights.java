package dev.gomoku.engine.search;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.internal.OrderWeights;
import dev.gomoku.engine.search.internal.PatternWeights;
import dev.gomoku.engine.search.internal.SearchBoard;

/**
 * The weights of the default evaluation ({@link Evaluator#patterns()}) and of the default move ordering
 * ({@link MoveGenerator#threatAware()}): their values per rule and the features each weight multiplies,
 * for tuners ({@code dev.gomoku.engine.tuning}). Their layout is the one
 * {@link Engine.Builder#patternWeights} and {@link Engine.Builder#orderWeights} take.
 */
public final class DefaultWeights {
    /** Number of evaluation weights. */
    public static final int PATTERN_COUNT = PatternWeights.SIZE;
    /** Number of move-ordering weights. */
    public static final int ORDER_COUNT = OrderWeights.SIZE;
    /** The most move-ordering weights that score one candidate ({@link #orderFeatures}). */
    public static final int MAX_ORDER_FEATURES = OrderWeights.MAX_FEATURES;

    private DefaultWeights() {
    }

    /**
     * The evaluation weights the engine plays with under a rule.
     *
     * @param rule the rule
     * @return {@link #PATTERN_COUNT} weights (a copy)
     */
    public static int[] patterns(Rule rule) {
        return PatternWeights.of(rule).values();
    }

    /**
     * An evaluation weight's name: {@code black.to_move.FLEX_THREE}, {@code white.waiting.win_four},
     * {@code black.tempo}.
     *
     * @param i 0 to {@link #PATTERN_COUNT} - 1
     * @return the name
     */
    public static String patternName(int i) {
        return PatternWeights.name(i);
    }

    /**
     * Whether an evaluation weight is a cell score (a line pattern's or a combination's), which is never
     * negative; the others are the evaluator's bonus, penalty and tempo terms.
     *
     * @param i 0 to {@link #PATTERN_COUNT} - 1
     * @return true for a cell score
     */
    public static boolean isCellScore(int i) {
        return i < PatternWeights.FOUR_THREE;
    }

    /**
     * Adds what each evaluation weight multiplies at a position: with the weights in use, the sum of
     * weight times value is the evaluation (within 1 for its integer halving; cell scores above the
     * tables' cap of 8191 aside).
     *
     * @param position the position
     * @param out {@link #PATTERN_COUNT} values, added to
     */
    public static void addPatternFeatures(Position position, double[] out) {
        PatternWeights.addFeatures(position, out);
    }

    /**
     * The move-ordering weights the engine plays with under a rule.
     *
     * @param rule the rule
     * @return {@link #ORDER_COUNT} weights (a copy)
     */
    public static int[] order(Rule rule) {
        return OrderWeights.of(rule).values();
    }

    /**
     * The move-ordering weights that score a candidate of the side to move: its ordering score is their
     * sum.
     *
     * @param position a position from {@link Position#of} or the default search
     * @param move an empty candidate cell
     * @param into receives up to {@link #MAX_ORDER_FEATURES} weight indices
     * @return how many were written
     * @throws IllegalArgumentException if the position is not the default search's
     */
    public static int orderFeatures(Position position, int move, int[] into) {
        if (!(position instanceof SearchBoard p)) {
            throw new IllegalArgumentException("not a position of the default search: " + position);
        }
        return OrderWeights.features(p, move, into);
    }
}
