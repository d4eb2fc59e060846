package dev.gomoku.examples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.engine.testing.BrainHarness;
import org.junit.jupiter.api.Test;

/** The README's minimal brain plays under the pipe host: the one method is enough. */
class FirstEmptyTest {

    /** The README's test-kit example, as printed there. */
    @Test
    void playsItsOwnMoves() {
        try (BrainHarness game = BrainHarness.start(new FirstEmpty())) {
            game.info("timeout_turn", "1000");
            game.newGame(15);
            assertEquals(new Point(0, 0), game.begin());
            assertEquals(new Point(2, 0), game.turn(new Point(1, 0)));
        }
    }

    @Test
    void aMalformedCommandGetsAnErrorAndTheHostGoesOn() {
        try (BrainHarness game = BrainHarness.start(new FirstEmpty())) {
            game.newGame(15);
            assertEquals(new Point(0, 0), game.begin());
            String reply = game.command("TURN 7");
            assertTrue(reply.startsWith("ERROR"), "one ERROR line: " + reply);
            assertEquals(new Point(2, 0), game.turn(new Point(1, 0)));
        }
    }
}
