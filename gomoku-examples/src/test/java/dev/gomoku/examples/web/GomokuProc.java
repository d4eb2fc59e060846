package dev.gomoku.examples.web;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The built {@code gomoku} launcher run as a real process with a web page: its address, its output, its end. */
final class GomokuProc implements AutoCloseable {
    private static final Pattern URL = Pattern.compile("Web page: (http://\\S+)");

    private final Process process;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final StringBuffer output = new StringBuffer();
    private final String url;

    private GomokuProc(Process process) throws InterruptedException {
        this.process = process;
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    output.append(line).append('\n');
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process ended
            }
        }, "gomoku-stdout");
        t.setDaemon(true);
        t.start();
        String found = null;
        long end = System.currentTimeMillis() + 30_000;
        while (found == null && System.currentTimeMillis() < end) {
            String line = lines.poll(500, TimeUnit.MILLISECONDS);
            Matcher m = line == null ? null : URL.matcher(line);
            if (m != null && m.find()) {
                found = m.group(1);
            }
        }
        assertNotNull(found, "gomoku printed no web address; output: " + output);
        this.url = found;
    }

    /** Starts {@code bin/gomoku args...} of the assembled distribution. */
    static GomokuProc start(String... args) throws IOException, InterruptedException {
        String dist = System.getProperty("gomoku.dist");
        assertNotNull(dist, "run with failsafe after package: gomoku.dist is not set");
        Path gomoku = Path.of(dist, "bin", "gomoku");
        assertTrue(Files.isExecutable(gomoku), "no launcher " + gomoku);
        List<String> cmd = new ArrayList<>(List.of(gomoku.toString()));
        cmd.addAll(List.of(args));
        return new GomokuProc(new ProcessBuilder(cmd).redirectErrorStream(true).start());
    }

    String url() {
        return url;
    }

    String output() {
        return output.toString();
    }

    ProcessHandle handle() {
        return process.toHandle();
    }

    /** Ends it as Ctrl-C would (SIGTERM runs the same shutdown hooks); true if it exited in time. */
    boolean interrupt(long millis) throws InterruptedException {
        process.destroy();
        return process.waitFor(millis, TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }
}
