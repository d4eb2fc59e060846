package dev.gomoku.examples.brains;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Settings;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Turn;
import dev.gomoku.engine.search.Engine;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchResult;
import dev.gomoku.engine.search.Searcher;
import dev.gomoku.engine.search.Swap2Advisor;
import java.util.List;

/**
 * The engine's default search ({@link Engine#create()}) as a brain: iterative deepening until the
 * host's deadline or stop signal, publishing the best move after every iteration so that the host's
 * time guard always has a searched move to send.
 */
public final class SearchBrain implements Brain {
    /** Share of {@code max_memory} given to the transposition table. */
    private static final int MEMORY_SHARE_PERCENT = 40;
    /** Search time per rule in the one-off warm-up at the first {@code START}. */
    private static final long WARM_UP_MILLIS = 150;

    private final Searcher searcher = Engine.create();
    private boolean warm;

    /** A search brain that warms up at its first new game: for the pipe protocol, where START is not timed. */
    public SearchBrain() {
        this(true);
    }

    /**
     * A search brain.
     *
     * @param warmUp whether to warm up at the first new game; only worth it where initialisation is
     *     not timed (the pipe protocol's START). The legacy host and the KoTH judge time the whole
     *     process, so there it would only cost time.
     */
    public SearchBrain(boolean warmUp) {
        this.warm = !warmUp;
    }

    @Override
    public About about() {
        return new About("search", "1.0", "gomoku-sdk", "", "", "");
    }

    @Override
    public void newGame(int width, int height, Settings settings) {
        if (!warm) {
            warm = true;
            warmUp(width, height);
        }
        searcher.clear();
    }

    /**
     * A fresh JVM interprets the search for its first few hundred milliseconds and allocates the
     * transposition table on its first move: at fast time controls that first move (also after the
     * manager restarts a brain) overran the limit. A short search of a small position per rule, while
     * the manager waits for {@code OK}, compiles the hot code; the collection then moves the table to
     * the old generation now instead of in a copying pause during a timed move.
     */
    private void warmUp(int width, int height) {
        int cx = width / 2;
        int cy = height / 2;
        for (Rule rule : List.of(Rule.FREESTYLE, Rule.RENJU)) {
            Board b = Board.create(width, height, rule);
            b.play(b.index(cx, cy));
            b.play(b.index(cx, cy - 1));
            b.play(b.index(cx + 1, cy - 1));
            searcher.search(b, SearchLimits.until(System.nanoTime() + WARM_UP_MILLIS * 1_000_000L, () -> false),
                    info -> { });
        }
        System.gc();
    }

    @Override
    public Point move(Board board, Turn turn) {
        SearchResult r = searcher.search(board, limits(turn), info -> turn.publish(point(board, info.bestMove())));
        return point(board, r.bestMove());
    }

    @Override
    public List<Point> swap2Opening(Board board, Turn turn) {
        return new Swap2Advisor(searcher, limits(turn)).openingStones(board.width(), board.height(), board.rule());
    }

    @Override
    public Swap2Choice swap2(Board board, Turn turn) {
        Swap2Advisor advisor = new Swap2Advisor(searcher, limits(turn));
        Swap2Advisor.Decision d = board.moveCount() <= 3 ? advisor.afterThree(board) : advisor.afterFive(board);
        if (d.swap()) {
            return Swap2Choice.swap();
        }
        List<Point> s = d.stones();
        // The advisor lists the two added stones in its placing order, white then black.
        return s.size() == 1 ? Swap2Choice.play(s.get(0)) : Swap2Choice.addTwo(s.get(1), s.get(0));
    }

    private static SearchLimits limits(Turn turn) {
        SearchLimits limits = SearchLimits.until(turn.deadlineNanos(), turn::stopRequested);
        long memory = turn.settings().maxMemoryBytes();
        if (memory > 0) {
            limits = limits.withMemory(memory / 100 * MEMORY_SHARE_PERCENT);
        }
        String threads = turn.settings().value("thread_num");
        if (threads != null && threads.matches("[1-9][0-9]{0,2}")) {
            limits = limits.withThreads(Integer.parseInt(threads));
        }
        return limits;
    }

    private static Point point(Board board, int index) {
        return new Point(board.x(index), board.y(index));
    }
}
