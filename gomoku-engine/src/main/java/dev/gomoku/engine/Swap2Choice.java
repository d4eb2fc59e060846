package dev.gomoku.engine;

import dev.gomoku.core.Point;
import java.util.Objects;

/**
 * A brain's decision in the Swap2 opening, after the three opening stones (white to move: the 4th
 * move) or after five stones (white to move: the 6th move). Each kind names its stones by colour and
 * move number, so no order has to be remembered.
 */
public sealed interface Swap2Choice permits Swap2Choice.Swap, Swap2Choice.PlayWhite, Swap2Choice.AddTwo {

    /** Swap colours: the brain takes black, and the opponent plays white's next move. */
    record Swap() implements Swap2Choice {
    }

    /**
     * Stay white and play white's next stone: the 4th after three stones, the 6th after five.
     *
     * @param white the white stone
     */
    record PlayWhite(Point white) implements Swap2Choice {
        /**
         * Checks the stone.
         *
         * @param white the white stone
         * @throws NullPointerException if it is null
         */
        public PlayWhite {
            Objects.requireNonNull(white, "white");
        }
    }

    /**
     * After three stones only: place the 4th stone (white) and the 5th (black) and let the opponent
     * choose the colour.
     *
     * @param white4 the fourth stone, white
     * @param black5 the fifth stone, black
     */
    record AddTwo(Point white4, Point black5) implements Swap2Choice {
        /**
         * Checks the stones.
         *
         * @param white4 the fourth stone, white
         * @param black5 the fifth stone, black
         * @throws NullPointerException if a stone is null
         */
        public AddTwo {
            Objects.requireNonNull(white4, "white4");
            Objects.requireNonNull(black5, "black5");
        }
    }

    /**
     * Swap colours.
     *
     * @return the choice
     */
    static Swap2Choice swap() {
        return new Swap();
    }

    /**
     * Stay white and play one white stone.
     *
     * @param white the white stone
     * @return the choice
     */
    static Swap2Choice play(Point white) {
        return new PlayWhite(white);
    }

    /**
     * Add the 4th (white) and the 5th (black) stone and let the opponent choose the colour.
     *
     * @param white4 the fourth stone, white
     * @param black5 the fifth stone, black
     * @return the choice
     */
    static Swap2Choice addTwo(Point white4, Point black5) {
        return new AddTwo(white4, black5);
    }
}
