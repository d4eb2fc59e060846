package dev.gomoku.examples.brains;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.brain.SearchBrain;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.NetworkFileException;
import dev.gomoku.engine.search.Position;
import dev.gomoku.engine.search.SearchParameters;
import java.util.List;
import java.util.Map;

/** The example brains by name, as the launchers and the CLI name them. */
public final class ExampleBrains {
    /** The names {@link #create(String)} accepts. */
    public static final List<String> NAMES = List.of("random", "weights", "search");

    /** The SDK's own networks, resources beside this class (docs/search.md has the commands that made them). */
    private static final String FREESTYLE_NETWORK = "freestyle.gknn";
    private static final String RENJU_NETWORK = "renju.gknn";

    private ExampleBrains() {
    }

    /**
     * The search brain's default evaluation: the SDK's own networks (docs/strength-log.md). In freestyle, the
     * first generation won its SPRT against the pattern evaluation at equal time and the shipped second won
     * against the first; in renju, the second generation won against the pattern evaluation at equal time and
     * the shipped third against the second. The other rules, for which there is no network, keep the pattern
     * evaluation.
     *
     * @return the evaluator
     */
    public static Evaluator defaultEvaluator() {
        return DefaultNetworks.EVALUATOR;
    }

    /** Loaded on first use, once: the weights are read-only and shared by every brain of this JVM. */
    private static final class DefaultNetworks {
        static final Evaluator EVALUATOR = new ByRule(load(FREESTYLE_NETWORK), load(RENJU_NETWORK));

        private static Evaluator load(String resource) {
            try {
                return Evaluator.network(ExampleBrains.class, resource);
            } catch (NetworkFileException e) {
                // the jar's own resource: only a broken build gets here
                throw new IllegalStateException("the examples jar's " + resource + ": " + e.getMessage(), e);
            }
        }
    }

    /**
     * The renju network under renju, the freestyle one under every other rule (a network answers its own
     * rule only and gives the others the pattern evaluation).
     */
    private record ByRule(Evaluator freestyle, Evaluator renju) implements Evaluator {
        @Override
        public int evaluate(Position position) {
            return (position.board().rule() == Rule.RENJU ? renju : freestyle).evaluate(position);
        }
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
                return search(Long.MAX_VALUE, Map.of(), Map.of(), Map.of(), defaultEvaluator());
            default:
                throw new IllegalArgumentException("unknown brain " + name + "; known: " + NAMES);
        }
    }

    /**
     * The search brain with a node budget per move (see {@link SearchBrain.Builder#nodesPerMove}), its
     * own search parameters, and its own evaluation and move-ordering weights under some rules.
     *
     * @param nodesPerMove at least 1, or {@link Long#MAX_VALUE} for no budget
     * @param parameters per rule, the search parameters to play with there (see
     *     {@link SearchBrain.Builder#parameters}); the other rules keep {@link SearchParameters#forRule}
     * @param weights per rule, the weights to play with there (see {@link SearchBrain.Builder#patternWeights});
     *     the other rules keep the defaults
     * @param order per rule, the move-ordering weights to play with there (see
     *     {@link SearchBrain.Builder#orderWeights}); the other rules keep the defaults
     * @param evaluator the evaluation ({@link #defaultEvaluator()}, {@link Evaluator#patterns()}, or a network)
     * @return the brain
     * @throws IllegalArgumentException when the budget is less than 1, or a rule's weights are refused (not
     *     as many as the engine takes, or an ordering weight out of its range)
     */
    public static Brain search(long nodesPerMove, Map<Rule, SearchParameters> parameters, Map<Rule, int[]> weights,
            Map<Rule, int[]> order, Evaluator evaluator) {
        SearchBrain.Builder b = SearchBrain.builder().about(new About("search", "1.0", "gomoku-sdk", "", "", ""));
        b.evaluator(evaluator);
        parameters.forEach(b::parameters);
        weights.forEach(b::patternWeights);
        order.forEach(b::orderWeights);
        if (nodesPerMove != Long.MAX_VALUE) {
            b.nodesPerMove(nodesPerMove);
        }
        return b.build();
    }
}
