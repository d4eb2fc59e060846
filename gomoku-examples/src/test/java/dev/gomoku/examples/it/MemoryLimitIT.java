package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The search brain keeps {@code INFO max_memory} as the Gomocup referee measures it: the unique
 * memory (USS) of the launcher's whole process tree, read from {@code /proc} after every move (pipe)
 * or while the process runs (legacy), and it uses more of a larger limit.
 */
class MemoryLimitIT {
    private static final long MIB = 1L << 20;

    @TempDir
    Path dir;

    @BeforeAll
    static void linuxOnly() {
        assumeTrue(Files.isReadable(Path.of("/proc/self/smaps_rollup")), "USS is read from /proc/PID/smaps_rollup");
    }

    /** USS of a process and its descendants: Private_Clean + Private_Dirty (+ Private_Hugetlb). */
    static long treeUss(ProcessHandle root) {
        List<ProcessHandle> all = new ArrayList<>(root.descendants().toList());
        all.add(root);
        long kb = 0;
        for (ProcessHandle p : all) {
            try {
                for (String line : Files.readAllLines(Path.of("/proc", Long.toString(p.pid()), "smaps_rollup"))) {
                    if (line.startsWith("Private_")) {
                        kb += Long.parseLong(line.substring(line.indexOf(':') + 1).strip().split("\\s+")[0]);
                    }
                }
            } catch (IOException e) {
                // gone meanwhile
            }
        }
        return kb * 1024;
    }

    /** Plays {@code moves} moves at {@code turnMillis} against a neighbour-placing opponent; the peak USS. */
    private long pipeGamePeak(long limit, int moves, long turnMillis) throws Exception {
        try (BrainProc b = BrainProc.start("pbrain-search", dir)) {
            b.send("START 20");
            assertEquals("OK", b.next());
            b.send("INFO timeout_turn " + turnMillis);
            b.send("INFO timeout_match 0");
            b.send("INFO max_memory " + limit);
            b.send("INFO rule 0");
            b.send("BOARD");
            b.send("DONE");
            Set<String> taken = new HashSet<>();
            long peak = 0;
            int seed = 1;
            for (int i = 0; i < moves; i++) {
                String reply = b.next();
                assertTrue(reply.matches("\\d+,\\d+"), "a move, not: " + reply + "; stderr: " + b.stderrText());
                peak = Math.max(peak, treeUss(b.handle()));
                taken.add(reply);
                String[] xy = reply.split(",");
                int x = Integer.parseInt(xy[0]);
                int y = Integer.parseInt(xy[1]);
                String answer = null;
                for (int k = 0; answer == null; k++) {
                    seed = seed * 1103515245 + 12345;
                    int ox = Math.floorMod(x + (seed >>> 16) % 5 - 2 + k / 25, 20);
                    int oy = Math.floorMod(y + (seed >>> 20) % 5 - 2, 20);
                    if (taken.add(ox + "," + oy)) {
                        answer = ox + "," + oy;
                    }
                }
                b.send("TURN " + answer);
            }
            return peak;
        }
    }

    /**
     * 128 MiB, not the protocol's 80 MiB example: after START's warm-up the JVM alone holds 43 to 66 MiB
     * (measured on 2026-11-24, mostly native memory of the compiler threads), and a search grows by
     * about 30 MiB more, so 80 MiB is refused or exceeded depending on the run.
     */
    @Test
    void pipeBrainStaysWithinTheLimitAndUsesMoreOfALargerOne() throws Exception {
        long small = 128 * MIB;
        long large = 1024 * MIB;
        long peakSmall = pipeGamePeak(small, 12, 500);
        assertTrue(peakSmall <= small, "peak USS " + peakSmall / MIB + " MiB over the 128 MiB limit");
        long peakLarge = pipeGamePeak(large, 6, 500);
        assertTrue(peakLarge <= large, "peak USS " + peakLarge / MIB + " MiB over the 1 GiB limit");
        assertTrue(peakLarge - peakSmall > 256 * MIB, "a larger limit buys a larger table: " + peakSmall / MIB
                + " MiB at 128 MiB, " + peakLarge / MIB + " MiB at 1 GiB");
    }

    @Test
    void aLimitTooSmallToRunInIsAnErrorAtTheNextMoveThenAMove() throws Exception {
        try (BrainProc b = BrainProc.start("pbrain-search", dir)) {
            b.send("START 15");
            assertEquals("OK", b.next());
            b.send("INFO timeout_turn 300");
            b.send("INFO max_memory " + 20 * MIB);
            assertEquals(null, b.poll(500), "INFO is never answered");
            b.send("BEGIN");
            String error = b.next();
            assertTrue(error.startsWith("ERROR") && error.contains("max_memory"), error);
            assertTrue(b.next().matches("\\d+,\\d+"), "the brain still moves");
        }
    }

    /** One legacy move with INFO.DAT's limit, USS sampled every few milliseconds while the process runs. */
    private long legacyPeak(long limit) throws Exception {
        StringBuilder board = new StringBuilder();
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 20; x++) {
                board.append(y == 10 && x >= 8 && x <= 9 ? 'x' : y == 11 && x == 9 ? 'o' : '-');
            }
            board.append('\n');
        }
        Files.writeString(dir.resolve("PLOCHA.DAT"), board);
        Files.writeString(dir.resolve("TAH.DAT"), "o\n");
        Files.writeString(dir.resolve("INFO.DAT"), "timeout_turn 1000\ntimeout_match 0\nmax_memory " + limit + "\nrule 0\n");
        Files.writeString(dir.resolve("MSG.DAT"), "");
        Process p = new ProcessBuilder(BrainProc.bin().resolve("legacy-search").toString()).directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).redirectOutput(new File("/dev/null")).start();
        p.getOutputStream().close();
        long peak = 0;
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(BrainProc.ANSWER_MILLIS);
        while (p.isAlive() && System.nanoTime() < end) {
            peak = Math.max(peak, treeUss(p.toHandle()));
            p.waitFor(5, TimeUnit.MILLISECONDS);
        }
        assertTrue(p.waitFor(1, TimeUnit.SECONDS), "legacy-search did not exit");
        assertEquals(0, p.exitValue());
        assertTrue(Files.readString(dir.resolve("TAH.DAT")).strip().matches("\\d+,\\d+"), "a move in TAH.DAT");
        return peak;
    }

    @Test
    void legacyBrainStaysWithinTheLimitWhileItRuns() throws Exception {
        long small = 80 * MIB;
        long peakSmall = legacyPeak(small);
        assertTrue(peakSmall <= small, "peak USS " + peakSmall / MIB + " MiB over the 80 MiB limit");
        long peakLarge = legacyPeak(350 * MIB);
        assertTrue(peakLarge <= 350 * MIB, "peak USS " + peakLarge / MIB + " MiB over the 350 MiB limit");
        // a move's process gets at most the default 64 MiB table: it starts empty for every move anyway
        assertTrue(peakLarge - peakSmall > 32 * MIB, "a larger limit buys a larger table: " + peakSmall / MIB
                + " MiB at 80 MiB, " + peakLarge / MIB + " MiB at 350 MiB");
    }
}
