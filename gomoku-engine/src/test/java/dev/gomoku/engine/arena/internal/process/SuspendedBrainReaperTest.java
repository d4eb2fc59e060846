package dev.gomoku.engine.arena.internal.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.gomoku.engine.arena.client.TestPlayers;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A manager that exits while its brain is suspended between turns takes the brain with it. */
class SuspendedBrainReaperTest {
    @Test
    void aSuspendedBrainDiesWithItsManager() throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc/self")), "POSIX signals and /proc: Linux only");
        Process manager = new ProcessBuilder(TestPlayers.javaWithHeap("-Xmx64m", SuspendedOrphanMaker.class.getName()))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String line;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(manager.getInputStream(), StandardCharsets.UTF_8))) {
            line = r.readLine();
        }
        assertEquals(0, manager.waitFor(60, TimeUnit.SECONDS) ? manager.exitValue() : -1, "the manager exits");
        String[] f = line.split(" ");
        assertEquals("T", f[1], "the brain was stopped when its manager exited: " + line);
        Optional<ProcessHandle> brain = ProcessHandle.of(Long.parseLong(f[0]));
        for (int i = 0; i < 100 && brain.isPresent() && brain.get().isAlive(); i++) {
            Thread.sleep(50);
        }
        boolean alive = brain.isPresent() && brain.get().isAlive();
        brain.ifPresent(ProcessHandle::destroyForcibly);
        assertFalse(alive, "the suspended brain outlived its manager");
    }
}
