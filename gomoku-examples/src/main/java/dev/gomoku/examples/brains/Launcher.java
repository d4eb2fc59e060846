package dev.gomoku.examples.brains;

import dev.gomoku.engine.Brain;
import dev.gomoku.engine.host.KothHost;
import dev.gomoku.engine.host.LegacyHost;
import dev.gomoku.engine.host.PipeHost;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * The main class of the brain launchers: {@code Launcher PROTOCOL BRAIN [ARGS]} with PROTOCOL
 * {@code pipe}, {@code legacy} (one move in the current directory) or {@code koth} (ARGS: opponent,
 * seed). {@code -Dgomoku.seed=N} fixes the random seed of the pipe and legacy hosts;
 * {@code -Dgomoku.messages=true} (or {@code GOMOKU_MESSAGES=1}) lets a brain send {@code MESSAGE}
 * lines outside tournaments.
 */
public final class Launcher {
    private Launcher() {
    }

    /**
     * Runs a brain.
     *
     * @param args protocol, brain name, protocol arguments
     */
    public static void main(String[] args) {
        // Standard output is the protocol channel: only the host writes to it; stray prints go to stderr.
        PrintStream protocol = System.out;
        System.setOut(System.err);
        if (args.length < 2) {
            System.err.println("usage: Launcher pipe|legacy|koth random|weights|search [OPPONENT SEED]");
            System.exit(2);
        }
        Brain brain;
        try {
            brain = Brains.create(args[1]);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        long seed = Long.getLong("gomoku.seed", System.nanoTime());
        boolean messages = Boolean.getBoolean("gomoku.messages") || "1".equals(System.getenv("GOMOKU_MESSAGES"));
        int code;
        switch (args[0]) {
            case "pipe":
                code = new PipeHost(brain, seed, messages).run(System.in, protocol);
                break;
            case "legacy":
                code = new LegacyHost(brain, seed).run(Path.of("").toAbsolutePath());
                break;
            case "koth":
                if (args.length < 4) {
                    System.err.println("usage: koth-" + args[1] + " OPPONENT SEED");
                    System.exit(2);
                }
                code = new KothHost(brain, KothHost.seedOf(args[3])).run(System.in, protocol);
                break;
            default:
                System.err.println("unknown protocol " + args[0] + "; known: pipe, legacy, koth");
                code = 2;
        }
        protocol.flush();
        System.exit(code);
    }
}
