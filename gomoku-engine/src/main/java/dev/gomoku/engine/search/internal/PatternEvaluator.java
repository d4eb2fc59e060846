package dev.gomoku.engine.search.internal;

import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.Position;

/** The default evaluator: own minus opponent pattern-score sums, with a bonus for having the move. */
public final class PatternEvaluator implements Evaluator {
    /** The shared stateless instance. */
    public static final PatternEvaluator INSTANCE = new PatternEvaluator();

    private PatternEvaluator() {
    }

    @Override
    public int evaluate(Position position) {
        int me = position.sideToMove();
        int op = 3 - me;
        int v = position.patternScore(me) - position.patternScore(op);
        // The side to move gets to use its threats first.
        if (position.levelCount(me, Position.LEVEL_FOUR_THREE) > 0 || position.levelCount(me, Position.LEVEL_DOUBLE_THREE) > 0) {
            v += 300;
        }
        if (position.levelCount(op, Position.LEVEL_WIN_FOUR) > 0) {
            v -= 200;
        }
        return v / 2 + 30;
    }
}
