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
        switch (name) {
            case "random":
                return new RandomBrain();
            case "weights":
                return new WeightsBrain();
            case "search":
                return new SearchBrain();
            default:
                throw new IllegalArgumentException("unknown brain " + name + "; known: " + NAMES);
        }
    }
}
