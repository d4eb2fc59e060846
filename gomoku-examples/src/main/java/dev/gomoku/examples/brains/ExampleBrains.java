package dev.gomoku.examples.brains;

import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.brain.SearchBrain;
import dev.gomoku.engine.search.SearchConstants;
import java.util.List;

/** The example brains by name, as the launchers and the CLI name them. */
public final class ExampleBrains {
    /** The names {@link #create(String)} accepts. */
    public static final List<String> NAMES = List.of("random", "weights", "search");

    private ExampleBrains() {
    }

    /**
     * A new brain.
     *
     * @param name {@code random}, {@code weights} or {@code search}
     * @return the brain
     * @throws IllegalArgumentException for an unknown name
     */
    public static Brain create(String name) {
        switch (name) {
            case "random":
                return new RandomBrain();
            case "weights":
                return new WeightsBrain();
            case "search":
                // The library's search brain with all its defaults (the pipe host warms it up at START).
                return search(Long.MAX_VALUE, SearchConstants.DEFAULT);
            default:
                throw new IllegalArgumentException("unknown brain " + name + "; known: " + NAMES);
        }
    }

    /**
     * The search brain with a node budget per move (see {@link SearchBrain.Builder#nodesPerMove}) and
     * its own search constants.
     *
     * @param nodesPerMove at least 1, or {@link Long#MAX_VALUE} for no budget
     * @param constants the search's tunable constants
     * @return the brain
     * @throws IllegalArgumentException when the budget is less than 1
     */
    public static Brain search(long nodesPerMove, SearchConstants constants) {
        SearchBrain.Builder b = SearchBrain.builder().about(new About("search", "1.0", "gomoku-sdk", "", "", ""))
                .constants(constants);
        if (nodesPerMove != Long.MAX_VALUE) {
            b.nodesPerMove(nodesPerMove);
        }
        return b.build();
    }
}
