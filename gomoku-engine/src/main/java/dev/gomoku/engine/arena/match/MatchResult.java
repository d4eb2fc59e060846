package dev.gomoku.engine.arena.match;

import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.stats.EloEstimate;
import dev.gomoku.engine.arena.stats.MatchScore;
import dev.gomoku.engine.arena.stats.Sprt;
import java.util.List;
import java.util.Objects;

/**
 * The outcome of a match.
 *
 * @param first the first player's name
 * @param second the second player's name
 * @param score the score from the first player's side
 * @param games the results of the games played, in game order (fewer than planned if SPRT stopped it)
 * @param decision the SPRT decision, or null without a test
 */
public record MatchResult(String first, String second, MatchScore score, List<GameResult> games, Sprt.Decision decision) {

    /**
     * Checks and copies the values.
     *
     * @param first the first component
     * @param second the second component
     * @param score the score component
     * @param games the games component
     * @param decision the decision component
     * @throws NullPointerException if a name, the score or the list is null
     */
    public MatchResult {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        Objects.requireNonNull(score, "score");
        games = List.copyOf(games);
    }

    /**
     * The Elo difference of the first player over the second.
     *
     * @return the estimate with its 95% interval
     */
    public EloEstimate elo() {
        return score.elo();
    }
}
