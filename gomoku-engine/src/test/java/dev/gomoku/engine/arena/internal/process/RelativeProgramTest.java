package dev.gomoku.engine.arena.internal.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A brain command typed as a relative path ({@code ./pbrain-x}) names a file relative to the manager's
 * folder, although the brain runs in a folder of its own.
 */
class RelativeProgramTest {
    @Test
    void relativeProgramStartsFromAnotherWorkingDirectory(@TempDir Path tmp) throws IOException {
        Path script = tmp.resolve("bin").resolve("pbrain-hello");
        Files.createDirectories(script.getParent());
        Files.writeString(script, "#!/bin/sh\necho HELLO\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path cwd = Path.of("").toAbsolutePath();
        String relative = cwd.relativize(script).toString();
        assertTrue(relative.contains("/"), relative);
        // deeper than the manager's folder, so the relative path cannot resolve from there by accident
        Path work = tmp.resolve("w");
        for (int i = 0; i <= cwd.getNameCount(); i++) {
            work = work.resolve("d" + i);
        }
        Files.createDirectories(work);
        try (BrainProcess p = BrainProcess.start(List.of(relative), work, "hello")) {
            ProcessLines.Line line = p.next(System.nanoTime() + 20_000_000_000L);
            assertEquals("HELLO", line.text());
        }
    }

    @Test
    void bareAndAbsoluteProgramsAreKept() {
        List<String> bare = List.of("pbrain-x", "--fast");
        List<String> absolute = List.of("/opt/pbrain-x", "./arg");
        assertEquals(bare, BrainProcess.absoluteProgram(bare));
        assertEquals(absolute, BrainProcess.absoluteProgram(absolute));
        assertEquals(List.of(Path.of("").toAbsolutePath().resolve("dir/pbrain-x").normalize().toString(), "./arg"),
                BrainProcess.absoluteProgram(List.of("./dir/pbrain-x", "./arg")));
    }
}
