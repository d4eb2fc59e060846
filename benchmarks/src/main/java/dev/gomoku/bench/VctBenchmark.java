package dev.gomoku.bench;

import dev.gomoku.engine.search.ThreatSolver;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Time to solve each of quintet's slow benchmark puzzles (VCT, renju) from a cold solver, one shot
 * per measurement: these take seconds, so a throughput loop would measure only one or two calls.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class VctBenchmark {
    /** Node budget, as in the engine's PuzzleTest. */
    private static final long NODES = 40_000_000L;

    /** The puzzle's id without the {@code quintet/} prefix. */
    @Param({"bench_vct_black", "bench_vct_white", "bench_vct_small_but_long", "bench_vct_unstable"})
    public String puzzle;

    private Puzzles.Puzzle p;

    /** Finds the puzzle; fails the trial when it is not in the data. */
    @Setup
    public void setUp() {
        p = Puzzles.load().stream().filter(x -> x.id().equals("quintet/" + puzzle)).findFirst()
                .orElseThrow(() -> new IllegalStateException("puzzle not found: " + puzzle));
    }

    /**
     * Solves the puzzle at its stated limits.
     *
     * @return the nodes the solver used (a failure to solve fails the benchmark)
     */
    @Benchmark
    public long solve() {
        ThreatSolver.Outcome o = ThreatSolver.vct(p.board(), p.attacker(), p.maxMoves(), p.threatLimit(), NODES);
        if (!o.wins()) {
            throw new IllegalStateException(puzzle + " not solved within " + NODES + " nodes");
        }
        return o.nodes();
    }
}
