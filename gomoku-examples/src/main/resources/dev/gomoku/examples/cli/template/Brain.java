package @PACKAGE@;

import dev.gomoku.core.Side;
import dev.gomoku.engine.About;
import dev.gomoku.engine.brain.SearchBrain;
import dev.gomoku.engine.host.BrainMain;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.NetworkFileException;

/**
 * The @NAME@ brain: the SDK's search with an evaluator of its own, or a network its author trained.
 * Change {@link #EVALUATOR} (or the other parts of the builder) to make it yours; the SDK's hosts do
 * the protocols, the clock and the safety net.
 */
public final class @CLASS@ {
    /**
     * A network for one rule, when the jar has it: {@code gomoku train DATA -o src/main/resources/@NAME@.gknn}.
     * It evaluates positions of its rule; the SDK's default evaluation takes the other rules.
     */
    static final String NETWORK = "/@NAME@.gknn";

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
     * @throws NetworkFileException if the jar's network is damaged: at start-up, never mid-game
     */
    public static SearchBrain create() throws NetworkFileException {
        return SearchBrain.builder()
                .evaluator(evaluator())
                .about(About.of("@NAME@", "1.0"))
                .build();
    }

    /** The network when the jar has one (the whole file checked here), else {@link #EVALUATOR}. */
    static Evaluator evaluator() throws NetworkFileException {
        return @CLASS@.class.getResource(NETWORK) == null ? EVALUATOR : Evaluator.network(@CLASS@.class, NETWORK);
    }

    /**
     * Runs the brain: no argument or {@code pipe}, {@code legacy}, {@code koth OPPONENT SEED}, {@code --help}.
     *
     * @param args the protocol and its arguments
     * @throws NetworkFileException if the jar's network is damaged (before the first protocol line)
     */
    public static void main(String[] args) throws NetworkFileException {
        System.exit(BrainMain.run(create(), args));
    }
}
