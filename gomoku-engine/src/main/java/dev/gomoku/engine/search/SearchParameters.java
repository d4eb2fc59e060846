package dev.gomoku.engine.search;

import dev.gomoku.core.Rule;
import java.util.Arrays;
import java.util.Objects;

/**
 * The default search's parameters under one rule: the {@link Tunable} integers (pruning margins, move
 * counts, reductions) and the switches of techniques that measured worth it in some rules only.
 * {@link #forRule(Rule)} is what the SDK plays; a tuner changes one value at a time with
 * {@link #with(Tunable, int)} or several with {@link #toBuilder()}. Immutable.
 *
 * <pre>{@code
 * SearchParameters p = SearchParameters.forRule(Rule.RENJU).with(Tunable.LATE_MOVES, 25);
 * Searcher s = Engine.builder().parameters(Rule.RENJU, p).build();
 * }</pre>
 */
public final class SearchParameters {
    private static final Tunable[] TUNABLES = Tunable.values();
    /** Every rule but renju. */
    private static final SearchParameters DEFAULT = new Builder()
            .set(Tunable.FUTILITY_MARGIN, 70)
            .set(Tunable.FUTILITY_DEPTH, 12)
            .set(Tunable.ASPIRATION_WINDOW, 50)
            .set(Tunable.LATE_MOVES, 20)
            .set(Tunable.REDUCTION_PERCENT, 75)
            .set(Tunable.QUIESCENCE_ATTACKS, 12)
            .set(Tunable.BLOCK_LEVEL, Position.LEVEL_THREE)
            // Order-gap reductions measured worse in freestyle (docs/search.md#order-gap-reductions).
            .set(Tunable.ORDER_GAP, 0)
            .set(Tunable.ORDER_GAP_2, 0)
            .set(Tunable.FOUR_BLOCK_TENTHS, 3)
            .uselessDefencePruning(true)
            // Counter-moves measured no better outside renju (docs/search.md#counter-moves).
            .counterMoves(false)
            .build();
    private static final SearchParameters RENJU = DEFAULT.toBuilder()
            // Wider than elsewhere. 120 won in self-play with the example brain's renju network; the 200
            // before it had suited the pattern evaluation against a stronger engine
            // (docs/search.md#reverse-futility-pruning).
            .set(Tunable.FUTILITY_MARGIN, 120)
            // The single three's cells are quiet: stronger in renju, no different in freestyle
            // (docs/search.md#block-level).
            .set(Tunable.BLOCK_LEVEL, Position.LEVEL_DOUBLE_THREE)
            .set(Tunable.ORDER_GAP, 1500)
            .set(Tunable.ORDER_GAP_2, 3500)
            // Nothing either way in renju (docs/search.md#useless-defence-reduction).
            .uselessDefencePruning(false)
            .counterMoves(true)
            .build();

    /** Values by {@link Tunable#ordinal()}. */
    private final int[] values;
    private final boolean uselessDefencePruning;
    private final boolean counterMoves;

    private SearchParameters(int[] values, boolean uselessDefencePruning, boolean counterMoves) {
        this.values = values;
        this.uselessDefencePruning = uselessDefencePruning;
        this.counterMoves = counterMoves;
    }

    /**
     * The parameters the SDK plays with under a rule (renju has its own; every other rule shares one
     * set). {@code docs/search.md} records how each was measured.
     *
     * @param rule the rule
     * @return the parameters
     * @throws NullPointerException when rule is null
     */
    public static SearchParameters forRule(Rule rule) {
        return Objects.requireNonNull(rule, "rule") == Rule.RENJU ? RENJU : DEFAULT;
    }

    /**
     * One integer parameter.
     *
     * @param t the parameter
     * @return its value
     */
    public int get(Tunable t) {
        return values[t.ordinal()];
    }

    /**
     * Whether a late move that leaves the opponent's open three standing and blocks none of its fours
     * is reduced further when far from the last stones (Rapfi's "useless defence" reduction;
     * {@code docs/search.md#useless-defence-reduction}).
     *
     * @return true if the reduction is on
     */
    public boolean uselessDefencePruning() {
        return uselessDefencePruning;
    }

    /**
     * Whether the move below a four that last cut after the opponent's previous move is ordered right
     * after the killers ({@code docs/search.md#counter-moves}).
     *
     * @return true if counter-moves are on
     */
    public boolean counterMoves() {
        return counterMoves;
    }

    /**
     * These parameters with one integer changed.
     *
     * @param t the parameter
     * @param value its new value
     * @return the new parameters
     * @throws IllegalArgumentException if the value is outside the parameter's range
     */
    public SearchParameters with(Tunable t, int value) {
        return toBuilder().set(t, value).build();
    }

    /**
     * A builder starting from these parameters.
     *
     * @return a new builder
     */
    public Builder toBuilder() {
        Builder b = new Builder();
        System.arraycopy(values, 0, b.values, 0, values.length);
        b.uselessDefencePruning = uselessDefencePruning;
        b.counterMoves = counterMoves;
        return b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SearchParameters p && Arrays.equals(values, p.values)
                && uselessDefencePruning == p.uselessDefencePruning && counterMoves == p.counterMoves;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values) * 4 + (uselessDefencePruning ? 2 : 0) + (counterMoves ? 1 : 0);
    }

    /** Every parameter as {@code name=value}, the names as on command lines. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (Tunable t : TUNABLES) {
            s.append(t.id()).append('=').append(get(t)).append(' ');
        }
        return s.append("uselessDefencePruning=").append(uselessDefencePruning)
                .append(" counterMoves=").append(counterMoves).toString();
    }

    /** Sets parameters one at a time; start from {@link SearchParameters#toBuilder()}. */
    public static final class Builder {
        private final int[] values = new int[TUNABLES.length];
        private boolean uselessDefencePruning;
        private boolean counterMoves;

        private Builder() {
        }

        /**
         * Sets one integer parameter.
         *
         * @param t the parameter
         * @param value its value
         * @return this builder
         * @throws IllegalArgumentException if the value is outside the parameter's range
         */
        public Builder set(Tunable t, int value) {
            values[t.ordinal()] = t.check(value);
            return this;
        }

        /**
         * Turns the useless-defence reduction on or off (see {@link SearchParameters#uselessDefencePruning()}).
         *
         * @param on true for on
         * @return this builder
         */
        public Builder uselessDefencePruning(boolean on) {
            uselessDefencePruning = on;
            return this;
        }

        /**
         * Turns counter-move ordering on or off (see {@link SearchParameters#counterMoves()}).
         *
         * @param on true for on
         * @return this builder
         */
        public Builder counterMoves(boolean on) {
            counterMoves = on;
            return this;
        }

        /**
         * The parameters.
         *
         * @return new parameters
         */
        public SearchParameters build() {
            return new SearchParameters(values.clone(), uselessDefencePruning, counterMoves);
        }
    }
}
