package dev.gomoku.engine.search.internal;

import dev.gomoku.engine.search.TranspositionTable;

/**
 * Two-slot-per-bucket table of (key xor data, data) pairs: a torn write by another thread makes the
 * check {@code key ^ data == hash} fail, so it reads as a miss. Slot 0 keeps the deepest entry of the
 * current search, slot 1 always takes the newest.
 *
 * <p>{@link #clear()} is usually lazy: it starts a new generation and entries of older generations
 * read as misses (and are replaced as if empty, since their generation differs), so clearing a large
 * table per game or per search costs nothing. The generation lives in 8 bits of an entry: before the
 * generations since the last real fill could wrap around, the table is filled with zeros for real.
 */
public final class LocklessTable implements TranspositionTable {
    private static final long ENTRY_BYTES = 16;
    private final long[] slots;
    private final int mask;
    private int generation;
    /** The generation of the last real fill; all entries are of this generation or later. */
    private int filledAt;
    /** The generation of the last clear: older entries are misses (when {@code lazy}). */
    private int validFrom;
    /** Whether a clear since the last real fill left older entries in place. */
    private boolean lazy;

    /**
     * Creates a table of at most {@code bytes} bytes.
     *
     * @param bytes the budget
     */
    public LocklessTable(long bytes) {
        long entries = Math.max(2, Long.highestOneBit(Math.max(1, bytes / ENTRY_BYTES)));
        entries = Math.min(entries, 1L << 26);
        slots = new long[(int) entries * 2];
        mask = (int) (entries / 2 - 1);
    }

    @Override
    public long probe(long hash) {
        int b = (int) (hash ^ (hash >>> 32)) & mask;
        int i = b * 4;
        long[] s = slots;
        long d0 = s[i + 1];
        if ((s[i] ^ d0) == hash && d0 != 0 && current(d0)) {
            return d0 & ~(0xFFL << 48);
        }
        long d1 = s[i + 3];
        if ((s[i + 2] ^ d1) == hash && d1 != 0 && current(d1)) {
            return d1 & ~(0xFFL << 48);
        }
        return 0;
    }

    /** Whether an entry was stored after the last clear. */
    private boolean current(long data) {
        return !lazy || ((int) (data >>> 48) - validFrom & 0xFF) <= generation - validFrom;
    }

    @Override
    public void store(long hash, long entry) {
        int b = (int) (hash ^ (hash >>> 32)) & mask;
        int i = b * 4;
        long[] s = slots;
        long data = entry | ((long) (generation & 0xFF) << 48);
        long d0 = s[i + 1];
        boolean same0 = (s[i] ^ d0) == hash;
        int oldGen = (int) (d0 >>> 48) & 0xFF;
        if (d0 == 0 || same0 || oldGen != (generation & 0xFF)
                || TranspositionTable.depth(entry) >= TranspositionTable.depth(d0)) {
            s[i] = hash ^ data;
            s[i + 1] = data;
        } else {
            s[i + 2] = hash ^ data;
            s[i + 3] = data;
        }
    }

    @Override
    public void newSearch() {
        generation++;
        if (lazy && generation - filledAt >= 250) {
            fill();
        }
    }

    @Override
    public void clear() {
        if (generation - filledAt >= 120) {
            fill();
            return;
        }
        // Entries so far are of generations filledAt..generation: the next one starts clean.
        generation++;
        validFrom = generation;
        lazy = true;
    }

    private void fill() {
        java.util.Arrays.fill(slots, 0);
        filledAt = generation;
        validFrom = generation;
        lazy = false;
    }

    @Override
    public long bytes() {
        return slots.length * 8L;
    }
}
