package dev.gomoku.examples.gomocup;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shipped launcher is what its source and build script make, byte for byte, with the compiler it names. */
class LauncherBuildTest {
    /** The compiler build-launcher.sh names (Debian bookworm's gcc-mingw-w64-x86-64). */
    private static final String COMPILER = "12-win32";

    @TempDir
    Path dir;

    @Test
    void theShippedExeIsItsSourceRebuilt() throws Exception {
        assumeTrue(Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(d -> Files.isExecutable(Path.of(d, "x86_64-w64-mingw32-gcc"))),
                "SKIPPED: no x86_64-w64-mingw32-gcc (Debian: apt-get install gcc-mingw-w64-x86-64; .ci/run does)");
        Process version = new ProcessBuilder("x86_64-w64-mingw32-gcc", "-dumpversion").start();
        String v = new String(version.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip();
        assumeTrue(version.waitFor(1, TimeUnit.MINUTES) && v.equals(COMPILER),
                "SKIPPED: x86_64-w64-mingw32-gcc " + v + " is not the " + COMPILER + " the launcher was built with");
        Path out = dir.resolve("rebuilt.exe");
        Process build = new ProcessBuilder("sh", "src/main/c/build-launcher.sh", out.toString()).inheritIO().start();
        assertTrue(build.waitFor(2, TimeUnit.MINUTES) && build.exitValue() == 0, "build-launcher.sh succeeds");
        assertArrayEquals(PeImageTest.launcher(), Files.readAllBytes(out),
                "src/main/resources/dev/gomoku/examples/gomocup/gomocup-launcher.exe is stale: run src/main/c/build-launcher.sh");
    }
}
