package dev.gomoku.engine.tuning;

/**
 * One self-play game as training data: its moves from the empty board and the search's score of each
 * position from {@code scoredFrom} on (the opening's and the random plies' positions are not scored).
 *
 * @param moves the cells played in order, black first, each {@code y * size + x}
 * @param scoredFrom the first scored ply, 0 to {@code moves.length}
 * @param scores per scored ply, the search's score for the side to move before that move
 *     ({@link dev.gomoku.engine.search.Score} units, decisive ones clamped to the {@code int16} range)
 * @param blackPoints black's result: 2 a win, 1 a draw, 0 a loss
 */
public record SelfPlayGame(int[] moves, int scoredFrom, int[] scores, int blackPoints) {
    /**
     * Checks the parts fit together.
     *
     * @param moves see the record component
     * @param scoredFrom see the record component
     * @param scores see the record component
     * @param blackPoints see the record component
     * @throws IllegalArgumentException if they do not
     */
    public SelfPlayGame {
        if (scoredFrom < 0 || scoredFrom > moves.length || scores.length != moves.length - scoredFrom
                || blackPoints < 0 || blackPoints > 2) {
            throw new IllegalArgumentException("a game of " + moves.length + " moves scored from " + scoredFrom + " with "
                    + scores.length + " scores and black's result " + blackPoints);
        }
    }

    /**
     * The result for the side to move at a ply.
     *
     * @param ply 0 to {@code moves.length - 1}
     * @return 1 a win, 0.5 a draw, 0 a loss
     */
    public double result(int ply) {
        double black = blackPoints / 2.0;
        return ply % 2 == 0 ? black : 1 - black;
    }
}
