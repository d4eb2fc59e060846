package dev.gomoku.examples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.engine.testing.BrainHarness;
import org.junit.jupiter.api.Test;

/** The README's minimal brain plays under the pipe host: the one method is enough. */
class FirstEmptyTest {

    @Test
    void answersThePipeProtocol() {
        try (BrainHarness game = BrainHarness.start(new FirstEmpty())) {
            game.newGame(15);
            assertEquals(new Point(0, 0), game.begin());
            assertEquals(new Point(2, 0), game.turn(new Point(1, 0)));
            String reply = game.command("TURN 7");
            assertTrue(reply.startsWith("ERROR"), "a malformed TURN gets one ERROR line and the host goes on: " + reply);
            assertEquals(new Point(4, 0), game.turn(new Point(3, 0)));
        }
    }
}
