package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Side;
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
        Side me = position.sideToMove();
        Side op = me.opponent();
        int v = position.patternScore(me) - position.patternScore(op);
        int opFours = position.levelCount(op, Position.LEVEL_FOUR) + position.levelCount(op, Position.LEVEL_FOUR_THREE)
                + position.levelCount(op, Position.LEVEL_WIN_FOUR);
        // The side to move uses its threats first; strong ones are near-wins when the opponent
        // has no four to interpose (renju black's may be forbidden: counted smaller).
        boolean blackRenju = me == Side.BLACK && position.board().rule().hasForbiddenMoves();
        if (opFours == 0) {
            if (position.levelCount(me, Position.LEVEL_FOUR_THREE) > 0) {
                v += blackRenju ? 1500 : 4000;
            } else if (position.levelCount(me, Position.LEVEL_DOUBLE_THREE) > 0) {
                v += blackRenju ? 200 : 1600;
            }
        }
        if (position.levelCount(op, Position.LEVEL_WIN_FOUR) > 0) {
            // The opponent has an open three: we must spend the move on defence.
            v -= 600;
        }
        return v / 2 + 30;
    }
}
