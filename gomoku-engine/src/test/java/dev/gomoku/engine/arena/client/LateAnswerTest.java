package dev.gomoku.engine.arena.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.internal.process.ProcessLines;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.Ending;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.Referee;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The time verdict and the recorded time are one reading: the stamp the reader thread (or the exit
 * watcher) put on the answer. Late answers are simulated with a skewed stamping clock, never with
 * sleeps: the real answers come at once and the deadlines are generous, so a loaded machine changes
 * nothing.
 */
class LateAnswerTest {
    private static final long MS = 1_000_000L;
    private static final long HOUR_NANOS = 3_600_000L * MS;
    /** 300 ms a move plus 5 s tolerance: a real answer is always in time. */
    private static final TimeControl TIME = new TimeControl(300, 0, 5_000, 0, 20_000);

    @Test
    void lineStampedAfterTheDeadlineLosesOnTimeThoughDequeuedInTime() {
        long t0 = System.nanoTime();
        long deadline = t0 + 500 * MS;
        long stamp = deadline + 153 * MS;
        var lines = new ProcessLines(new ByteArrayInputStream("7,7\r\n".getBytes(StandardCharsets.UTF_8)), "late",
                () -> stamp);
        ProcessLines.Line line = lines.next(Long.MAX_VALUE);
        assertEquals("7,7", line.text());
        assertEquals(stamp, line.arrivedNanos());
        Answer a = ProcessClient.lineFault(null, line, t0, deadline);
        assertEquals(Answer.Fault.TIMEOUT, a.fault(), String.valueOf(a));
        assertEquals(653, a.elapsedMillis());
        lines.join(1000);
    }

    @Test
    void lineStampedAtTheDeadlineIsInTimeAndChargedByItsStamp() {
        long t0 = System.nanoTime();
        long deadline = t0 + 500 * MS;
        var lines = new ProcessLines(new ByteArrayInputStream("7,7\n".getBytes(StandardCharsets.UTF_8)), "edge",
                () -> deadline);
        ProcessLines.Line line = lines.next(Long.MAX_VALUE);
        assertNull(ProcessClient.lineFault(null, line, t0, deadline));
        assertEquals(500, ProcessClient.since(t0, line.arrivedNanos()));
        assertNull(ProcessClient.lateFault(deadline, t0, Long.MAX_VALUE, "answered"), "no limit, never late");
        lines.join(1000);
    }

    @Test
    void pipeBrainAnsweringLateByItsStampLosesOnTime() {
        AtomicLong skew = new AtomicLong();
        try (Player p = BrainClients.player(TestPlayers.hostile("good"), ArenaLog.NONE)) {
            ((ProcessClient) p).stampClock(() -> System.nanoTime() + skew.get());
            assertFalse(p.newGame(GameSettings.of(7, Rule.FREESTYLE, TIME), "other", 1).isFault());
            skew.set(HOUR_NANOS);
            Answer a = p.move(Board.create(7, 7, Rule.FREESTYLE), Long.MAX_VALUE);
            assertEquals(Answer.Fault.TIMEOUT, a.fault(), String.valueOf(a));
            assertTrue(a.elapsedMillis() >= 3_600_000L, String.valueOf(a));
        }
    }

    @Test
    void recordAndGameClockUseTheStamp() {
        // every answer of the brain is stamped 250 ms late: the record shows it, and with a 1 s game clock
        // and no tolerance its fourth answer at the latest comes after its clock ran out, before black
        // (filling the bottom row) can make five
        long skew = 250 * MS;
        var s = GameSettings.of(7, Rule.FREESTYLE, new TimeControl(0, 1_000, 0, 0, 20_000));
        GameResult r;
        try (Player p = BrainClients.player(TestPlayers.hostile("good"), ArenaLog.NONE)) {
            ((ProcessClient) p).stampClock(() -> System.nanoTime() + skew);
            r = Referee.play(new TestPlayers.LastEmpty("good"), p, s, 1);
        }
        // white (the brain) moved at odd indices; each stamp is at least 250 ms after its turn began
        assertTrue(r.moves().size() >= 2, r.summary());
        for (int i = 1; i < r.millis().size(); i += 2) {
            assertTrue(r.millis().get(i) >= 250, "move " + i + ": " + r.millis() + " " + r.summary());
        }
        assertEquals(Ending.TIMEOUT, r.ending(), r.summary());
        assertEquals(Side.BLACK, r.winner(), r.summary());
    }

    @Test
    void legacyBrainExitingLateByItsStampLosesOnTime() {
        var spec = new BrainSpec("legacy", TestPlayers.java(HostileBrain.class.getName(), "legacy"), null,
                BrainProtocol.LEGACY);
        var s = GameSettings.of(7, Rule.FREESTYLE, TIME);
        AtomicLong skew = new AtomicLong();
        try (Player p = BrainClients.player(spec, ArenaLog.NONE)) {
            ((ProcessClient) p).stampClock(() -> System.nanoTime() + skew.get());
            assertFalse(p.newGame(s, "other", 1).isFault());
            Answer ok = p.move(Board.create(7, 7, Rule.FREESTYLE), Long.MAX_VALUE);
            assertEquals(List.of(new dev.gomoku.core.Point(0, 0)), ok.points(), String.valueOf(ok));
            skew.set(HOUR_NANOS);
            Answer late = p.move(Board.create(7, 7, Rule.FREESTYLE), Long.MAX_VALUE);
            assertEquals(Answer.Fault.TIMEOUT, late.fault(), String.valueOf(late));
            assertTrue(late.elapsedMillis() >= 3_600_000L, String.valueOf(late));
        }
    }
}
