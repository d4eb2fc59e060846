package dev.gomoku.engine.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Turn;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The harness passes a brain's own answers through the real pipe host and fails, saying why, on
 * every kind of host fallback: late, thrown, null, illegal, returned only after the guard's stop.
 */
class BrainHarnessTest {
    /** Lets the brains that ignore the clock end once the test is over. */
    private volatile boolean released;

    @AfterEach
    void release() {
        released = true;
    }

    private static Brain brain(BiFunction<Board, Turn, Point> move) {
        return new Brain() {
            @Override
            public Point move(Board board, Turn turn) {
                return move.apply(board, turn);
            }
        };
    }

    /** Plays the first empty cell in reading order. */
    private static Point firstEmpty(Board b, Turn t) {
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                if (b.isEmpty(b.index(x, y))) {
                    return new Point(x, y);
                }
            }
        }
        throw new IllegalStateException("full");
    }

    @Test
    void passesTheBrainsOwnMovesAndTracksTheGame() {
        try (BrainHarness game = BrainHarness.start(brain(BrainHarnessTest::firstEmpty))) {
            game.newGame(15);
            assertEquals(new Point(0, 0), game.begin());
            assertEquals(new Point(2, 0), game.turn(new Point(1, 0)));
            Board b = game.position();
            assertEquals(3, b.moveCount());
            assertEquals(Side.BLACK, b.sideAt(2));
            Board position = Board.create(15, Rule.FREESTYLE);
            position.place(position.index(0, 0), Side.BLACK);
            assertEquals(new Point(1, 0), game.board(position));
            assertTrue(game.command("ABOUT").contains("name="));
        }
    }

    @Test
    void aBrainThatNeverReturnsFailsAsTheHostsFallback() {
        try (BrainHarness game = BrainHarness.start(brain((b, t) -> {
            t.publish(new Point(3, 3));
            while (!released) {
                Thread.onSpinWait();
            }
            return new Point(3, 3);
        }))) {
            game.info("timeout_turn", "300");
            game.newGame(15);
            AssertionError e = assertThrows(AssertionError.class, game::begin);
            assertTrue(e.getMessage().contains("fallback") && e.getMessage().contains("had not returned"),
                    e.getMessage());
        }
    }

    @Test
    void aBrainThatReturnsOnlyWhenStoppedFails() {
        try (BrainHarness game = BrainHarness.start(brain((b, t) -> {
            t.publish(new Point(4, 4));
            while (!t.stopRequested()) {
                Thread.onSpinWait();
            }
            return new Point(4, 4);
        }))) {
            game.info("timeout_turn", "300");
            game.newGame(15);
            AssertionError e = assertThrows(AssertionError.class, game::begin);
            assertTrue(e.getMessage().contains("fallback"), e.getMessage());
        }
    }

    @Test
    void anIllegalMoveFailsNamingWhy() {
        try (BrainHarness game = BrainHarness.start(brain((b, t) -> new Point(7, 7)))) {
            game.newGame(15);
            assertEquals(new Point(7, 7), game.begin());
            AssertionError e = assertThrows(AssertionError.class, () -> game.turn(new Point(8, 8)));
            assertTrue(e.getMessage().contains("returned (7, 7)") || e.getMessage().contains("is occupied"),
                    e.getMessage());
        }
    }

    @Test
    void aThrowingOrNullBrainFails() {
        try (BrainHarness game = BrainHarness.start(brain((b, t) -> {
            throw new IllegalStateException("bug");
        }))) {
            game.newGame(15);
            AssertionError e = assertThrows(AssertionError.class, game::begin);
            assertTrue(e.getMessage().contains("threw"), e.getMessage());
            assertEquals("bug", e.getCause().getMessage());
        }
        try (BrainHarness game = BrainHarness.start(brain((b, t) -> null))) {
            game.newGame(15);
            AssertionError e = assertThrows(AssertionError.class, game::begin);
            assertTrue(e.getMessage().contains("returned null"), e.getMessage());
        }
    }

    @Test
    void aRefusedBoardSizeFails() {
        try (BrainHarness game = BrainHarness.start(brain(BrainHarnessTest::firstEmpty))) {
            AssertionError e = assertThrows(AssertionError.class, () -> game.newGame(40));
            assertTrue(e.getMessage().contains("ERROR"), e.getMessage());
        }
    }

    @Test
    void theObserverPassesOnEveryBrainMethod() throws NoSuchMethodException {
        // a Brain method added later must reach the brain under test, not fall back to the default
        for (java.lang.reflect.Method m : Brain.class.getMethods()) {
            assertEquals(ObservedBrain.class, ObservedBrain.class.getMethod(m.getName(), m.getParameterTypes())
                    .getDeclaringClass(), m.getName());
        }
    }
}
