package dev.gomoku.engine.host;

import dev.gomoku.engine.Brain;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The {@code main} of a brain program: runs a {@link Brain} under the protocol its arguments name and
 * keeps standard output for the protocol alone.
 *
 * <pre>{@code
 * public static void main(String[] args) {
 *     System.exit(BrainMain.run(new MyBrain(), args));
 * }
 * }</pre>
 *
 * <p>Arguments: none or {@code pipe} for the Gomocup pipe protocol on standard input and output;
 * {@code legacy} for one move of the legacy file protocol in the current directory; {@code koth
 * OPPONENT SEED} for a KoTH bot. {@code -Dgomoku.seed=N} fixes the seed of the pipe and legacy hosts
 * (KoTH takes it from its arguments); {@code -Dgomoku.messages=true} or {@code GOMOKU_MESSAGES=1}
 * lets the brain send {@code MESSAGE} lines (never in tournaments: some managers take any line as
 * the move).
 */
public final class BrainMain {
    private BrainMain() {
    }

    /**
     * Runs the brain until the protocol ends. From here on {@code System.out} is redirected to
     * standard error, so a stray print in brain code cannot corrupt the protocol channel.
     *
     * @param brain the brain
     * @param args the protocol and its arguments, as described above
     * @return the process exit code: 0 after a normal end, 2 for bad arguments
     */
    public static int run(Brain brain, String... args) {
        PrintStream protocol = System.out;
        System.setOut(System.err);
        String kind = args.length == 0 ? "pipe" : args[0];
        long seed = Long.getLong("gomoku.seed", System.nanoTime());
        boolean messages = Boolean.getBoolean("gomoku.messages") || "1".equals(System.getenv("GOMOKU_MESSAGES"));
        int code;
        switch (kind) {
            case "pipe":
                code = new PipeHost(brain, seed, messages).run(System.in, protocol);
                break;
            case "legacy":
                code = new LegacyHost(brain, seed).run(Path.of("").toAbsolutePath());
                break;
            case "koth":
                if (args.length < 3) {
                    System.err.println("usage: koth OPPONENT SEED, got " + Arrays.toString(args));
                    return 2;
                }
                code = new KothHost(brain, KothHost.seedOf(args[2])).run(System.in, protocol);
                break;
            default:
                System.err.println("unknown protocol " + kind + "; known: pipe, legacy, koth");
                return 2;
        }
        protocol.flush();
        return code;
    }
}
