package dev.gomoku.engine.search;

/**
 * Search score constants. Scores are from the point of view of the side to move; a forced win in
 * {@code n} plies from the root is {@code WIN - n}, a forced loss {@code -(WIN - n)}.
 */
public final class Score {
    /** The score of a five on the board at the root (win in zero plies). */
    public static final int WIN = 30000;
    /** Scores whose magnitude reaches this are proven wins or losses. */
    public static final int WIN_THRESHOLD = WIN - 1000;
    /** Static evaluations are clamped to {@code [-MAX_EVAL, MAX_EVAL]}. */
    public static final int MAX_EVAL = 20000;
    /** A draw (full board). */
    public static final int DRAW = 0;

    private Score() {
    }

    /**
     * Whether a score is a proven win or loss.
     *
     * @param score a search score
     * @return true for mate scores
     */
    public static boolean isDecisive(int score) {
        return Math.abs(score) >= WIN_THRESHOLD;
    }

    /**
     * The score of a win {@code plies} plies from the root.
     *
     * @param plies plies until the five, counted from the root
     * @return {@code WIN - plies}
     */
    public static int winIn(int plies) {
        return WIN - plies;
    }

    /**
     * The score of a loss {@code plies} plies from the root.
     *
     * @param plies plies until the opponent's five, counted from the root
     * @return {@code -(WIN - plies)}
     */
    public static int lossIn(int plies) {
        return -(WIN - plies);
    }
}
