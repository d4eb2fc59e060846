package dev.gomoku.engine.tuning;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.record.Opening;
import dev.gomoku.engine.openings.BalancedOpenings;
import dev.gomoku.engine.search.Engine;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.Position;
import dev.gomoku.engine.search.Score;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchListener;
import dev.gomoku.engine.search.SearchResult;
import dev.gomoku.engine.search.Searcher;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Training data by self-play: game {@code g} starts from the shipped balanced opening {@code g} (cycling
 * through the set, {@link BalancedOpenings}), plays the seeded random plies, then lets the search
 * (one thread, a fixed node budget, a fresh table per game) play both sides, recording its score of
 * every position, until a five, a full board, or a decisive score (a found win: the game is scored as
 * that win). The same settings give the same bytes, however many games run at once.
 */
public final class SelfPlay {
    /** Each game's table: small, as the node budgets are. */
    private static final long TABLE_BYTES = 16L << 20;

    private SelfPlay() {
    }

    /**
     * Plays the games and writes them, in game order, after the header.
     *
     * @param s what to play
     * @param evaluator the search's evaluator (the default's, or a network being improved)
     * @param out where the {@link SelfPlayFile} goes
     * @param done told of each game as it is written
     * @throws IOException if writing fails
     * @throws IllegalArgumentException if no openings are shipped for the rule and size
     */
    public static void generate(SelfPlaySettings s, Evaluator evaluator, DataOutputStream out, Consumer<SelfPlayGame> done)
            throws IOException {
        List<Opening> openings = openings(s);
        SelfPlayFile.writeHeader(out, s.rule(), s.size());
        ExecutorService pool = Executors.newFixedThreadPool(s.threads(), r -> {
            Thread t = new Thread(r, "selfplay");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<SelfPlayGame>> games = new ArrayList<>();
            for (int g = 0; g < s.games(); g++) {
                int game = g;
                games.add(pool.submit(() -> play(s, evaluator, openings, game)));
            }
            for (Future<SelfPlayGame> f : games) {
                SelfPlayGame g = f.get();
                SelfPlayFile.writeGame(out, g);
                done.accept(g);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a self-play game failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
        out.flush();
    }

    /**
     * Plays one game of a run, as {@link #generate} plays it: everything about it (its opening, its
     * random plies) follows from the settings and its number, so games may be played in any order, on
     * any machine, and written in number order to give the same file.
     *
     * @param s the settings (their thread count is ignored: the game is played on this thread)
     * @param evaluator the search's evaluator
     * @param game the game's number, 0-based
     * @return the game
     * @throws IllegalArgumentException if the number is negative, or no openings are shipped for the rule and size
     */
    public static SelfPlayGame play(SelfPlaySettings s, Evaluator evaluator, int game) {
        if (game < 0) {
            throw new IllegalArgumentException("game " + game);
        }
        return play(s, evaluator, openings(s), game);
    }

    private static List<Opening> openings(SelfPlaySettings s) {
        List<Opening> openings = BalancedOpenings.of(s.rule(), s.size());
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("no balanced openings are shipped for " + s.rule() + " on " + s.size()
                    + "x" + s.size());
        }
        return openings;
    }

    /** Plays game {@code game} from opening {@code game} of the set (cycling), its random plies seeded by the number. */
    private static SelfPlayGame play(SelfPlaySettings s, Evaluator evaluator, List<Opening> openings, int game) {
        Opening opening = openings.get(game % openings.size());
        Board b = Board.create(s.size(), s.rule());
        for (Point p : opening.points(s.size(), s.size())) {
            b.play(b.index(p.x(), p.y()));
        }
        SplittableRandom rnd = new SplittableRandom(s.seed() * 0x9E3779B97F4A7C15L + game);
        for (int i = 0; i < s.randomPlies() && b.winner() == null && !b.isFull(); i++) {
            b.play(randomPly(b, rnd));
        }
        int scoredFrom = b.moveCount();
        Searcher searcher = Engine.builder().evaluator(evaluator).build();
        SearchLimits limits = SearchLimits.nodes(s.nodes()).withThreads(1).withMemory(TABLE_BYTES);
        List<Integer> scores = new ArrayList<>();
        int blackPoints = 1;
        while (true) {
            Side w = b.winner();
            if (w != null) {
                blackPoints = w == Side.BLACK ? 2 : 0;
                break;
            }
            if (b.isFull()) {
                break;
            }
            SearchResult r = searcher.search(b, limits, SearchListener.NONE);
            scores.add(r.score());
            if (b.sideToMove() == Side.BLACK && s.rule() == Rule.RENJU && ForbiddenMoves.isForbidden(b, r.bestMove())) {
                b.play(r.bestMove());
                blackPoints = 0;
                break;
            }
            boolean blackMoves = b.sideToMove() == Side.BLACK;
            b.play(r.bestMove());
            if (Score.isDecisive(r.score()) && b.winner() == null) {
                // A found win: the game is scored as won by the side it is for, without playing it out.
                blackPoints = (r.score() > 0) == blackMoves ? 2 : 0;
                break;
            }
        }
        int[] moves = new int[b.moveCount()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = b.y(b.moveAt(i)) * s.size() + b.x(b.moveAt(i));
        }
        int[] sc = scores.stream().mapToInt(Integer::intValue).toArray();
        return new SelfPlayGame(moves, scoredFrom, sc, blackPoints);
    }

    /** A random candidate cell that is legal and does not win. */
    private static int randomPly(Board b, SplittableRandom rnd) {
        Position p = Position.of(b);
        int n = p.candidateCount();
        for (int tries = 0; tries < 100 && n > 0; tries++) {
            int c = p.candidate(rnd.nextInt(n));
            if (p.isLegal(c) && !b.wouldWin(b.sideToMove(), c)) {
                return c;
            }
        }
        for (int c = 0; c < b.capacity(); c++) {
            if (b.cell(c) == Board.EMPTY) {
                return c;
            }
        }
        throw new IllegalStateException("no empty cell");
    }
}
