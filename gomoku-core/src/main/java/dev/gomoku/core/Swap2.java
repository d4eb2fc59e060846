package dev.gomoku.core;

import java.util.List;

/**
 * The Swap2 opening as a state machine over a {@link Board}. The opener places three stones (black,
 * white, black); the responder then takes black, takes white (and plays the fourth stone), or adds two
 * stones (white, black) and leaves the colour to the opener, who takes black or white. The referee,
 * the web game and the hosts drive the same machine; it checks every stone with {@link Legality} and
 * places it on the board it was given.
 *
 * <p>Not thread-safe: its owner synchronizes.
 */
public final class Swap2 {

    /** The two players of the opening. */
    public enum Role {
        /** Places the first three stones; chooses the colour after five. */
        OPENER,
        /** Answers the first three stones. */
        RESPONDER;

        /**
         * The other player.
         *
         * @return the other role
         */
        public Role other() {
            return this == OPENER ? RESPONDER : OPENER;
        }
    }

    /** Where the opening stands. */
    public enum Stage {
        /** The opener places stones 1 to 3. */
        OPEN(Role.OPENER),
        /** The responder takes black, takes white, or adds two stones. */
        CHOOSE_AFTER_3(Role.RESPONDER),
        /** The responder places stones 4 (white) and 5 (black). */
        ADD_TWO(Role.RESPONDER),
        /** The opener takes black or white. */
        CHOOSE_AFTER_5(Role.OPENER),
        /** The colours are decided: the game is played. */
        DECIDED(null);

        private final Role actor;

        Stage(Role actor) {
            this.actor = actor;
        }

        /**
         * Who acts in this stage.
         *
         * @return the role, or null once decided
         */
        public Role actor() {
            return actor;
        }
    }

    private final Board board;
    private Stage stage = Stage.OPEN;
    /** Opening stones placed so far (the chooser's white stone after the decision not counted). */
    private int placed;
    private Role black;

    /**
     * An opening played on {@code board} from its current position (a board may carry fixed opening
     * stones before Swap2 begins).
     *
     * @param board the board the stones are placed on
     */
    public Swap2(Board board) {
        this.board = board;
    }

    /**
     * An opening taken up where a player is asked about it: with {@code stones} opening stones already
     * on {@code board}, 0 (the opener places three), 3 (the responder chooses) or 5 (the opener chooses).
     *
     * @param board the board with those stones
     * @param stones 0, 3 or 5
     * @return the opening at that stage
     * @throws IllegalArgumentException for any other number
     */
    public static Swap2 after(Board board, int stones) {
        Swap2 s = new Swap2(board);
        s.placed = stones;
        s.stage = switch (stones) {
            case 0 -> Stage.OPEN;
            case 3 -> Stage.CHOOSE_AFTER_3;
            case 5 -> Stage.CHOOSE_AFTER_5;
            default -> throw new IllegalArgumentException("a Swap2 answer follows 0, 3 or 5 stones, not " + stones);
        };
        return s;
    }

    /**
     * Where the opening stands.
     *
     * @return the stage
     */
    public Stage stage() {
        return stage;
    }

    /**
     * Who acts now.
     *
     * @return the role, or null once decided
     */
    public Role actor() {
        return stage.actor();
    }

    /**
     * Who has black.
     *
     * @return the role with black
     * @throws IllegalStateException before the colours are decided
     */
    public Role black() {
        if (stage != Stage.DECIDED) {
            throw new IllegalStateException("the colours are not decided in " + stage);
        }
        return black;
    }

    /**
     * Whether the player to act may answer with {@code stones} stones at once: the opener three; the
     * responder after three one (white's stone: it takes white) or two (it adds two); the opener after
     * five one (white's stone: it takes white).
     *
     * @param stones the number of stones
     * @return whether that many fit the stage
     */
    public boolean mayAnswerStones(int stones) {
        return switch (stage) {
            case OPEN -> stones == 3 && placed == 0;
            case CHOOSE_AFTER_3 -> stones == 1 || stones == 2;
            case ADD_TWO -> stones == 5 - placed;
            case CHOOSE_AFTER_5 -> stones == 1;
            case DECIDED -> false;
        };
    }

