package dev.gomoku.bench;

import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.koth.KothAnswer;
import dev.gomoku.protocol.koth.KothColor;
import dev.gomoku.protocol.koth.KothPoint;
import dev.gomoku.protocol.koth.KothPrompt;
import dev.gomoku.protocol.koth.KothStone;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The KoTH codec's hot paths on the bot side: decoding a move prompt with a 100-stone board (a
 * midgame on 15x15) and decoding the judge's reading of a one-point answer. Scores are per operation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class KothCodecBenchmark {
    private String prompt;
    private KothPrompt decodedPrompt;
    private final String answer = "( 7 , 8 )";

    /** Builds the prompt from a seeded shuffle of the board (same every run). */
    @Setup(Level.Trial)
    public void setUp() throws ProtocolException {
        int[] cells = new int[KothPoint.SIZE * KothPoint.SIZE];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = i;
        }
        SplittableRandom rnd = new SplittableRandom(42);
        for (int i = cells.length - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = cells[i];
            cells[i] = cells[j];
            cells[j] = t;
        }
        List<KothStone> stones = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            KothPoint p = new KothPoint(cells[i] % KothPoint.SIZE, cells[i] / KothPoint.SIZE);
            stones.add(new KothStone(p, i % 2 == 0 ? KothColor.BLACK : KothColor.WHITE));
        }
        prompt = new KothPrompt.Move(1, stones).encode();
        decodedPrompt = KothPrompt.decode(prompt);
    }

    /**
     * Decodes a move prompt carrying 100 stones.
     *
     * @return the prompt
     * @throws ProtocolException never: the input is valid
     */
    @Benchmark
    public KothPrompt decodeBoard100() throws ProtocolException {
        return KothPrompt.decode(prompt);
    }

    /**
     * Decodes a one-point answer with spaces (the judge side).
     *
     * @return the answer
     * @throws ProtocolException never: the input is valid
     */
    @Benchmark
    public KothAnswer decodeMoveAnswer() throws ProtocolException {
        return KothAnswer.decode(decodedPrompt, answer);
    }
}
