package dev.gomoku.engine.openings;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.SearchLimits;
import java.util.Locale;
import java.util.Objects;

/**
 * How a set of balanced openings is made: random stones (black first, alternating) in a square around the
 * centre, kept when a search to a fixed depth (or node budget) scores the position within {@code window}
 * of {@code centre} for the side to move and neither side has a forced win by threats. The centre is not
 * 0: the search's scores hold the side to move's tempo (the empty board scores about +600 for black at
 * depth 4, one black stone about -600 for white), and games follow that: in freestyle 15x15 matches of the
 * example search brain, openings scoring -60 on average for white to move gave black 11.5% of the points,
 * -550 +- 100 gave 33%, -670 +- 100 46.5%, the 26 renju openings (-760 on average) 63.5%. In renju, -550
 * +- 100 gave black 47%. A node budget ranks candidates more as Rapfi does: on 120 random candidates per
 * rule and board, depth-4 scores correlated with Rapfi's (1 s a position) by 0.49 to 0.57 (Spearman),
 * scores at 250,000 nodes by 0.83 to 0.89; yet such sets played no more evenly against Rapfi than the
 * shipped depth-4 ones (one colour won both games in 63 to 70% of the pairs, on the shipped sets 71 to
 * 72%), so the shipped sets stay at depth 4. Everything is fixed by these values, so the same recipe makes
 * the same set on any machine.
 *
 * @param rule the rule (renju: no black stone on a forbidden point)
 * @param size the board size
 * @param stones stones per opening, at least 1
 * @param area the side of the square around the centre the stones fall in, 1 to {@code size}
 * @param count openings to make
 * @param seed the random seed
 * @param depth the search depth in plies that scores a candidate
 * @param nodes the node budget of that search, or 0 for none (the depth alone)
 * @param centre the score, in the search's units, for the side to move of an even position
 * @param window the largest distance of a kept opening's score from {@code centre}
 */
public record OpeningRecipe(Rule rule, int size, int stones, int area, int count, long seed, int depth, long nodes,
        int centre, int window) {

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
     * @param nodes the nodes component
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
        if (count < 1 || depth < 1 || depth > SearchLimits.MAX_DEPTH || nodes < 0 || window < 0) {
            throw new IllegalArgumentException("count must be at least 1, depth 1.." + SearchLimits.MAX_DEPTH
                    + ", nodes and window at least 0: " + count + ", " + depth + ", " + nodes + ", " + window);
        }
    }

    /**
     * A recipe whose search has no node budget, only the depth.
     *
     * @param rule the rule
     * @param size the board size
     * @param stones stones per opening
     * @param area the side of the square the stones fall in
     * @param count openings to make
     * @param seed the random seed
     * @param depth the search depth in plies
     * @param centre the score of an even position for the side to move
     * @param window the largest distance from {@code centre}
     * @throws IllegalArgumentException as the canonical constructor
     * @throws NullPointerException if the rule is null
     */
    public OpeningRecipe(Rule rule, int size, int stones, int area, int count, long seed, int depth, int centre,
            int window) {
        this(rule, size, stones, area, count, seed, depth, 0, centre, window);
    }

    /**
     * The command that makes this set.
     *
     * @return e.g. {@code gomoku openings --rule renju --size 15 ...}
     */
    public String command() {
        return String.format(Locale.ROOT,
                "gomoku openings --rule %s --size %d --stones %d --area %d --count %d --seed %d --depth %d%s --centre %d "
                        + "--window %d",
                rule.name().toLowerCase(Locale.ROOT), size, stones, area, count, seed, depth,
                nodes == 0 ? "" : " --nodes " + nodes, centre, window);
    }

    /**
     * The scoring search's limit in words, for a set's header.
     *
     * @return e.g. {@code depth 4} or {@code 250000 nodes (at most depth 100)}
     */
    String judge() {
        return nodes == 0 ? "depth " + depth : nodes + " nodes (at most depth " + depth + ")";
    }
}
