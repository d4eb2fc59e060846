package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The brain author's path end to end: {@code gomoku new} makes a project, its own Maven wrapper builds
 * it offline against this build's SDK artifacts (a private local repository), {@code package} leaves
 * the launchers, a linked runtime and the zip, and the new brain plays a short match against the
 * example search brain through its launcher; then again with a network {@code gomoku selfplay} and
 * {@code gomoku train} wrote into its resources, which it evaluates with, and with that network damaged,
 * which stops it at start-up.
 */
class NewProjectIT {
    /** Building a project and playing a short match on a loaded 2-core machine: generous, not a speed test. */
    private static final long BUILD_MINUTES = 10;

    @TempDir
    Path dir;

    private static String run(Path workDir, List<String> cmd, long minutes) throws IOException, InterruptedException {
        Path log = Files.createTempFile("new-project", ".log");
        Process p = new ProcessBuilder(cmd).directory(workDir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        p.getOutputStream().close();
        boolean done = p.waitFor(minutes, TimeUnit.MINUTES);
        String out = Files.readString(log, StandardCharsets.UTF_8);
        if (!done) {
            p.destroyForcibly();
        }
        assertTrue(done, String.join(" ", cmd) + " did not finish:\n" + out);
        assertEquals(0, p.exitValue(), String.join(" ", cmd) + ":\n" + out);
        return out;
    }

    @Test
    void generateBuildPackageAndPlay() throws Exception {
        String itRepo = System.getProperty("gomoku.it.repo");
        String userRepo = System.getProperty("gomoku.user.repo");
        assertNotNull(itRepo, "run with failsafe: gomoku.it.repo is not set");
        long t0 = System.nanoTime();
        String gomoku = BrainProc.bin().resolve("gomoku").toString();
        run(dir, List.of(gomoku, "new", "mybrain"), 1);
        Path project = dir.resolve("mybrain");
        assertTrue(Files.isRegularFile(project.resolve("src/main/java/brains/mybrain/Mybrain.java")));
        assertTrue(Files.isExecutable(project.resolve("mvnw")));

        List<String> mvn = new ArrayList<>(List.of(project.resolve("mvnw").toString(), "-B", "-q", "-o", "package",
                "-Dmaven.repo.local=" + itRepo));
        if (userRepo != null) {
            mvn.add("-Dmaven.repo.local.tail=" + userRepo);
        }
        // No Windows JDK here: this JDK's own jmods stand in, so that the Gomocup zip is made and checked.
        Path jmods = Path.of(System.getProperty("java.home"), "jmods");
        if (Files.isDirectory(jmods)) {
            mvn.add("-Dgomocup.jmods=" + jmods);
        }
        run(project, mvn, BUILD_MINUTES);
        long built = System.nanoTime();
        Path brain = project.resolve("target/mybrain");
        for (String launcher : List.of("pbrain-mybrain", "legacy-mybrain", "koth-mybrain")) {
            assertTrue(Files.isExecutable(brain.resolve(launcher)), launcher);
        }
        assertTrue(Files.isExecutable(brain.resolve("runtime/bin/java")), "the linked runtime");
        try (ZipFile zip = new ZipFile(project.resolve("target/mybrain.zip").toFile())) {
            assertNotNull(zip.getEntry("pbrain-mybrain"), "Gomocup layout: the launcher at the top");
            assertNotNull(zip.getEntry("runtime/bin/java"));
            assertTrue(zip.stream().anyMatch(e -> e.getName().startsWith("lib/gomoku-engine-")));
        }
        Path entry = project.resolve("target/mybrain-gomocup");
        for (String launcher : List.of("pbrain-mybrain", "legacy-mybrain", "koth-mybrain")) {
            assertTrue(Files.isRegularFile(entry.resolve(launcher + ".exe")), launcher + ".exe");
            String cfg = Files.readString(entry.resolve(launcher + ".cfg"), StandardCharsets.UTF_8);
            assertTrue(cfg.contains("main=brains.mybrain.Mybrain") && cfg.contains("classpath=lib\\*")
                    && cfg.contains("java=-Xmn8m"), cfg);
        }
        if (Files.isDirectory(jmods)) {
            Path gomocupZip = project.resolve("target/mybrain-gomocup.zip");
            try (ZipFile zip = new ZipFile(gomocupZip.toFile())) {
                assertNotNull(zip.getEntry("pbrain-mybrain.exe"), "the launcher at the top");
                assertNotNull(zip.getEntry("pbrain-mybrain.cfg"));
                assertNotNull(zip.getEntry("runtime/lib/modules"), "the linked runtime");
            }
            String check = run(dir, List.of(gomoku, "check-zip", gomocupZip.toString()), 1);
            assertTrue(check.contains("PASSED") && check.contains("pbrain-mybrain.exe imports [KERNEL32.dll, msvcrt.dll]"),
                    check);
            System.out.println("NewProjectIT: " + check.lines().filter(l -> l.contains("size:")).toList());
        }
        String help = run(project, List.of(brain.resolve("pbrain-mybrain").toString(), "--help"), 1);
        assertTrue(help.contains("usage: pbrain-mybrain") && help.contains("mybrain 1.0"), help);

        String match = run(dir, List.of(gomoku, "match", brain.resolve("pbrain-mybrain").toString(), "search",
                "-g", "2", "-t", "300", "-s", "15", "--memory", Long.toString(350L << 20)), BUILD_MINUTES);
        long played = System.nanoTime();
        assertTrue(match.contains("mybrain") && match.contains("Elo difference"), match);
        assertFalse(match.contains("decided by a fault"), match);
        System.out.printf("NewProjectIT: gomoku new + ./mvnw package %.1f s, then a 2-game match %.1f s%n",
                (built - t0) / 1e9, (played - built) / 1e9);

        // The author's network: the SDK's commands write it into the project's resources, the same build
        // puts it in the jar, and the brain evaluates with it.
        Path data = dir.resolve("data.gksp");
        Path network = project.resolve("src/main/resources/mybrain.gknn");
        // Ten games: train holds every tenth out, and wants some positions there.
        run(dir, List.of(gomoku, "selfplay", "-g", "10", "-n", "300", "-o", data.toString()), BUILD_MINUTES);
        run(dir, List.of(gomoku, "train", data.toString(), "-e", "1", "--hidden", "8", "--hidden2", "4",
                "-o", network.toString()), BUILD_MINUTES);
        run(project, mvn, BUILD_MINUTES);
        Path jar = brain.resolve("lib/mybrain-1.0.jar");
        assertEvaluatesWith(jar, Evaluator.network(network));
        String trainedMatch = run(dir, List.of(gomoku, "match", brain.resolve("pbrain-mybrain").toString(), "search",
                "-g", "2", "-t", "300", "-s", "15", "--memory", Long.toString(350L << 20)), BUILD_MINUTES);
        assertTrue(trainedMatch.contains("Elo difference"), trainedMatch);
        assertFalse(trainedMatch.contains("decided by a fault"), trainedMatch);

        // A damaged network stops the brain before its first protocol line, naming the resource and the fault.
        byte[] bytes = Files.readAllBytes(network);
        bytes[bytes.length / 2] ^= 0x40;
        replaceEntry(jar, "mybrain.gknn", bytes);
        Path err = dir.resolve("damaged.err");
        Process p = new ProcessBuilder(brain.resolve("pbrain-mybrain").toString()).redirectError(err.toFile()).start();
        try (OutputStream in = p.getOutputStream()) {
            in.write("START 15\n".getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            // the brain may already have ended: what it said is checked below
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(1, TimeUnit.MINUTES), "the brain with a damaged network did not end");
        String said = Files.readString(err, StandardCharsets.UTF_8);
        assertTrue(p.exitValue() != 0, "exit code 0 with a damaged network: " + said);
        assertEquals("", out, "nothing on the protocol channel");
        assertTrue(said.contains("NetworkFileException") && said.contains("/mybrain.gknn of brains.mybrain.Mybrain")
                && said.contains("checksum"), said);
    }

    /**
     * The packaged brain's evaluator is the network: the same score on positions of the network's rule
     * (freestyle, self-play's default), and not the project's own evaluator's on every one of them.
     */
    private static void assertEvaluatesWith(Path jar, Evaluator network) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                NewProjectIT.class.getClassLoader())) {
            Class<?> brain = loader.loadClass("brains.mybrain.Mybrain");
            Method evaluator = brain.getDeclaredMethod("evaluator");
            evaluator.setAccessible(true);
            Field own = brain.getDeclaredField("EVALUATOR");
            own.setAccessible(true);
            Evaluator used = (Evaluator) evaluator.invoke(null);
            Evaluator template = (Evaluator) own.get(null);
            Board board = Board.create(15, Rule.FREESTYLE);
            int differs = 0;
            int[][] moves = {{7, 7}, {8, 8}, {8, 7}, {6, 7}, {7, 6}, {9, 9}, {7, 8}, {6, 6}};
            for (int[] m : moves) {
                board.place(board.index(m[0], m[1]), board.sideToMove());
                Position pos = Position.of(board);
                assertEquals(network.evaluate(pos), used.evaluate(pos), "after " + board.moveCount() + " moves");
                differs += used.evaluate(pos) != template.evaluate(pos) ? 1 : 0;
            }
            assertTrue(differs > 0, "the network scored every position as the project's own evaluator");
        }
    }

    /** Rewrites a jar with one entry's bytes replaced. */
    private static void replaceEntry(Path jar, String name, byte[] bytes) throws IOException {
        Path copy = Files.createTempFile(jar.getParent(), "jar", ".tmp");
        try (ZipFile in = new ZipFile(jar.toFile());
                ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(copy))) {
            for (ZipEntry e : Collections.list(in.entries())) {
                out.putNextEntry(new ZipEntry(e.getName()));
                if (e.getName().equals(name)) {
                    out.write(bytes);
                } else {
                    try (InputStream data = in.getInputStream(e)) {
                        data.transferTo(out);
                    }
                }
                out.closeEntry();
            }
        }
        Files.move(copy, jar, StandardCopyOption.REPLACE_EXISTING);
    }
}
