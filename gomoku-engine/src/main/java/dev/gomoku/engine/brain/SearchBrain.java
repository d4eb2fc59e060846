package dev.gomoku.engine.brain;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Settings;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Swap2Opening;
import dev.gomoku.engine.Turn;
import dev.gomoku.engine.search.Engine;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.MemoryBudget;
import dev.gomoku.engine.search.MoveGenerator;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchParameters;
import dev.gomoku.engine.search.SearchResult;
import dev.gomoku.engine.search.Searcher;
import dev.gomoku.engine.search.Swap2Advisor;
import dev.gomoku.engine.search.TranspositionTable;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.LongFunction;

/**
 * A complete brain around a {@link Searcher}: iterative deepening until the host's deadline or stop
 * signal, publishing the best move after every iteration (so the host's time guard always has a
 * searched move to send) and a {@code MESSAGE} line with depth, score and principal variation
 * ({@code SearchMessage}, for GUIs that show analysis); the transposition table is as large as
 * {@code INFO max_memory} allows ({@link MemoryBudget}: a limit too small to keep is refused, see
 * {@link Brain#info}), the thread count
 * {@code INFO thread_num}; the searcher is cleared for every new game; Swap2 openings and decisions
 * come from {@link Swap2Advisor}; and under the pipe protocol the JVM is warmed up at the first
 * {@code START} ({@link Brain#warmUp}), which a manager that waits for {@code OK} does not time. The
 * Gomocup referee does not wait: it sends the first move's command at once, and the warm-up then comes
 * out of that move's time (the host times a move from its command's arrival).
 *
 * <pre>{@code
 * Brain brain = SearchBrain.builder()
 *         .evaluator(myEvaluator)                   // everything else stays the default
 *         .about(About.of("mybrain", "1.0"))
 *         .build();
 * System.exit(BrainMain.run(brain, args));
 * }</pre>
 */
public final class SearchBrain implements Brain {
    private final Searcher searcher;
    private final About about;
    private final int defaultThreads;
    private final long warmUpNanos;
    private final long nodesPerMove;
    /** The {@code max_memory} the table is sized for, or -1 before the first sizing. */
    private long sizedFor = -1;
    /** The table budget for {@link #sizedFor}. */
    private long tableBytes;
    /** The budget of the table the searcher holds now, 0 before the first search. */
    private long tableHeld;
    /**
     * Whether the process serves many moves (the pipe host, which sends INFO lines); a legacy process
     * lives for one move, where a table larger than one search fills only costs the time to clear it.
     */
    private boolean longLived;

    private SearchBrain(Builder b) {
        this.searcher = b.searcher != null ? b.searcher : b.engine.build();
        this.about = b.about;
        this.defaultThreads = b.threads;
        this.warmUpNanos = b.warmUp.toNanos();
        this.nodesPerMove = b.nodesPerMove;
    }

    /**
     * A builder preset with the engine's default parts.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The search brain with every default: the engine's default searcher, named {@code search}.
     *
     * @return a new brain
     */
    public static SearchBrain create() {
        return builder().build();
    }

    /**
     * The searcher this brain plays with, e.g. to test it at a fixed depth.
     *
     * @return the searcher
     */
    public Searcher searcher() {
        return searcher;
    }

    @Override
    public About about() {
        return about;
    }

    /**
     * A fresh JVM interprets the search for its first few hundred milliseconds and allocates the
     * transposition table on its first move: at fast time controls that first move (also after the
     * manager restarts a brain) overran the limit. A short search of a small position per rule, while
     * the manager waits for {@code OK}, compiles the hot code; the collection then moves the table to
     * the old generation now instead of in a copying pause during a timed move.
     */
    @Override
    public void warmUp(int width, int height) {
        if (warmUpNanos <= 0) {
            return;
        }
        int cx = width / 2;
        int cy = height / 2;
        for (Rule rule : List.of(Rule.FREESTYLE, Rule.RENJU)) {
            Board b = Board.create(width, height, rule);
            b.play(b.index(cx, cy));
            b.play(b.index(cx, cy - 1));
            b.play(b.index(cx + 1, cy - 1));
            // The smallest table: the real one is sized from max_memory, which arrives after START.
            searcher.search(b, SearchLimits.until(System.nanoTime() + warmUpNanos, () -> false)
                    .withMemory(MemoryBudget.MIN_TABLE_BYTES), info -> { });
            tableHeld = MemoryBudget.MIN_TABLE_BYTES;
        }
        System.gc();
    }

