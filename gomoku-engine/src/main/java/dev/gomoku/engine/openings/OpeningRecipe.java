package dev.gomoku.engine.openings;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import java.util.Locale;
import java.util.Objects;

/**
 * How a set of balanced openings is made: random stones (black first, alternating) in a square
 * around the centre, kept when a fixed-depth search scores the position within {@code window} of
 * {@code centre} for the side to move and neither side has a forced win by threats. The centre is not
 * 0: the search's scores hold the side to move's tempo (the empty board scores about +600 for black at
 * depth 4, one black stone about -600 for white), and games follow that: in freestyle 15x15 matches of
 * the example search brain, openings scoring -60 on average for white to move gave black 11.5% of the
 * points, -550 +- 100 gave 33%, -670 +- 100 46.5%, the 26 renju openings (-760 on average) 63.5%.
 * In renju, -550 +- 100 gave black 47%. Everything is fixed by
 * these values, so the same recipe makes the same set on any machine.
 *
 * @param rule the rule (renju: no black stone on a forbidden point)
 * @param size the board size
 * @param stones stones per opening, at least 1
 * @param area the side of the square around the centre the stones fall in, 1 to {@code size}
 * @param count openings to make
 * @param seed the random seed
 * @param depth the search depth in plies that scores a candidate
 * @param centre the score, in the search's units, for the side to move of an even position
 * @param window the largest distance of a kept opening's score from {@code centre}
 */
public record OpeningRecipe(Rule rule, int size, int stones, int area, int count, long seed, int depth, int centre,
        int window) {

    /**
     * Checks the values.
     *
     * @param rule the rule component
     * @param size the size component
     * @param stones the stones component
     * @param area the area component
     * @param count the count component
     * @param seed the seed component
     * @param depth the depth component
     * @param centre the centre component
     * @param window the window component
     * @throws IllegalArgumentException if a value is out of range or the stones do not fit the area
     * @throws NullPointerException if the rule is null
     */
    public OpeningRecipe {
        Objects.requireNonNull(rule, "rule");
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            throw new IllegalArgumentException("size must be " + Board.MIN_SIZE + ".." + Board.MAX_SIZE + ": " + size);
        }
        if (area < 1 || area > size) {
            throw new IllegalArgumentException("area must be 1.." + size + ": " + area);
        }
        if (stones < 1 || stones > area * area / 2) {
            throw new IllegalArgumentException("stones must be 1.." + area * area / 2 + " in a " + area + "x" + area
                    + " area: " + stones);
        }
        if (count < 1 || depth < 1 || window < 0) {
            throw new IllegalArgumentException("count and depth must be at least 1 and window at least 0: " + count
                    + ", " + depth + ", " + window);
        }
    }

    /**
     * The command that makes this set.
     *
     * @return e.g. {@code gomoku openings --rule renju --size 15 ...}
     */
    public String command() {
        return String.format(Locale.ROOT,
                "gomoku openings --rule %s --size %d --stones %d --area %d --count %d --seed %d --depth %d --centre %d "
                        + "--window %d",
                rule.name().toLowerCase(Locale.ROOT), size, stones, area, count, seed, depth, centre, window);
    }
}
