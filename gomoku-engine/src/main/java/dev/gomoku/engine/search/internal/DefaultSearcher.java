package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.MemoryBudget;
import dev.gomoku.engine.search.MoveGenerator;
import dev.gomoku.engine.search.Position;
import dev.gomoku.engine.search.Score;
import dev.gomoku.engine.search.SearchInfo;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchListener;
import dev.gomoku.engine.search.SearchParameters;
import dev.gomoku.engine.search.SearchResult;
import dev.gomoku.engine.search.Searcher;
import dev.gomoku.engine.search.TranspositionTable;
import java.util.function.Function;
import java.util.function.LongFunction;

/**
 * The default searcher: immediate wins and forced blocks, a root VCF (and a small VCT), then lazy-SMP
 * iterative deepening (helpers search the same tree with other depths and root noise, sharing the
 * table), then a check that the chosen move does not allow the opponent a VCF or a VCT.
 */
public final class DefaultSearcher implements Searcher {
    private static final long VCF_NODES = 60_000;
    private static final long VCT_NODES = 40_000;
    private static final long DEFENCE_NODES = 20_000;
    /** Node cap of one check for the opponent's VCT after a candidate move. */
    private static final long VCT_DEFENCE_NODES = 50_000;
    /**
     * Share of the time kept after the main search for the checks against the opponent's VCF and VCT.
     * With a tenth kept, in games at 1 s the checks found an opponent's win after a move not already
     * scored as lost in 5 of 1,917 searches (and changed 2 moves), while our opening moves took about
     * 815 ms to Rapfi's 970. The checks mostly end within a few milliseconds, so the main search gets
     * nearly all of the turn (docs/search.md#time-use).
     */
    private static final int DEFENCE_SHARE_PERCENT = 3;
    /**
     * Fraction of the search time after which no new iteration starts. Unused turn time is lost, and a
     * partial iteration's better move is kept, so a late start costs little.
     */
    private static final double SOFT_FRACTION = 0.9;

    private final Evaluator evaluator;
    private final MoveGenerator generator;
    private final LongFunction<TranspositionTable> tableFactory;
    /** The search's parameters per rule. */
    private final Function<Rule, SearchParameters> parameters;
    /** The cell-score and evaluation weights per rule. */
    private final Function<Rule, PatternWeights> weights;
    /** The default generator's move-ordering weights per rule. */
    private final Function<Rule, OrderWeights> order;
    private TranspositionTable table;
    private long tableBudget = -1;

    /**
     * Assembles a searcher from parts.
     *
     * @param evaluator the evaluator
     * @param generator the move generator
     * @param tableFactory makes a table of at most the given bytes
     * @param parameters the search's parameters per rule, {@link SearchParameters#forRule(Rule)} for the
     *     defaults
     * @param weights the weights of the cell scores (and of the default evaluator's terms) per rule,
     *     {@link PatternWeights#of(Rule)} for the defaults
     * @param order the default generator's move-ordering weights per rule, {@link OrderWeights#of(Rule)} for
     *     the defaults
     */
    public DefaultSearcher(Evaluator evaluator, MoveGenerator generator, LongFunction<TranspositionTable> tableFactory,
            Function<Rule, SearchParameters> parameters, Function<Rule, PatternWeights> weights,
            Function<Rule, OrderWeights> order) {
        this.evaluator = evaluator;
        this.generator = generator;
        this.tableFactory = tableFactory;
        this.parameters = parameters;
        this.weights = weights;
        this.order = order;
    }

    @Override
    public void clear() {
        if (table != null) {
            table.clear();
        }
    }

    private TranspositionTable table(long memoryBytes) {
        long budget = memoryBytes > 0 ? memoryBytes : MemoryBudget.DEFAULT_TABLE_BYTES;
        // The table must fit in the heap beside everything else.
        budget = Math.min(budget, Runtime.getRuntime().maxMemory() / 2);
        if (table == null || budget != tableBudget) {
            table = null;
            table = tableFactory.apply(budget);
            tableBudget = budget;
        }
        return table;
    }

