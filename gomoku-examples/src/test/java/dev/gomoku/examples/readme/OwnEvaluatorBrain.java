package dev.gomoku.examples.readme;

import dev.gomoku.core.Side;
import dev.gomoku.engine.About;
import dev.gomoku.engine.brain.SearchBrain;
import dev.gomoku.engine.host.BrainMain;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.MoveGenerator;

public final class OwnEvaluatorBrain {
    /** Own threats count fully, the opponent's half: a more aggressive player than the default. */
    static final Evaluator AGGRESSIVE = pos -> {
        Side me = pos.sideToMove();
        return pos.patternScore(me) - pos.patternScore(me.opponent()) / 2;
    };

    static SearchBrain create() {
        return SearchBrain.builder()
                .evaluator(AGGRESSIVE)                          // replaced
                .moveGenerator(MoveGenerator.threatAware(16))   // the default generator, capped
                .about(About.of("aggressive", "1.0"))
                .build();            // default table, VCF/VCT, time, memory, threads, Swap2, warm-up
    }

    public static void main(String[] args) {
        System.exit(BrainMain.run(create(), args));
    }
}
