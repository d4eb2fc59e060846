package dev.gomoku.examples.brains;

import dev.gomoku.engine.Brain;
import dev.gomoku.engine.host.BrainMain;
import java.util.ArrayList;
import java.util.List;

/**
 * The main class of the brain launchers: {@code Launcher PROTOCOL BRAIN [ARGS]} with PROTOCOL
 * {@code pipe}, {@code legacy} (one move in the current directory) or {@code koth} (ARGS: opponent,
 * seed). {@code -Dgomoku.seed=N} fixes the random seed of the pipe and legacy hosts;
 * {@code -Dgomoku.messages=true} (or {@code GOMOKU_MESSAGES=1}) lets a brain send {@code MESSAGE}
 * lines outside tournaments. {@code --nodes N} (search only) stops every move after N nodes, for
 * A/B matches whose games do not depend on the machine's load.
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
        List<String> rest = new ArrayList<>(List.of(args).subList(2, args.length));
        Brain brain;
        try {
            int at = rest.indexOf("--nodes");
            if (at >= 0) {
                if (!"search".equals(args[1]) || at + 1 >= rest.size()) {
                    throw new IllegalArgumentException("--nodes N needs the search brain and a number");
                }
                long nodes = Long.parseLong(rest.get(at + 1));
                rest.subList(at, at + 2).clear();
                brain = ExampleBrains.search(nodes);
            } else {
                brain = ExampleBrains.create(args[1]);
            }
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        rest.add(0, args[0]);
        System.exit(BrainMain.run(brain, rest.toArray(String[]::new)));
    }
}
