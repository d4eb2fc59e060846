package dev.gomoku.engine.tuning;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.DefaultWeights;
import dev.gomoku.engine.search.Position;

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
        return DefaultWeights.PATTERN_COUNT;
    }

    @Override
    public String name(int i) {
        return DefaultWeights.patternName(i);
    }

    /**
     * The weights the engine plays with under a rule, as a tuner's starting point.
     *
     * @param rule the rule
     * @return {@link #size()} weights
     */
    public double[] defaults(Rule rule) {
        int[] w = DefaultWeights.patterns(rule);
        double[] d = new double[w.length];
        for (int i = 0; i < w.length; i++) {
            d[i] = w[i];
        }
        return d;
    }

    @Override
    public double lowest(int i) {
        // Line and combination weights fill the cell tables, whose entries are never negative.
        return DefaultWeights.isCellScore(i) ? 0 : Double.NEGATIVE_INFINITY;
    }

    @Override
    public void extract(Position position, double[] out) {
        DefaultWeights.addPatternFeatures(position, out);
    }
}
