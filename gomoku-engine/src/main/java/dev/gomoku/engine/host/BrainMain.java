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
 *
 * <p>{@code --help} or {@code -h} anywhere in the arguments prints the usage and the brain's name to
 * standard output and returns 0 without starting a host: asking for help is not a protocol session, so
 * standard output is free for it (a manager never passes these arguments). A launcher script may set
 * {@code -Dgomoku.launcher=NAME} so that the usage names it.
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
        if (Arrays.asList(args).contains("--help") || Arrays.asList(args).contains("-h")) {
            System.out.print(usage(brain, args));
            System.out.flush();
            return 0;
        }
        PrintStream protocol = System.out;
        System.setOut(System.err);
        String kind = args.length == 0 ? "pipe" : args[0];
        long seed = Long.getLong("gomoku.seed", System.nanoTime());
        boolean messages = Boolean.getBoolean("gomoku.messages") || "1".equals(System.getenv("GOMOKU_MESSAGES"));
        int code;
        switch (kind) {
            case "pipe":
                code = PipeHost.ofProcess(brain, seed, messages).run(System.in, protocol);
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

    /**
     * The usage text: the brain's name and the protocol these arguments select; a launcher that names
     * itself ({@code -Dgomoku.launcher}) has its protocol fixed, so only that one is described.
     */
    static String usage(Brain brain, String... args) {
        String launcher = System.getProperty("gomoku.launcher");
        String about;
        try {
            about = brain.about().name() + " " + brain.about().version();
        } catch (RuntimeException e) {
            about = brain.getClass().getName();
        }
        String kind = args.length == 0 || args[0].startsWith("-") ? "pipe" : args[0];
        String n = System.lineSeparator();
        String pipe = "  pipe                Gomocup pipe protocol: manager commands on standard input, replies on" + n
                + "                      standard output (give this program to a Gomocup manager)" + n;
        String legacy = "  legacy              one move of the legacy file protocol in the current directory" + n
                + "                      (reads PLOCHA.DAT, TAH.DAT, TIMEOUTS.DAT, INFO.DAT; writes TAH.DAT)" + n;
        String koth = "  koth OPPONENT SEED  a KoTH Swap2 bot: judge prompts on standard input, answers on output" + n;
        String props = "system properties: -Dgomoku.seed=N fixes the random seed (pipe, legacy);" + n
                + "  -Dgomoku.messages=true lets the brain send MESSAGE lines (never in tournaments)" + n;
        if (launcher != null) {
            String only = switch (kind) {
                case "legacy" -> legacy;
                case "koth" -> koth;
                default -> pipe;
            };
            return launcher + ": the Gomoku brain " + about + ", " + kind + " protocol." + n
                    + "usage: " + launcher + ("koth".equals(kind) ? " OPPONENT SEED" : "") + n + only + props;
        }
        return "the Gomoku brain " + about + "; these arguments select the " + kind + " protocol." + n
                + "usage: BRAIN [pipe | legacy | koth OPPONENT SEED | --help]" + n + pipe + legacy + koth + props;
    }
}
