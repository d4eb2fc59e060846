package dev.gomoku.examples.cli;

import dev.gomoku.core.Point;
import dev.gomoku.core.record.RecordFormatException;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.match.Match;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.arena.stats.MatchScore;
import dev.gomoku.engine.tuning.Spsa;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gomoku spsa}: tunes a brain's integer parameters by self-play, or against a fixed opponent (SPSA). */
@Command(name = "spsa", mixinStandardHelpOptions = true,
        description = {"Tunes integer parameters of a brain by self-play (SPSA): every iteration plays the brain "
                + "with the parameters nudged one way against the brain nudged the other way, one game pair per "
                + "opening (both colours), and moves each parameter towards the side that scored better. With "
                + "--against, both nudged brains play that opponent instead, on the same openings. The "
                + "brain command carries {NAME} wherever a parameter's value goes.",
            "Example: gomoku spsa -n 500 -o renju26 --random-symmetry -r renju -t 60000 "
                + "-p futilityMargin,200,50,400,16 \"pipe:./bin/pbrain-search --nodes 50000 "
                + "--set renju.futilityMargin={futilityMargin}\""})
final class SpsaCommand implements Callable<Integer> {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z0-9_.-]+)}");

    @Parameters(arity = "1", paramLabel = "BRAIN",
            description = "the brain command, with {NAME} where each parameter's value goes")
    String template;

    @Option(names = {"-p", "--param"}, required = true, paramLabel = "NAME,START,MIN,MAX,C_END[,R_END]",
            description = "a tuned integer parameter: its start and bounds, its perturbation at the last iteration "
                    + "(C_END, at least 0.5) and its learning rate then (R_END, default 0.002)")
    List<String> params = new ArrayList<>();

    @Option(names = {"-n", "--iterations"}, description = "iterations (default: ${DEFAULT-VALUE})", defaultValue = "200")
    int iterations;

    @Option(names = "--pairs", description = "game pairs (openings) per iteration (default: ${DEFAULT-VALUE})",
            defaultValue = "1")
    int pairs;

    @Option(names = "--against", paramLabel = "BRAIN",
            description = "a fixed opponent (a sparring partner): the plus and the minus brain each play it the "
                    + "iteration's game pairs, and the result is the plus brain's points minus the minus brain's")
    String against;

    @Mixin
    GameOptions game;

    @Mixin
    RunOptions run;

    @Override
    public Integer call() throws IOException {
        PrintStream out = System.out;
        Spsa spsa;
        MatchSettings base;
        try {
            if (iterations < 1 || pairs < 1) {
                throw new IllegalArgumentException("--iterations and --pairs must be at least 1");
            }
            if (run.recordDir != null || !run.ship.isEmpty()) {
                throw new IllegalArgumentException("--out and --ship are not for spsa (its games are not kept)");
            }
            List<Spsa.Parameter> ps = new ArrayList<>();
            for (String p : params) {
                ps.add(parameter(p));
            }
            checkPlaceholders(template, ps);
            spsa = new Spsa(ps, iterations, run.seed);
            base = run.settings(game, 2 * pairs);
        } catch (RecordFormatException | IllegalArgumentException e) {
            System.err.println("gomoku spsa: " + e.getMessage());
            return 2;
        }
        List<Spsa.Parameter> ps = spsa.parameters();
        out.println("SPSA: " + iterations + " iterations of " + (against == null ? 2 : 4) * pairs + " games, "
                + game.turnMillis + " ms per move, rule " + game.rule.name().toLowerCase(Locale.ROOT)
                + (against == null ? "" : ", against " + against));
        for (int k = 0; k < iterations; k++) {
            Spsa.Step step = spsa.next();
            List<BrainSpec> specs;
            try {
                List<String> cmds = new ArrayList<>(List.of(fill(template, ps, step.plus()), fill(template, ps,
                        step.minus())));
                if (against != null) {
                    cmds.add(against);
                }
                specs = run.specs(cmds);
            } catch (IllegalArgumentException e) {
                System.err.println("gomoku spsa: " + e.getMessage());
                return 2;
            }
            MatchSettings ms = new MatchSettings(base.game(), base.games(), base.concurrency(), openings(base, k),
                    base.randomSymmetry(), null, null, base.seed() + k);
            BrainSpec plus = specs.get(0).withName("plus");
            BrainSpec minus = specs.get(1).withName("minus");
            double result;
            String played;
            if (against == null) {
                MatchScore r = Match.run(plus, minus, ms, MatchListener.NONE, run.log()).score();
                result = r.wins() - r.losses();
                played = String.format(Locale.ROOT, "%+.0f", result);
            } else {
                // Both sides meet the opponent on the same openings and symmetries, so the openings' own
                // bias cancels out of the difference.
                MatchScore p = Match.run(plus, specs.get(2), ms, MatchListener.NONE, run.log()).score();
                MatchScore m = Match.run(minus, specs.get(2), ms, MatchListener.NONE, run.log()).score();
                result = p.points() - m.points();
                played = String.format(Locale.ROOT, "%d-%d-%d, minus %d-%d-%d: %+.1f", p.wins(), p.losses(),
                        p.draws(), m.wins(), m.losses(), m.draws(), result);
            }
            spsa.update(step, result);
            out.println(String.format(Locale.ROOT, "iteration %d/%d: plus %s  %s", k + 1, iterations, played,
                    values(ps, spsa.theta())));
        }
        out.println("tuned: " + values(ps, spsa.theta()));
        return 0;
    }

    /** This iteration's openings: the next {@code pairs} of the list, in turn. */
    private List<List<Point>> openings(MatchSettings base, int k) {
        List<List<Point>> all = base.openings();
        if (all.isEmpty()) {
            return all;
        }
        List<List<Point>> chosen = new ArrayList<>();
        for (int i = 0; i < pairs; i++) {
            chosen.add(all.get((int) (((long) k * pairs + i) % all.size())));
        }
        return chosen;
    }

    static Spsa.Parameter parameter(String text) {
        String[] f = text.split(",", -1);
        if (f.length != 5 && f.length != 6) {
            throw new IllegalArgumentException("--param " + text + ": give NAME,START,MIN,MAX,C_END[,R_END]");
        }
        try {
            double rEnd = f.length == 6 ? Double.parseDouble(f[5]) : 0.002;
            return new Spsa.Parameter(f[0].strip(), Double.parseDouble(f[1]), Double.parseDouble(f[2]),
                    Double.parseDouble(f[3]), Double.parseDouble(f[4]), rEnd);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--param " + text + ": not a number: " + e.getMessage(), e);
        }
    }

    /** Every parameter appears in the command, and every placeholder is a parameter. */
    static void checkPlaceholders(String template, List<Spsa.Parameter> ps) {
        List<String> names = ps.stream().map(Spsa.Parameter::name).toList();
        for (String n : names) {
            if (!template.contains("{" + n + "}")) {
                throw new IllegalArgumentException("the brain command has no {" + n + "}");
            }
        }
        Matcher m = PLACEHOLDER.matcher(template);
        while (m.find()) {
            if (!names.contains(m.group(1))) {
                throw new IllegalArgumentException("{" + m.group(1) + "} in the brain command is no --param");
            }
        }
    }

    static String fill(String template, List<Spsa.Parameter> ps, int[] values) {
        String s = template;
        for (int i = 0; i < ps.size(); i++) {
            s = s.replace("{" + ps.get(i).name() + "}", Integer.toString(values[i]));
        }
        return s;
    }

    private static String values(List<Spsa.Parameter> ps, double[] theta) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ps.size(); i++) {
            b.append(i == 0 ? "" : " ").append(ps.get(i).name()).append('=')
                    .append(String.format(Locale.ROOT, "%.1f", theta[i]));
        }
        return b.toString();
    }
}
