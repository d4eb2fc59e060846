package @PACKAGE@;

import dev.gomoku.core.Side;
import dev.gomoku.engine.About;
import dev.gomoku.engine.brain.SearchBrain;
import dev.gomoku.engine.host.BrainMain;
import dev.gomoku.engine.search.Evaluator;

/**
 * The @NAME@ brain: the SDK's search with an evaluator of its own. Change {@link #EVALUATOR} (or
 * the other parts of the builder) to make it yours; the SDK's hosts do the protocols, the clock and
 * the safety net.
 */
public final class @CLASS@ {
    /** Scores a position for the side to move: its line patterns against the opponent's. */
    static final Evaluator EVALUATOR = pos -> {
        Side me = pos.sideToMove();
        return pos.patternScore(me) - pos.patternScore(me.opponent());
    };

    private @CLASS@() {
    }

    /**
     * A new brain.
     *
     * @return the brain
     */
    public static SearchBrain create() {
        return SearchBrain.builder()
                .evaluator(EVALUATOR)
                .about(About.of("@NAME@", "1.0"))
                .build();
    }

    /**
     * Runs the brain: no argument or {@code pipe}, {@code legacy}, {@code koth OPPONENT SEED}, {@code --help}.
     *
     * @param args the protocol and its arguments
     */
    public static void main(String[] args) {
        System.exit(BrainMain.run(create(), args));
    }
}
