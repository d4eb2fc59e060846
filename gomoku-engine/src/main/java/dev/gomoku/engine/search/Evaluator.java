package dev.gomoku.engine.search;

import dev.gomoku.engine.search.internal.NetworkCodec;
import dev.gomoku.engine.search.internal.NetworkEvaluator;
import dev.gomoku.engine.search.internal.PatternEvaluator;
import java.nio.file.Path;

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

    /**
     * A learned evaluation: a network weights file ({@code gomoku train} writes them), for the rule it
     * was trained for; positions under any other rule get {@link #patterns()}. The network reads the
     * line patterns around every empty cell, adds them up in an accumulator the search keeps per thread
     * and updates only where moves changed patterns, and computes in integers. The whole file is checked
     * here, so that a bad one fails before any game.
     *
     * @param path the weights file
     * @return the evaluator
     * @throws NetworkFileException naming the file and what is wrong with it
     */
    static Evaluator network(Path path) throws NetworkFileException {
        return new NetworkEvaluator(NetworkCodec.read(path));
    }

    /**
     * {@link #network(Path)} from the class path: a resource of a class, so of its module (a brain ships
     * its network inside its jar this way).
     *
     * @param anchor the class whose {@link Class#getResourceAsStream(String)} finds the file
     * @param resource the resource name, relative to the class's package unless it starts with {@code /}
     * @return the evaluator
     * @throws NetworkFileException naming the resource and what is wrong with it (also when there is none)
     */
    static Evaluator network(Class<?> anchor, String resource) throws NetworkFileException {
        return new NetworkEvaluator(NetworkCodec.resource(anchor, resource));
    }
}
