package dev.gomoku.examples.web;

import dev.gomoku.core.Swap2;

/**
 * Where a Swap2 opening between the person and the brain stands, as the page names it: the stage of
 * the opening ({@link Swap2}) seen from the person's side.
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

    /**
     * The phase of {@code opening} for a person playing {@code person}.
     *
     * @param opening the opening, or null in a game without one
     */
    static Swap2Phase of(Swap2 opening, Swap2.Role person) {
        if (opening == null) {
            return NONE;
        }
        boolean opener = person == Swap2.Role.OPENER;
        return switch (opening.stage()) {
            case OPEN -> opener ? YOU_OPEN : BRAIN_OPENS;
            case CHOOSE_AFTER_3 -> opener ? BRAIN_CHOOSES_AFTER_3 : YOU_CHOOSE_AFTER_3;
            // the brain places its two stones in one answer: only the person is ever seen adding them
            case ADD_TWO -> YOU_ADD_TWO;
            case CHOOSE_AFTER_5 -> opener ? YOU_CHOOSE_AFTER_5 : BRAIN_CHOOSES_AFTER_5;
            case DECIDED -> NONE;
        };
    }

    /** Whether the brain is asked ({@code SWAP2BOARD}) in this phase. */
    boolean brainActs() {
        return this == BRAIN_OPENS || this == BRAIN_CHOOSES_AFTER_3 || this == BRAIN_CHOOSES_AFTER_5;
    }

    /** Whether the person places opening stones in this phase. */
    boolean youPlace() {
        return this == YOU_OPEN || this == YOU_ADD_TWO;
    }
}
