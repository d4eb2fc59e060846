package dev.gomoku.engine;

import dev.gomoku.core.Point;
import java.util.List;
import java.util.Objects;

/**
 * A brain's decision in the Swap2 opening, after the three opening stones or after five stones.
 *
 * @param kind what the brain does
 * @param stones the stones it places: none for {@link Kind#SWAP}, one for {@link Kind#PLAY}, two
 *     (black first, then white) for {@link Kind#ADD_TWO}
 */
public record Swap2Choice(Kind kind, List<Point> stones) {

    /** The three possible answers. */
    public enum Kind {
        /** Swap colours: the brain takes black. */
        SWAP,
        /** Stay white and play one white stone. */
        PLAY,
        /** Place one more black and one more white stone and let the opponent choose (three stones only). */
        ADD_TWO
    }

    /**
     * Checks that the number of stones fits the kind.
     *
     * @param kind what the brain does
     * @param stones the stones it places
     * @throws IllegalArgumentException if the count does not fit the kind
     */
    public Swap2Choice {
        Objects.requireNonNull(kind, "kind");
        stones = List.copyOf(stones);
        int expected = switch (kind) {
            case SWAP -> 0;
            case PLAY -> 1;
            case ADD_TWO -> 2;
        };
        if (stones.size() != expected) {
            throw new IllegalArgumentException(kind + " takes " + expected + " stones, not " + stones.size());
        }
    }

    /**
     * Swap colours.
     *
     * @return the choice
     */
    public static Swap2Choice swap() {
        return new Swap2Choice(Kind.SWAP, List.of());
    }

    /**
     * Stay white and play one stone.
     *
     * @param white the white stone
     * @return the choice
     */
    public static Swap2Choice play(Point white) {
        return new Swap2Choice(Kind.PLAY, List.of(white));
    }

    /**
     * Add one black and one white stone and let the opponent choose the colour.
     *
     * @param black the black stone
     * @param white the white stone
     * @return the choice
     */
    public static Swap2Choice addTwo(Point black, Point white) {
        return new Swap2Choice(Kind.ADD_TWO, List.of(black, white));
    }
}
