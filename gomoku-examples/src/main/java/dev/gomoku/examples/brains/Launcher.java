package dev.gomoku.examples.brains;

import dev.gomoku.engine.Brain;
import dev.gomoku.engine.host.BrainMain;

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
        if (args.length < 2) {
            System.err.println("usage: Launcher pipe|legacy|koth random|weights|search [OPPONENT SEED]");
            System.exit(2);
        }
        Brain brain;
        try {
            brain = ExampleBrains.create(args[1]);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        String[] protocol = new String[args.length - 1];
        protocol[0] = args[0];
        System.arraycopy(args, 2, protocol, 1, args.length - 2);
        System.exit(BrainMain.run(brain, protocol));
    }
}
