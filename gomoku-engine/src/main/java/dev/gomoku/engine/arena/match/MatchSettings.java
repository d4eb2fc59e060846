package dev.gomoku.engine.arena.match;

import dev.gomoku.core.Point;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.stats.Sprt;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * How a match between two players is run.
 *
 * @param game the settings of every game (its own opening, if any, is replaced by {@code openings})
 * @param games the number of games, at least 1; colours alternate, so pairs of games share an opening
 * @param concurrency how many games run at once, at least 1 (each needs its own two brain processes)
 * @param openings opening positions (stones in move order, black first) used in turn, one per pair of
 *     games; empty for none
 * @param randomSymmetry whether each pair plays its opening under a random one of the board's symmetries
 * @param recordDir a folder for one {@code .psq} record per game, or null for none
 * @param sprt a test that may stop the match early, or null
 * @param seed the seed for symmetries and the players' per-game seeds
 */
public record MatchSettings(GameSettings game, int games, int concurrency, List<List<Point>> openings,
        boolean randomSymmetry, Path recordDir, Sprt sprt, long seed) {

    /**
     * Checks and copies the values.
     *
     * @param game the game component
     * @param games the games component
     * @param concurrency the concurrency component
     * @param openings the openings component
     * @param randomSymmetry the randomSymmetry component
     * @param recordDir the recordDir component
     * @param sprt the sprt component
     * @param seed the seed component
     * @throws IllegalArgumentException if games or concurrency is below 1
     * @throws NullPointerException if game or openings is null
     */
    public MatchSettings {
        Objects.requireNonNull(game, "game");
        List<List<Point>> copy = new ArrayList<>();
        for (List<Point> o : openings) {
            copy.add(List.copyOf(o));
        }
        openings = List.copyOf(copy);
        if (games < 1 || concurrency < 1) {
            throw new IllegalArgumentException("games and concurrency must be at least 1: " + games + ", "
                    + concurrency);
        }
    }

    /**
     * A match of {@code games} games, one at a time, without openings, records or SPRT.
     *
     * @param game the game settings
     * @param games the number of games
     * @return the settings
     */
    public static MatchSettings of(GameSettings game, int games) {
        return new MatchSettings(game, games, 1, List.of(), false, null, null, 1);
    }

    /**
     * The same match with another concurrency.
     *
     * @param n games at once
     * @return the new settings
     */
    public MatchSettings withConcurrency(int n) {
        return new MatchSettings(game, games, n, openings, randomSymmetry, recordDir, sprt, seed);
    }

    /**
     * The same match with openings.
     *
     * @param list the openings
     * @param symmetry whether to apply a random symmetry per pair
     * @return the new settings
     */
    public MatchSettings withOpenings(List<List<Point>> list, boolean symmetry) {
        return new MatchSettings(game, games, concurrency, list, symmetry, recordDir, sprt, seed);
    }

    /**
     * The same match writing records.
     *
     * @param dir the folder, or null for none
     * @return the new settings
     */
    public MatchSettings withRecordDir(Path dir) {
        return new MatchSettings(game, games, concurrency, openings, randomSymmetry, dir, sprt, seed);
    }

    /**
     * The same match with an SPRT stop rule.
     *
     * @param test the test, or null for none
     * @return the new settings
     */
    public MatchSettings withSprt(Sprt test) {
        return new MatchSettings(game, games, concurrency, openings, randomSymmetry, recordDir, test, seed);
    }

    /**
     * Whether the first player opens game {@code game}: the colours alternate, even games (0-based)
     * are opened by the first player. Local and distributed runs seat every game by this.
     *
     * @param game the game's number, 0-based
     * @return true if the first player opens
     */
    public static boolean firstOpens(int game) {
        return game % 2 == 0;
    }

    /**
     * The settings of game {@code game}: the opening of its pair (pairs share an opening, each under
     * the pair's random symmetry when asked), or {@link #game()} without openings. A function of the
     * game's number alone, so whoever plays a game plays the same position.
     *
     * @param game the game's number, 0-based
     * @return the game's settings
     */
    public GameSettings gameSettings(int game) {
        if (openings.isEmpty()) {
            return this.game;
        }
        int pair = game / 2;
        List<Point> opening = openings.get(pair % openings.size());
        if (randomSymmetry) {
            // SplittableRandom mixes its seed: java.util.Random's first draw is the same for neighbouring seeds,
            // which gave every pair of a match the same symmetry.
            int sym = new SplittableRandom(seed * 31 + pair).nextInt(this.game.width() == this.game.height() ? 8 : 4);
            opening = Symmetry.apply(opening, sym, this.game.width(), this.game.height());
        }
        return this.game.withOpening(opening);
    }

    /**
     * The seed handed to the players of game {@code game} (KoTH bots receive it).
     *
     * @param game the game's number, 0-based
     * @return the seed
     */
    public long gameSeed(int game) {
        return seed * 1_000_003L + game;
    }
}
