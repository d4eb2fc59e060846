package dev.gomoku.examples.brains;

import dev.gomoku.engine.Brain;
import java.util.List;

/** The example brains by name. */
public final class Brains {
    /** The names {@link #create(String)} accepts. */
    public static final List<String> NAMES = List.of("random", "weights", "search");

    private Brains() {
    }

    /**
     * A new brain.
     *
     * @param name {@code random}, {@code weights} or {@code search}
     * @return the brain
     * @throws IllegalArgumentException for an unknown name
     */
    public static Brain create(String name) {
        return create(name, "pipe");
    }

    /**
     * A new brain for a protocol: the search brain warms up at its first game only under the pipe
     * protocol, whose initialisation is not timed.
     *
     * @param name {@code random}, {@code weights} or {@code search}
     * @param protocol {@code pipe}, {@code legacy} or {@code koth}
     * @return the brain
     * @throws IllegalArgumentException for an unknown name
     */
    public static Brain create(String name, String protocol) {
        switch (name) {
            case "random":
                return new RandomBrain();
            case "weights":
                return new WeightsBrain();
            case "search":
                return new SearchBrain("pipe".equals(protocol));
            default:
                throw new IllegalArgumentException("unknown brain " + name + "; known: " + NAMES);
        }
    }
}
