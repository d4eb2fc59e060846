package dev.gomoku.engine.arena.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.client.BrainEvent;
import dev.gomoku.engine.arena.client.TestPlayers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The official referee's resource rules against real hostile brain processes: memory over
 * {@code max_memory} and a persistent folder over 70 MiB lose, naming the figure; the brain that is
 * not on move is suspended and gets no CPU; an {@code ERROR} is logged when it comes, not at the timeout.
 */
class RefereeRulesTest {
    private static final long MIB = 1L << 20;
    /** 300 ms per move plus 5 s tolerance: a loaded machine never turns a good answer into a timeout. */
    private static final TimeControl TIME = new TimeControl(300, 0, 5_000, 0, 20_000);

    private static boolean linux() {
        return Files.isReadable(Path.of("/proc/self/smaps_rollup"));
    }

    private static GameResult play(Player black, Player white, TimeControl time) {
        return Referee.play(black, white, GameSettings.of(15, Rule.FREESTYLE, time), 1);
    }

    @Test
    void aBrainThatAllocatesUntilOverTheLimitLosesOnMemoryAndTheLossNamesTheFigure() {
        assumeTrue(linux(), "USS is read from /proc");
        long limit = 64 * MIB;
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        GameResult r;
        try (Player hog = BrainClients.player(TestPlayers.hostile("hog"), events::add)) {
            r = play(hog, new TestPlayers.LastEmpty("good"), TIME.withMaxMemory(limit));
        }
        assertEquals(Ending.MEMORY, r.ending(), r.summary());
        assertEquals("good", r.winnerName());
        assertTrue(r.moves().size() >= 2, "the hog played within the limit before it grew over: " + r.moves());
        Matcher m = Pattern.compile("USS\\) of the process tree [0-9.]+ MiB \\((\\d+) bytes\\) over max_memory")
                .matcher(r.detail());
        assertTrue(m.find(), r.detail());
        assertTrue(Long.parseLong(m.group(1)) > limit, r.detail());
        assertTrue(events.stream().anyMatch(e -> e.kind() == BrainEvent.Kind.FAULT && e.text().startsWith("MEMORY")),
                events.toString());

        // the same limit does not touch a brain that stays small
        List<BrainEvent> calm = new CopyOnWriteArrayList<>();
        GameResult ok;
        try (Player good = BrainClients.player(TestPlayers.hostile("good"), calm::add)) {
            ok = play(good, new TestPlayers.LastEmpty("other"), TIME.withMaxMemory(limit));
        }
        assertEquals(Ending.FIVE, ok.ending(), ok.summary());
        assertTrue(calm.stream().anyMatch(e -> e.kind() == BrainEvent.Kind.RESOURCES), "peak reported: " + calm);
    }

    @Test
    void aPersistentFolderOverSeventyMebibytesLoses() {
        GameResult r;
        try (Player writer = BrainClients.player(TestPlayers.hostile("folder"), ArenaLog.NONE)) {
            r = play(writer, new TestPlayers.LastEmpty("good"), TIME);
        }
        assertEquals(Ending.FOLDER, r.ending(), r.summary());
        assertTrue(r.detail().contains("75.0 MiB"), r.detail());
        assertTrue(r.moves().isEmpty(), "its first move was judged with the folder over, so no stone: " + r.moves());
    }

    /** A player that sleeps on its move and meanwhile measures the CPU time of the opponent's process tree. */
    private static final class Watcher extends TestPlayers.LastEmpty {
        private final List<BrainEvent> events;
        final List<Long> opponentTicks = new ArrayList<>();

        Watcher(List<BrainEvent> events) {
            super("watcher");
            this.events = events;
        }

        @Override
        public Answer move(Board board, long timeLeftMillis) {
            ProcessHandle spinner = events.stream().filter(e -> e.kind() == BrainEvent.Kind.STARTED)
                    .map(e -> ProcessHandle.of(Long.parseLong(e.text().substring(4))).orElseThrow())
                    .reduce((a, b) -> b).orElseThrow();
            long before = cpuTicks(spinner);
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            opponentTicks.add(cpuTicks(spinner) - before);
            return super.move(board, timeLeftMillis);
        }
    }

    /** User plus system time of a process and its descendants, in clock ticks, from /proc/PID/stat. */
    static long cpuTicks(ProcessHandle root) {
        List<ProcessHandle> all = new ArrayList<>(root.descendants().toList());
        all.add(root);
        long ticks = 0;
        for (ProcessHandle p : all) {
            try {
                String stat = Files.readString(Path.of("/proc", Long.toString(p.pid()), "stat"));
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]);
            } catch (java.io.IOException e) {
                // gone
            }
        }
        return ticks;
    }

    private static List<Long> spinnerTicksWhileWaiting(boolean suspend) {
        List<BrainEvent> events = new CopyOnWriteArrayList<>();
        Watcher watcher = new Watcher(events);
        GameResult r;
        try (Player spinner = BrainClients.player(TestPlayers.hostile("spin"), events::add)) {
            r = play(spinner, watcher, TIME.withSuspension(suspend));
        }
        assertEquals(Ending.FIVE, r.ending(), r.summary());
        assertEquals(Side.BLACK, r.winner(), "the spinner plays good moves: " + r.summary());
        assertFalse(watcher.opponentTicks.isEmpty());
        return watcher.opponentTicks;
    }

    @Test
    void theBrainNotOnMoveIsSuspendedAndGetsNoCpu() {
        assumeTrue(Files.isReadable(Path.of("/proc/self/stat")), "CPU time is read from /proc");
        // Half a second of the opponent's turn: a free spinning thread takes up to 50 ticks (100 per s),
        // fewer on a loaded machine, but some in every turn.
        List<Long> free = spinnerTicksWhileWaiting(false);
        assertTrue(free.stream().allMatch(t -> t >= 2) && free.stream().mapToLong(Long::longValue).sum() >= 10,
                "not suspended, it spins: " + free);
        List<Long> stopped = spinnerTicksWhileWaiting(true);
        assertTrue(stopped.stream().allMatch(t -> t <= 1), "suspended, it gets no CPU: " + stopped);
    }

    @Test
    void anErrorIsLoggedWhenItComesAndTheTimeLossSaysItCameFirst() {
        List<Long> errorAt = new CopyOnWriteArrayList<>();
        long[] start = new long[1];
        ArenaLog log = e -> {
            if (e.kind() == BrainEvent.Kind.ERROR) {
                errorAt.add(System.nanoTime());
            }
        };
        GameResult r;
        try (Player error = BrainClients.player(TestPlayers.hostile("error"), log)) {
            start[0] = System.nanoTime();
            r = play(error, new TestPlayers.LastEmpty("good"), TIME);
        }
        long gameMillis = (System.nanoTime() - start[0]) / 1_000_000;
        assertEquals(Ending.TIMEOUT, r.ending(), r.summary());
        assertTrue(r.detail().contains("after ERROR no move from me"), r.detail());
        assertEquals(1, errorAt.size());
        long errorMillis = (errorAt.get(0) - start[0]) / 1_000_000;
        // the timeout comes 5.3 s after the request; the ERROR well before it
        assertTrue(gameMillis - errorMillis >= 4_000, "ERROR logged at " + errorMillis + " ms, game over at "
                + gameMillis + " ms");
    }
}
