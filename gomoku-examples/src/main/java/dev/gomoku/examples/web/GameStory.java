package dev.gomoku.examples.web;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Engine;
import dev.gomoku.engine.search.MemoryBudget;
import dev.gomoku.engine.search.Score;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.Searcher;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A game's story for the page: the evaluation of the position after every move, from black's side,
 * by a short search of our engine (a fixed node budget, one thread, a small table) on a low-priority
 * thread of its own, published as it comes; and the moves where it swung most. The page draws it as
 * a graph under the board.
 */
final class GameStory implements AutoCloseable {
    /** Nodes per position: a few milliseconds each, enough to see threats the static score misses. */
    private static final long NODES = 20_000;
    /** A proven win (or, negated, loss) for black; other scores stay within 9/10 of it. */
    static final int LIMIT = 10_000;
    /** The squashing scale: the engine scores a first move's edge near 900. */
    private static final double SCALE = 3000;
    /** A move whose evaluation change (in the page's squashed scale) is at least this is a swing. */
    private static final double SWING = 0.25;
    /** At most this many swings are marked, the largest. */
    private static final int SWINGS = 5;

    private final Updates updates;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "web-story");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });
    private final Searcher searcher = Engine.create();
    /** What the story is of (moves, size, rule), or null for none. */
    private String key;
    /** Evaluations by ply (position after that many moves), {@code Integer.MIN_VALUE} while pending. */
    private int[] evals = new int[0];
    private int generation;

    GameStory(Updates updates) {
        this.updates = updates;
    }

    /** Tells the story of these moves (again only if they changed); the evaluations come as computed. */
    synchronized void tell(int width, int height, Rule rule, List<Point> moves) {
        String k = width + "x" + height + " " + rule + " " + moves;
        if (k.equals(key)) {
            return;
        }
        key = k;
        evals = new int[moves.size() + 1];
        Arrays.fill(evals, Integer.MIN_VALUE);
        int gen = ++generation;
        List<Point> copy = List.copyOf(moves);
        worker.execute(() -> compute(gen, width, height, rule, copy));
    }

    /** Forgets the story (a new game began). */
    synchronized void clear() {
        key = null;
        evals = new int[0];
        generation++;
    }

    private void compute(int gen, int width, int height, Rule rule, List<Point> moves) {
        Board b = Board.create(width, height, rule);
        searcher.clear();
        for (int ply = 0; ply <= moves.size(); ply++) {
            if (ply > 0) {
                Point p = moves.get(ply - 1);
                b.play(b.index(p.x(), p.y()));
            }
            int v = evaluate(b);
            synchronized (this) {
                if (gen != generation) {
                    return;
                }
                evals[ply] = v;
            }
            updates.changed();
        }
    }

    /** The position's value for black: +-{@link #LIMIT} when proven, else within 9/10 of it. */
    private int evaluate(Board b) {
        if (b.moveCount() > 0 && b.isWin(b.lastMove())) {
            return b.sideAt(b.moveCount() - 1) == Side.BLACK ? LIMIT : -LIMIT;
        }
        if (b.isFull()) {
            return 0;
        }
        int s = searcher.search(b, SearchLimits.nodes(NODES).withMemory(MemoryBudget.MIN_TABLE_BYTES), info -> { })
                .score();
        int open = LIMIT / 10 * 9;
        int v = Score.isDecisive(s) ? (s > 0 ? LIMIT : -LIMIT) : Math.max(-open, Math.min(open, s));
        return b.sideToMove() == Side.BLACK ? v : -v;
    }

    /** The page's scale: a score squashed to -1..1. */
    static double squash(int v) {
        return Math.tanh(v / SCALE);
    }

    /**
     * {@code {"evals":[v or null,...],"swings":[ply,...]}}; an empty story without a game. With
     * {@code flip} (a board that holds the colours swapped) the values are for the board's white, which
     * the page shows as black.
     */
    synchronized void json(Json j, boolean flip) {
        j.beginObject();
        j.key("evals").beginArray();
        for (int v : evals) {
            if (v == Integer.MIN_VALUE) {
                j.nullValue();
            } else {
                j.value(flip ? -v : v);
            }
        }
        j.endArray();
        j.key("swings").beginArray();
        for (int ply : swings()) {
            j.value(ply);
        }
        j.endArray();
        j.endObject();
    }

    /** The plies whose move changed the evaluation most (at least {@link #SWING}), in move order. */
    private int[] swings() {
        int n = evals.length;
        Integer[] plies = new Integer[Math.max(0, n - 1)];
        double[] change = new double[n];
        for (int ply = 1; ply < n; ply++) {
            plies[ply - 1] = ply;
            boolean known = evals[ply] != Integer.MIN_VALUE && evals[ply - 1] != Integer.MIN_VALUE;
            change[ply] = known ? Math.abs(squash(evals[ply]) - squash(evals[ply - 1])) : 0;
        }
        Arrays.sort(plies, (a, b) -> Double.compare(change[b], change[a]));
        return Arrays.stream(plies).limit(SWINGS).filter(p -> change[p] >= SWING).mapToInt(Integer::intValue).sorted()
                .toArray();
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
