package dev.gomoku.testkit;

import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * Seeded property tests as JUnit 5 dynamic tests. Each case gets its own seed, printed in the
 * display name ({@code name [seed=0x...]}), so a failure replays: set the system property
 * {@code gomoku.seed} to that seed (e.g. {@code -Dgomoku.seed=0x1f2e}) to run just that case.
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicTest> makeUndoRestores() {
 *     return Property.check("make/undo restores", 200, rnd -> { ... assertions ... });
 * }
 * }</pre>
 */
public final class Property {
    /** The base seed; fixed so that CI runs are reproducible. Override with -Dgomoku.baseSeed. */
    private static final long BASE_SEED = Long.decode(System.getProperty("gomoku.baseSeed", "0x5EED5EED"));

    private Property() {
    }

    /**
     * Runs {@code body} once per case, each with its own seeded generator.
     *
     * @param name what the property says, shown in the test name
     * @param cases how many cases (ignored when {@code gomoku.seed} is set)
     * @param body the property; throws (assertion error) when it fails
     * @return the dynamic tests, one per seed
     */
    public static Stream<DynamicTest> check(String name, int cases, Consumer<SplittableRandom> body) {
        String only = System.getProperty("gomoku.seed");
        LongStream seeds = only != null
                ? LongStream.of(Long.decode(only))
                : new SplittableRandom(BASE_SEED ^ name.hashCode()).longs(cases);
        return seeds.mapToObj(seed -> DynamicTest.dynamicTest(
                name + " [seed=0x" + Long.toHexString(seed) + "]",
                () -> body.accept(new SplittableRandom(seed))));
    }
}
