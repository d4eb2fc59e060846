package dev.gomoku.examples.web;

/**
 * Where a Swap2 opening between the person and the brain stands. The opener places three stones
 * (black, white, black); the other player takes black, takes white and places the fourth stone, or
 * places two more (white, black) and lets the opener choose the colour.
 */
enum Swap2Phase {
    /** No opening phase (any more): the game is played. */
    NONE,
    /** The person places stones 1 to 3. */
    YOU_OPEN,
    /** The brain places stones 1 to 3. */
    BRAIN_OPENS,
    /** The brain answers the person's three stones. */
    BRAIN_CHOOSES_AFTER_3,
    /** The person answers the brain's three stones: black, white, or two more stones. */
    YOU_CHOOSE_AFTER_3,
    /** The person places stones 4 (white) and 5 (black). */
    YOU_ADD_TWO,
    /** The brain chooses its colour after the person's two stones. */
    BRAIN_CHOOSES_AFTER_5,
    /** The person chooses a colour after the brain's two stones. */
    YOU_CHOOSE_AFTER_5;

    /** Whether the brain is asked ({@code SWAP2BOARD}) in this phase. */
    boolean brainActs() {
        return this == BRAIN_OPENS || this == BRAIN_CHOOSES_AFTER_3 || this == BRAIN_CHOOSES_AFTER_5;
    }

    /** Whether the person places opening stones in this phase. */
    boolean youPlace() {
        return this == YOU_OPEN || this == YOU_ADD_TWO;
    }
}
