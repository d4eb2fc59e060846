package dev.gomoku.engine.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Swap2Opening;
import dev.gomoku.engine.Turn;
import java.util.List;
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

    /** A Swap2 brain: a fixed opening, stays white with the first empty cell, or adds two stones. */
    private static Brain swap2Brain(Swap2Opening opening, Swap2Choice afterThree) {
        return new Brain() {
            @Override
            public Point move(Board board, Turn turn) {
                return firstEmpty(board, turn);
            }

            @Override
            public Swap2Opening swap2Opening(Board board, Turn turn) {
                return opening;
            }

            @Override
            public Swap2Choice swap2(Board board, Turn turn) {
                return board.moveCount() == 3 ? afterThree : Swap2Choice.swap();
            }
        };
    }

    @Test
    void passesTheBrainsOwnSwap2Answers() {
        Swap2Opening opening = new Swap2Opening(new Point(7, 7), new Point(8, 7), new Point(8, 8));
        Swap2Choice addTwo = Swap2Choice.addTwo(new Point(6, 6), new Point(9, 9));
        try (BrainHarness game = BrainHarness.start(swap2Brain(opening, addTwo))) {
            game.newGame(15);
            assertEquals(opening, game.swap2Opening());
            assertEquals(3, game.position().moveCount());
            List<Point> three = List.of(new Point(7, 7), new Point(7, 8), new Point(6, 8));
            assertEquals(addTwo, game.swap2(three));
            assertEquals(Side.BLACK, game.position().sideAt(4));
            List<Point> five = List.of(new Point(7, 7), new Point(7, 8), new Point(6, 8), new Point(1, 1),
                    new Point(2, 2));
            assertEquals(Swap2Choice.swap(), game.swap2(five));
        }
    }

    @Test
    void anIllegalOrFailingSwap2AnswerFails() {
        Swap2Opening twice = new Swap2Opening(new Point(7, 7), new Point(7, 7), new Point(8, 8));
        try (BrainHarness game = BrainHarness.start(swap2Brain(twice, Swap2Choice.swap()))) {
            game.newGame(15);
            AssertionError e = assertThrows(AssertionError.class, game::swap2Opening);
            assertTrue(e.getMessage().contains("fallback") && e.getMessage().contains("swap2Opening()"), e.getMessage());
        }
        Swap2Choice onAStone = Swap2Choice.play(new Point(7, 7));
        try (BrainHarness game = BrainHarness.start(swap2Brain(null, onAStone))) {
            game.newGame(15);
            AssertionError e = assertThrows(AssertionError.class,
                    () -> game.swap2(List.of(new Point(7, 7), new Point(7, 8), new Point(6, 8))));
            assertTrue(e.getMessage().contains("swap2() returned"), e.getMessage());
        }
    }
}
