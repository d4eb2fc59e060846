package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The brain author's path end to end: {@code gomoku new} makes a project, its own Maven wrapper builds
 * it offline against this build's SDK artifacts (a private local repository), {@code package} leaves
 * the launchers, a linked runtime and the zip, and the new brain plays a short match against the
 * example search brain through its launcher.
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
    }
}
