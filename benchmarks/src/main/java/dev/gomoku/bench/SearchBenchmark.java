package dev.gomoku.bench;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Engine;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.MoveGenerator;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchListener;
import dev.gomoku.engine.search.SearchResult;
import dev.gomoku.engine.search.Searcher;
import dev.gomoku.engine.search.ThreatSolver;
import dev.gomoku.engine.search.internal.SearchBoard;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The search, single-threaded: nodes per second of a fixed-depth search (the {@code nodes} counter,
 * reported per second), the search's make/undo, candidate-list generation and static evaluation on midgame positions
 * of each rule (renju's with no stone of black on a forbidden cell), and VCF/VCT solving of the renju puzzles in
 * {@code renju-puzzles/quintet.json} of the test data.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SearchBenchmark {
    private static final int POSITIONS = 8;
    /**
     * Deep enough that the main search outweighs each search's fixed cost (the table's clearing, the
     * root's threat solvers): with today's pruning a depth-8 search of these positions is about 1,800
     * nodes, and its rate measured that fixed cost.
     */
    private static final int DEPTH = 14;
    private static final int MAKES = 32;

    private final List<Puzzles.Puzzle> puzzles = new ArrayList<>();
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private final int[] scores = new int[MoveGenerator.MAX_MOVES];
    private final MoveGenerator generator = MoveGenerator.threatAware();
    private final Evaluator evaluator = Evaluator.patterns();
    private Searcher searcher;
    private int next;

    /** Seeded quiet-ish midgame positions of one rule: 20 to 34 stones, no five, no black stone on a forbidden cell. */
    @State(Scope.Thread)
    public static class Midgames {
        /** The rule: freestyle, or renju, whose search also asks black's forbidden cells. */
        @Param({"FREESTYLE", "RENJU"})
        public Rule rule;

        private final List<Board> boards = new ArrayList<>();
        private final List<SearchBoard> nodes = new ArrayList<>();

        /** Plays the positions. */
        @Setup(Level.Trial)
        public void setUp() {
            SplittableRandom rnd = new SplittableRandom(2024);
            while (boards.size() < POSITIONS) {
                Board b = Board.create(15, rule);
                int stones = 20 + rnd.nextInt(15);
                while (b.moveCount() < stones) {
                    int x = (int) Math.round(7 + rnd.nextGaussian() * 2.2);
                    int y = (int) Math.round(7 + rnd.nextGaussian() * 2.2);
                    if (b.contains(x, y) && b.isEmpty(b.index(x, y))
                            && (b.sideToMove() != Side.BLACK || !ForbiddenMoves.isForbidden(b, b.index(x, y)))) {
                        b.play(b.index(x, y));
                        if (b.winner() != null) {
                            b.undo();
                        }
                    }
                }
                boards.add(b);
                nodes.add(new SearchBoard(b, b.sideToMove().code()));
            }
        }
    }

    /** The searcher and the puzzle set. */
    @Setup(Level.Trial)
    public void setUp() {
        searcher = Engine.create();
        loadPuzzles();
    }

    private void loadPuzzles() {
        for (Puzzles.Puzzle p : Puzzles.load()) {
            if (!p.benchmark()) {
                puzzles.add(p);
            }
        }
    }

    /**
     * One fixed-depth search of a midgame position from a cleared table; its nodes go to the counter.
     *
     * @param m the positions
     * @param counter the nodes
     * @return the result
     */
    @Benchmark
    public SearchResult searchFixedDepth(Midgames m, SearchNodes counter) {
        Board b = m.boards.get(next++ % POSITIONS);
        searcher.clear();
        SearchResult r = searcher.search(b, SearchLimits.depth(DEPTH), SearchListener.NONE);
        counter.nodes += r.nodes();
        return r;
    }

    /**
     * The search's own make and undo (patterns, threat levels, scores and candidates of the touched
     * cells refreshed and restored) of {@value #MAKES} candidates of a midgame position; one operation
     * per move.
     *
     * @param m the positions
     * @return a checksum
     */
    @Benchmark
    @OperationsPerInvocation(MAKES)
    public int searchMakeUndo(Midgames m) {
        SearchBoard p = m.nodes.get(next++ % POSITIONS);
        int n = Math.min(MAKES, p.candidateCount());
        for (int i = 0; i < n; i++) {
            moves[i] = p.candidate(i);
        }
        int sum = 0;
        for (int i = 0; i < MAKES; i++) {
            p.make(moves[i % n]);
            sum += p.patternScore(Side.BLACK);
            p.undo();
        }
        return sum;
    }

    /**
     * One candidate list on a midgame position.
     *
     * @param m the positions
     * @return the number of moves
     */
    @Benchmark
    public int moveGeneration(Midgames m) {
        return generator.generate(m.nodes.get(next++ % POSITIONS), moves, scores);
    }

    /**
     * One static evaluation.
     *
     * @param m the positions
     * @return the score
     */
    @Benchmark
    public int evaluation(Midgames m) {
        return evaluator.evaluate(m.nodes.get(next++ % POSITIONS));
    }

    /**
     * Solves every (non-benchmark) puzzle of the set once, at its stated limits.
     *
     * @return the number solved
     */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    @BenchmarkMode(Mode.AverageTime)
    public int solvePuzzleSet() {
        int solved = 0;
        for (Puzzles.Puzzle p : puzzles) {
            if (ThreatSolver.vct(p.board(), p.attacker(), p.maxMoves(), p.threatLimit(), 5_000_000).wins()) {
                solved++;
            }
        }
        return solved;
    }
}
