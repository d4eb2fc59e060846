package dev.gomoku.engine.search;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Swap2Opening;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Swap2 opening decisions from search scores: the three opening stones, and whether to swap, play
 * one stone or add two after three stones, and whether to swap after five. A decision that takes
 * several searches shares the limits' time between them, so that it is ready by the deadline.
 */
public final class Swap2Advisor {
    /** Scores within this margin of zero count as balanced. */
    public static final int BALANCED = 120;

    /** Candidate openings as offsets from the centre: black, white, black. */
    private static final int[][] OPENINGS = {
        {0, 0, 1, 0, 2, 2}, {0, 0, 1, 1, 2, 0}, {0, 0, 0, 1, 2, 2}, {0, 0, 1, 0, 0, 2},
        {0, 0, 2, 0, 1, 2}, {0, 0, 1, 1, 0, 2}, {0, 0, 2, 1, 1, 3}, {0, 0, 1, -1, 3, 1},
    };

    private final Searcher searcher;
    private final SearchLimits limits;

    /**
     * An advisor that scores positions with a searcher.
     *
     * @param searcher the searcher
     * @param limits the limits of each scoring search (keep them short)
     * @throws NullPointerException when an argument is null
     */
    public Swap2Advisor(Searcher searcher, SearchLimits limits) {
        this.searcher = Objects.requireNonNull(searcher, "searcher");
        this.limits = Objects.requireNonNull(limits, "limits");
    }

    /**
     * The three opening stones (black, white, black) that look most balanced, so that the
     * opponent's choice of colour gains little.
     *
     * @param width board width
     * @param height board height
     * @param rule the rule
     * @return the three stones
     * @throws IllegalArgumentException when the board size is not supported
     */
    public Swap2Opening openingStones(int width, int height, Rule rule) {
        int cx = width / 2;
        int cy = height / 2;
        List<Point> best = null;
        int bestAbs = Integer.MAX_VALUE;
        long longest = 0; // the longest scoring search so far: one more must fit before the deadline
        for (int k = 0; k < OPENINGS.length; k++) {
            int[] o = OPENINGS[k];
            if (best != null && timeUp(longest)) {
                break; // the candidates scored so far must do: the answer is due
            }
            Board b = Board.create(width, height, rule);
            List<Point> stones = new ArrayList<>();
            boolean ok = true;
            for (int i = 0; i < 6; i += 2) {
                int x = cx + o[i];
                int y = cy + o[i + 1];
                if (!b.contains(x, y)) {
                    ok = false;
                    break;
                }
                b.play(b.index(x, y));
                stones.add(new Point(x, y));
            }
            if (!ok) {
                continue;
            }
            searcher.clear();
            long t0 = System.nanoTime();
            int s = Math.abs(searcher.search(b, share(OPENINGS.length - k), SearchListener.NONE).score());
            longest = Math.max(longest, System.nanoTime() - t0);
            if (s < bestAbs) {
                bestAbs = s;
                best = stones;
            }
        }
        if (best == null) {
            throw new IllegalArgumentException("board " + width + "x" + height + " too small for an opening");
        }
        return new Swap2Opening(best.get(0), best.get(1), best.get(2));
    }

    /**
     * The decision after the opponent placed three stones (white to move): swap when black is
     * better, play the 4th stone (white) when white is better, else add the 4th (white) and the 5th
     * (black) stone.
     *
     * @param board the position with three stones
     * @return the decision
     */
    public Swap2Choice afterThree(Board board) {
        SearchResult r = searcher.search(board, share(2), SearchListener.NONE);
        if (r.score() < -BALANCED) {
            return Swap2Choice.swap();
        }
        Point white = point(board, r.bestMove());
        if (r.score() > BALANCED) {
            return Swap2Choice.play(white);
        }
        Board next = board.copy();
        next.place(r.bestMove(), Side.WHITE);
        SearchResult b = searcher.search(next, limits, SearchListener.NONE);
        return Swap2Choice.addTwo(white, point(next, b.bestMove()));
    }

    /**
     * The decision after five stones (white to move): swap when black is better, else play the
     * 6th stone (white).
     *
     * @param board the position with five stones
     * @return the decision
     */
    public Swap2Choice afterFive(Board board) {
        SearchResult r = searcher.search(board, limits, SearchListener.NONE);
        if (r.score() < -BALANCED) {
            return Swap2Choice.swap();
        }
        return Swap2Choice.play(point(board, r.bestMove()));
    }

    /** The limits with an equal share of the time left for one of {@code searches} searches still to run. */
    private SearchLimits share(int searches) {
        long deadline = limits.deadlineNanos();
        if (deadline == Long.MAX_VALUE || searches <= 1) {
            return limits;
        }
        long now = System.nanoTime();
        long left = Math.max(0, deadline - now);
        return new SearchLimits(now + left / searches, limits.maxDepth(), limits.maxNodes(), limits.stop(),
                limits.memoryBytes(), limits.threads(), limits.seed());
    }

    /** Whether the limits stop us, or a search of {@code nanos} would end after the deadline. */
    private boolean timeUp(long nanos) {
        return limits.stop().getAsBoolean()
                || (limits.deadlineNanos() != Long.MAX_VALUE && System.nanoTime() + nanos - limits.deadlineNanos() >= 0);
    }

    private static Point point(Board b, int index) {
        return new Point(b.x(index), b.y(index));
    }
}
