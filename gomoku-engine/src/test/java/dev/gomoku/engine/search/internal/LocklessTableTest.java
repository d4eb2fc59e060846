package dev.gomoku.engine.search.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.engine.search.TranspositionTable;
import dev.gomoku.testkit.Property;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class LocklessTableTest {

    /**
     * Whatever mix of stores, new searches and (lazy) clears, a hit is an entry stored for that key
     * since the last clear (a miss is always allowed: entries get displaced), and an entry just stored
     * is found.
     */
    @TestFactory
    Stream<DynamicTest> clearForgetsEverythingStoredBefore() {
        return Property.check("lazy clear", 30, rnd -> {
            LocklessTable table = new LocklessTable(16 * 64);
            Map<Long, Set<Long>> model = new HashMap<>();
            for (int step = 0; step < 3000; step++) {
                int r = rnd.nextInt(100);
                if (r < 3) {
                    table.clear();
                    model.clear();
                } else if (r < 8) {
                    table.newSearch();
                } else if (r < 60) {
                    long hash = rnd.nextLong(200) * 0x9E3779B97F4A7C15L + 1;
                    long entry = TranspositionTable.pack(rnd.nextInt(225), rnd.nextInt(2000) - 1000,
                            1 + rnd.nextInt(20), TranspositionTable.EXACT);
                    table.store(hash, entry);
                    model.computeIfAbsent(hash, h -> new HashSet<>()).add(entry);
                    assertEquals(entry, table.probe(hash), "step " + step);
                } else {
                    long hash = rnd.nextLong(200) * 0x9E3779B97F4A7C15L + 1;
                    long found = table.probe(hash);
                    if (found != 0) {
                        long f = found;
                        assertTrue(model.getOrDefault(hash, Set.of()).contains(f), () -> "step " + f);
                    }
                }
            }
        });
    }
}
