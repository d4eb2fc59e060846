package dev.gomoku.engine;

import dev.gomoku.core.Point;
import java.util.Objects;

/**
 * The three stones that open a Swap2 game, named by move number and colour: the 1st stone is black,
 * the 2nd white, the 3rd black. The pipe protocol writes them in this order ({@code SWAP2BOARD}
 * answer); the KoTH format lists the two black stones first, and its host converts.
 *
 * @param black1 the first stone, black
 * @param white2 the second stone, white
 * @param black3 the third stone, black
 */
public record Swap2Opening(Point black1, Point white2, Point black3) {
    /**
     * Checks that every stone is given.
     *
     * @param black1 the first stone, black
     * @param white2 the second stone, white
     * @param black3 the third stone, black
     * @throws NullPointerException if a stone is null
     */
    public Swap2Opening {
        Objects.requireNonNull(black1, "black1");
        Objects.requireNonNull(white2, "white2");
        Objects.requireNonNull(black3, "black3");
    }
}
