package dev.gomoku.bench;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Pattern;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import java.util.SplittableRandom;
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
 * Renju forbidden moves on midgame positions: one "is this point forbidden for black" query per
 * operation (cycling over every empty cell of the position, or only over the cells the pattern
 * screen cannot settle), and the whole forbidden set.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ForbiddenBenchmark {

    /**
     * Positions: move lists in renju notation from the test data renju-forbidden/realcore.json
     * (starpentagon/realcore, MIT) and seeded random midgames.
     */
    @Param({"realcore-4-4", "realcore-3-3", "realcore-nested", "random-40", "random-70"})
    public String position;

    private Board board;
    private int[] empties;
    private int[] hard;
    private int[] out;
    private int next;
    private int nextHard;

    /** Builds the position and lists its empty cells. */
    @Setup
    public void setUp() {
        board = Board.create(15, Rule.RENJU);
        switch (position) {
            case "realcore-4-4" -> play("h8 h7 j6 i7 i5 k7 j7 j8 k9 i9 h10 i8 i10 l6 m5 l8 k8 l9 l7 j9 k10 j10 j11"
                    + " k12 j5 g6 f5 j3 i4 h3 i3 i6 g5 h5 h4 f6 j4 k4 i2 i1 k5 l5 h2 g1 j2 k1");
            case "realcore-3-3" -> play("h8 o1 b6 a8 c7 a9 e3 e1 d7 g1 c8 l1 f3 c13 e4 l13 g5 h13 d6 o15");
            case "realcore-nested" -> play("h8 b12 d12 a3 e13 b2 f12 h12 e11 c1 j12 o15 k12 n12 l11 a1 l10 e1 g8"
                    + " g1 e7 i1 e6 k1 c8 m1");
            case "random-40" -> random(40, 0x40);
            case "random-70" -> random(70, 0x70);
            default -> throw new IllegalArgumentException("unknown position " + position);
        }
        int n = 0;
        int[] cells = new int[15 * 15];
        for (int y = 0; y < 15; y++) {
            for (int x = 0; x < 15; x++) {
                if (board.isEmpty(board.index(x, y))) {
                    cells[n++] = board.index(x, y);
                }
            }
        }
        empties = java.util.Arrays.copyOf(cells, n);
        int h = 0;
        for (int i : empties) {
            if (needsExactAnalysis(i)) {
                cells[h++] = i;
            }
        }
        // a position without such cells measures the screen instead
        hard = h == 0 ? empties : java.util.Arrays.copyOf(cells, h);
        out = new int[15 * 15];
    }

    /** Two or more three/four lines, or a flexible four (maybe two fours on one line), and no five or overline. */
    private boolean needsExactAnalysis(int i) {
        int lines = 0;
        boolean flexFour = false;
        for (int d = 0; d < Board.DIRECTIONS; d++) {
            Pattern p = board.patternOf(Side.BLACK, i, d);
            if (p == Pattern.FIVE || p == Pattern.OVERLINE) {
                return false;
            }
            if (p.compareTo(Pattern.FLEX_THREE) >= 0) {
                lines++;
                flexFour |= p == Pattern.FLEX_FOUR;
            }
        }
        return lines >= 2 || flexFour;
    }

    private void play(String moves) {
        for (String m : moves.split(" ")) {
            board.play(board.index(m.charAt(0) - 'a', 15 - Integer.parseInt(m.substring(1))));
        }
    }

    /** Alternating stones clustered around the centre, as in a midgame. */
    private void random(int stones, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int placed = 0; placed < stones; ) {
            int x = (int) Math.round(7 + rnd.nextGaussian() * 2.6);
            int y = (int) Math.round(7 + rnd.nextGaussian() * 2.6);
            if (board.contains(x, y) && board.isEmpty(board.index(x, y))) {
                board.place(board.index(x, y), placed % 2 == 0 ? Side.BLACK : Side.WHITE);
                placed++;
            }
        }
    }

    /**
     * One point query.
     *
     * @return the verdict, for the blackhole
     */
    @Benchmark
    public boolean isForbidden() {
        int i = next;
        next = i + 1 == empties.length ? 0 : i + 1;
        return ForbiddenMoves.isForbidden(board, empties[i]);
    }

    /**
     * One point query, cycling over the cells that need the exact (recursive) analysis.
     *
     * @return the verdict, for the blackhole
     */
    @Benchmark
    public boolean isForbiddenExact() {
        int i = nextHard;
        nextHard = i + 1 == hard.length ? 0 : i + 1;
        return ForbiddenMoves.isForbidden(board, hard[i]);
    }

    /**
     * The whole forbidden set of the position.
     *
     * @return how many points are forbidden
     */
    @Benchmark
    public int all() {
        return ForbiddenMoves.allInto(board, out);
    }
}
