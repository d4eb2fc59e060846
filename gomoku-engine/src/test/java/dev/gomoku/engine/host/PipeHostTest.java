package dev.gomoku.engine.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Swap2Opening;
import dev.gomoku.engine.Turn;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pipe host in-process with misbehaving brains: the safety net (time guard, illegal and failing
 * brains), stop, END during a search, INFO during a search, and commands queued while thinking.
 */
class PipeHostTest {
    /** A bound for answers that should come at once; generous for a loaded machine, not a speed test. */
    private static final long WAIT_MILLIS = 10_000;

    private OutputStream toHost;
    private final BlockingQueue<String> fromHost = new LinkedBlockingQueue<>();
    private Thread hostThread;

    private void start(BiFunction<Board, Turn, Point> move) throws IOException {
        start(move, false);
    }

    private void start(BiFunction<Board, Turn, Point> move, boolean suggests) throws IOException {
        startBrain(new Brain() {
            @Override
            public Point move(Board board, Turn turn) {
                return move.apply(board, turn);
            }

            @Override
            public boolean suggests() {
                return suggests;
            }
        });
    }

    /** The process start-up the host under test is told of (0: a host inside a program). */
    private long boot;

    private void startBrain(Brain brain) throws IOException {
        startBrain(brain, System::nanoTime);
    }

    private void startBrain(Brain brain, LongSupplier clock) throws IOException {
        startBrain(brain, clock, false);
    }

