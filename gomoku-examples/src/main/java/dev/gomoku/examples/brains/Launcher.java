package dev.gomoku.examples.brains;

import dev.gomoku.engine.Brain;
import dev.gomoku.engine.host.BrainMain;
import dev.gomoku.engine.search.SearchConstants;
import java.util.ArrayList;
import java.util.List;

/**
 * The main class of the brain launchers: {@code Launcher PROTOCOL BRAIN [ARGS]} with PROTOCOL
 * {@code pipe}, {@code legacy} (one move in the current directory) or {@code koth} (ARGS: opponent,
 * seed). {@code -Dgomoku.seed=N} fixes the random seed of the pipe and legacy hosts;
 * {@code -Dgomoku.messages=true} (or {@code GOMOKU_MESSAGES=1}) lets a brain send {@code MESSAGE}
 * lines outside tournaments. {@code --nodes N} (search only) stops every move after N nodes, for
 * A/B matches whose games do not depend on the machine's load; {@code --set NAME=VALUE} (search only,
 * repeatable) changes one of the {@link SearchConstants}, for tuning.
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
            brain = brain(args[1], rest);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        rest.add(0, args[0]);
        System.exit(BrainMain.run(brain, rest.toArray(String[]::new)));
    }

    /**
     * The named brain, with the search options {@code --nodes N} and {@code --set NAME=VALUE} taken out
     * of {@code rest} (the host's arguments stay).
     */
    static Brain brain(String name, List<String> rest) {
        long nodes = Long.MAX_VALUE;
        SearchConstants constants = SearchConstants.DEFAULT;
        for (int i = 0; i < rest.size();) {
            String option = rest.get(i);
            if (!option.equals("--nodes") && !option.equals("--set")) {
                i++;
                continue;
            }
            if (!"search".equals(name) || i + 1 >= rest.size()) {
                throw new IllegalArgumentException(option + " needs the search brain and a value");
            }
            String value = rest.get(i + 1);
            if (option.equals("--nodes")) {
                nodes = Long.parseLong(value);
            } else {
                int eq = value.indexOf('=');
                if (eq < 0) {
                    throw new IllegalArgumentException("--set takes NAME=VALUE, got " + value);
                }
                constants = constants.with(value.substring(0, eq), Integer.parseInt(value.substring(eq + 1)));
            }
            rest.subList(i, i + 2).clear();
        }
        return "search".equals(name) ? ExampleBrains.search(nodes, constants) : ExampleBrains.create(name);
    }
}
