package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.Referee;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Windows launcher ({@code pbrain-weights.exe} of the example brains' Gomocup entry) under Wine,
 * in a folder whose path has spaces and non-ASCII letters: whole games with our manager over real
 * pipes (Windows launcher, JVM, host, brain), the JVM gone when the launcher is killed, the exit code
 * passed on, and one clear line when there is no Java. There is no Windows JVM here, so the entry's
 * {@code runtime\bin\java.exe} is a test stand-in (src/test/c) that runs this build's Linux JVM; see there
 * why Wine needs one.
 */
class GomocupLauncherIT {
    /** The Gomocup clock: a second a move, a second's tolerance, 350 MiB; Wine's first start is slow. */
    private static final TimeControl TIME = new TimeControl(1000, 0, 1000, 350L << 20, 60_000);
    private static Path entry;
    private static Path prefix;

    private static boolean onPath(String program) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(d -> Files.isExecutable(Path.of(d, program)));
    }

    @BeforeAll
    static void entryUnderWine() throws Exception {
        assumeTrue(onPath("wine"), "SKIPPED: no wine on the PATH (Debian: apt-get install wine wine64; .ci/run does)");
        assumeTrue(onPath("x86_64-w64-mingw32-gcc"), "SKIPPED: no x86_64-w64-mingw32-gcc to build the test's "
                + "java.exe stand-in (Debian: apt-get install gcc-mingw-w64-x86-64; .ci/run does)");
        Path target = BrainProc.bin().getParent().getParent();
        Path built = target.resolve("gomocup/weights");
        assertTrue(Files.isRegularFile(built.resolve("pbrain-weights.exe")), "the build lays out " + built);
        prefix = target.resolve("wine");
        // Non-ASCII file names need a UTF-8 locale for the JVM (sun.jnu.encoding) as for Wine.
        boolean utf8 = "UTF-8".equals(System.getProperty("sun.jnu.encoding"));
        entry = Files.createTempDirectory("gomocup-it").resolve((utf8 ? "entrée" : "entree") + " d'essai/dir with spaces");
        Files.createDirectories(entry.resolve("runtime/bin"));
        try (Stream<Path> files = Files.walk(built)) {
            for (Path f : files.toList()) {
                Path to = entry.resolve(built.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(f, to, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        Path c = Path.of("src/test/c");
        Process cc = new ProcessBuilder("x86_64-w64-mingw32-gcc", "-O2", "-Wall", "-municode", "-static", "-s", "-o",
                entry.resolve("runtime/bin/java.exe").toString(), c.resolve("java-stand-in.c").toString())
                .inheritIO().start();
        assertTrue(cc.waitFor(2, TimeUnit.MINUTES) && cc.exitValue() == 0, "the stand-in compiles");
        Files.copy(c.resolve("java-stand-in.sh"), entry.resolve("runtime/bin/java-stand-in.sh"));
        // Wine's first start in a new prefix makes the prefix: a minute or more, before anything is timed.
        Process boot = new ProcessBuilder(wine(List.of("wineboot", "-i"))).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertTrue(boot.waitFor(5, TimeUnit.MINUTES), "wineboot finished");
    }

    /** A command under Wine with the test's prefix and the stand-in's JVM (this build's). */
    private static List<String> wine(List<String> command) {
        List<String> cmd = new ArrayList<>(List.of("env", "-u", "JAVA_HOME", "WINEPREFIX=" + prefix, "WINEDEBUG=-all",
                "STAND_IN_JAVA=" + Path.of(System.getProperty("java.home"), "bin", "java"), "wine"));
        cmd.addAll(command);
        return cmd;
    }

    private static List<String> launcher(String... args) {
        List<String> cmd = new ArrayList<>(List.of(entry.resolve("pbrain-weights.exe").toString()));
        cmd.addAll(List.of(args));
        return wine(cmd);
    }

    /** Processes whose command line names the entry's folder: the launcher, the stand-in, the JVM. */
    private static List<ProcessHandle> entryProcesses() {
        String mark = entry.getParent().getParent().getFileName().toString();
        return ProcessHandle.allProcesses().filter(p -> p.info().commandLine().map(l -> l.contains(mark)).orElse(false))
                .toList();
    }

    @Test
    void gamesThroughTheLauncherEndWithoutFaults() throws Exception {
        BrainSpec windows = new BrainSpec("weights.exe", launcher(), entry, BrainProtocol.PIPE);
        BrainSpec linux = new BrainSpec("random", List.of(BrainProc.bin().resolve("pbrain-random").toString()), null,
                BrainProtocol.PIPE);
        List<GameSettings> games = List.of(
                GameSettings.of(15, Rule.FREESTYLE, TIME),
                GameSettings.of(20, Rule.FREESTYLE, TIME).withOpening(List.of(new Point(9, 9), new Point(10, 10),
                        new Point(8, 11))),
                GameSettings.of(15, Rule.FREESTYLE, TIME).withSwap2(true),
                GameSettings.of(15, Rule.RENJU, TIME).withSwap2(true));
        int faults = 0;
        for (int i = 0; i < games.size() * 2; i++) {
            boolean windowsBlack = i % 2 == 0;
            GameResult r;
            try (Player a = BrainClients.player(windowsBlack ? windows : linux, ArenaLog.NONE);
                    Player b = BrainClients.player(windowsBlack ? linux : windows, ArenaLog.NONE)) {
                r = Referee.play(a, b, games.get(i / 2), 66 + i);
            }
            System.out.println("GomocupLauncherIT game " + (i + 1) + ": " + r.summary() + ", " + r.moves().size()
                    + " stones, rule " + games.get(i / 2).rule() + (games.get(i / 2).swap2() ? ", Swap2" : ""));
            if (r.ending().isFault()) {
                faults++;
                System.out.println("  fault: " + r.detail());
            }
        }
        assertEquals(0, faults, "games with a fault (see the lines above)");
    }

    @Test
    void killingTheLauncherLeavesNoProcessAndTheFirstAnswerIsTimed() throws Exception {
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(launcher()).directory(entry.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            OutputStream in = p.getOutputStream();
            in.write("START 15\r\n".getBytes(StandardCharsets.US_ASCII));
            in.flush();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII));
            assertEquals("OK", out.readLine());
            long firstAnswer = System.nanoTime() - t0;
            in.write("BEGIN\r\n".getBytes(StandardCharsets.US_ASCII));
            in.flush();
            assertEquals("7,7", out.readLine(), "the weights brain opens in the centre");
            System.out.printf("GomocupLauncherIT: START answered %d ms after the launcher started (Wine, stand-in "
                    + "JVM)%n", firstAnswer / 1_000_000);
            List<ProcessHandle> before = entryProcesses();
            assertTrue(before.stream().anyMatch(h -> h.info().command().map(c -> c.endsWith("/java")).orElse(false)),
                    "the JVM runs: " + before.stream().map(h -> h.info().commandLine().orElse("?")).toList());
        } finally {
            p.destroyForcibly();
        }
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        List<ProcessHandle> left = entryProcesses();
        while (!left.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(200);
            left = entryProcesses();
        }
        assertTrue(left.isEmpty(), "left running after the launcher was killed: "
                + left.stream().map(h -> h.pid() + " " + h.info().commandLine().orElse("?")).toList());
    }

    /** Runs to the end with no input; the exit code. */
    private static int exitCode(List<String> command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        p.getOutputStream().close();
        assertTrue(p.waitFor(2, TimeUnit.MINUTES), command + " ends");
        return p.exitValue();
    }

    /** A JVM option from GOMOKU_JAVA_OPTS (the .cfg's env= line) that the JVM refuses: its exit code, as on Linux. */
    @Test
    void theExitCodeIsTheJvmsAsOnLinux() throws Exception {
        List<String> windows = new ArrayList<>(launcher());
        windows.add(3, "GOMOKU_JAVA_OPTS=-XX:+NoSuchOptionAnywhere"); // after "env -u JAVA_HOME"
        int linux = exitCode(List.of("env", "GOMOKU_JAVA_OPTS=-XX:+NoSuchOptionAnywhere",
                BrainProc.bin().resolve("pbrain-weights").toString()));
        assertTrue(linux != 0, "the JVM refuses an unknown option");
        assertEquals(linux, exitCode(windows));
        assertEquals(0, exitCode(launcher()), "the end of input ends the brain normally");
    }

    @Test
    void withoutJavaItSaysWhereItLookedInOneLine() throws Exception {
        Path bare = entry.resolveSibling("no java");
        Files.createDirectories(bare);
        Files.copy(entry.resolve("pbrain-weights.exe"), bare.resolve("pbrain-weights.exe"),
                StandardCopyOption.REPLACE_EXISTING);
        Files.copy(entry.resolve("pbrain-weights.cfg"), bare.resolve("pbrain-weights.cfg"),
                StandardCopyOption.REPLACE_EXISTING);
        Process p = new ProcessBuilder(wine(List.of(bare.resolve("pbrain-weights.exe").toString())))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        p.getOutputStream().close();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(2, TimeUnit.MINUTES));
        assertEquals(127, p.exitValue(), err);
        List<String> lines = err.lines().filter(l -> l.startsWith("pbrain-weights:")).toList();
        assertEquals(1, lines.size(), err);
        String line = lines.get(0);
        assertTrue(line.contains("no Java runtime found; looked at") && line.contains("no java\\runtime\\bin\\java.exe")
                && line.contains("JAVA_HOME (not set)") && line.contains("java.exe on the PATH"), line);
        assertFalse(err.contains("Exception"), err);
    }
}