    private void startBrain(Brain brain, LongSupplier clock, boolean messages) throws IOException {
        PipedInputStream hostIn = new PipedInputStream(1 << 16);
        toHost = new PipedOutputStream(hostIn);
        PipedInputStream replies = new PipedInputStream(1 << 16);
        PipedOutputStream hostOut = new PipedOutputStream(replies);
        hostThread = new Thread(() -> {
            new PipeHost(brain, 1, messages, clock, boot).run(hostIn, hostOut);
            try {
                hostOut.close();
            } catch (IOException e) {
                // closed already
            }
        }, "host-under-test");
        hostThread.setDaemon(true);
        hostThread.start();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(replies, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    fromHost.add(line);
                }
            } catch (IOException e) {
                // host ended
            }
        });
        reader.setDaemon(true);
        reader.start();
    }

    /** Lets the brains that ignore every stop request end once the test is over. */
    private volatile boolean released;

    @AfterEach
    void stop() throws IOException {
        released = true;
        if (toHost != null) {
            try {
                toHost.close();
            } catch (IOException e) {
                // gone already
            }
        }
    }

    private void send(String... lines) throws IOException {
        for (String l : lines) {
            toHost.write((l + "\r\n").getBytes(StandardCharsets.UTF_8));
        }
        toHost.flush();
    }

    private String next() throws InterruptedException {
        String line = fromHost.poll(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        assertNotNull(line, "no answer from the host");
        return line;
    }

    private static Point loopUntilStopped(Board board, Turn turn, Point publish) {
        turn.publish(publish);
        while (!turn.stopRequested()) {
            Thread.onSpinWait();
        }
        return publish;
    }

    @Test
    void yxNBestReportsRankedCandidatesAndPlaysTheFirst() throws Exception {
        startBrain(dev.gomoku.engine.brain.SearchBrain.builder().threads(1).build(), System::nanoTime, true);
        send("START 15", "INFO timeout_turn 2000", "YXBOARD", "7,7,2", "8,8,1", "7,8,2", "DONE", "YXNBEST 3");
        assertEquals("OK", next());
        java.util.List<String> block = new java.util.ArrayList<>();
        String line;
        while ((line = next()).startsWith("MESSAGE")) {
            if (line.startsWith("MESSAGE nbest 1 of")) {
                block.clear();
            }
            if (line.startsWith("MESSAGE nbest")) {
                block.add(line);
            }
        }
        // the last report ranks three different moves; the move answered is the first
        assertEquals(3, block.size(), String.valueOf(block));
        java.util.Set<String> moves = new java.util.HashSet<>();
        for (int k = 0; k < 3; k++) {
            String[] w = block.get(k).split(" ");
            assertEquals("nbest " + (k + 1) + " of 3", w[1] + " " + w[2] + " " + w[3] + " " + w[4], block.get(k));
            assertEquals("ev", w[6], block.get(k));
            moves.add(w[5]);
        }
        assertEquals(3, moves.size(), String.valueOf(block));
        String[] xy = line.split(",");
        String first = block.get(0).split(" ")[5];
        assertEquals(first, (char) ('a' + Integer.parseInt(xy[0])) + Integer.toString(15 - Integer.parseInt(xy[1])));
        // the move is played on the host's board, as after BOARD (SHOWBOARD: 1 black, 2 white)
        send("SHOWBOARD");
        assertEquals("DEBUG BOARD 7,7,1 8,8,2 7,8,1 " + line + ",2", next());
    }

    @Test
    void yxNBestIsAnOrdinaryMoveForABrainWithoutCandidates() throws Exception {
        start((b, t) -> new Point(1, 2));
        send("START 15", "YXBOARD", "7,7,1", "DONE", "YXNBEST 5");
        assertEquals("OK", next());
        assertEquals("1,2", next());
    }

    @Test
    void yxStopAnswersThePublishedMove() throws Exception {
        start((b, t) -> loopUntilStopped(b, t, new Point(3, 4)));
        send("START 15", "INFO timeout_turn 600000", "BEGIN");
        assertEquals("OK", next());
        Thread.sleep(100);
        send("YXSTOP");
        assertEquals("3,4", next());
    }

    /** Answers Swap2 with fixed stones and remembers the colours of the boards it was shown. */
    private static final class Swap2Script implements Brain {
        final BlockingQueue<String> seen = new LinkedBlockingQueue<>();
        private final Swap2Choice afterThree;
        private final Swap2Choice afterFive;

        Swap2Script(Swap2Choice afterThree, Swap2Choice afterFive) {
            this.afterThree = afterThree;
            this.afterFive = afterFive;
        }

        @Override
        public Point move(Board board, Turn turn) {
            return new Point(0, 0);
        }

        @Override
        public Swap2Opening swap2Opening(Board board, Turn turn) {
            seen.add(colours(board));
            return new Swap2Opening(new Point(7, 7), new Point(8, 7), new Point(9, 9));
        }

        @Override
        public Swap2Choice swap2(Board board, Turn turn) {
            seen.add(colours(board) + " to move " + board.sideToMove());
            return board.moveCount() == 3 ? afterThree : afterFive;
        }

        private static String colours(Board b) {
            StringBuilder sb = new StringBuilder();
            for (int ply = 0; ply < b.moveCount(); ply++) {
                int idx = b.moveAt(ply);
                sb.append(b.x(idx)).append(',').append(b.y(idx)).append(b.sideAt(ply) == Side.BLACK ? "B " : "W ");
            }
            return sb.toString().strip();
        }
    }

    @Test
    void swap2OpeningIsAnsweredAndKeptInMoveOrder() throws Exception {
        Swap2Script brain = new Swap2Script(Swap2Choice.swap(), Swap2Choice.swap());
        startBrain(brain);
        send("START 15", "SWAP2BOARD", "DONE");
        assertEquals("OK", next());
        assertEquals("7,7 8,7 9,9", next());
        assertEquals("", brain.seen.poll(WAIT_MILLIS, TimeUnit.MILLISECONDS));
        send("SHOWBOARD");
        assertEquals("DEBUG BOARD 7,7,1 8,7,2 9,9,1", next());
    }

    @Test
    void swap2ColoursFollowMoveOrderWithOrWithoutFields() throws Exception {
        Swap2Script brain = new Swap2Script(Swap2Choice.addTwo(new Point(8, 8), new Point(8, 6)),
                Swap2Choice.play(new Point(6, 8)));
        startBrain(brain);
        send("START 15", "SWAP2BOARD", "7,7", "8,7", "9,9", "DONE");
        assertEquals("OK", next());
        assertEquals("8,8 8,6", next());
        assertEquals("7,7B 8,7W 9,9B to move WHITE", brain.seen.poll(WAIT_MILLIS, TimeUnit.MILLISECONDS));
        send("SHOWBOARD");
        assertEquals("DEBUG BOARD 7,7,1 8,7,2 9,9,1 8,8,2 8,6,1", next());
        // x,y,field lines: the fields do not change the colours
        send("swap2board", "7,7,2", "8,7,1", "9,9,2", "8,8,1", "8,6,2", "done");
        assertEquals("6,8", next());
        assertEquals("7,7B 8,7W 9,9B 8,8W 8,6B to move WHITE", brain.seen.poll(WAIT_MILLIS, TimeUnit.MILLISECONDS));
        send("SHOWBOARD");
        assertEquals("DEBUG BOARD 7,7,1 8,7,2 9,9,1 8,8,2 8,6,1 6,8,2", next());
    }

    @Test
    void deadlinesRunOnTheHostsClock() throws Exception {
        AtomicLong now = new AtomicLong(1_000_000_000L);
        AtomicLong deadline = new AtomicLong();
        startBrain(new Brain() {
            @Override
            public Point move(Board board, Turn turn) {
                deadline.set(turn.deadlineNanos());
                turn.publish(new Point(2, 3));
                while (!released && !turn.stopRequested()) {
                    Thread.onSpinWait();
                }
                return new Point(2, 3);
            }
        }, now::get);
        send("START 15", "INFO timeout_turn 600000", "BEGIN");
        assertEquals("OK", next());
        long start = 1_000_000_000L;
        long hard = 600_000 - 50; // the guard's margin at this budget
        MoveDeadlines expected = MoveDeadlines.of(dev.gomoku.engine.Settings.DEFAULTS.with(new dev.gomoku.protocol.pipe.Info.TimeoutTurn(600000)), start);
        while (deadline.get() == 0) {
            Thread.sleep(1);
        }
        assertEquals(expected.softNanos, deadline.get(), "the brain's deadline is set on the host's clock");
        assertEquals(start + hard * 1_000_000L, expected.hardNanos);
        // Ten minutes pass on the host's clock, not on the wall: the next event finds the guard's deadline gone.
        now.addAndGet(600_000L * 1_000_000L);
        send("INFO time_left 1000");
        assertEquals("2,3", next());
    }


    /**
     * The Gomocup referee writes START, the INFOs and the first move without waiting for OK: a slow start
     * (a JVM warming up) is on the move's clock. The move's deadline counts from the command's arrival.
     */
    @Test
    void aMoveIsTimedFromItsArrivalNotFromWhenTheHostGetsToIt() throws Exception {
        AtomicLong now = new AtomicLong(5_000_000_000L);
        AtomicLong deadline = new AtomicLong();
        java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
        startBrain(new Brain() {
            @Override
            public void newGame(int width, int height, dev.gomoku.engine.Settings settings) {
                try {
                    started.await(WAIT_MILLIS, TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }

            @Override
            public Point move(Board board, Turn turn) {
                deadline.set(turn.deadlineNanos());
                return new Point(1, 1);
            }
        }, now::get);
        long sent = now.get();
        send("START 15", "INFO timeout_turn 1000", "BEGIN");
        Thread.sleep(300); // the reading thread has the lines by now (and stamped them); the start is still busy
        now.addAndGet(700_000_000L);
        started.countDown();
        assertEquals("OK", next());
        assertEquals("1,1", next());
        MoveDeadlines expected = MoveDeadlines.of(dev.gomoku.engine.Settings.DEFAULTS.with(new dev.gomoku.protocol.pipe.Info.TimeoutTurn(1000)), sent);
        assertEquals(expected.softNanos, deadline.get(), "700 ms of start-up are on the move's clock");
    }

    /**
     * A brain process that comes up to find its first move waiting (the Gomocup referee suspends a new
     * brain right after START and resumes it for the move) has its start-up on that move's clock: the
     * move is charged the start-up, at most half of it; a later move, or a first move sent once the
     * process is up, is not.
     */
    @Test
    void aFirstMoveQueuedAtStartIsChargedTheProcessStartUp() throws Exception {
        AtomicLong now = new AtomicLong(5_000_000_000L);
        java.util.List<Long> deadlines = new java.util.concurrent.CopyOnWriteArrayList<>();
        boot = 400_000_000L;
        startBrain(deadlineRecorder(deadlines), now::get);
        long sent = now.get();
        send("START 15", "INFO timeout_turn 1000", "BEGIN");
        assertEquals("OK", next());
        assertEquals("1,1", next());
        now.addAndGet(3_000_000_000L);
        long second = now.get();
        send("TURN 2,2");
        assertEquals("2,1", next(), "1,1 is taken: the host plays the next cell");
        dev.gomoku.engine.Settings s = dev.gomoku.engine.Settings.DEFAULTS.with(new dev.gomoku.protocol.pipe.Info.TimeoutTurn(1000));
        assertEquals(MoveDeadlines.of(s, sent, boot).softNanos, deadlines.get(0), "400 ms of start-up on move 1");
        assertTrue(deadlines.get(0) < MoveDeadlines.of(s, sent).softNanos - 350_000_000L, "charged at least 350 ms");
        assertEquals(MoveDeadlines.of(s, second).softNanos, deadlines.get(1), "move 2 is not charged");
    }

    @Test
    void aFirstMoveSentOnceTheProcessIsUpIsNotCharged() throws Exception {
        AtomicLong now = new AtomicLong(5_000_000_000L);
        java.util.List<Long> deadlines = new java.util.concurrent.CopyOnWriteArrayList<>();
        boot = 400_000_000L;
        startBrain(deadlineRecorder(deadlines), now::get);
        send("START 15", "INFO timeout_turn 1000");
        assertEquals("OK", next());
        now.addAndGet(2_000_000_000L);
        long sent = now.get();
        send("BEGIN");
        assertEquals("1,1", next());
        dev.gomoku.engine.Settings s = dev.gomoku.engine.Settings.DEFAULTS.with(new dev.gomoku.protocol.pipe.Info.TimeoutTurn(1000));
        assertEquals(MoveDeadlines.of(s, sent).softNanos, deadlines.get(0));
    }

    @Test
    void aStartUpLongerThanHalfTheMoveIsChargedHalf() throws Exception {
        AtomicLong now = new AtomicLong(5_000_000_000L);
        java.util.List<Long> deadlines = new java.util.concurrent.CopyOnWriteArrayList<>();
        boot = 30_000_000_000L;
        startBrain(deadlineRecorder(deadlines), now::get);
        long sent = now.get();
        send("START 15", "INFO timeout_turn 1000", "BEGIN");
        assertEquals("OK", next());
        assertEquals("1,1", next());
        // half of the 1000 ms turn is left: the guard's margin is 25 ms of it, the brain's deadline 97% of the rest
        assertEquals(sent + (500 - 25) * 97 / 100 * 1_000_000L, deadlines.get(0));
    }

    private static Brain deadlineRecorder(java.util.List<Long> deadlines) {
        return new Brain() {
            @Override
            public Point move(Board board, Turn turn) {
                deadlines.add(turn.deadlineNanos());
                return new Point(1, 1);
            }
        };
    }

    @Test
    void timeGuardAnswersWhenTheBrainNeverReturns() throws Exception {
        start((b, t) -> {
            // Ignores every stop request; only the host's guard can answer.
            while (!released) {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return null;
                }
            }
            return null;
        });
        send("START 15", "INFO timeout_turn 300", "TURN 7,7");
        assertEquals("OK", next());
        String first = next();
        assertTrue(first.matches("\\d+,\\d+"), first);
        assertNotEquals("7,7", first);
        send("TURN 0,0");
        String second = next();
        assertTrue(second.matches("\\d+,\\d+"), second);
        assertFalse(second.equals(first) || second.equals("0,0") || second.equals("7,7"), second);
    }

    @Test
    void illegalAndFailingBrainsAreReplacedByLegalMoves() throws Exception {
        AtomicLong calls = new AtomicLong();
        start((b, t) -> {
            if (calls.incrementAndGet() % 2 == 1) {
                return new Point(7, 7); // occupied after the opponent's first move
            }
            throw new IllegalStateException("brain bug");
        });
        send("START 15", "INFO timeout_turn 1000", "TURN 7,7");
        assertEquals("OK", next());
        String a = next();
        assertTrue(a.matches("\\d+,\\d+") && !a.equals("7,7"), a);
        send("TURN 0,0");
        String b = next();
        assertTrue(b.matches("\\d+,\\d+") && !b.equals("0,0") && !b.equals(a) && !b.equals("7,7"), b);
        send("TURN 20,20");
        assertTrue(next().startsWith("ERROR"), "off-board TURN");
    }

    @Test
    void endDuringASearchEndsTheRun() throws Exception {
        start((b, t) -> loopUntilStopped(b, t, new Point(1, 1)));
        send("START 15", "INFO timeout_turn 600000", "BEGIN");
        assertEquals("OK", next());
        Thread.sleep(100);
        send("END");
        hostThread.join(WAIT_MILLIS);
        assertFalse(hostThread.isAlive(), "run() returned after END");
    }

    @Test
    void infoDuringASearchIsAppliedAndOtherCommandsWaitTheirTurn() throws Exception {
        AtomicLong seen = new AtomicLong();
        start((b, t) -> {
            while (!t.stopRequested() && t.settings().timeLeftMillis() != 12345) {
                Thread.onSpinWait();
            }
            seen.set(t.settings().timeLeftMillis());
            return new Point(2, 2);
        });
        send("START 15", "INFO timeout_turn 600000", "BEGIN");
        assertEquals("OK", next());
        send("ABOUT", "INFO time_left 12345");
        assertEquals("2,2", next(), "the move comes first");
        assertEquals(12345, seen.get(), "the brain saw the new time_left while thinking");
        assertTrue(next().startsWith("name="), "then the queued ABOUT");
    }

    @Test
    void suggestThenPlayPlacesTheManagersChoice() throws Exception {
        start((b, t) -> new Point(9, 9), true);
        send("START 15", "INFO timeout_turn 1000", "BEGIN");
        assertEquals("OK", next());
        assertEquals("SUGGEST 9,9", next());
        send("PLAY 5,5");
        assertEquals("5,5", next());
        send("TURN 5,5");
        assertTrue(next().startsWith("ERROR"), "the played stone is on the host's board");
        send("TURN 6,6");
        assertEquals("SUGGEST 9,9", next());
    }

    @Test
    void theBrainsPersistentFolderLivesUnderInfoFolder(@TempDir Path base) throws Exception {
        AtomicReference<Path> folder = new AtomicReference<>();
        start((b, t) -> {
            folder.set(t.folder().orElse(null));
            return new Point(4, 4);
        });
        send("START 15", "INFO folder " + base, "BEGIN");
        assertEquals("OK", next());
        assertEquals("4,4", next());
        assertEquals(base.resolve("brain"), folder.get(), "a sub-folder named like the brain");
        assertTrue(Files.isDirectory(folder.get()));
    }

    @Test
    void aBrainRefusesABoardSizeWithItsReason() throws Exception {
        Brain picky = new Brain() {
            @Override
            public Point move(Board board, Turn turn) {
                return new Point(0, 0);
            }

            @Override
            public void newGame(int width, int height, dev.gomoku.engine.Settings settings) {
                if (width != 15 || height != 15) {
                    throw new IllegalArgumentException("only 15x15, not " + width + "x" + height);
                }
            }

            @Override
            public dev.gomoku.engine.About about() {
                throw new IllegalStateException("no about");
            }
        };
        startBrain(picky);
        send("START 20");
        assertEquals("ERROR only 15x15, not 20x20", next());
        send("RECTSTART 15,15");
        assertEquals("OK", next());
        send("ABOUT");
        assertTrue(next().startsWith("name=\"brain\""), "a failing about() gets a stand-in");
    }

    @Test
    void aRefusedInfoValueIsAnErrorJustBeforeTheNextMoveNotAnAnswerToInfo() throws Exception {
        Brain tight = new Brain() {
            @Override
            public Point move(Board board, Turn turn) {
                return new Point(3, 3);
            }

            @Override
            public void info(String key, dev.gomoku.engine.Settings settings) {
                if (key.equals("max_memory") && settings.maxMemoryBytes() < 1000) {
                    throw new IllegalArgumentException("need 1000 bytes");
                }
            }
        };
        startBrain(tight);
        send("START 15", "INFO MAX_MEMORY 999", "INFO timeout_turn 500");
        assertEquals("OK", next());
        assertEquals(null, fromHost.poll(300, TimeUnit.MILLISECONDS), "nothing answers INFO");
        send("BEGIN");
        assertEquals("ERROR INFO max_memory 999 refused: need 1000 bytes", next());
        assertEquals("3,3", next());
        send("INFO max_memory 5000", "TURN 4,4");
        String second = next();
        assertTrue(second.matches("\\d+,\\d+"), "an accepted value is said nothing about: " + second);
    }
}
