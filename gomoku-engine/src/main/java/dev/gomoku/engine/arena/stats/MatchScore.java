package dev.gomoku.engine.arena.stats;

/**
 * Wins, losses and draws of one player against the field, with the derived statistics.
 *
 * @param wins games won
 * @param losses games lost
 * @param draws games drawn
 */
public record MatchScore(int wins, int losses, int draws) {

    /** No games. */
    public static final MatchScore ZERO = new MatchScore(0, 0, 0);

    /**
     * Checks the counts.
     *
     * @param wins the wins component
     * @param losses the losses component
     * @param draws the draws component
     * @throws IllegalArgumentException if a count is negative
     */
    public MatchScore {
        if (wins < 0 || losses < 0 || draws < 0) {
            throw new IllegalArgumentException("negative count: " + wins + "/" + losses + "/" + draws);
        }
    }

    /**
     * The number of games.
     *
     * @return wins + losses + draws
     */
    public int games() {
        return wins + losses + draws;
    }

    /**
     * The points: 1 per win, 1/2 per draw.
     *
     * @return the points
     */
    public double points() {
        return wins + draws / 2.0;
    }

    /**
     * The mean score per game in [0, 1].
     *
     * @return points / games, or 0.5 without games
     */
    public double ratio() {
        return games() == 0 ? 0.5 : points() / games();
    }

    /**
     * This score plus one game.
     *
     * @param outcome 1 win, 0 draw, -1 loss
     * @return the new score
     */
    public MatchScore plus(int outcome) {
        return outcome > 0 ? new MatchScore(wins + 1, losses, draws)
                : outcome < 0 ? new MatchScore(wins, losses + 1, draws) : new MatchScore(wins, losses, draws + 1);
    }

    /**
     * This score plus another's games.
     *
     * @param other more games of the same player
     * @return the sum
     */
    public MatchScore plus(MatchScore other) {
        return new MatchScore(wins + other.wins, losses + other.losses, draws + other.draws);
    }

    /**
     * The points as a person writes them: {@code 3}, {@code 2.5}.
     *
     * @return the points, without a fraction when whole
     */
    public String pointsText() {
        double p = points();
        return p == Math.floor(p) ? Long.toString((long) p) : Double.toString(p);
    }

    /**
     * Both sides' points, this side first: {@code 3 - 2.5}.
     *
     * @return the two {@link #pointsText()} joined by a dash
     */
    public String pointsVersus() {
        return pointsText() + " - " + reversed().pointsText();
    }

    /**
     * The counts as a match log writes them: {@code +3 -2 =1}.
     *
     * @return wins, losses and draws
     */
    public String countsText() {
        return "+" + wins + " -" + losses + " =" + draws;
    }

    /**
     * The same games from the opponent's side.
     *
     * @return losses and wins exchanged
     */
    public MatchScore reversed() {
        return new MatchScore(losses, wins, draws);
    }

    /** The variance of one game's score (1, 1/2, 0) around the observed mean. */
    double variance() {
        int n = games();
        if (n == 0) {
            return 0;
        }
        double mu = ratio();
        double a = 1 - mu;
        double b = 0.5 - mu;
        return (wins * a * a + draws * b * b + losses * mu * mu) / n;
    }

    /**
     * The Elo difference this score suggests, with its 95% error bar.
     *
     * @return the estimate
     */
    public EloEstimate elo() {
        return EloEstimate.of(this);
    }
}
