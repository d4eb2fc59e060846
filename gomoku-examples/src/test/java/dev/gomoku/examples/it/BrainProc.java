package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A launcher of the assembled distribution run as a real process over real pipes. */
final class BrainProc implements AutoCloseable {
    /** Generous bound for an answer on a loaded 2-core machine; not a speed assertion. */
    static final long ANSWER_MILLIS = 20_000;

    private final Process process;
    private final OutputStream in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Path stderr;

    private BrainProc(Process process, Path stderr) {
        this.process = process;
        this.in = process.getOutputStream();
        this.stderr = stderr;
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process ended
            }
        }, "brain-stdout");
        t.setDaemon(true);
        t.start();
    }

    /** The assembled distribution's bin folder (set by failsafe). */
    static Path bin() {
        String dist = System.getProperty("gomoku.dist");
        assertNotNull(dist, "run with failsafe after package: gomoku.dist is not set");
        Path bin = Path.of(dist, "bin");
        assertTrue(Files.isDirectory(bin), "no dist at " + bin);
        return bin;
    }

    static BrainProc start(String launcher, Path workDir, String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(bin().resolve(launcher).toString());
        cmd.addAll(List.of(args));
        Path err = Files.createTempFile("brain-stderr", ".txt");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(workDir.toFile())
                .redirectError(ProcessBuilder.Redirect.appendTo(err.toFile()));
        return new BrainProc(pb.start(), err);
    }

    /** Runs a launcher to completion (the legacy protocol) and returns its exit code. */
    static int runToEnd(String launcher, Path workDir, long timeoutMillis) throws Exception {
        Process p = new ProcessBuilder(bin().resolve(launcher).toString()).directory(workDir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).redirectOutput(new File("/dev/null")).start();
        p.getOutputStream().close();
        assertTrue(p.waitFor(timeoutMillis, TimeUnit.MILLISECONDS), launcher + " did not exit");
        return p.exitValue();
    }

    void send(String line) throws IOException {
        in.write((line + "\r\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    void sendRaw(byte[] bytes) throws IOException {
        in.write(bytes);
        in.flush();
    }

    void closeInput() throws IOException {
        in.close();
    }

    /** The next output line; fails after {@link #ANSWER_MILLIS}. */
    String next() throws InterruptedException {
        String line = lines.poll(ANSWER_MILLIS, TimeUnit.MILLISECONDS);
        assertNotNull(line, "no answer; stderr: " + stderrText());
        return line;
    }

    /** The next line, or null when none comes within {@code millis}. */
    String poll(long millis) throws InterruptedException {
        return lines.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** The launcher's process (the JVM it runs, or a shell with the JVM below it). */
    ProcessHandle handle() {
        return process.toHandle();
    }

    boolean exitsWithin(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS);
    }

    String stderrText() {
        try {
            return Files.readString(stderr);
        } catch (IOException e) {
            return "(unreadable: " + e + ")";
        }
    }

    @Override
    public void close() throws IOException {
        process.destroyForcibly();
        Files.deleteIfExists(stderr);
    }
}
