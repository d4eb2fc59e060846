package dev.gomoku.bench;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * The board's hot paths on a fixed midgame: a seeded random 40-stone position on 15x15 and the
 * empty cells within two of a stone (the moves a search tries). Scores are per single operation
 * (one make+undo, one pattern look-up, one whole-position win scan).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class BoardBenchmark {
    /** Upper bound of candidate moves, for {@link OperationsPerInvocation}. */
    private static final int MOVES = 120;

    @Param({"FREESTYLE", "CARO"})
    private Rule rule;

    private Board board;
    /** The candidate moves, repeated to exactly {@link #MOVES} entries. */
    private final int[] moves = new int[MOVES];

    /** Builds the position and the candidate list (same seed every run). */
    @Setup(Level.Trial)
    public void setUp() {
        board = Board.create(15, rule);
        SplittableRandom rnd = new SplittableRandom(40);
        while (board.moveCount() < 40) {
            int i = board.index(rnd.nextInt(3, 12), rnd.nextInt(3, 12));
            if (board.isEmpty(i)) {
                board.play(i);
            }
        }
        int n = 0;
        int[] near = new int[board.capacity()];
        for (int i = 0; i < board.capacity(); i++) {
            if (board.isEmpty(i) && nearStone(i)) {
                near[n++] = i;
            }
        }
        for (int k = 0; k < MOVES; k++) {
            moves[k] = near[k % n];
        }
    }

    private boolean nearStone(int i) {
        int x = board.x(i);
        int y = board.y(i);
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                if (board.contains(x + dx, y + dy) && board.stoneAt(x + dx, y + dy) != null) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Make and undo each candidate move, all incremental updates included.
     *
     * @param bh sink
     */
    @Benchmark
    @OperationsPerInvocation(MOVES)
    public void makeUndo(Blackhole bh) {
        Board b = board;
        for (int m : moves) {
            b.play(m);
            b.undo();
        }
        bh.consume(b.hash());
    }

    /**
     * Make a move, read the four line patterns of the side to move at one neighbouring cell, undo.
     *
     * @return a checksum
     */
    @Benchmark
    @OperationsPerInvocation(MOVES)
    public int makePatternsUndo() {
        Board b = board;
        int sum = 0;
        int step = b.step(0);
        for (int m : moves) {
            b.play(m);
            int probe = b.isEmpty(m + step) ? m + step : m - step;
            sum += b.threat(Side.WHITE, probe);
            b.undo();
        }
        return sum;
    }

    /**
     * Threat (four pattern look-ups) of each candidate for both sides.
     *
     * @return a checksum
     */
    @Benchmark
    @OperationsPerInvocation(MOVES)
    public int threats() {
        Board b = board;
        int sum = 0;
        for (int m : moves) {
            sum += b.threat(Side.BLACK, m) + b.threat(Side.WHITE, m);
        }
        return sum;
    }

    /**
     * Whether anyone has won: a scan of the whole position.
     *
     * @return the winner, or null
     */
    @Benchmark
    public Side winner() {
        return board.winner();
    }

    /**
     * Whether the last stone won.
     *
     * @return the answer
     */
    @Benchmark
    public boolean isWinLastMove() {
        return board.isWin(board.lastMove());
    }

    /**
     * Creating a board, including the first-use table build after the first call.
     *
     * @return the board
     */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    public Board create() {
        return Board.create(15, rule);
    }
}
