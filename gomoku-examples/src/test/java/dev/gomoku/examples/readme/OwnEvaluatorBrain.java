package dev.gomoku.examples.readme;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Turn;
import dev.gomoku.engine.search.Engine;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.MoveGenerator;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchResult;
import dev.gomoku.engine.search.Searcher;

/** The README's search-extension example, kept here so that it always compiles and works. */
public final class OwnEvaluatorBrain implements Brain {
    /** Own threats count fully, the opponent's half: a more aggressive player than the default. */
    static final Evaluator AGGRESSIVE = pos -> {
        Side me = pos.sideToMove();
        return pos.patternScore(me) - pos.patternScore(me.opponent()) / 2;
    };

    private final Searcher searcher = Engine.builder()
            .evaluator(AGGRESSIVE)                          // replaced
            .moveGenerator(MoveGenerator.threatAware(16))   // the default generator, capped
            .build();                                       // default table, search and VCF/VCT

    @Override
    public Point move(Board board, Turn turn) {
        SearchResult r = searcher.search(board,
                SearchLimits.until(turn.deadlineNanos(), turn::stopRequested),
                info -> turn.publish(new Point(board.x(info.bestMove()), board.y(info.bestMove()))));
        return new Point(board.x(r.bestMove()), board.y(r.bestMove()));
    }

    /**
     * The searcher, for tests.
     *
     * @return the searcher
     */
    Searcher searcher() {
        return searcher;
    }
}
