package dev.gomoku.engine.arena.match;

import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainSpec;

/**
 * Plays one match between two brains: on this machine ({@link #local}), watched on a web page, or on a
 * cluster of workers. Commands choose a runner and print what it returns; tournaments play each pairing
 * through one. A runner names the second brain apart from the first ({@link BrainSpec#namedApart}).
 */
@FunctionalInterface
public interface MatchRunner extends AutoCloseable {
    /**
     * Plays a match.
     *
     * @param first the first brain (opens the even-numbered games)
     * @param second the second brain
     * @param settings the match's settings
     * @param listener follows its games
     * @return the result
     */
    MatchResult run(BrainSpec first, BrainSpec second, MatchSettings settings, MatchListener listener);

    /** Releases what the runner holds (a cluster membership); a local runner holds nothing. */
    @Override
    default void close() {
    }

    /**
     * Plays on this machine, a brain process per player and concurrent game.
     *
     * @param log receives brain events
     * @return the runner
     */
    static MatchRunner local(ArenaLog log) {
        return (first, second, settings, listener) -> Match.run(first, second, settings, listener, log);
    }
}
