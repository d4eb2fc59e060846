package dev.gomoku.engine.arena.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.match.Match;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.arena.internal.process.BrainProcess;
import dev.gomoku.engine.arena.internal.process.ProcessLines;
import dev.gomoku.engine.arena.referee.Ending;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.Referee;
import dev.gomoku.engine.arena.referee.TimeControl;
import dev.gomoku.engine.arena.stats.MatchScore;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Real brain processes over pipes: the hostile brain loses every game in every mode, the manager goes
 * on, and no process is left behind.
 */
class BrainProcessTest {
    /**
     * 300 ms per move plus 5 s tolerance, so that a loaded machine never turns a good answer into a
     * timeout (the timing-out modes answer 60 s late or never); JVM start-up gets 20 s.
     */
    private static final TimeControl TIME = new TimeControl(300, 0, 5_000, 0, 20_000);

    private static GameSettings small() {
        return GameSettings.of(7, Rule.FREESTYLE, TIME);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "timeout, TIMEOUT",
        "silent, TIMEOUT",
        "crash, CRASH",
        "closed, CRASH",
        "garbage, GARBAGE",
        "endless, GARBAGE",
        "huge, GARBAGE",
        "occupied, OCCUPIED",
    })
    void hostileBrainLosesAndIsCleanedUp(String mode, Ending expected) {
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        var good = new TestPlayers.LastEmpty("good");
        GameResult r;
        long before = ProcessHandle.current().descendants().count();
        try (Player hostile = BrainClients.player(TestPlayers.hostile(mode), events::add)) {
            r = Referee.play(good, hostile, small(), 1);
        }
        assertEquals(expected, r.ending(), r.summary());
        assertEquals(Side.BLACK, r.winner());
        assertEquals("good", r.winnerName());
        // protocol faults are reported as events; an occupied cell is the referee's finding
        assertEquals(expected != Ending.OCCUPIED,
                events.stream().anyMatch(e -> e.kind() == BrainEvent.Kind.FAULT), events.toString());
        assertEquals(before, ProcessHandle.current().descendants().count(), "a brain process was left running");
    }

    /**
     * As the Gomocup referee: a game's first request is a BOARD (never BEGIN), and a line that is no reply
     * before the move is skipped, not a loss; a brain's INFO detail lines are reported as such. Both brains
     * play whole games in both seats.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"boardfirst", "junkfirst", "detailfirst"})
    void judgeLikeRequestsAndReading(String mode) {
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        try (Player hostile = BrainClients.player(TestPlayers.hostile(mode), events::add)) {
            for (int seat = 0; seat < 2; seat++) {
                var good = new TestPlayers.LastEmpty("good");
                GameResult r = seat == 0 ? Referee.play(hostile, good, small(), 1) : Referee.play(good, hostile, small(), 1);
                assertFalse(r.ending().isFault(), r.summary() + " " + events);
            }
        }
        assertEquals(mode.equals("junkfirst"), events.stream().anyMatch(e -> e.kind() == BrainEvent.Kind.IGNORED
                && e.text().contains("thinking")), events.toString());
        // Rapfi's INFO detail lines are neither junk nor a fault: each is an INFO event with the rest of its line
        assertEquals(mode.equals("detailfirst"), events.stream().anyMatch(e -> e.kind() == BrainEvent.Kind.INFO
                && e.text().equals("PV DONE")), events.toString());
        assertTrue(events.stream().noneMatch(e -> e.kind() == BrainEvent.Kind.IGNORED && e.text().contains("INFO")),
                events.toString());
    }

    /**
     * A renju game sends only the referee's INFO keys (rule 4 says renju): a brain that knows no others,
     * as Rapfi, has nothing to complain about in either seat.
     */
    @Test
    void renjuSendsOnlyTheRefereesInfoKeys() {
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        var s = GameSettings.of(15, Rule.RENJU, TIME);
        try (Player hostile = BrainClients.player(TestPlayers.hostile("refereeinfo"), events::add)) {
            for (int seat = 0; seat < 2; seat++) {
                var good = new TestPlayers.LastEmpty("good");
                GameResult r = seat == 0 ? Referee.play(hostile, good, s, 1) : Referee.play(good, hostile, s, 1);
                assertFalse(r.ending().isFault(), r.summary() + " " + events);
            }
        }
        assertTrue(events.stream().noneMatch(e -> e.kind() == BrainEvent.Kind.ERROR), events.toString());
    }

    @Test
    void forbiddenPointLosesForABlackBrain() {
        // opening: black 7,5 7,6 5,7 6,7 white 0,0 0,2 0,4 14,14; the hostile black brain then plays 7,7
        var s = GameSettings.of(15, Rule.RENJU, TIME).withOpening(List.of(
                new dev.gomoku.core.Point(7, 5), new dev.gomoku.core.Point(0, 0),
                new dev.gomoku.core.Point(7, 6), new dev.gomoku.core.Point(0, 2),
                new dev.gomoku.core.Point(5, 7), new dev.gomoku.core.Point(0, 4),
                new dev.gomoku.core.Point(6, 7), new dev.gomoku.core.Point(14, 14)));
        GameResult r;
        try (Player hostile = BrainClients.player(TestPlayers.hostile("play:7,7"), ArenaLog.NONE)) {
            r = Referee.play(hostile, new TestPlayers.LastEmpty("good"), s, 1);
        }
        assertEquals(Ending.FORBIDDEN, r.ending(), r.summary());
        assertEquals(Side.WHITE, r.winner());
    }

    @Test
    void matchGoesOnAfterCrashesWithAFreshProcessPerGame() {
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        MatchResult m = Match.run(() -> new TestPlayers.LastEmpty("good"),
                () -> BrainClients.player(TestPlayers.hostile("crash"), events::add), MatchSettings.of(small(), 2),
                MatchListener.NONE);
        assertEquals(new MatchScore(2, 0, 0), m.score());
        assertEquals(2, m.games().size());
        assertEquals(2, events.stream().filter(e -> e.kind() == BrainEvent.Kind.STARTED).count());
    }

    @Test
    void wellBehavedBrainKeepsItsProcessAcrossGamesWithRestart() {
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        MatchResult m = Match.run(() -> new TestPlayers.LastEmpty("other"),
                () -> BrainClients.player(TestPlayers.hostile("good"), events::add), MatchSettings.of(small(), 2),
                MatchListener.NONE);
        assertEquals(2, m.games().size());
        m.games().forEach(g -> assertFalse(g.ending().isFault(), g.summary()));
        assertEquals(1, events.stream().filter(e -> e.kind() == BrainEvent.Kind.STARTED).count(), events.toString());
    }

    @Test
    void restartAnsweredWithUnknownStartsANewProcess() {
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        MatchResult m = Match.run(() -> new TestPlayers.LastEmpty("other"),
                () -> BrainClients.player(TestPlayers.hostile("norestart"), events::add), MatchSettings.of(small(), 2),
                MatchListener.NONE);
        m.games().forEach(g -> assertFalse(g.ending().isFault(), g.summary()));
        assertEquals(2, events.stream().filter(e -> e.kind() == BrainEvent.Kind.STARTED).count(), events.toString());
    }

    @Test
    void messagesErrorsAndSuggestionsAreUnderstood() {
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        GameResult r;
        try (Player chatty = BrainClients.player(TestPlayers.hostile("chatty"), events::add)) {
            r = Referee.play(chatty, new TestPlayers.LastEmpty("other"), small(), 1);
        }
        assertFalse(r.ending().isFault(), r.summary());
        for (BrainEvent.Kind k : List.of(BrainEvent.Kind.MESSAGE, BrainEvent.Kind.DEBUG, BrainEvent.Kind.ERROR,
                BrainEvent.Kind.SUGGEST)) {
            assertTrue(events.stream().anyMatch(e -> e.kind() == k), k + " missing in " + events);
        }
    }

    @Test
    void missingProgramIsACrashNotAnException() {
        var spec = new BrainSpec("nothing", List.of("/nonexistent/pbrain-nothing"), null, BrainProtocol.PIPE);
        GameResult r;
        try (Player p = BrainClients.player(spec, ArenaLog.NONE)) {
            r = Referee.play(p, new TestPlayers.LastEmpty("other"), small(), 1);
        }
        assertEquals(Ending.CRASH, r.ending());
        assertEquals("other", r.winnerName());
    }

    @Test
    void specEnvironmentReachesTheProcessOnTopOfOurs() throws java.io.IOException {
        BrainSpec spec = new BrainSpec("env", List.of("sh", "-c", "echo \"$GOMOKU_TEST_VAR:$PATH\""), null,
                BrainProtocol.PIPE).withEnvironment("GOMOKU_TEST_VAR", "set by the spec");
        assertEquals(java.util.Map.of("GOMOKU_TEST_VAR", "set by the spec"), spec.environment());
        try (BrainProcess p = BrainProcess.start(spec.command(), spec.environment(), null, "env", System::nanoTime)) {
            ProcessLines.Line line = p.next(System.nanoTime() + 20_000_000_000L);
            assertEquals("set by the spec:" + System.getenv("PATH"), line.text());
        }
        assertEquals(spec.environment(), spec.withName("other").withProtocol(BrainProtocol.LEGACY).environment(),
                "the variables stay with the brain's other changes");
    }
}
