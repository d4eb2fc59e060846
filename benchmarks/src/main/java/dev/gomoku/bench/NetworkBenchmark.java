package dev.gomoku.bench;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Engine;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchListener;
import dev.gomoku.engine.search.SearchResult;
import dev.gomoku.engine.search.Searcher;
import dev.gomoku.engine.search.internal.Network;
import dev.gomoku.engine.search.internal.NetworkEvaluator;
import dev.gomoku.engine.search.internal.NetworkFeatures;
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
 * The network evaluator beside the classical one, single-threaded on seeded midgame positions: nodes per
 * second of a node-limited search (the {@code nodes} counter), and a make, evaluation and undo of each of
 * 32 candidates (the per-node cost: the network's accumulator catches up one ply). The network is seeded
 * random weights of the shipped network's sizes (16 and 16 wide): its speed does not depend on what it learned,
 * though the shape of the search it leads does.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class NetworkBenchmark {
    private static final int POSITIONS = 8;
    private static final int MAKES = 32;
    private static final long NODES = 100_000;

    /** The rule. */
    @Param({"FREESTYLE", "RENJU"})
    public Rule rule;

    /** Which evaluator: {@code patterns} (the classical default) or {@code network}. */
    @Param({"patterns", "network"})
    public String evaluator;

    private final List<Board> boards = new ArrayList<>();
    private final List<SearchBoard> nodes = new ArrayList<>();
    private final int[] moves = new int[MAKES];
    private Evaluator eval;
    private Searcher searcher;
    private int next;

    /** Plays the positions and builds the evaluator. */
    @Setup(Level.Trial)
    public void setUp() {
        eval = evaluator.equals("network") ? new NetworkEvaluator(randomNetwork(rule, 16, 16)) : Evaluator.patterns();
        searcher = Engine.builder().evaluator(eval).build();
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

    /**
     * One node-limited search of a midgame position from a cleared table; its nodes go to the counter.
     *
     * @param counter the nodes
     * @return the result
     */
    @Benchmark
    public SearchResult search(SearchNodes counter) {
        Board b = boards.get(next++ % POSITIONS);
        searcher.clear();
        SearchResult r = searcher.search(b, SearchLimits.nodes(NODES), SearchListener.NONE);
        counter.nodes += r.nodes();
        return r;
    }

    /**
     * Make, evaluate and undo each of {@value #MAKES} candidates; one operation per move.
     *
     * @return a checksum
     */
    @Benchmark
    @OperationsPerInvocation(MAKES)
    public int makeEvaluateUndo() {
        SearchBoard p = nodes.get(next++ % POSITIONS);
        int n = Math.min(MAKES, p.candidateCount());
        for (int i = 0; i < n; i++) {
            moves[i] = p.candidate(i);
        }
        int sum = 0;
        for (int i = 0; i < MAKES; i++) {
            p.make(moves[i % n]);
            sum += eval.evaluate(p);
            p.undo();
        }
        return sum;
    }

    /** Seeded random weights of a trained network's magnitudes. */
    private static Network randomNetwork(Rule rule, int hidden, int hidden2) {
        SplittableRandom r = new SplittableRandom(1);
        int one = Network.MAX_ACTIVATION << 4;
        short[] bias1 = new short[hidden];
        for (int i = 0; i < hidden; i++) {
            bias1[i] = (short) r.nextInt(-one / 2, one / 2);
        }
        short[] cells = new short[2 * NetworkFeatures.KEYS * hidden];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (short) r.nextInt(-one, one);
        }
        byte[] w2 = new byte[2 * hidden2 * hidden];
        for (int i = 0; i < w2.length; i++) {
            w2[i] = (byte) r.nextInt(-64, 64);
        }
        int pool = 16;
        int s2 = 64 * Network.MAX_ACTIVATION * pool;
        int[] b2 = new int[2 * hidden2];
        for (int i = 0; i < b2.length; i++) {
            b2[i] = r.nextInt(-s2, s2);
        }
        short[] w3 = new short[2 * hidden2];
        for (int i = 0; i < w3.length; i++) {
            w3[i] = (short) r.nextInt(-256, 256);
        }
        return new Network(rule, hidden, hidden2, pool, Network.MAX_ACTIVATION, 4, 64, 256, 300, bias1, cells, w2, b2,
                w3, new int[2]);
    }
}