    @Override
    public SearchResult search(Board board, SearchLimits limits, SearchListener listener) {
        long start = System.nanoTime();
        if (board.isFull()) {
            throw new IllegalArgumentException("the board is full: there is no move to search");
        }
        int me = board.sideToMove().code();
        SearchBoard root = new SearchBoard(board, me, weights.apply(board.rule()), order.apply(board.rule()));
        int fallback = fallbackMove(root);
        // Decided without searching: a five, or a single forced block.
        if (root.levelCount(me, Position.LEVEL_FIVE) > 0) {
            int c = find(root, me, Position.LEVEL_FIVE);
            return new SearchResult(c, Score.winIn(1), 0, 0, new int[] {c});
        }
        // Published before any search so that a host whose clock runs out early plays a move that
        // answers the forced replies (block a five, meet an open three) rather than one of its own.
        listener.onIteration(new SearchInfo(0, fallback, 0, 0, System.nanoTime() - start, new int[] {fallback}));
        if (stopRequested(limits)) {
            return new SearchResult(fallback, 0, 0, 0, new int[] {fallback});
        }
        boolean bounded = limits.maxNodes() != Long.MAX_VALUE || limits.deadlineNanos() != Long.MAX_VALUE;
        long nodeCap = limits.maxNodes() == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(1, limits.maxNodes() / 8);
        if (limits.deadlineNanos() != Long.MAX_VALUE) {
            // Roughly a few microseconds per threat-search node; spend at most a tenth of the time.
            nodeCap = Math.min(nodeCap, Math.max(500, (limits.deadlineNanos() - start) / 10 / 3000));
        }
        long spent = 0;
        int op = 3 - me;
        if (root.levelCount(op, Position.LEVEL_FIVE) == 0) {
            VcfSearch vcf = new VcfSearch(root, 14);
            if (vcf.solve(60, Math.min(VCF_NODES, nodeCap))) {
                int[] line = vcf.line();
                return new SearchResult(line[0], Score.winIn(line.length + 1), 0, vcf.nodes(), line);
            }
            spent += vcf.nodes();
            if (stopRequested(limits)) {
                return new SearchResult(fallback, 0, 0, spent, new int[] {fallback});
            }
            if (root.levelCount(op, Position.LEVEL_FOUR) + root.levelCount(op, Position.LEVEL_FOUR_THREE)
                    + root.levelCount(op, Position.LEVEL_WIN_FOUR) == 0) {
                DfpnSearch vct = new DfpnSearch(root, 14);
                if (vct.solve(12, 2, Math.min(VCT_NODES, nodeCap))) {
                    int[] line = vct.line();
                    return new SearchResult(line[0], Score.winIn(line.length + 1), 0, spent + vct.nodes(), line);
                }
                spent += vct.nodes();
                if (stopRequested(limits)) {
                    return new SearchResult(fallback, 0, 0, spent, new int[] {fallback});
                }
            }
        }
        TranspositionTable tt = table(limits.memoryBytes());
        tt.newSearch();
        // Keep the last part of the time for the checks against the opponent's VCF and VCT.
        long searchDeadline = limits.deadlineNanos() == Long.MAX_VALUE ? Long.MAX_VALUE
                : start + (limits.deadlineNanos() - start) / 100 * (100 - DEFENCE_SHARE_PERCENT);
        SharedSearch shared = new SharedSearch(start, searchDeadline,
                limits.maxNodes() == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(1, limits.maxNodes() - spent),
                limits.stop());
        shared.nodes.addAndGet(0);
        int threads = limits.threads() > 0 ? limits.threads() : Runtime.getRuntime().availableProcessors();
        threads = Math.max(1, Math.min(threads, 64));
        SearchParameters ruleParameters = parameters.apply(board.rule());
        Worker main = new Worker(root, evaluator, generator, tt, shared, 0, ruleParameters);
        Thread[] helpers = new Thread[threads - 1];
        Worker[] helperWorkers = new Worker[threads - 1];
        for (int i = 0; i < helpers.length; i++) {
            SearchBoard own = new SearchBoard(board, me, root.weights(), root.orderWeights());
            Worker w = new Worker(own, evaluator, generator, tt, shared, limits.seed() * 31 + i + 1,
                    ruleParameters);
            helperWorkers[i] = w;
            int startDepth = 1 + (i % 2);
            helpers[i] = new Thread(() -> w.iterate(startDepth, limits.maxDepth(), 1.0, null), "search-helper-" + i);
            helpers[i].setDaemon(true);
            helpers[i].start();
        }
        double soft = bounded && limits.deadlineNanos() != Long.MAX_VALUE ? SOFT_FRACTION : 1.0;
        main.iterate(1, limits.maxDepth(), soft, w -> listener.onIteration(new SearchInfo(w.completedDepth,
                w.bestMove, w.bestScore, shared.nodes.get(), System.nanoTime() - start, w.bestPv)));
        shared.stopped = true;
        for (Thread t : helpers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        long nodes = spent + main.nodes();
        for (Worker w : helperWorkers) {
            nodes += w.nodes();
        }
        int best = main.bestMove;
        int score = main.bestScore;
        int[] pv = main.bestPv;
        if (best < 0 || board.cell(best) != Board.EMPTY || !root.isLegal(best)) {
            best = fallback;
            score = 0;
            pv = new int[] {best};
        }
        if (!Score.isDecisive(score) || score < 0) {
            int safe = avoidOpponentWin(root, best, limits, nodeCap);
            if (safe != best) {
                best = safe;
                pv = new int[] {best};
            }
        }
        return new SearchResult(best, score, main.completedDepth, nodes, pv);
    }

    /**
     * If the opponent has a VCF or a VCT after {@code best}, the first of the generator's twelve
     * best-scored moves after which the checks find neither (a proven win for the opponent is a loss,
     * whatever the evaluation said); else {@code best}.
     */
    private int avoidOpponentWin(SearchBoard root, int best, SearchLimits limits, long nodeCap) {
        long budget = defenceBudget(limits, nodeCap, DEFENCE_NODES);
        if (budget == 0 || !opponentWins(root, best, budget, defenceBudget(limits, nodeCap, VCT_DEFENCE_NODES))) {
            return best;
        }
        int[] ms = new int[MoveGenerator.MAX_MOVES];
        int[] ss = new int[MoveGenerator.MAX_MOVES];
        int n = generator.generate(root, ms, ss);
        for (int i = 0; i < n && i < 12; i++) {
            int m = MoveLists.pickBest(ms, ss, i, n);
            if (m == best || !root.isLegal(m)) {
                continue;
            }
            budget = defenceBudget(limits, nodeCap, DEFENCE_NODES);
            if (budget == 0) {
                break;
            }
            if (!opponentWins(root, m, budget, defenceBudget(limits, nodeCap, VCT_DEFENCE_NODES))) {
                return m;
            }
        }
        return best;
    }

    /**
     * Node budget of the next defensive check: at most {@code cap} and the node cap, and with a
     * deadline a quarter of the time left at a conservative 4 microseconds per node; 0 when under
     * 2 ms are left.
     */
    private static long defenceBudget(SearchLimits limits, long nodeCap, long cap) {
        long budget = Math.min(cap, nodeCap);
        if (limits.deadlineNanos() != Long.MAX_VALUE) {
            long left = limits.deadlineNanos() - System.nanoTime();
            if (left < 2_000_000L) {
                return 0;
            }
            budget = Math.min(budget, Math.max(200, left / 4 / 4000));
        }
        return budget;
    }

    private static boolean opponentWins(SearchBoard root, int move, long vcfBudget, long vctBudget) {
        root.make(move);
        try {
            if (root.levelCount(3 - root.toMove(), Position.LEVEL_FIVE) > 0) {
                // Our four: the opponent's reply is forced.
                return false;
            }
            return new VcfSearch(root, 12).solve(40, vcfBudget)
                    || (vctBudget > 0 && new DfpnSearch(root, 14).solve(12, 2, vctBudget));
        } finally {
            root.undo();
        }
    }

    private static int find(SearchBoard p, int s, int level) {
        for (int i = 0; i < p.candidateCount(); i++) {
            int c = p.candidate(i);
            if (p.level(s, c) == level) {
                return c;
            }
        }
        return -1;
    }

    /** Whether the caller's stop signal is set or the deadline has passed: answer at once. */
    private static boolean stopRequested(SearchLimits limits) {
        return limits.stop().getAsBoolean()
                || (limits.deadlineNanos() != Long.MAX_VALUE && System.nanoTime() - limits.deadlineNanos() >= 0);
    }

    /**
     * A legal move chosen without search: the generator's best-scored legal move (the threat-aware
     * generator offers only the forced replies: a five, the block of a five, an own winning four; against
     * an open three its defences and own fours), preferring against an open three a cell that takes the
     * opponent's four (an own four only delays), the first generated on ties; else any legal cell.
     */
    private int fallbackMove(SearchBoard p) {
        int[] ms = new int[MoveGenerator.MAX_MOVES];
        int[] ss = new int[MoveGenerator.MAX_MOVES];
        int n = generator.generate(p, ms, ss);
        int op = 3 - p.toMove();
        boolean threeToMeet = ThreatMoveGenerator.canMakeOpenFour(p, p.sideToMove().opponent());
        int best = -1;
        boolean bestMeets = false;
        for (int i = 0; i < n; i++) {
            if (p.cell(ms[i]) != Board.EMPTY || !p.isLegal(ms[i])) {
                continue;
            }
            boolean meets = threeToMeet && p.level(op, ms[i]) >= Position.LEVEL_FOUR;
            if (best < 0 || (meets && !bestMeets) || (meets == bestMeets && ss[i] > ss[best])) {
                best = i;
                bestMeets = meets;
            }
        }
        if (best >= 0) {
            return ms[best];
        }
        for (int i = 0; i < p.candidateCount(); i++) {
            if (p.isLegal(p.candidate(i))) {
                return p.candidate(i);
            }
        }
        Board b = p.board();
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int c = b.index(x, y);
                if (b.cell(c) == Board.EMPTY && p.isLegal(c)) {
                    return c;
                }
            }
        }
        // Only forbidden cells remain for black: any empty cell (the game is lost anyway).
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                if (b.cell(b.index(x, y)) == Board.EMPTY) {
                    return b.index(x, y);
                }
            }
        }
        throw new IllegalArgumentException("the board is full: there is no move to search");
    }
}
