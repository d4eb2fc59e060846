package dev.gomoku.engine.openings;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.core.record.Opening;
import dev.gomoku.engine.search.Engine;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchListener;
import dev.gomoku.engine.search.Searcher;
import dev.gomoku.engine.search.ThreatSolver;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Makes balanced openings by a {@link OpeningRecipe}: draws random stones in the recipe's area and
 * keeps a position when a search of a fixed depth or node budget scores it near the recipe's centre for the side
 * to move and neither side has a forced win by threats. Deterministic: the same recipe gives the same set, on any
 * number of threads.
 */
public final class OpeningGenerator {
    /** Most attacker moves of the threat search. */
    private static final int THREAT_MOVES = 12;
    /** The longest VCF a quiet threat may set up (as the example brain's own VCT probes). */
    private static final int THREAT_LIMIT = 2;
    /** The threat search's node budget per side: a failure must be proven within it. */
    private static final long THREAT_NODES = 200_000;
    /** Transposition table of the scoring search: small, as the positions are. */
    private static final long SEARCH_MEMORY = 16L << 20;
    /** Draws per wanted opening before giving up (a recipe whose window nothing meets). */
    private static final int MAX_TRIES_PER_OPENING = 2_000;
    /** Candidates judged at once per thread: enough to keep the threads busy, few wasted at the end. */
    private static final int BATCH_PER_THREAD = 4;

    private OpeningGenerator() {
    }

    /**
     * Makes a set on one thread.
     *
     * @param recipe how
     * @param kept called with each opening as it is kept (progress)
     * @return the set, with fewer openings than asked only if {@code 2000} draws per opening ran out
     */
    public static OpeningSet generate(OpeningRecipe recipe, Consumer<Opening> kept) {
        return generate(recipe, 1, kept);
    }

