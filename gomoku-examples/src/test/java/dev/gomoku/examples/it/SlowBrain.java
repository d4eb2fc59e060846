package dev.gomoku.examples.it;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Turn;
import dev.gomoku.engine.host.BrainMain;
import dev.gomoku.examples.brains.ExampleBrains;

/**
 * An example brain (random or weights) that waits a fixed time before each move, so that the cluster
 * tests' games last long enough to kill a worker or the coordinator in the middle of them, on a fast
 * machine too, without spending CPU. Pipe protocol. Arguments: {@code NAME MILLIS}.
 */
public final class SlowBrain implements Brain {
    private final Brain inner;
    private final long millis;

    private SlowBrain(Brain inner, long millis) {
        this.inner = inner;
        this.millis = millis;
    }

    @Override
    public About about() {
        return inner.about();
    }

    @Override
    public Point move(Board board, Turn turn) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return inner.move(board, turn);
    }

    /**
     * Runs the brain under the pipe protocol.
     *
     * @param args the example brain's name and the wait per move in ms
     */
    public static void main(String[] args) {
        System.exit(BrainMain.run(new SlowBrain(ExampleBrains.create(args[0]), Long.parseLong(args[1]))));
    }
}
