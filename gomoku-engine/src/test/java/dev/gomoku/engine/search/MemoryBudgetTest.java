package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The table budget under a memory limit, against this very process's unique memory. */
class MemoryBudgetTest {
    private static final long MIB = 1L << 20;

    @Test
    void theProcessMemoryIsReadWhereLinuxOffersIt() {
        long uss = MemoryBudget.processUss();
        if (Files.isReadable(Path.of("/proc/self/smaps_rollup")) || Files.isReadable(Path.of("/proc/self/smaps"))) {
            // A JVM running JUnit holds some megabytes of its own, and less than its whole address space.
            assertTrue(uss > 4 * MIB && uss < Runtime.getRuntime().maxMemory() + 2048 * MIB, "USS " + uss);
        } else {
            assertEquals(-1, uss);
        }
    }

    @Test
    void noLimitGivesTheDefaultAndMoreMemoryAGreaterTable() {
        assertEquals(MemoryBudget.DEFAULT_TABLE_BYTES, MemoryBudget.tableBytes(0, 0));
        long base = Math.max(0, MemoryBudget.processUss()) + MemoryBudget.HEADROOM;
        long small = MemoryBudget.tableBytes(base + 100 * MIB, 0);
        long large = MemoryBudget.tableBytes(base + 3100 * MIB, 0);
        assertEquals(3000 * MIB * MemoryBudget.TABLE_SHARE_PERCENT / 100, large - small, 64 * MIB,
                "the table's share of what the limit adds");
        assertTrue(small <= 100 * MIB + 32 * MIB, "the baseline and headroom are left: " + small);
    }

    @Test
    void aLimitBelowWhatTheProcessHoldsCannotBeKept() {
        assertFalse(MemoryBudget.fits(MIB, 0));
        assertEquals(MemoryBudget.MIN_TABLE_BYTES, MemoryBudget.tableBytes(MIB, 0), "the smallest table still");
        assertTrue(MemoryBudget.fits(0, 0), "no limit");
        assertTrue(MemoryBudget.fits(100_000 * MIB, 0));
        // a limit between the two headrooms is kept, with the smallest table
        long uss = MemoryBudget.processUss();
        if (uss > 0) {
            // 4 MiB above the refusal line (the process may grow a little between the two reads), and
            // still below what buys more than the smallest table
            long between = uss + MemoryBudget.MIN_HEADROOM + MemoryBudget.MIN_TABLE_BYTES + 4 * MIB;
            assertTrue(MemoryBudget.fits(between, 0), "kept");
            assertEquals(MemoryBudget.MIN_TABLE_BYTES, MemoryBudget.tableBytes(between, 0), "with the smallest table");
        }
    }

    @Test
    void theTableHeldNowIsNotCountedAsBaseline() {
        long limit = 100_000 * MIB;
        assertEquals(MemoryBudget.tableBytes(limit, 0) + 64 * MIB * MemoryBudget.TABLE_SHARE_PERCENT / 100,
                MemoryBudget.tableBytes(limit, 64 * MIB), 16 * MIB);
    }
}
