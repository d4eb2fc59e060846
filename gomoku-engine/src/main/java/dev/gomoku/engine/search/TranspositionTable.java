package dev.gomoku.engine.search;

import dev.gomoku.engine.search.internal.LocklessTable;

/**
 * A hash table of search results shared by all search threads. Entries are packed into one
 * {@code long} with {@link #pack(int, int, int, int)}; {@code 0} means "no entry". Implementations
 * must tolerate concurrent access without locks (a torn entry must read as a miss).
 */
public interface TranspositionTable {
    /** Bound kind: the score is an upper bound (fail low). */
    int UPPER = 1;
    /** Bound kind: the score is a lower bound (fail high). */
    int LOWER = 2;
    /** Bound kind: the score is exact. */
    int EXACT = 3;

    /**
     * Looks up a position.
     *
     * @param hash the position's hash
     * @return the packed entry, or 0 when absent
     */
    long probe(long hash);

    /**
     * Stores a packed entry, replacing by depth and age as the implementation sees fit.
     *
     * @param hash the position's hash
     * @param entry a value from {@link #pack(int, int, int, int)}
     */
    void store(long hash, long entry);

    /** Marks the start of a new search (entries of older searches become easier to replace). */
    void newSearch();

    /** Empties the table. */
    void clear();

    /**
     * The memory the table holds.
     *
     * @return bytes
     */
    long bytes();

    /**
     * Packs an entry.
     *
     * @param move best move index or -1
     * @param score score, within a 16-bit signed range
     * @param depth remaining depth, 0..255
     * @param bound {@link #UPPER}, {@link #LOWER} or {@link #EXACT}
     * @return a non-zero packed entry
     */
    static long pack(int move, int score, int depth, int bound) {
        return ((long) (move + 1) & 0xFFFF) | ((long) (score & 0xFFFF) << 16) | ((long) (depth & 0xFF) << 32)
                | ((long) bound << 40);
    }

    /**
     * The move of a packed entry.
     *
     * @param entry a packed entry
     * @return the move index, or -1
     */
    static int move(long entry) {
        return (int) (entry & 0xFFFF) - 1;
    }

    /**
     * The score of a packed entry.
     *
     * @param entry a packed entry
     * @return the score
     */
    static int score(long entry) {
        return (short) (entry >>> 16);
    }

    /**
     * The depth of a packed entry.
     *
     * @param entry a packed entry
     * @return the remaining depth
     */
    static int depth(long entry) {
        return (int) (entry >>> 32) & 0xFF;
    }

    /**
     * The bound kind of a packed entry.
     *
     * @param entry a packed entry
     * @return {@link #UPPER}, {@link #LOWER}, {@link #EXACT}, or 0 for no entry
     */
    static int bound(long entry) {
        return (int) (entry >>> 40) & 3;
    }

    /**
     * The default lockless table of at most {@code bytes} bytes (rounded down to a power of two
     * entries of 16 bytes, at least one entry).
     *
     * @param bytes the budget
     * @return the table
     */
    static TranspositionTable create(long bytes) {
        return new LocklessTable(bytes);
    }
}