    /**
     * Whether the player to act may take black: the responder after three, the opener after five.
     *
     * @return whether a colour is chosen now
     */
    public boolean mayTakeBlack() {
        return stage == Stage.CHOOSE_AFTER_3 || stage == Stage.CHOOSE_AFTER_5;
    }

    /**
     * Whether the player to act may take white without placing a stone in the same answer: only the
     * opener after five (after three, the responder that takes white answers with its stone).
     *
     * @return whether white may be taken stoneless now
     */
    public boolean mayStay() {
        return stage == Stage.CHOOSE_AFTER_5;
    }

    /**
     * The player to act takes black; white is to move.
     *
     * @throws IllegalStateException unless a colour is chosen now
     */
    public void takeBlack() {
        decide(actorOrFail());
    }

    /**
     * The player to act takes white; its stone (white's, to move) is then placed with
     * {@link #place} or played as the game's next move.
     *
     * @throws IllegalStateException unless a colour is chosen now
     */
    public void takeWhite() {
        decide(actorOrFail().other());
    }

    /**
     * The responder adds two stones (white, black) and leaves the colour to the opener.
     *
     * @throws IllegalStateException unless the responder answers three stones now
     */
    public void addTwo() {
        if (stage != Stage.CHOOSE_AFTER_3) {
            throw new IllegalStateException("cannot add two stones in " + stage);
        }
        stage = Stage.ADD_TWO;
    }

    /**
     * Makes the choice that an answer of {@code stones} stones means: none in {@link Stage#OPEN} and
     * {@link Stage#ADD_TWO}; one stone takes white, two add two. The stones are then placed with
     * {@link #place}.
     *
     * @param stones the number of stones in the answer
     * @throws IllegalStateException unless {@link #mayAnswerStones} allows it
     */
    public void answerStones(int stones) {
        if (!mayAnswerStones(stones)) {
            throw new IllegalStateException(stones + " stones do not answer " + stage);
        }
        if (stage == Stage.CHOOSE_AFTER_3 && stones == 2) {
            addTwo();
        } else if (stage == Stage.CHOOSE_AFTER_3 || stage == Stage.CHOOSE_AFTER_5) {
            takeWhite();
        }
    }

    /**
     * Places the next stone (of the side to move) if it is legal: an opening stone, or once decided the
     * chooser's white stone (any further move of the game).
     *
     * @param p the point
     * @return {@link Legality#LEGAL} if placed, else why not (nothing placed)
     * @throws IllegalStateException while a colour is to be chosen
     */
    public Legality place(Point p) {
        if (stage == Stage.CHOOSE_AFTER_3 || stage == Stage.CHOOSE_AFTER_5) {
            throw new IllegalStateException("a colour is to be chosen, not a stone placed, in " + stage);
        }
        Legality l = Legality.of(board, p, board.sideToMove());
        if (!l.isLegal()) {
            return l;
        }
        board.play(board.index(p.x(), p.y()));
        if (stage != Stage.DECIDED) {
            placed++;
            if (stage == Stage.OPEN && placed == 3) {
                stage = Stage.CHOOSE_AFTER_3;
            } else if (stage == Stage.ADD_TWO && placed == 5) {
                stage = Stage.CHOOSE_AFTER_5;
            }
        }
        return Legality.LEGAL;
    }

    /**
     * Checks stones as they would be placed one after another, without placing them.
     *
     * @param stones the stones in order
     * @return {@link Legality#LEGAL} if all could be placed, else why the first that could not
     */
    public Legality check(List<Point> stones) {
        Board b = board.copy();
        for (Point p : stones) {
            Legality l = Legality.of(b, p, b.sideToMove());
            if (!l.isLegal()) {
                return l;
            }
            b.play(b.index(p.x(), p.y()));
        }
        return Legality.LEGAL;
    }

    private Role actorOrFail() {
        if (!mayTakeBlack()) {
            throw new IllegalStateException("no colour is chosen in " + stage);
        }
        return stage.actor();
    }

    private void decide(Role blackRole) {
        black = blackRole;
        stage = Stage.DECIDED;
    }
}
