package dev.gomoku.examples.cli;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.util.List;
import picocli.CommandLine.Option;

/** Options shared by the commands that play games. */
final class GameOptions {
    @Option(names = {"-r", "--rule"}, description = "freestyle, standard, renju, caro or caro_exact (default: ${DEFAULT-VALUE})",
            defaultValue = "freestyle")
    Rule rule;

    @Option(names = {"-s", "--size"}, description = "board size, 5..32 (default: ${DEFAULT-VALUE})", defaultValue = "15")
    int size;

    @Option(names = {"-t", "--turn"}, description = "time per move in ms, 0 = as fast as possible (default: ${DEFAULT-VALUE})",
            defaultValue = "300")
    long turnMillis;

    @Option(names = "--match-time", description = "time per game and player in ms, 0 = none (default: ${DEFAULT-VALUE})",
            defaultValue = "0")
    long matchMillis;

    @Option(names = "--tolerance", description = "grace per move in ms, as the Gomocup referee's "
            + "(default: ${DEFAULT-VALUE})", defaultValue = "1000")
    long toleranceMillis;

    @Option(names = "--memory", description = "INFO max_memory in bytes, 0 = none; a brain whose process tree holds "
            + "more unique memory (USS) after a move loses (default: ${DEFAULT-VALUE})", defaultValue = "0")
    long memory;

    @Option(names = "--no-suspend", description = "let the brain that is not on move run (by default its process tree "
            + "is stopped with SIGSTOP until its turn, as the Gomocup referee does)")
    boolean noSuspend;

    @Option(names = "--swap2", description = "begin every game with a Swap2 opening phase")
    boolean swap2;

    TimeControl time() {
        return new TimeControl(turnMillis, matchMillis, toleranceMillis, memory, 20_000, !noSuspend);
    }

    GameSettings settings() {
        return new GameSettings(size, size, rule, time(), List.of(), swap2);
    }
}
