package dev.gomoku.examples.check;

import java.util.Objects;
import java.util.Set;

/**
 * How hard to check.
 *
 * @param toleranceMillis the grace the referee adds to every deadline (GomocupJudge: 1000 ms)
 * @param turnMillis {@code timeout_turn} for the protocol, Swap2 and renju probes
 * @param coldTurnMillis {@code timeout_turn} of the first move of a cold process (Gomocup's fastest
 *     league: 5000 ms)
 * @param smallMemoryBytes the small {@code max_memory} tried beside Gomocup's 350 MiB
 * @param quick fewer games and sessions: one Swap2 line format, no RECTSTART, no renju game, shorter clocks
 * @param areas the areas to check
 * @param legacyCommand the legacy-protocol command to check, or null for none
 */
public record CheckOptions(long toleranceMillis, long turnMillis, long coldTurnMillis, long smallMemoryBytes,
        boolean quick, Set<Area> areas, String legacyCommand) {
    /** Gomocup's memory limit: GomocupJudge's default {@code max_memory} is 350 * 1024 * 1024 bytes. */
    public static final long GOMOCUP_MEMORY = 350L << 20;

    /**
     * Checks and copies the values.
     *
     * @param toleranceMillis the toleranceMillis component
     * @param turnMillis the turnMillis component
     * @param coldTurnMillis the coldTurnMillis component
     * @param smallMemoryBytes the smallMemoryBytes component
     * @param quick the quick component
     * @param areas the areas component
     * @param legacyCommand the legacyCommand component
     * @throws IllegalArgumentException if a time or size is negative or zero
     */
    public CheckOptions {
        if (toleranceMillis < 0 || turnMillis <= 0 || coldTurnMillis <= 0 || smallMemoryBytes <= 0) {
            throw new IllegalArgumentException("times and sizes must be positive");
        }
        areas = Set.copyOf(Objects.requireNonNull(areas, "areas"));
    }

    /**
     * The referee's defaults: 1 s tolerance, 1 s a move in the probes, 5 s for a cold first move, 128 MiB
     * as the small memory limit, every area but the legacy protocol.
     *
     * @return the options
     */
    public static CheckOptions defaults() {
        return new CheckOptions(1000, 1000, 5000, 128L << 20, false, Set.of(Area.values()), null);
    }

    /**
     * Whether an area is checked.
     *
     * @param a the area
     * @return true if asked for
     */
    public boolean checks(Area a) {
        return areas.contains(a) && (a != Area.LEGACY || legacyCommand != null);
    }
}
