package dev.gomoku.engine.tuning;

import dev.gomoku.core.Rule;

/**
 * What {@link SelfPlay} plays.
 *
 * @param rule the rule
 * @param size the board size; the SDK must ship balanced openings for it and the rule
 * @param games how many games
 * @param nodes the search's node budget per move (one thread: the games are reproducible)
 * @param seed the seed of the random plies after each opening
 * @param randomPlies random moves (near the stones, legal, not winning) played after each opening, unscored
 * @param threads games played at once; the output does not depend on it
 */
public record SelfPlaySettings(Rule rule, int size, int games, long nodes, long seed, int randomPlies, int threads) {
    /**
     * Checks the values.
     *
     * @param rule see the record component
     * @param size see the record component
     * @param games see the record component
     * @param nodes see the record component
     * @param seed see the record component
     * @param randomPlies see the record component
     * @param threads see the record component
     * @throws IllegalArgumentException if a count is out of range
     */
    public SelfPlaySettings {
        if (games < 1 || nodes < 1 || randomPlies < 0 || threads < 1) {
            throw new IllegalArgumentException("games, nodes and threads must be positive, random plies not negative");
        }
    }
}
