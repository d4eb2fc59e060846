package dev.gomoku.engine;

import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import java.nio.file.Path;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * What the host gives a brain while it thinks: the clock, the stop signal, a place to publish the
 * best move found so far, the settings and the brain's random source and folder. Methods may be
 * called from the thinking thread at any time; they are cheap and thread-safe.
 */
public interface Turn {

    /**
     * The side the brain moves for.
     *
     * @return the side to move
     */
    Side side();

    /**
     * The manager's settings as of now; {@code INFO} lines may change them while the brain thinks.
     *
     * @return the current settings
     */
    Settings settings();

    /**
     * When the brain should have answered: a {@link System#nanoTime()} value, or {@link Long#MAX_VALUE}
     * when there is no limit. The host's time guard answers with the best move so far a little after
     * this, whether the brain has returned or not.
     *
     * @return the soft deadline
     */
    long deadlineNanos();

    /**
     * Whether the host asked the brain to stop ({@code YXSTOP}, {@code STOP}, {@code END}, or the time
     * guard answered already). A brain should return soon after this turns true.
     *
     * @return true once a stop was requested
     */
    boolean stopRequested();

    /**
     * Whether the brain should return now: a stop was requested or the deadline has passed.
     *
     * @return true when thinking should end
     */
    default boolean shouldStop() {
        return stopRequested() || System.nanoTime() - deadlineNanos() >= 0;
    }

    /**
     * Publishes the best move found so far. If the brain does not return in time, the host answers
     * with the last published legal move (or a move of its own when there is none).
     *
     * @param best the best move so far
     */
    void publish(Point best);

    /**
     * The brain's random source: seeded from the KoTH seed argument (deterministic), otherwise from
     * the clock unless {@code -Dgomoku.seed} is set.
     *
     * @return the random source, for the thinking thread only
     */
    RandomGenerator random();

    /**
     * The brain's own persistent folder: a sub-folder named like the brain under {@code INFO folder},
     * created on first use; empty when the manager named no folder or it cannot be created.
     *
     * @return the folder
     */
    Optional<Path> folder();

    /**
     * Sends a log line: a {@code MESSAGE} line when the host allows it (not in tournaments), standard
     * error otherwise.
     *
     * @param text one line of text
     */
    void message(String text);

    /**
     * How many best moves the host asked to be reported ({@code YXNBEST n}, the Yixin-Board
     * extension): a brain that can sends them as {@code MESSAGE} lines while it thinks, and still
     * answers one move. 1 for an ordinary move request.
     *
     * @return at least 1
     */
    default int candidates() {
        return 1;
    }
}
