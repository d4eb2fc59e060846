package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code gomoku match --pin}: the brain processes the manager starts run on the cores it names (read
 * from each brain's {@code /proc/PID/status}), their memory is still measured, and more games at once
 * than the cores allow are refused.
 */
class PinIT {
    private static final Pattern PINNED = Pattern.compile("(?m)^Pinned: .*; cores ([\\d,]+) \\(taskset\\)$");
    private static final Pattern PEAK = Pattern.compile("\\[(random(?:-2)?)\\] RESOURCES peak unique memory \\(USS\\) of "
            + "the process tree [\\d.]+ MiB \\((\\d+) bytes\\)");

    @TempDir
    Path dir;

    @BeforeAll
    static void linuxWithTaskset() {
        assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "affinity is read from /proc");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/taskset")) || Files.isExecutable(Path.of("/bin/taskset")),
                "taskset (util-linux)");
    }

    private static String status(long pid, String key) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
            if (line.startsWith(key + ":")) {
                return line.substring(key.length() + 1).strip();
            }
        }
        throw new IOException("no " + key + " for " + pid);
    }

    private static int allowedCores() throws IOException {
        int n = 0;
        for (String part : status(ProcessHandle.current().pid(), "Cpus_allowed_list").split(",")) {
            String[] r = part.split("-");
            n += r.length == 1 ? 1 : Integer.parseInt(r[1]) - Integer.parseInt(r[0]) + 1;
        }
        return n;
    }

    @Test
    void eachBrainRunsOnTheCoreNamedAndIsStillMeasured() throws Exception {
        Map<Long, String> brains = new TreeMap<>();
        GomokuRun run = GomokuRun.start(dir, "pinned", "match", "random", "random", "-g", "2", "-t", "100", "--pin", "-v");
        try (run) {
            long end = System.nanoTime() + 300_000_000_000L;
            while (brains.size() < 2 && run.process().isAlive() && System.nanoTime() < end) {
                for (ProcessHandle child : run.process().children().toList()) {
                    try {
                        String cmd = Files.readString(Path.of("/proc", Long.toString(child.pid()), "cmdline"),
                                StandardCharsets.UTF_8);
                        // taskset sets the affinity and then becomes the brain (the same process); before
                        // that the child is a fork of the manager (its own arguments, "match" among them),
                        // Java's spawn helper, then taskset
                        List<String> args = List.of(cmd.split("\0"));
                        if (cmd.contains("random") && !cmd.startsWith("taskset") && !args.contains("match")) {
                            brains.put(child.pid(), status(child.pid(), "Cpus_allowed_list"));
                        }
                    } catch (IOException e) {
                        // gone meanwhile
                    }
                }
                Thread.sleep(20);
            }
            assertEquals(0, run.waitFor(), run.err());
        }
        String out = run.out();
        Matcher m = PINNED.matcher(out);
        assertTrue(m.find(), out);
        List<String> named = List.of(m.group(1).split(","));
        assertEquals(2, brains.size(), "the two brain processes: " + brains + "\n" + out);
        List<String> seen = new ArrayList<>(brains.values());
        for (String cores : seen) {
            assertTrue(named.contains(cores), "a brain on " + cores + ", not one core of " + named);
        }
        if (allowedCores() >= 2) {
            assertNotEquals(seen.get(0), seen.get(1), "each brain on a core of its own");
        }
        // the memory of the process tree is still measured through taskset: a JVM's worth for each brain
        Matcher peak = PEAK.matcher(run.err());
        int found = 0;
        while (peak.find()) {
            assertTrue(Long.parseLong(peak.group(2)) > (4L << 20), peak.group());
            found++;
        }
        assertEquals(4, found, "one RESOURCES line per brain and game with -v: " + run.err());
    }

    @Test
    void moreGamesAtOnceThanCoresAreRefused() throws Exception {
        int n = allowedCores() + 1;
        GomokuRun run = GomokuRun.start(dir, "refused", "match", "random", "random", "-g", Integer.toString(2 * n),
                "-c", Integer.toString(n), "--pin");
        try (run) {
            assertEquals(2, run.waitFor(), run.out());
        }
        assertTrue(run.err().contains("--pin needs 2 cores per game played at once (" + 2 * n + " for " + n + " games, "
                + "or 1 per game with both brains on it); this process may run on " + (n - 1) + " core"), run.err());
        assertTrue(run.out().isEmpty(), "refused before anything is printed: " + run.out());
    }
}
