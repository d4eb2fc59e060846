package dev.gomoku.engine.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The fake turn records what a brain publishes and says, and stops when told or out of time. */
class FakeTurnTest {

    @Test
    void recordsAndStops() {
        Board b = Board.create(15, Rule.FREESTYLE);
        b.play(b.index(7, 7));
        FakeTurn t = FakeTurn.of(b);
        assertEquals(Side.WHITE, t.side());
        assertFalse(t.shouldStop());
        assertEquals(Optional.empty(), t.lastPublished());
        t.publish(new Point(1, 2));
        t.publish(new Point(3, 4));
        t.message("hello");
        assertEquals(List.of(new Point(1, 2), new Point(3, 4)), t.published());
        assertEquals(Optional.of(new Point(3, 4)), t.lastPublished());
        assertEquals(List.of("hello"), t.messages());
        t.requestStop();
        assertTrue(t.stopRequested());
        assertTrue(t.shouldStop());
    }

    @Test
    void aPastDeadlineMeansStopAndSeedsRepeat() {
        FakeTurn t = new FakeTurn(Side.BLACK).timeLimit(Duration.ZERO);
        assertTrue(t.shouldStop());
        assertFalse(t.stopRequested());
        assertEquals(new FakeTurn(Side.BLACK).seed(7).random().nextLong(),
                new FakeTurn(Side.BLACK).seed(7).random().nextLong());
    }
}
