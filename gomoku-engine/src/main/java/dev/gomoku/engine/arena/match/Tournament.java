package dev.gomoku.engine.arena.match;

import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.internal.process.Dirs;
import dev.gomoku.engine.arena.stats.MatchScore;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a tournament of matches: round robin (every pair) or gauntlet (the first brain against each
 * other one), and ranks the brains by points.
 */
public final class Tournament {
    private Tournament() {
    }

    /** Who plays whom. */
    public enum Format {
        /** Every brain against every other brain. */
        ROUND_ROBIN,
        /** The first brain against each of the others. */
        GAUNTLET
    }

    /**
     * One line of the standings.
     *
     * @param name the brain
     * @param score its score over all its games
     */
    public record Standing(String name, MatchScore score) {
    }

    /**
     * The outcome of a tournament.
     *
     * @param matches every match, in the order played
     * @param standings the brains by points, best first
     */
    public record Result(List<MatchResult> matches, List<Standing> standings) {
        /**
         * Copies the lists.
         *
         * @param matches the matches component
         * @param standings the standings component
         * @throws NullPointerException if a list is null
         */
        public Result {
            matches = List.copyOf(matches);
            standings = List.copyOf(standings);
        }
    }

    /** Follows a tournament. */
    public interface Listener {
        /**
         * A match begins.
         *
         * @param index its number, 0-based
         * @param total how many matches there are
         * @param first the first brain
         * @param second the second brain
         * @return the listener for its games
         */
        MatchListener matchStarted(int index, int total, String first, String second);

        /**
         * A match ended.
         *
         * @param index its number, 0-based
         * @param result its result
         */
        default void matchFinished(int index, MatchResult result) {
        }
    }

    /**
     * Plays the tournament on this machine. Brains with equal names are named apart ({@link BrainSpec#namedApart}).
     *
     * @param brains at least two brains
     * @param format round robin or gauntlet
     * @param settings the settings of every match
     * @param listener follows the progress
     * @param log receives brain events
     * @return the result
     * @throws IllegalArgumentException with fewer than two brains
     */
    public static Result run(List<BrainSpec> brains, Format format, MatchSettings settings, Listener listener,
            ArenaLog log) {
        return run(brains, format, settings, listener, MatchRunner.local(log));
    }

    /**
     * Plays the tournament, each match by {@code runner}. Brains with equal names are named apart ({@link BrainSpec#namedApart}).
     *
     * @param brains at least two brains
     * @param format round robin or gauntlet
     * @param settings the settings of every match
     * @param listener follows the progress
     * @param runner plays each match
     * @return the result
     * @throws IllegalArgumentException with fewer than two brains
     */
    public static Result run(List<BrainSpec> brains, Format format, MatchSettings settings, Listener listener,
            MatchRunner runner) {
        if (brains.size() < 2) {
            throw new IllegalArgumentException("a tournament needs at least two brains, got " + brains.size());
        }
        List<BrainSpec> named = BrainSpec.namedApart(brains);
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < named.size(); i++) {
            for (int j = i + 1; j < named.size(); j++) {
                if (format == Format.ROUND_ROBIN || i == 0) {
                    pairs.add(new int[] {i, j});
                }
            }
        }
        Map<String, MatchScore> table = new LinkedHashMap<>();
        for (BrainSpec b : named) {
            table.put(b.name(), MatchScore.ZERO);
        }
        List<MatchResult> matches = new ArrayList<>();
        for (int k = 0; k < pairs.size(); k++) {
            BrainSpec x = named.get(pairs.get(k)[0]);
            BrainSpec y = named.get(pairs.get(k)[1]);
            MatchListener ml = listener.matchStarted(k, pairs.size(), x.name(), y.name());
            MatchSettings ms = settings.recordDir() == null ? settings
                    : settings.withRecordDir(settings.recordDir().resolve(Dirs.safe(x.name() + "-vs-" + y.name())));
            MatchResult r = runner.run(x, y, ms, ml);
            matches.add(r);
            table.merge(x.name(), r.score(), MatchScore::plus);
            table.merge(y.name(), r.score().reversed(), MatchScore::plus);
            listener.matchFinished(k, r);
        }
        List<Standing> standings = new ArrayList<>();
        table.forEach((n, s) -> standings.add(new Standing(n, s)));
        standings.sort(Comparator.comparingDouble((Standing s) -> -s.score().points())
                .thenComparingInt(s -> s.score().losses()));
        return new Result(matches, standings);
    }
}
