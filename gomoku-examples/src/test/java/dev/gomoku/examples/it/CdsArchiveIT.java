package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The AppCDS archive maps where the build made it; a moved copy of the distribution starts without it
 * and without a warning, and maps its own after {@code gomoku-cds}.
 */
class CdsArchiveIT {
    /** How the JVM reports a class it took from the dynamic (application) archive. */
    private static final String FROM_ARCHIVE = "dev.gomoku.engine.host.PipeHost source: shared objects file (top)";

    @Test
    void theArchiveFollowsTheDistribution(@TempDir Path tmp) throws Exception {
        Path dist = BrainProc.bin().getParent();
        assertEquals(dist.toRealPath() + "\n", Files.readString(dist.resolve("lib/gomoku.jsa.home")));
        assertTrue(startLog(dist).contains(FROM_ARCHIVE), "the build's archive does not map in place");

        Path moved = tmp.resolve("moved");
        copyTree(dist, moved);
        String before = startLog(moved);
        assertFalse(before.contains("shared objects file (top)"), before);
        assertFalse(before.contains("[warning]"), before);

        Process cds = new ProcessBuilder(moved.resolve("bin/gomoku-cds").toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(tmp.resolve("cds.err").toFile()).start();
        assertTrue(cds.waitFor(120, TimeUnit.SECONDS), "gomoku-cds did not finish");
        assertEquals(0, cds.exitValue(), Files.readString(tmp.resolve("cds.err")));
        assertEquals(moved.toRealPath() + "\n", Files.readString(moved.resolve("lib/gomoku.jsa.home")));
        String after = startLog(moved);
        assertTrue(after.contains(FROM_ARCHIVE), after);
        assertFalse(after.contains("[warning]"), after);
    }

    /** Standard error of a pipe brain answering ABOUT, with the JVM's class-loading log. */
    private static String startLog(Path dist) throws IOException, InterruptedException {
        Path err = Files.createTempFile("cds-start", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder(dist.resolve("bin/pbrain-search").toString())
                    .redirectError(err.toFile());
            pb.environment().put("GOMOKU_JAVA_OPTS", "-Xlog:class+load=info:stderr");
            Process p = pb.start();
            p.getOutputStream().write("ABOUT\nEND\n".getBytes(StandardCharsets.US_ASCII));
            p.getOutputStream().close();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(BrainProc.ANSWER_MILLIS, TimeUnit.MILLISECONDS), "the brain did not exit");
            assertTrue(out.startsWith("name=\"search\""), out);
            return Files.readString(err);
        } finally {
            Files.delete(err);
        }
    }

    /** Copies with the files' times: the archive checks each jar's size and modification time. */
    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Files.copy(p, to.resolve(from.relativize(p).toString()), StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }
}