    /**
     * Sizes the table as soon as {@code max_memory} arrives, when the process is at its baseline, and
     * refuses a limit that leaves no room for the smallest table (the host then says {@code ERROR}
     * at the next move request; the brain still plays, with the smallest table).
     */
    @Override
    public void info(String key, Settings settings) {
        longLived = true;
        if (key.equals("max_memory")) {
            long limit = settings.maxMemoryBytes();
            boolean fits = MemoryBudget.fits(limit, tableHeld);
            size(limit);
            if (!fits) {
                throw new IllegalArgumentException("max_memory " + limit + " leaves no room: this process holds "
                        + (MemoryBudget.processUss() >> 20) + " MiB already and needs "
                        + ((MemoryBudget.MIN_HEADROOM + MemoryBudget.MIN_TABLE_BYTES) >> 20) + " MiB more");
            }
        }
    }

    /**
     * Sizes the table for a limit once. The legacy host sends no INFO lines: there the first move sizes
     * it, at most {@link MemoryBudget#DEFAULT_TABLE_BYTES}, since the process ends with the move.
     */
    private void size(long limit) {
        if (limit != sizedFor) {
            tableBytes = MemoryBudget.tableBytes(limit, tableHeld);
            if (!longLived) {
                tableBytes = Math.min(tableBytes, MemoryBudget.DEFAULT_TABLE_BYTES);
            }
            sizedFor = limit;
        }
    }

    @Override
    public void newGame(int width, int height, Settings settings) {
        searcher.clear();
    }

    @Override
    public Point move(Board board, Turn turn) {
        if (turn.candidates() > 1) {
            return point(board, CandidateMoves.search(searcher, board, turn, limits(turn), turn.candidates()));
        }
        SearchResult r = searcher.search(board, limits(turn), info -> {
            turn.publish(point(board, info.bestMove()));
            turn.message(SearchMessage.of(board, info));
        });
        return point(board, r.bestMove());
    }

    @Override
    public Swap2Opening swap2Opening(Board board, Turn turn) {
        return new Swap2Advisor(searcher, limits(turn)).openingStones(board.width(), board.height(), board.rule());
    }

    @Override
    public Swap2Choice swap2(Board board, Turn turn) {
        Swap2Advisor advisor = new Swap2Advisor(searcher, limits(turn));
        return board.moveCount() <= 3 ? advisor.afterThree(board) : advisor.afterFive(board);
    }

    /**
     * The search limits of one turn: the host's deadline and stop signal, a table as large as
     * {@code max_memory} allows ({@link MemoryBudget}), {@code thread_num} threads (else the
     * builder's count) and the builder's node budget, if any.
     *
     * @param turn the turn
     * @return the limits
     */
    public SearchLimits limits(Turn turn) {
        size(turn.settings().maxMemoryBytes());
        tableHeld = tableBytes;
        SearchLimits limits = SearchLimits.until(turn.deadlineNanos(), turn::stopRequested).withMemory(tableBytes)
                .withNodes(nodesPerMove);
        int threads = turn.settings().threads();
        if (threads > 0) {
            limits = limits.withThreads(threads);
        } else if (defaultThreads > 0) {
            limits = limits.withThreads(defaultThreads);
        } else if (nodesPerMove != Long.MAX_VALUE) {
            // Helper threads would make the moves depend on scheduling again.
            limits = limits.withThreads(1);
        }
        return limits;
    }

    private static Point point(Board board, int index) {
        return new Point(board.x(index), board.y(index));
    }

    /** Chooses the parts and settings of a {@link SearchBrain}; every one has a default. */
    public static final class Builder {
        private final Engine.Builder engine = Engine.builder();
        private Searcher searcher;
        private About about = About.of("search", "1.0");
        /** 0: one per core. */
        private int threads;
        private Duration warmUp = Duration.ofMillis(150);
        private long nodesPerMove = Long.MAX_VALUE;

        private Builder() {
        }

