package dev.gomoku.bench;

import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.CommandDecoder;
import dev.gomoku.protocol.pipe.Reply;
import dev.gomoku.protocol.pipe.ReplyEncoder;
import java.util.Optional;
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
 * The pipe codec's hot paths, brain side: decoding a {@code TURN} line, decoding a whole 200-stone
 * {@code BOARD} block (202 lines), and encoding a move reply. Scores are per operation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PipeCodecBenchmark {
    private final CommandDecoder decoder = new CommandDecoder();
    private final ReplyEncoder encoder = new ReplyEncoder();
    private final StringBuilder out = new StringBuilder(32);
    private final Reply move = new Reply.Moved(11, 10);
    private final String turn = "TURN 10,10\r\n";
    /** BOARD, 200 distinct stones of a 20x20 board in a seeded order, DONE. */
    private String[] board;

    /** Builds the block (same seed every run). */
    @Setup(Level.Trial)
    public void setUp() {
        int[] cells = new int[400];
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
        board = new String[202];
        board[0] = "BOARD\r\n";
        for (int i = 0; i < 200; i++) {
            board[i + 1] = (cells[i] % 20) + "," + (cells[i] / 20) + "," + (1 + i % 2) + "\r\n";
        }
        board[201] = "DONE\r\n";
    }

    /**
     * Decodes one TURN line.
     *
     * @return the command
     * @throws ProtocolException never: the line is valid
     */
    @Benchmark
    public Optional<Command> decodeTurn() throws ProtocolException {
        return decoder.decode(turn);
    }

    /**
     * Decodes a 200-stone BOARD block line by line.
     *
     * @return the command
     * @throws ProtocolException never: the block is valid
     */
    @Benchmark
    public Optional<Command> decodeBoard200() throws ProtocolException {
        Optional<Command> last = Optional.empty();
        for (String line : board) {
            last = decoder.decode(line);
        }
        return last;
    }

    /**
     * Encodes a move reply into a reused buffer.
     *
     * @return the buffer's length
     */
    @Benchmark
    public int encodeMove() {
        out.setLength(0);
        encoder.encode(move, out);
        return out.length();
    }

    /**
     * Encodes a move reply to a new string.
     *
     * @return the line
     */
    @Benchmark
    public String encodeMoveString() {
        return encoder.encode(move);
    }
}
