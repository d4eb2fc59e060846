package dev.gomoku.engine.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How big a transposition table may be under {@code INFO max_memory}, which the Gomocup referee
 * checks after every move as the unique memory (USS: private clean and dirty pages) of the brain's
 * whole process tree. The table gets {@link #TABLE_SHARE_PERCENT} of the limit minus what the process
 * holds already (read from {@code /proc/self/smaps_rollup} where Linux offers it, else
 * {@link #BASELINE_ESTIMATE}) minus {@link #HEADROOM} for what still grows while searching. Only pages that are touched count, so a
 * table sized this way may live in a heap whose maximum is larger than the limit.
 */
public final class MemoryBudget {
    private static final long MIB = 1L << 20;
    /** The table for {@code max_memory 0} (no limit): the default size. */
    public static final long DEFAULT_TABLE_BYTES = 64 * MIB;
    /** The smallest table worth searching with; a limit that leaves less cannot be kept. */
    public static final long MIN_TABLE_BYTES = MIB;
    /**
     * What grows after the baseline is read: the young generation filling up, compiled code, the
     * optimising compiler's scratch memory (which the C library keeps once used: about 25 MiB over a
     * game), helper threads' stacks and the per-move solver tables.
     */
    public static final long HEADROOM = 40 * MIB;
    /**
     * The least room above the baseline, beside the smallest table, that a whole game needs: a limit
     * that leaves less is refused. Smaller than {@link #HEADROOM}, which sizes tables with a margin:
     * over a game at 80 MiB the pipe brain peaked at 68.2 MiB with a 4 MiB table, which that limit
     * gives only to a baseline of 31 to 35 MiB, so it grew by 29 to 34 MiB; refusing the protocol's
     * own example limit would be worse than playing it with the smallest table.
     */
    public static final long MIN_HEADROOM = 34 * MIB;
    /** The process's own memory when it cannot be read (not Linux): a small JVM after start-up. */
    public static final long BASELINE_ESTIMATE = 64 * MIB;
    /**
     * The share of the room the table may take, in percent: a collector keeps free space above what
     * lives in the heap (the launchers hold it to a tenth with {@code -XX:MinHeapFreeRatio=10}), and
     * garbage promoted between collections touches those pages too.
     */
    public static final int TABLE_SHARE_PERCENT = 85;

    private MemoryBudget() {
    }

    /**
     * The table size for a memory limit.
     *
     * @param maxMemoryBytes the limit on the whole process ({@code INFO max_memory}); 0 = none
     * @param tableBytesNow the size of the table the process holds now (it will be replaced), 0 if none
     * @return the table budget in bytes: {@link #DEFAULT_TABLE_BYTES} without a limit, else what is
     *     left of the limit, at least {@link #MIN_TABLE_BYTES}
     */
    public static long tableBytes(long maxMemoryBytes, long tableBytesNow) {
        if (maxMemoryBytes <= 0) {
            return DEFAULT_TABLE_BYTES;
        }
        return Math.max(MIN_TABLE_BYTES, room(maxMemoryBytes, tableBytesNow) / 100 * TABLE_SHARE_PERCENT);
    }

    /**
     * Whether a limit leaves room for the smallest table and {@link #MIN_HEADROOM}: a brain that cannot
     * keep the limit says so
     * (the pipe protocol's {@code ERROR} at the next move request).
     *
     * @param maxMemoryBytes the limit, 0 = none
     * @param tableBytesNow the size of the table the process holds now, 0 if none
     * @return true if the limit can be kept
     */
    public static boolean fits(long maxMemoryBytes, long tableBytesNow) {
        return maxMemoryBytes <= 0
                || maxMemoryBytes - baseline(tableBytesNow) - MIN_HEADROOM >= MIN_TABLE_BYTES;
    }

    private static long room(long maxMemoryBytes, long tableBytesNow) {
        return maxMemoryBytes - baseline(tableBytesNow) - HEADROOM;
    }

    /** What the process holds now but for its table. */
    private static long baseline(long tableBytesNow) {
        long used = processUss();
        return used < 0 ? BASELINE_ESTIMATE : Math.max(0, used - tableBytesNow);
    }

    /**
     * The unique memory of this process now: the sum of {@code Private_Clean}, {@code Private_Dirty}
     * and {@code Private_Hugetlb} in {@code /proc/self/smaps_rollup} (or {@code smaps}), the figure the
     * referee reads.
     *
     * @return bytes, or -1 where it cannot be read
     */
    public static long processUss() {
        for (String file : new String[] {"/proc/self/smaps_rollup", "/proc/self/smaps"}) {
            Path p = Path.of(file);
            if (!Files.isReadable(p)) {
                continue;
            }
            try (BufferedReader r = Files.newBufferedReader(p, StandardCharsets.US_ASCII)) {
                long kb = 0;
                String line;
                while ((line = r.readLine()) != null) {
                    if (line.startsWith("Private_")) {
                        kb += kilobytes(line);
                    }
                }
                return kb * 1024;
            } catch (IOException | RuntimeException e) {
                // try the next file, then give up
            }
        }
        return -1;
    }

    /** The number of a {@code Key:   123 kB} line. */
    private static long kilobytes(String line) {
        int colon = line.indexOf(':');
        String v = line.substring(colon + 1).strip();
        int space = v.indexOf(' ');
        return Long.parseLong(space < 0 ? v : v.substring(0, space));
    }
}