        /**
         * Replaces the evaluator of the default searcher.
         *
         * @param e a thread-safe evaluator
         * @return this builder
         */
        public Builder evaluator(Evaluator e) {
            engine.evaluator(e);
            return this;
        }

        /**
         * Replaces the move generator of the default searcher.
         *
         * @param g a thread-safe generator
         * @return this builder
         */
        public Builder moveGenerator(MoveGenerator g) {
            engine.moveGenerator(g);
            return this;
        }

        /**
         * Replaces the transposition table of the default searcher.
         *
         * @param factory makes a table of at most the given number of bytes
         * @return this builder
         */
        public Builder transpositionTable(LongFunction<TranspositionTable> factory) {
            engine.transpositionTable(factory);
            return this;
        }

        /**
         * Replaces the default searcher's parameters under one rule (for tuning; see {@code gomoku spsa}
         * and {@link Engine.Builder#parameters}).
         *
         * @param rule the rule they are for
         * @param p the parameters; default {@link SearchParameters#forRule(Rule)}
         * @return this builder
         */
        public Builder parameters(Rule rule, SearchParameters p) {
            engine.parameters(rule, p);
            return this;
        }

        /**
         * Replaces the default searcher's cell-score and evaluation weights under one rule (for tuning;
         * see {@link Engine.Builder#patternWeights}).
         *
         * @param rule the rule they are for
         * @param values the weights, as {@code gomoku tune} prints them
         * @return this builder
         */
        public Builder patternWeights(Rule rule, int[] values) {
            engine.patternWeights(rule, values);
            return this;
        }

        /**
         * Replaces the default generator's move-ordering weights under one rule (see
         * {@link Engine.Builder#orderWeights}).
         *
         * @param rule the rule they are for
         * @param values the weights, as {@code gomoku tune --order} prints them
         * @return this builder
         */
        public Builder orderWeights(Rule rule, int[] values) {
            engine.orderWeights(rule, values);
            return this;
        }

        /**
         * Plays with a whole searcher of your own instead of the default one (the evaluator, generator,
         * table, parameters and weights set here are then unused).
         *
         * @param own the searcher
         * @return this builder
         */
        public Builder searcher(Searcher own) {
            searcher = Objects.requireNonNull(own, "searcher");
            return this;
        }

        /**
         * The brain's name and details for {@code ABOUT} (the name also names its folder).
         *
         * @param about the details; default {@code search 1.0}
         * @return this builder
         */
        public Builder about(About about) {
            this.about = Objects.requireNonNull(about, "about");
            return this;
        }

        /**
         * The search threads when the manager sends no {@code INFO thread_num}.
         *
         * @param count 1..256; default one per available core (one with {@link #nodesPerMove})
         * @return this builder
         * @throws IllegalArgumentException outside 1..256
         */
        public Builder threads(int count) {
            if (count < 1 || count > 256) {
                throw new IllegalArgumentException("threads must be 1..256, got " + count);
            }
            threads = count;
            return this;
        }

        /**
         * The search time per rule of the warm-up at the first pipe {@code START}; zero turns it off.
         *
         * @param perRule default 150 ms
         * @return this builder
         * @throws IllegalArgumentException when negative
         */
        public Builder warmUp(Duration perRule) {
            if (perRule.isNegative()) {
                throw new IllegalArgumentException("negative warm-up " + perRule);
            }
            warmUp = perRule;
            return this;
        }

        /**
         * Stops every move's search after this many nodes, whatever time is left (the deadline still
         * applies), on one thread unless the manager or {@link #threads} asks for more. The moves then
         * do not depend on the machine's speed or load, which is what A/B matches between two builds
         * need on a shared machine. Never for tournaments.
         *
         * @param nodes at least 1; default none
         * @return this builder
         * @throws IllegalArgumentException when less than 1
         */
        public Builder nodesPerMove(long nodes) {
            if (nodes < 1) {
                throw new IllegalArgumentException("nodes per move must be at least 1, got " + nodes);
            }
            nodesPerMove = nodes;
            return this;
        }

        /**
         * Builds the brain.
         *
         * @return a new brain with its own searcher
         */
        public SearchBrain build() {
            return new SearchBrain(this);
        }
    }
}
