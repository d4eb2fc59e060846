package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/** Checks a referee's verdicts against a {@link RenjuData.Case}. */
final class RenjuExpectations {
    private RenjuExpectations() {
    }

    /**
     * Asserts that {@code verdict} gives the expected answers: each queried point exactly; for a
     * complete case, the set of forbidden empty points exactly (with kinds where known).
     */
    static void verify(RenjuData.Case c, Function<Point, Forbidden> verdict) {
        Set<Point> occupied = new HashSet<>(c.black());
        occupied.addAll(c.white());
        for (Map.Entry<Point, Forbidden> e : c.expected().entrySet()) {
            if (occupied.contains(e.getKey())) {
                fail(c + ": expected point " + name(c, e.getKey()) + " is occupied");
            }
        }
        if (c.complete()) {
            Set<String> actual = new TreeSet<>();
            List<String> wrongKinds = new ArrayList<>();
            for (int y = 0; y < c.size(); y++) {
                for (int x = 0; x < c.size(); x++) {
                    Point p = new Point(x, y);
                    if (occupied.contains(p)) {
                        continue;
                    }
                    Forbidden f = verdict.apply(p);
                    if (f != Forbidden.NONE) {
                        actual.add(name(c, p));
                        Forbidden want = c.expected().get(p);
                        if (want != null && want != f) {
                            wrongKinds.add(name(c, p) + " is " + f + ", expected " + want);
                        }
                    }
                }
            }
            Set<String> expected = new TreeSet<>();
            c.expected().keySet().forEach(p -> expected.add(name(c, p)));
            assertEquals(expected, actual, c + ": forbidden set");
            assertEquals(List.of(), wrongKinds, c + ": kinds");
        } else {
            for (Map.Entry<Point, Forbidden> e : c.expected().entrySet()) {
                assertEquals(e.getValue(), verdict.apply(e.getKey()), c + ": " + name(c, e.getKey()));
            }
        }
    }

    private static String name(RenjuData.Case c, Point p) {
        return RenjuData.notation(p, c.size()) + "(" + p + ")";
    }
}
