package dev.gomoku.engine.search;

import dev.gomoku.engine.search.internal.PatternEvaluator;

/**
 * Static evaluation of a position. Implementations must be thread-safe (one instance serves all
 * search threads) and fast: called at every leaf. Read what you need from the {@link Position};
 * do not rescan the board.
 */
@FunctionalInterface
public interface Evaluator {
    /**
     * The score of the position for the side to move, higher is better, within
     * {@code [-Score.MAX_EVAL, Score.MAX_EVAL]} (larger values are clamped). Immediate wins and
     * losses are detected by the search before this is called.
     *
     * @param position the node
     * @return the score
     */
    int evaluate(Position position);

    /**
     * The default: the difference of the two sides' incremental pattern scores, plus bonuses for the
     * side to move's threats and a tempo; its weights per rule are fitted with
     * {@link dev.gomoku.engine.tuning.TexelTuner} on {@link dev.gomoku.engine.tuning.PatternFeatures}.
     *
     * @return the evaluator
     */
    static Evaluator patterns() {
        return PatternEvaluator.INSTANCE;
    }
}
