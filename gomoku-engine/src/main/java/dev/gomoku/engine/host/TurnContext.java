package dev.gomoku.engine.host;

import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Settings;
import dev.gomoku.engine.Turn;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

/** The host's {@link Turn}: one per move request. */
final class TurnContext implements Turn {
    private final Side side;
    private final Supplier<Settings> settings;
    private final long deadlineNanos;
    private final LongSupplier clock;
    private final RandomGenerator random;
    private final String brainFolderName;
    private final Consumer<String> messages;
    private volatile boolean stop;
    private volatile Point published;

    TurnContext(Side side, Supplier<Settings> settings, long deadlineNanos, LongSupplier clock, RandomGenerator random,
            String brainFolderName, Consumer<String> messages) {
        this.side = side;
        this.settings = settings;
        this.deadlineNanos = deadlineNanos;
        this.clock = clock;
        this.random = random;
        this.brainFolderName = brainFolderName;
        this.messages = messages;
    }

    /** How many best moves {@code YXNBEST} asked for; 1 otherwise. */
    private int candidates = 1;

    void candidates(int n) {
        candidates = Math.max(1, n);
    }

    @Override
    public int candidates() {
        return candidates;
    }

    @Override
    public Side side() {
        return side;
    }

    @Override
    public Settings settings() {
        return settings.get();
    }

    @Override
    public long deadlineNanos() {
        return deadlineNanos;
    }

    /** Measured on the host's clock, on which the deadline was set. */
    @Override
    public boolean shouldStop() {
        return stop || clock.getAsLong() - deadlineNanos >= 0;
    }

    @Override
    public boolean stopRequested() {
        return stop;
    }

    void requestStop() {
        stop = true;
    }

    @Override
    public void publish(Point best) {
        published = best;
    }

    Point published() {
        return published;
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public Optional<Path> folder() {
        return brainFolder(settings.get(), brainFolderName);
    }

    static Optional<Path> brainFolder(Settings settings, String name) {
        Path base = settings.folder();
        if (base == null) {
            return Optional.empty();
        }
        try {
            Path dir = base.resolve(name);
            Files.createDirectories(dir);
            return Optional.of(dir);
        } catch (Exception e) {
            System.err.println("cannot create the brain folder under " + base + ": " + e);
            return Optional.empty();
        }
    }

    @Override
    public void message(String text) {
        messages.accept(text);
    }
}
