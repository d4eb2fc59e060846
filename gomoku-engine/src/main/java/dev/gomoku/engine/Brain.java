package dev.gomoku.engine;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;

/**
 * A Gomoku-playing program. Only {@link #move(Board, Turn)} is required; every other method has a
 * sensible default. A host ({@code dev.gomoku.engine.host}) runs a brain under the pipe protocol,
 * the legacy file protocol or the KoTH judge and owns the protocol, the threads, the clock, the board
 * and the safety net: whatever the brain returns, the host never sends an illegal move.
 *
 * <p>All methods of one brain are called from one thinking thread, one at a time, in the order the
 * events happened; a brain needs no locking.
 *
 * <pre>{@code
 * class FirstEmpty implements Brain {
 *     public Point move(Board board, Turn turn) {
 *         for (int y = 0; y < board.height(); y++)
 *             for (int x = 0; x < board.width(); x++)
 *                 if (board.isEmpty(board.index(x, y))) return new Point(x, y);
 *         throw new IllegalStateException("full board");
 *     }
 * }
 * }</pre>
 */
public interface Brain {

    /**
     * Chooses a move for {@code board.sideToMove()}. The board is the brain's own copy for this call:
     * it may play and undo on it freely. Thinking should end when {@link Turn#shouldStop()} turns
     * true; {@link Turn#publish(Point)} keeps the host's fallback up to date.
     *
     * @param board the current position; the side to move is the brain's side
     * @param turn the clock, stop signal and settings
     * @return an empty point on the board
     */
    Point move(Board board, Turn turn);

    /**
     * The brain's name and details for {@code ABOUT}. The name also names the persistent folder.
     *
     * @return the about record; by default the class name and version 1.0
     */
    default About about() {
        String name = getClass().getSimpleName();
        return About.of(name.isEmpty() ? "brain" : name, "1.0");
    }

    /**
     * Time to prepare before the first game, where preparing costs the brain nothing: the pipe host
     * calls it once per process, at the first {@code START}/{@code RECTSTART} and before
     * {@link #newGame}, because the manager does not time that answer (it waits up to seconds for
     * {@code OK}). The legacy and KoTH hosts never call it: there every run is timed as a whole. Use it
     * to let the JVM compile hot code (a short search) or to allocate tables.
     *
     * @param width columns of the first game
     * @param height rows of the first game
     */
    default void warmUp(int width, int height) {
    }

    /**
     * A new game on an empty board ({@code START}, {@code RECTSTART}, {@code RESTART}, a new legacy or
     * KoTH run). To refuse the size throw {@link IllegalArgumentException} with the reason: the host
     * replies {@code ERROR reason}. Sizes outside 5..32 never reach the brain.
     *
     * @param width columns
     * @param height rows
     * @param settings the settings as of now
     * @throws IllegalArgumentException to refuse the board size
     */
    default void newGame(int width, int height, Settings settings) {
    }

    /**
     * A stone was placed: the opponent's move ({@code TURN}), the brain's own answer once sent, or a
     * stone of a {@code BOARD} position (in the order received).
     *
     * @param point where
     * @param side whose stone
     */
    default void played(Point point, Side side) {
    }

    /**
     * A stone was removed ({@code TAKEBACK}).
     *
     * @param point where
     */
    default void takenBack(Point point) {
    }

    /**
     * One {@code INFO} value arrived; the settings already hold it, typed. To refuse a value the brain
     * understands but cannot keep (too little {@code max_memory}), throw
     * {@link IllegalArgumentException} with the reason: the pipe host answers {@code ERROR reason} at
     * the next move request (never to the INFO itself, which a manager does not read), then moves.
     *
     * @param key the key, lower case
     * @param settings the settings after this value
     * @throws IllegalArgumentException to refuse the value
     */
    default void info(String key, Settings settings) {
    }

    /**
     * Whether the pipe host should answer a move request with {@code SUGGEST x,y} and play whatever
     * the manager's {@code PLAY} says.
     *
     * @return false by default
     */
    default boolean suggests() {
        return false;
    }

    /**
     * The three Swap2 opening stones, named by move: black, white, black. By default a compact shape
     * around the centre.
     *
     * @param board the empty board
     * @param turn the clock and settings
     * @return three distinct empty points
     */
    default Swap2Opening swap2Opening(Board board, Turn turn) {
        int cx = board.width() / 2;
        int cy = board.height() / 2;
        return new Swap2Opening(new Point(cx, cy), new Point(cx + 1, cy), new Point(cx + 1, cy + 1));
    }

    /**
     * The Swap2 decision after three stones (swap, play the 4th stone as white, or add the 4th and 5th
     * stones) or after five stones (swap or play the 6th stone as white). The board holds the stones
     * with their colours by move order (1st black, 2nd white, ...). By default the brain stays white
     * and plays {@link #move(Board, Turn)}.
     *
     * @param board the position; white is to move
     * @param turn the clock and settings
     * @return the decision; {@link Swap2Choice.AddTwo} only after three stones
     */
    default Swap2Choice swap2(Board board, Turn turn) {
        return Swap2Choice.play(move(board, turn));
    }

    /**
     * The colour the brain takes when the opponent added the 4th and 5th stones (the KoTH {@code C}
     * prompt). By default black when {@link #swap2(Board, Turn)} would swap, else white.
     *
     * @param board the five-stone position
     * @param turn the clock and settings
     * @return the colour to play
     */
    default Side chooseColor(Board board, Turn turn) {
        return swap2(board, turn) instanceof Swap2Choice.Swap ? Side.BLACK : Side.WHITE;
    }

    /**
     * The game is over or the process is ending ({@code END}, {@code EXIT}, end of input): the last
     * chance to save files. The host waits for it only briefly.
     */
    default void end() {
    }
}
