package dev.gomoku.examples.brains;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.host.BrainMain;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.NetworkFileException;
import dev.gomoku.engine.search.SearchParameters;
import dev.gomoku.engine.search.Tunable;
import dev.gomoku.engine.tuning.PatternFeatures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The main class of the brain launchers: {@code Launcher PROTOCOL BRAIN [ARGS]} with PROTOCOL
 * {@code pipe}, {@code legacy} (one move in the current directory) or {@code koth} (ARGS: opponent,
 * seed). {@code -Dgomoku.seed=N} fixes the random seed of the pipe and legacy hosts;
 * {@code -Dgomoku.messages=true} (or {@code GOMOKU_MESSAGES=1}) lets a brain send {@code MESSAGE}
 * lines outside tournaments. {@code --nodes N} (search only) stops every move after N nodes, for
 * A/B matches whose games do not depend on the machine's load; {@code --set [RULE.]NAME=VALUE} (search
 * only, repeatable) changes one of the search's {@link Tunable} parameters, named by {@link Tunable#id()},
 * under one rule or, with no rule, under every rule ({@code --set renju.lateMoves=25}), and
 * {@code --weight RULE.NAME=VALUE} (search
 * only, repeatable) one of the evaluation's weights under a rule, named as {@code gomoku tune} prints
 * them ({@code --weight renju.black.to_move.FLEX_THREE=260}), for tuning; {@code --order RULE=FILE}
 * (search only) the move-ordering weights under a rule, from a file holding what {@code gomoku tune --order}
 * prints after {@code as an array:}; {@code --network FILE} (search only) evaluates with a network weights
 * file ({@code gomoku train}) under its rule, {@code --network none} with the pattern evaluation under every
 * rule; without it (or with {@code --network shipped}) the search plays with {@link ExampleBrains#defaultEvaluator()}.
 */
public final class Launcher {
    /** The options the search brain takes, each with one value. */
    private static final Set<String> SEARCH_OPTIONS = Set.of("--nodes", "--set", "--weight", "--order", "--network");
    /** {@code --network}'s name for the SDK's own networks, the default. */
    static final String SHIPPED = "shipped";
    /** {@code --network}'s name for no network: the pattern evaluation under every rule. */
    static final String NONE = "none";

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
     * The named brain, with the search options {@code --nodes N}, {@code --set [RULE.]NAME=VALUE},
     * {@code --weight RULE.NAME=VALUE} and {@code --order RULE=FILE} and {@code --network FILE} taken out of {@code rest} (the host's
     * arguments stay).
     */
    static Brain brain(String name, List<String> rest) {
        long nodes = Long.MAX_VALUE;
        Map<Rule, SearchParameters> parameters = new EnumMap<>(Rule.class);
        Map<Rule, int[]> weights = new EnumMap<>(Rule.class);
        Map<Rule, int[]> order = new EnumMap<>(Rule.class);
        Evaluator evaluator = null;
        for (int i = 0; i < rest.size();) {
            String option = rest.get(i);
            if (!SEARCH_OPTIONS.contains(option)) {
                i++;
                continue;
            }
            if (!"search".equals(name) || i + 1 >= rest.size()) {
                throw new IllegalArgumentException(option + " needs the search brain and a value");
            }
            String value = rest.get(i + 1);
            if (option.equals("--nodes")) {
                nodes = Long.parseLong(value);
            } else if (option.equals("--weight")) {
                weight(weights, value);
            } else if (option.equals("--order")) {
                order(order, value);
            } else if (option.equals("--network")) {
                evaluator = network(value);
            } else {
                set(parameters, value);
            }
            rest.subList(i, i + 2).clear();
        }
        return "search".equals(name) ? ExampleBrains.search(nodes, parameters, weights, order,
                evaluator == null ? ExampleBrains.defaultEvaluator() : evaluator) : ExampleBrains.create(name);
    }

    /**
     * The evaluator {@code --network VALUE} names: {@value #SHIPPED}, the default
     * ({@link ExampleBrains#defaultEvaluator()}), {@value #NONE}, the pattern evaluation, or a weights file.
     */
    static Evaluator network(String value) {
        if (value.equals(SHIPPED)) {
            return ExampleBrains.defaultEvaluator();
        }
        if (value.equals(NONE)) {
            return Evaluator.patterns();
        }
        try {
            return Evaluator.network(Path.of(value));
        } catch (NetworkFileException e) {
            throw new IllegalArgumentException("--network: " + e.getMessage(), e);
        }
    }

    /**
     * Sets one search parameter, {@code [RULE.]NAME=VALUE}, in its rule's parameters, or with no rule in
     * every rule's (each rule's defaults until first set).
     */
    static void set(Map<Rule, SearchParameters> parameters, String option) {
        int eq = option.indexOf('=');
        if (eq < 0) {
            throw new IllegalArgumentException("--set takes [RULE.]NAME=VALUE, got " + option);
        }
        int dot = option.lastIndexOf('.', eq);
        List<Rule> rules = dot < 0 ? List.of(Rule.values()) : List.of(rule("--set " + option, option.substring(0, dot)));
        Tunable t = Tunable.byId(option.substring(dot + 1, eq));
        int value = Integer.parseInt(option.substring(eq + 1));
        for (Rule r : rules) {
            parameters.put(r, parameters.getOrDefault(r, SearchParameters.forRule(r)).with(t, value));
        }
    }

    /** Sets one weight, {@code RULE.NAME=VALUE}, in its rule's weights (the defaults until first set). */
    static void weight(Map<Rule, int[]> weights, String option) {
        int dot = option.indexOf('.');
        int eq = option.indexOf('=');
        if (dot < 0 || eq < dot) {
            throw new IllegalArgumentException("--weight takes RULE.NAME=VALUE, got " + option);
        }
        Rule rule = rule("--weight " + option, option.substring(0, dot));
        String weight = option.substring(dot + 1, eq);
        PatternFeatures f = PatternFeatures.INSTANCE;
        int index = -1;
        for (int i = 0; i < f.size(); i++) {
            if (f.name(i).equals(weight)) {
                index = i;
            }
        }
        if (index < 0) {
            throw new IllegalArgumentException("--weight " + option + ": no weight '" + weight
                    + "'; names as gomoku tune prints them, such as " + f.name(0));
        }
        int[] values = weights.computeIfAbsent(rule,
                r -> Arrays.stream(f.defaults(r)).mapToInt(v -> (int) Math.round(v)).toArray());
        values[index] = Integer.parseInt(option.substring(eq + 1));
    }

    /**
     * Reads one rule's move-ordering weights, {@code RULE=FILE}: the file holds integers separated by
     * commas, blanks or line breaks, brackets allowed (the {@code as an array:} line of {@code gomoku tune
     * --order}); their count is checked when the brain is built.
     */
    static void order(Map<Rule, int[]> order, String option) {
        int eq = option.indexOf('=');
        if (eq < 0) {
            throw new IllegalArgumentException("--order takes RULE=FILE, got " + option);
        }
        Rule rule = rule("--order " + option, option.substring(0, eq));
        Path file = Path.of(option.substring(eq + 1));
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("--order " + option + ": cannot read " + file + " (" + e + ")", e);
        }
        String[] tokens = text.trim().split("[\\s,\\[\\]]+");
        int[] values = new int[tokens.length];
        int n = 0;
        for (String token : tokens) {
            if (token.isEmpty()) {
                continue;
            }
            try {
                values[n++] = Integer.parseInt(token);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--order " + option + ": '" + token + "' in " + file
                        + " is not an integer", e);
            }
        }
        order.put(rule, Arrays.copyOf(values, n));
    }

    /** The rule a search option names, case aside. */
    private static Rule rule(String context, String name) {
        try {
            return Rule.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(context + ": no rule '" + name + "'; rules: "
                    + Arrays.toString(Rule.values()).toLowerCase(Locale.ROOT), e);
        }
    }
}
