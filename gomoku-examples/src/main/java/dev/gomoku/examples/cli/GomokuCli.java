package dev.gomoku.examples.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code gomoku} command-line tool: matches and tournaments between Gomocup brains, playing a
 * brain at the terminal, and renju forbidden points; matches and tournaments can run on a cluster of
 * {@code gomoku worker}s. A thin layer over {@code dev.gomoku.engine.arena}.
 * It is not a brain: it prints to standard output.
 */
@Command(name = "gomoku", mixinStandardHelpOptions = true, version = "gomoku 0.1.0",
        description = "Runs Gomoku/Renju brains: matches, tournaments, checks against the referee, human play,"
                + " forbidden points, a web page.",
        subcommands = {MatchCommand.class, TournamentCommand.class, WorkerCommand.class, PlayCommand.class,
            ForbidCommand.class, OpeningsCommand.class, NewCommand.class, CheckCommand.class, CheckZipCommand.class,
            WebCommand.class, TuneCommand.class, SelfPlayCommand.class, TrainCommand.class,
            SpsaCommand.class})
public final class GomokuCli implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /**
     * Runs the tool and exits with its status.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /**
     * Runs the tool.
     *
     * @param args the command line
     * @return the exit status
     */
    public static int run(String... args) {
        return new CommandLine(new GomokuCli()).setCaseInsensitiveEnumValuesAllowed(true).execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
