package dev.gomoku.examples.brains;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code gomoku-cds}: makes the distribution's AppCDS archive ({@code lib/gomoku.jsa}) for the place
 * the distribution lies now. A JDK 17 archive records the jars' absolute paths and maps only where it
 * was made (elsewhere each start pays the failed attempt and warns on standard error), so the launchers
 * use it only when {@code lib/gomoku.jsa.home} names their own directory. The build runs this once;
 * a user runs it again after moving the distribution or changing the JDK.
 */
final class CdsArchive {
    private CdsArchive() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length > 0) {
            boolean help = args[0].equals("--help") || args[0].equals("-h");
            (help ? System.out : System.err).println("usage: gomoku-cds\n  makes lib/gomoku.jsa, the AppCDS "
                    + "archive the launchers map, for where this distribution lies; run it again after moving "
                    + "the distribution or changing the JDK");
            System.exit(help ? 0 : 2);
        }
        try {
            make();
        } catch (IOException e) {
            System.err.println("gomoku-cds: " + e);
            System.exit(1);
        }
    }

    private static void make() throws IOException, InterruptedException {
        String classPath = System.getProperty("java.class.path");
        // The launcher's class path is "$APP_HOME/lib/<jar>:...", the very strings the archive records.
        Path lib = Path.of(classPath.split(File.pathSeparator)[0]).getParent();
        Path archive = lib.resolve("gomoku.jsa");
        Path fresh = lib.resolve("gomoku.jsa.new");
        Path home = lib.resolve("gomoku.jsa.home");
        // Until a new archive is in place, launchers start without one.
        Files.deleteIfExists(home);
        Files.deleteIfExists(fresh);
        Path work = Files.createTempDirectory("gomoku-cds");
        int exit;
        try {
            // The training brains' own logs are noise unless the run fails.
            Path log = work.resolve("training.log");
            exit = new ProcessBuilder(trainingCommand(classPath, fresh, work))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(log.toFile()).start().waitFor();
            if (exit != 0) {
                System.err.print(Files.readString(log));
            }
        } finally {
            try (Stream<Path> files = Files.walk(work)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        if (exit != 0 || !Files.isRegularFile(fresh)) {
            Files.deleteIfExists(fresh);
            System.err.println("gomoku-cds: the training run failed (exit code " + exit + "); no archive made");
            System.exit(1);
        }
        Files.move(fresh, archive, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        Files.writeString(home, lib.getParent() + "\n");
        System.err.println("gomoku-cds: " + archive + " made for " + lib.getParent());
    }

    /** This JVM's own options (the launcher's), without its archive, dumping the training run's classes. */
    private static List<String> trainingCommand(String classPath, Path archive, Path work) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!option.startsWith("-XX:SharedArchiveFile=") && !option.startsWith("-Dgomoku.launcher=")) {
                command.add(option);
            }
        }
        command.add("-XX:ArchiveClassesAtExit=" + archive);
        command.addAll(List.of("-cp", classPath, Training.class.getName(), work.toString()));
        return command;
    }
}
