package dev.gomoku.engine.testing;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Settings;
import dev.gomoku.engine.Turn;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.random.RandomGenerator;

/**
 * A {@link Turn} for calling a brain's methods directly in a unit test, without a host: no deadline
 * unless one is set, default settings, a seeded random source, and it records what the brain
 * published and said. For a test through the real host use {@link BrainHarness}.
 *
 * <pre>{@code
 * FakeTurn turn = FakeTurn.of(board).timeLimit(Duration.ofMillis(500));
 * Point p = new MyBrain().move(board, turn);
 * assertEquals(turn.lastPublished().orElse(p), p);
 * }</pre>
 */
public final class FakeTurn implements Turn {
    private final Side side;
    private volatile Settings settings = Settings.DEFAULTS;
    private volatile long deadlineNanos = Long.MAX_VALUE;
    private volatile boolean stop;
    private volatile Path folder;
    private RandomGenerator random = new SplittableRandom(0);
    private final List<Point> published = new CopyOnWriteArrayList<>();
    private final List<String> messages = new CopyOnWriteArrayList<>();

    /**
     * A turn for one side: no deadline, {@link Settings#DEFAULTS}, random seed 0, no folder.
     *
     * @param side the side the brain moves for
     */
    public FakeTurn(Side side) {
        this.side = Objects.requireNonNull(side, "side");
    }

    /**
     * A turn for the side to move on {@code board}.
     *
     * @param board the position the brain is asked about
     * @return a new turn
     */
    public static FakeTurn of(Board board) {
        return new FakeTurn(board.sideToMove());
    }

    /**
     * Sets the deadline this long from now.
     *
     * @param limit the thinking time
     * @return this turn
     */
    public FakeTurn timeLimit(Duration limit) {
        deadlineNanos = System.nanoTime() + limit.toNanos();
        return this;
    }

    /**
     * Sets the settings the brain sees (e.g. {@code Settings.DEFAULTS.with(new Info.Rule(4))}).
     *
     * @param settings the settings
     * @return this turn
     */
    public FakeTurn settings(Settings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        return this;
    }

    /**
     * Reseeds the random source.
     *
     * @param seed the seed
     * @return this turn
     */
    public FakeTurn seed(long seed) {
        random = new SplittableRandom(seed);
        return this;
    }

    /**
     * Gives the brain a persistent folder.
     *
     * @param folder the folder {@link #folder()} returns
     * @return this turn
     */
    public FakeTurn folder(Path folder) {
        this.folder = folder;
        return this;
    }

    /** Asks the brain to stop, as a manager's {@code YXSTOP} would; any thread may call it. */
    public void requestStop() {
        stop = true;
    }

    /**
     * Every move the brain published, oldest first.
     *
     * @return a read-only view
     */
    public List<Point> published() {
        return List.copyOf(published);
    }

    /**
     * The last move the brain published.
     *
     * @return the move, or empty if it published none
     */
    public Optional<Point> lastPublished() {
        return published.isEmpty() ? Optional.empty() : Optional.of(published.get(published.size() - 1));
    }

    /**
     * Every line the brain sent with {@link #message(String)}, oldest first.
     *
     * @return a read-only copy
     */
    public List<String> messages() {
        return List.copyOf(messages);
    }

    @Override
    public Side side() {
        return side;
    }

    @Override
    public Settings settings() {
        return settings;
    }

    @Override
    public long deadlineNanos() {
        return deadlineNanos;
    }

    @Override
    public boolean stopRequested() {
        return stop;
    }

    @Override
    public void publish(Point best) {
        published.add(Objects.requireNonNull(best, "best"));
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public Optional<Path> folder() {
        return Optional.ofNullable(folder);
    }

    @Override
    public void message(String text) {
        messages.add(text);
    }
}
