package dev.gomoku.engine.testing;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Settings;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Swap2Opening;
import dev.gomoku.engine.Turn;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Wraps the brain under test and records how each answering call ({@link Brain#move},
 * {@link Brain#swap2Opening}, {@link Brain#swap2}) ended, so that the harness can tell the brain's own
 * answer from the host's fallback. Every other method is passed on as is.
 */
final class ObservedBrain implements Brain {
    /**
     * How one answering call ended.
     *
     * @param call the call's number, from 1
     * @param result what it returned (a Point, Swap2Opening or Swap2Choice; null if it threw)
     * @param error what it threw, or null
     * @param returnedNanos when it returned
     * @param stopRequestedFirst whether the host had asked it to stop before it returned
     */
    record Answer(long call, Object result, Throwable error, long returnedNanos, boolean stopRequestedFirst) {
    }

    private final Brain brain;
    private final AtomicLong calls = new AtomicLong();
    private volatile Answer last;

    ObservedBrain(Brain brain) {
        this.brain = brain;
    }

    long calls() {
        return calls.get();
    }

    Answer last() {
        return last;
    }

    @Override
    public Point move(Board board, Turn turn) {
        return observe(turn, () -> brain.move(board, turn));
    }

    private <T> T observe(Turn turn, Supplier<T> answer) {
        long call = calls.incrementAndGet();
        try {
            T result = answer.get();
            last = new Answer(call, result, null, System.nanoTime(), turn.stopRequested());
            return result;
        } catch (RuntimeException | Error e) {
            last = new Answer(call, null, e, System.nanoTime(), turn.stopRequested());
            throw e;
        }
    }

    @Override
    public About about() {
        return brain.about();
    }

    @Override
    public void warmUp(int width, int height) {
        brain.warmUp(width, height);
    }

    @Override
    public void newGame(int width, int height, Settings settings) {
        brain.newGame(width, height, settings);
    }

    @Override
    public void played(Point point, Side side) {
        brain.played(point, side);
    }

    @Override
    public void takenBack(Point point) {
        brain.takenBack(point);
    }

    @Override
    public void info(String key, Settings settings) {
        brain.info(key, settings);
    }

    @Override
    public boolean suggests() {
        return brain.suggests();
    }

    @Override
    public Swap2Opening swap2Opening(Board board, Turn turn) {
        return observe(turn, () -> brain.swap2Opening(board, turn));
    }

    @Override
    public Swap2Choice swap2(Board board, Turn turn) {
        return observe(turn, () -> brain.swap2(board, turn));
    }

    @Override
    public Side chooseColor(Board board, Turn turn) {
        return brain.chooseColor(board, turn);
    }

    @Override
    public void end() {
        brain.end();
    }
}
