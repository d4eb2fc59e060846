package dev.gomoku.examples.cli;

import dev.gomoku.examples.check.Area;
import dev.gomoku.examples.check.BrainCheck;
import dev.gomoku.examples.check.CheckOptions;
import dev.gomoku.examples.check.Report;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gomoku check BRAIN}: will this brain survive the tournament? */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Checks a pipe-protocol brain the way the Gomocup referee (GomocupJudge), Piskvork and this"
                + " manager will treat it: the protocol as managers send it, answer times (cold start, suspension,"
                + " time_left running down), memory against max_memory, Swap2, renju, the persistent folder, and"
                + " the legacy file protocol when asked. Each line: pass, warn, fail or skip, the evidence, and what"
                + " the referee would do.",
            "Exit status: 0 when nothing fails (warnings allowed), 1 when a check fails."})
final class CheckCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "BRAIN", description = "the brain's command line, e.g. \"./pbrain-foo\""
            + " or \"java -jar foo.jar\" (one argument: quote it)")
    String brain;

    @Option(names = "--json", description = "print the report as one JSON object (for CI) instead of text")
    boolean json;

    @Option(names = "--quick", description = "fewer games and sessions: about half the time")
    boolean quick;

    @Option(names = "--only", split = ",", paramLabel = "AREA",
            description = "check only these areas: ${COMPLETION-CANDIDATES}")
    List<Area> only;

    @Option(names = "--tolerance", paramLabel = "MS", defaultValue = "1000",
            description = "the referee's grace on every deadline (default: ${DEFAULT-VALUE}, GomocupJudge's)")
    long tolerance;

    @Option(names = "--turn", paramLabel = "MS", defaultValue = "1000",
            description = "timeout_turn in the protocol, Swap2 and renju probes (default: ${DEFAULT-VALUE})")
    long turn;

    @Option(names = "--cold-turn", paramLabel = "MS", defaultValue = "5000",
            description = "timeout_turn of a cold process's first move (default: ${DEFAULT-VALUE}, Gomocup's fastgame)")
    long coldTurn;

    @Option(names = "--memory", paramLabel = "MIB", defaultValue = "128",
            description = "the small max_memory tried beside Gomocup's 350 MiB (default: ${DEFAULT-VALUE})")
    long memoryMib;

    @Option(names = "--legacy", arity = "0..1", fallbackValue = "", paramLabel = "CMD",
            description = "also check the legacy file protocol, with this command (default: the brain's own)")
    String legacy;

    @Override
    public Integer call() {
        EnumSet<Area> areas = only == null || only.isEmpty() ? EnumSet.allOf(Area.class) : EnumSet.copyOf(only);
        if (legacy != null) {
            areas.add(Area.LEGACY);
        }
        CheckOptions o = new CheckOptions(tolerance, turn, coldTurn, memoryMib << 20, quick, areas, legacy);
        if (!json) {
            System.out.println("checking " + brain + (quick ? " (quick)" : ""));
        }
        Report r = BrainCheck.run(brain, o, f -> {
            if (!json) {
                System.out.print(Report.line(f));
                System.out.flush();
            }
        });
        System.out.println(json ? r.json() : r.summary());
        return r.failed() ? 1 : 0;
    }
}