    /**
     * Makes a set, scoring candidates on several threads: the set and its counts are the same for any
     * number of threads, since each candidate's score is a function of the position alone.
     *
     * @param recipe how
     * @param threads threads that score candidates, at least 1
     * @param kept called with each opening as it is kept (progress), on the calling thread
     * @return the set, with fewer openings than asked only if {@code 2000} draws per opening ran out
     * @throws IllegalArgumentException if threads is less than 1
     */
    public static OpeningSet generate(OpeningRecipe recipe, int threads, Consumer<Opening> kept) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "opening-judge");
            t.setDaemon(true);
            return t;
        });
        try {
            return generate(recipe, threads, pool, kept);
        } finally {
            pool.shutdownNow();
        }
    }

    private static OpeningSet generate(OpeningRecipe recipe, int threads, ExecutorService pool,
            Consumer<Opening> kept) {
        SplittableRandom random = new SplittableRandom(recipe.seed());
        ThreadLocal<Searcher> searchers = ThreadLocal.withInitial(Engine::create);
        Set<String> seen = new HashSet<>();
        List<Opening> openings = new ArrayList<>();
        int tried = 0;
        int forced = 0;
        int uneven = 0;
        long maxTries = (long) recipe.count() * MAX_TRIES_PER_OPENING;
        while (openings.size() < recipe.count() && tried < maxTries) {
            // draw a batch in order, judge it in parallel, then take the verdicts in draw order
            List<Candidate> batch = new ArrayList<>();
            while (batch.size() < threads * BATCH_PER_THREAD && tried < maxTries) {
                tried++;
                Board board = draw(recipe, random);
                if (board == null) {
                    continue;
                }
                List<Point> stones = new ArrayList<>();
                for (int ply = 0; ply < board.moveCount(); ply++) {
                    stones.add(new Point(board.x(board.moveAt(ply)), board.y(board.moveAt(ply))));
                }
                Opening o = Opening.ofPoints(stones, recipe.size(), recipe.size());
                if (seen.add(canonical(o))) {
                    batch.add(new Candidate(o, tried, pool.submit(() -> judge(board, recipe, searchers.get()))));
                }
            }
            for (Candidate c : batch) {
                Verdict v = await(c.verdict());
                if (v == Verdict.UNEVEN) {
                    uneven++;
                } else if (v == Verdict.FORCED) {
                    forced++;
                } else {
                    openings.add(c.opening());
                    kept.accept(c.opening());
                    if (openings.size() == recipe.count()) {
                        // the draws after this one were never needed: count as one thread would
                        tried = c.drawn();
                        break;
                    }
                }
            }
        }
        return new OpeningSet(recipe, openings, tried, uneven, forced);
    }

    /** A drawn candidate: its opening, which draw it was, and the verdict being worked out. */
    private record Candidate(Opening opening, int drawn, Future<Verdict> verdict) {
    }

    /** What the judge made of a candidate. */
    private enum Verdict { KEPT, UNEVEN, FORCED }

    /** The search first: it is the cheaper filter and drops most candidates. */
    private static Verdict judge(Board board, OpeningRecipe recipe, Searcher searcher) {
        if (Math.abs(score(board, recipe, searcher) - (long) recipe.centre()) > recipe.window()) {
            return Verdict.UNEVEN;
        }
        return forcedWin(board) ? Verdict.FORCED : Verdict.KEPT;
    }

    private static Verdict await(Future<Verdict> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while judging openings", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("judging an opening failed", e.getCause());
        }
    }

    /**
     * Random stones in the area, black first; null when a stone would make five (or, for black under
     * renju, stand on a forbidden point), so that every opening is a legal, unfinished position.
     */
    static Board draw(OpeningRecipe recipe, SplittableRandom random) {
        Board board = Board.create(recipe.size(), recipe.rule());
        int lo = recipe.size() / 2 - recipe.area() / 2;
        while (board.moveCount() < recipe.stones()) {
            int idx = board.index(lo + random.nextInt(recipe.area()), lo + random.nextInt(recipe.area()));
            if (!board.isEmpty(idx)) {
                continue;
            }
            if (board.wouldWin(board.sideToMove(), idx)
                    || (board.sideToMove() == Side.BLACK && ForbiddenMoves.isForbidden(board, idx))) {
                return null;
            }
            board.play(idx);
        }
        return board;
    }

    /**
     * Whether either side, given the move, wins by threats (fours and threes); a search that runs out
     * of budget counts as a win, since it did not rule one out.
     */
    static boolean forcedWin(Board board) {
        for (Side attacker : Side.values()) {
            ThreatSolver.Outcome o = ThreatSolver.vct(board, attacker, THREAT_MOVES, THREAT_LIMIT, THREAT_NODES);
            if (o.wins() || !o.proven()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The search's score for the side to move under the recipe's limits, from a cleared searcher on one
     * thread (a function of the position).
     */
    static int score(Board board, OpeningRecipe recipe, Searcher searcher) {
        searcher.clear();
        SearchLimits limits = SearchLimits.depth(recipe.depth()).withMemory(SEARCH_MEMORY);
        if (recipe.nodes() > 0) {
            limits = limits.withNodes(recipe.nodes());
        }
        return searcher.search(board, limits, SearchListener.NONE).score();
    }

    /** One key for an opening and its images under the 8 symmetries of a square board. */
    static String canonical(Opening o) {
        String best = null;
        for (int sym = 0; sym < 8; sym++) {
            List<String> black = new ArrayList<>();
            List<String> white = new ArrayList<>();
            for (int i = 0; i < o.offsets().size(); i++) {
                Point d = o.offsets().get(i);
                int x = (sym & 1) != 0 ? -d.x() : d.x();
                int y = (sym & 2) != 0 ? -d.y() : d.y();
                String p = (sym & 4) != 0 ? y + "," + x : x + "," + y;
                (i % 2 == 0 ? black : white).add(p);
            }
            black.sort(null);
            white.sort(null);
            String key = black + "/" + white;
            if (best == null || key.compareTo(best) < 0) {
                best = key;
            }
        }
        return best;
    }
}
