package dev.gomoku.engine.arena.match;

import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.stats.MatchScore;

/** Follows a match as it runs; called from the game threads, one call at a time. */
public interface MatchListener {
    /** Ignores everything. */
    MatchListener NONE = new MatchListener() {
    };

    /**
     * A game begins.
     *
     * @param game the game's number, 0-based
     * @param first the player who opens (black unless Swap2 changes it)
     * @param second the other player
     */
    default void gameStarted(int game, String first, String second) {
    }

    /**
     * A game ended.
     *
     * @param game the game's number, 0-based
     * @param result its result
     * @param score the match score so far, from the first named player's side
     * @param finished how many games have ended so far
     */
    default void gameFinished(int game, GameResult result, MatchScore score, int finished) {
    }
}
