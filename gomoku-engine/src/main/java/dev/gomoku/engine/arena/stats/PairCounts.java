package dev.gomoku.engine.arena.stats;

import dev.gomoku.engine.arena.referee.GameResult;
import java.util.Locale;

/**
 * The outcomes of game pairs from one player's side: a match plays each opening twice with the
 * colours swapped (games 2k and 2k+1), and the two games of a pair are correlated (in gomoku the
 * colour matters a lot), so a pair's points (0, 1/2, 1, 3/2 or 2) are the independent samples. A pair
 * counts once both its games are over, whatever order games finish in.
 *
 * @param lostBoth pairs scoring 0 points
 * @param lostDrew pairs scoring 1/2 (a loss and a draw)
 * @param even pairs scoring 1 (a win and a loss, or two draws)
 * @param wonDrew pairs scoring 3/2 (a win and a draw)
 * @param wonBoth pairs scoring 2
 */
public record PairCounts(int lostBoth, int lostDrew, int even, int wonDrew, int wonBoth) {

    /** No pairs. */
    public static final PairCounts NONE = new PairCounts(0, 0, 0, 0, 0);

    /** A pair's score per game for each count, in order: 0, 1/4, 1/2, 3/4, 1. */
    static final double[] SCORES = {0, 0.25, 0.5, 0.75, 1};

    /**
     * Checks the counts.
     *
     * @param lostBoth the lostBoth component
     * @param lostDrew the lostDrew component
     * @param even the even component
     * @param wonDrew the wonDrew component
     * @param wonBoth the wonBoth component
     * @throws IllegalArgumentException if a count is negative
     */
    public PairCounts {
        if ((lostBoth | lostDrew | even | wonDrew | wonBoth) < 0) {
            throw new IllegalArgumentException("negative count: " + lostBoth + " " + lostDrew + " " + even + " "
                    + wonDrew + " " + wonBoth);
        }
    }

    /**
     * Counts the finished pairs of a match.
     *
     * @param byGame each game's result by its number, null for a game not (yet) over
     * @param player the player whose points count
     * @return the counts of the pairs whose two games are over
     */
    public static PairCounts of(GameResult[] byGame, String player) {
        int[] n = new int[5];
        for (int g = 0; g + 1 < byGame.length; g += 2) {
            if (byGame[g] != null && byGame[g + 1] != null) {
                n[halfPoints(byGame[g], player) + halfPoints(byGame[g + 1], player)]++;
            }
        }
        return new PairCounts(n[0], n[1], n[2], n[3], n[4]);
    }

    private static int halfPoints(GameResult r, String player) {
        String w = r.winnerName();
        return w == null ? 1 : w.equals(player) ? 2 : 0;
    }

    /**
     * The number of pairs.
     *
     * @return the sum of the counts
     */
    public int pairs() {
        return lostBoth + lostDrew + even + wonDrew + wonBoth;
    }

    /** The counts in pair-score order, as {@link #SCORES} lists the scores. */
    int[] counts() {
        return new int[] {lostBoth, lostDrew, even, wonDrew, wonBoth};
    }

    /**
     * The Elo difference these pairs suggest, with its 95% error bar from the variance of the pair
     * scores (which holds the correlation of a pair's two games, unlike the per-game variance).
     *
     * @return the estimate; NaN values without pairs
     */
    public EloEstimate elo() {
        int n = pairs();
        if (n == 0) {
            return EloEstimate.of(0.5, 0, 0);
        }
        int[] c = counts();
        double mu = 0;
        for (int i = 0; i < 5; i++) {
            mu += c[i] * SCORES[i];
        }
        mu /= n;
        double var = 0;
        for (int i = 0; i < 5; i++) {
            var += c[i] * (SCORES[i] - mu) * (SCORES[i] - mu);
        }
        return EloEstimate.of(mu, var / n, n);
    }

    /**
     * The same pairs from the opponent's side.
     *
     * @return the counts in reverse order
     */
    public PairCounts reversed() {
        return new PairCounts(wonBoth, wonDrew, even, lostDrew, lostBoth);
    }

    /**
     * The five counts from 0 to 2 points, as fastchess prints them: {@code "[1, 11, 47, 25, 16]"}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "[%d, %d, %d, %d, %d]", lostBoth, lostDrew, even, wonDrew, wonBoth);
    }
}
