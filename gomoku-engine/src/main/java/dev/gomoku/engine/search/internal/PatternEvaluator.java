package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.Position;

/**
 * The default evaluator: own minus opponent pattern-score sums (the cell tables of the position's
 * {@link PatternWeights}: the rule's defaults unless the searcher was given others), plus the weights'
 * bonuses for the side to move's threats, its penalty for facing an open three and the tempo; half of
 * that sum.
 */
public final class PatternEvaluator implements Evaluator {
    /** The shared stateless instance. */
    public static final PatternEvaluator INSTANCE = new PatternEvaluator();

    private PatternEvaluator() {
    }

    @Override
    public int evaluate(Position position) {
        Side me = position.sideToMove();
        Side op = me.opponent();
        SearchBoard sb = position instanceof SearchBoard b ? b : null;
        // The weights the board's cell scores were made with, so that the terms below match them.
        PatternWeights w = sb != null ? sb.weights() : PatternWeights.of(position.board().rule());
        int c = me == Side.BLACK ? 0 : 1;
        // The opponent's cells by its weights as the side not to move (any other Position: the one sum it has).
        int v = position.patternScore(me) - (sb != null ? sb.waitingPatternScore(op.code()) : position.patternScore(op));
        int opFours = position.levelCount(op, Position.LEVEL_FOUR) + position.levelCount(op, Position.LEVEL_FOUR_THREE)
                + position.levelCount(op, Position.LEVEL_WIN_FOUR);
        // The side to move uses its threats first: strong ones are near-wins when the opponent has
        // no four to interpose.
        if (opFours == 0) {
            if (position.levelCount(me, Position.LEVEL_FOUR_THREE) > 0) {
                v += w.get(PatternWeights.FOUR_THREE + c);
            } else if (position.levelCount(me, Position.LEVEL_DOUBLE_THREE) > 0) {
                v += w.get(PatternWeights.DOUBLE_THREE + c);
            }
        }
        if (ThreatMoveGenerator.canMakeOpenFour(position, op)) {
            // The opponent has an open three: we must spend the move on defence (not when renju black's
            // open-four points are all forbidden).
            v += w.get(PatternWeights.FACING_THREE + c);
        }
        return v / 2 + w.get(PatternWeights.TEMPO + c) / 2;
    }
}
