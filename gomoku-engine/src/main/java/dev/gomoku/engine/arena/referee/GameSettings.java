package dev.gomoku.engine.arena.referee;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import java.util.List;
import java.util.Objects;

/**
 * The settings of one game.
 *
 * @param width board width, 5..32
 * @param height board height, 5..32
 * @param rule the rule
 * @param time the clocks
 * @param opening stones placed before the first request, in move order (black first); may be empty
 * @param swap2 whether the game begins with a Swap2 opening phase (after the opening stones, if any)
 */
public record GameSettings(int width, int height, Rule rule, TimeControl time, List<Point> opening, boolean swap2) {

    /**
     * Checks and copies the values.
     *
     * @param width the width component
     * @param height the height component
     * @param rule the rule component
     * @param time the time component
     * @param opening the opening component
     * @param swap2 the swap2 component
     * @throws IllegalArgumentException if a size is outside 5..32
     * @throws NullPointerException if rule, time or opening is null
     */
    public GameSettings {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(time, "time");
        opening = List.copyOf(opening);
        if (width < Board.MIN_SIZE || width > Board.MAX_SIZE || height < Board.MIN_SIZE || height > Board.MAX_SIZE) {
            throw new IllegalArgumentException("board size " + width + "x" + height + " outside 5..32");
        }
    }

    /**
     * A square board without opening stones and without Swap2.
     *
     * @param size width and height
     * @param rule the rule
     * @param time the clocks
     * @return the settings
     */
    public static GameSettings of(int size, Rule rule, TimeControl time) {
        return new GameSettings(size, size, rule, time, List.of(), false);
    }

    /**
     * The same settings with other opening stones.
     *
     * @param stones stones in move order
     * @return the new settings
     */
    public GameSettings withOpening(List<Point> stones) {
        return new GameSettings(width, height, rule, time, stones, swap2);
    }

    /**
     * The same settings with or without Swap2.
     *
     * @param on whether to play a Swap2 opening
     * @return the new settings
     */
    public GameSettings withSwap2(boolean on) {
        return new GameSettings(width, height, rule, time, opening, on);
    }
}
