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
import java.util.function.Consumer;

/**
 * Makes balanced openings by a {@link OpeningRecipe}: draws random stones in the recipe's area and
 * keeps a position when a fixed-depth search scores it near the recipe's centre for the side to move
 * and neither side has a forced win by threats. Single-threaded and deterministic: the same recipe gives the same
 * set.
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

    private OpeningGenerator() {
    }

    /**
     * Makes a set.
     *
     * @param recipe how
     * @param kept called with each opening as it is kept (progress)
     * @return the set, with fewer openings than asked only if {@code 2000} draws per opening ran out
     */
    public static OpeningSet generate(OpeningRecipe recipe, Consumer<Opening> kept) {
        SplittableRandom random = new SplittableRandom(recipe.seed());
        Searcher searcher = Engine.create();
        Set<String> seen = new HashSet<>();
        List<Opening> openings = new ArrayList<>();
        int tried = 0;
        int forced = 0;
        int uneven = 0;
        long maxTries = (long) recipe.count() * MAX_TRIES_PER_OPENING;
        while (openings.size() < recipe.count() && tried < maxTries) {
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
            if (!seen.add(canonical(o))) {
                continue;
            }
            // the search first: it is the cheaper filter and drops most candidates
            if (Math.abs(score(board, recipe.depth(), searcher) - (long) recipe.centre()) > recipe.window()) {
                uneven++;
            } else if (forcedWin(board)) {
                forced++;
            } else {
                openings.add(o);
                kept.accept(o);
            }
        }
        return new OpeningSet(recipe, openings, tried, uneven, forced);
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

    /** The search's score for the side to move, from a cleared searcher (a function of the position). */
    static int score(Board board, int depth, Searcher searcher) {
        searcher.clear();
        return searcher.search(board, SearchLimits.depth(depth).withMemory(SEARCH_MEMORY), SearchListener.NONE).score();
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
