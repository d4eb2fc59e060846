package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code bin/gomoku ARGS} of the assembled distribution as a real process, its standard output and
 * error in files of a folder, its journals of runs without {@code --out} in that folder's {@code state}
 * (as {@code XDG_STATE_HOME}), never the user's.
 */
final class GomokuRun implements AutoCloseable {
    private final Process process;
    private final Path out;
    private final Path err;

    private GomokuRun(Process process, Path out, Path err) {
        this.process = process;
        this.out = out;
        this.err = err;
    }

    static GomokuRun start(Path dir, String name, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(BrainProc.bin().resolve("gomoku").toString()));
        cmd.addAll(List.of(args));
        Path out = dir.resolve(name + ".out");
        Path err = dir.resolve(name + ".err");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile());
        pb.environment().put("XDG_STATE_HOME", dir.resolve("state").toString());
        return new GomokuRun(pb.start(), out, err);
    }

    /** Waits for the end (minutes: the machine is shared); the exit code. */
    int waitFor() throws InterruptedException, IOException {
        assertTrue(process.waitFor(10, TimeUnit.MINUTES), "gomoku did not end; output: " + out());
        return process.exitValue();
    }

    Process process() {
        return process;
    }

    String out() throws IOException {
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    String err() throws IOException {
        return Files.readString(err, StandardCharsets.UTF_8);
    }

    /** Kills it and whatever it started that is still there. */
    @Override
    public void close() {
        List<ProcessHandle> all = process.descendants().toList();
        process.destroyForcibly();
        all.forEach(ProcessHandle::destroyForcibly);
    }
}
