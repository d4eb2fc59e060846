package dev.gomoku.engine.search;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.internal.DefaultSearcher;
import dev.gomoku.engine.search.internal.OrderWeights;
import dev.gomoku.engine.search.internal.PatternWeights;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongFunction;

/**
 * Assembles the default {@link Searcher} from replaceable parts.
 *
 * <pre>{@code
 * Searcher s = Engine.builder()
 *         .evaluator(pos -> pos.patternScore(pos.sideToMove()) - pos.patternScore(pos.sideToMove().opponent()))
 *         .moveGenerator(MoveGenerator.threatAware(16))
 *         .build();
 * SearchResult r = s.search(board, SearchLimits.depth(6), SearchListener.NONE);
 * }</pre>
 */
public final class Engine {
    private Engine() {
    }

    /**
     * A builder preset with the defaults: {@link Evaluator#patterns()},
     * {@link MoveGenerator#threatAware()}, {@link TranspositionTable#create(long)},
     * {@link SearchParameters#forRule(Rule)}.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The searcher with all default parts.
     *
     * @return a new searcher
     */
    public static Searcher create() {
        return builder().build();
    }

    /** Chooses the parts of a searcher. */
    public static final class Builder {
        private Evaluator evaluator = Evaluator.patterns();
        private MoveGenerator generator = MoveGenerator.threatAware();
        private LongFunction<TranspositionTable> table = TranspositionTable::create;
        private final Map<Rule, SearchParameters> parameters = new EnumMap<>(Rule.class);
        private final Map<Rule, PatternWeights> weights = new EnumMap<>(Rule.class);
        private final Map<Rule, OrderWeights> order = new EnumMap<>(Rule.class);

        private Builder() {
        }

        /**
         * Replaces the evaluator.
         *
         * @param e a thread-safe evaluator
         * @return this builder
         * @throws NullPointerException when e is null
         */
        public Builder evaluator(Evaluator e) {
            evaluator = Objects.requireNonNull(e, "evaluator");
            return this;
        }

        /**
         * Replaces the move generator.
         *
         * @param g a thread-safe generator
         * @return this builder
         * @throws NullPointerException when g is null
         */
        public Builder moveGenerator(MoveGenerator g) {
            generator = Objects.requireNonNull(g, "moveGenerator");
            return this;
        }

        /**
         * Replaces the transposition table.
         *
         * @param factory makes a table of at most the given number of bytes
         * @return this builder
         * @throws NullPointerException when factory is null
         */
        public Builder transpositionTable(LongFunction<TranspositionTable> factory) {
            table = Objects.requireNonNull(factory, "transpositionTable");
            return this;
        }

        /**
         * Replaces the default search's parameters under one rule.
         *
         * @param rule the rule they are for (only that rule's games use them)
         * @param p the parameters; default {@link SearchParameters#forRule(Rule)}
         * @return this builder
         * @throws NullPointerException when rule or p is null
         */
        public Builder parameters(Rule rule, SearchParameters p) {
            parameters.put(Objects.requireNonNull(rule, "rule"), Objects.requireNonNull(p, "parameters"));
            return this;
        }

        /**
         * Replaces the weights of the default cell scores under one rule: the scores that
         * {@link Position#patternScore} sums, and the terms of {@link Evaluator#patterns()} (the default
         * generator orders moves by weights of its own: {@link #orderWeights}).
         * The values are {@code gomoku tune}'s: its {@code as an array:} line, in the order of
         * {@link dev.gomoku.engine.tuning.PatternFeatures}' names and {@code defaults(rule)}.
         *
         * @param rule the rule they are for (only that rule's games use them)
         * @param values {@code PatternFeatures.INSTANCE.size()} weights (copied); a cell's score, the sum of
         *     its line and combination weights, is kept within 0 to 8191
         * @return this builder
         * @throws IllegalArgumentException if the count is wrong
         * @throws NullPointerException when rule or values is null
         */
        public Builder patternWeights(Rule rule, int[] values) {
            Objects.requireNonNull(rule, "rule");
            weights.put(rule, PatternWeights.custom(values));
            return this;
        }

        /**
         * Replaces the default generator's move-ordering weights under one rule: how
         * {@link MoveGenerator#threatAware()} ranks the candidates of the search's own positions. The values
         * are {@code gomoku tune --order}'s {@code as an array:} line (per colour to move, for the mover's and
         * the opponent's patterns at a cell: each direction's line pattern, the cell's threat level and
         * combination; then the cell's distance to the last two stones; in thousandths of a logit).
         *
         * @param rule the rule they are for (only that rule's games use them)
         * @param values as many weights as {@code gomoku tune --order} prints, or
         *     {@link dev.gomoku.engine.tuning.OrderFit#weights()} holds (copied), each within +-1,000,000
         * @return this builder
         * @throws IllegalArgumentException if the count is wrong or a weight is out of range
         * @throws NullPointerException when rule or values is null
         */
        public Builder orderWeights(Rule rule, int[] values) {
            Objects.requireNonNull(rule, "rule");
            order.put(rule, OrderWeights.custom(Objects.requireNonNull(values, "values")));
            return this;
        }

        /**
         * Builds the searcher.
         *
         * @return a new searcher
         */
        public Searcher build() {
            // Weights are immutable: the searcher may share them; the copy keeps later calls out of it.
            Map<Rule, PatternWeights> own = new EnumMap<>(weights);
            Map<Rule, OrderWeights> ownOrder = new EnumMap<>(order);
            Map<Rule, SearchParameters> ownParameters = new EnumMap<>(parameters);
            return new DefaultSearcher(evaluator, generator, table,
                    rule -> ownParameters.getOrDefault(rule, SearchParameters.forRule(rule)),
                    rule -> own.getOrDefault(rule, PatternWeights.of(rule)),
                    rule -> ownOrder.getOrDefault(rule, OrderWeights.of(rule)));
        }
    }
}
