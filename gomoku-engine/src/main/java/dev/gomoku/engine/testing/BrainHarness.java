package dev.gomoku.engine.testing;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Settings;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Swap2Opening;
import dev.gomoku.engine.host.PipeHost;
import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.CommandDecoder;
import dev.gomoku.protocol.pipe.CommandEncoder;
import dev.gomoku.protocol.pipe.LineEnd;
import dev.gomoku.protocol.pipe.Move;
import dev.gomoku.protocol.pipe.Reply;
import dev.gomoku.protocol.pipe.ReplyDecoder;
import dev.gomoku.protocol.pipe.Stone;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Plays a brain through the real {@link PipeHost} in the test's own process, over piped streams, and
 * checks that every move (and Swap2 opening or decision) the host sends is the brain's own answer: the
 * value its {@link Brain#move} ({@link Brain#swap2Opening}, {@link Brain#swap2}) returned, before the
 * host's time guard asked it to stop. A move
 * the host had to supply itself (the brain was late, threw, returned null or an illegal move) fails
 * with an {@link AssertionError} that says so, instead of letting a test pass without the brain.
 *
 * <pre>{@code
 * try (BrainHarness game = BrainHarness.start(new MyBrain())) {
 *     game.info("timeout_turn", "1000");
 *     game.newGame(15);
 *     Point first = game.begin();                    // the brain's own move, or an AssertionError
 *     Point second = game.turn(new Point(7, 8));     // the opponent's move, then the brain's
 *     assertEquals(3, game.position().moveCount());
 * }
 * }</pre>
 *
 * <p>The input stays open between commands: the host is never in the "input ended, answer at once"
 * state unless {@link #close()} is called. Not thread-safe: one test thread drives one harness.
 */
public final class BrainHarness implements AutoCloseable {
    /** Waiting for a reply beyond the move's own time limit before declaring the host silent. */
    private static final long SLACK_MILLIS = 30_000;

    /** One reply line and when it arrived. */
    private record Line(String text, long arrivedNanos) {
    }

    private final ObservedBrain brain;
    private final OutputStream toHost;
    private final BlockingQueue<Line> fromHost = new LinkedBlockingQueue<>();
    private final Thread host;
    private final CommandEncoder encoder = new CommandEncoder(LineEnd.CRLF);
    private Settings settings = Settings.DEFAULTS;
    private Board board;
    private boolean closed;

    private BrainHarness(Brain brain, long seed) throws IOException {
        this.brain = new ObservedBrain(brain);
        PipedInputStream hostIn = new PipedInputStream(1 << 16);
        toHost = new PipedOutputStream(hostIn);
        PipedInputStream replies = new PipedInputStream(1 << 16);
        PipedOutputStream hostOut = new PipedOutputStream(replies);
        host = new Thread(() -> {
            new PipeHost(this.brain, seed, false).run(hostIn, hostOut);
            try {
                hostOut.close();
            } catch (IOException e) {
                // the reader is gone already
            }
        }, "harness-host");
        host.setDaemon(true);
        host.start();
        Thread reader = new Thread(() -> read(replies), "harness-replies");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts the pipe host for a brain, with random seed 1.
     *
     * @param brain the brain under test
     * @return the running harness; close it at the end of the test
     */
    public static BrainHarness start(Brain brain) {
        return start(brain, 1);
    }

    /**
     * Starts the pipe host for a brain.
     *
     * @param brain the brain under test
     * @param seed the seed of the brain's {@link dev.gomoku.engine.Turn#random()}
     * @return the running harness; close it at the end of the test
     */
    public static BrainHarness start(Brain brain, long seed) {
        try {
            return new BrainHarness(brain, seed);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void read(PipedInputStream replies) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(replies, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                fromHost.add(new Line(line, System.nanoTime()));
            }
        } catch (IOException e) {
            // the host ended
        }
    }

    /**
     * Sends {@code INFO key value}; the harness also applies it to its own view (rule, time limit).
     *
     * @param key the key, e.g. {@code timeout_turn}, {@code rule}, {@code max_memory}
     * @param value the value as the manager would send it
     * @return this harness
     */
    public BrainHarness info(String key, String value) {
        send("INFO " + key + " " + value + "\r\n");
        try {
            settings = settings.with(CommandDecoder.info(key, value));
        } catch (ProtocolException e) {
            // the host ignores a malformed INFO: so does this view
        }
        return this;
    }

    /**
     * Starts a game on an empty square board ({@code START size}).
     *
     * @param size the board size
     * @throws AssertionError if the host does not answer {@code OK}
     */
    public void newGame(int size) {
        expectOk(new Command.Start(size));
        board = Board.create(size, size, settings.rule());
    }

    /**
     * Starts a game on an empty rectangular board ({@code RECTSTART width,height}).
     *
     * @param width columns
     * @param height rows
     * @throws AssertionError if the host does not answer {@code OK}
     */
    public void newGame(int width, int height) {
        expectOk(new Command.RectStart(width, height));
        board = Board.create(width, height, settings.rule());
    }

    /**
     * The brain plays the first move ({@code BEGIN}).
     *
     * @return the brain's own move
     * @throws AssertionError if the host answered anything but the brain's own legal move
     */
    public Point begin() {
        needGame();
        return move(new Command.Begin(), "BEGIN");
    }

    /**
     * The opponent plays {@code opponent}; the brain answers ({@code TURN x,y}).
     *
     * @param opponent the opponent's move
     * @return the brain's own move
     * @throws AssertionError if the host answered anything but the brain's own legal move
     */
    public Point turn(Point opponent) {
        needGame();
        if (board.contains(opponent.x(), opponent.y()) && board.isEmpty(board.index(opponent.x(), opponent.y()))) {
            board.play(board.index(opponent.x(), opponent.y()));
        }
        return move(new Command.Turn(opponent.x(), opponent.y()), "TURN " + opponent.x() + "," + opponent.y());
    }

    /**
     * Sets a whole position ({@code BOARD}, stones in move order) and the brain answers; the brain
     * moves for {@code position.sideToMove()}.
     *
     * @param position the position; its size must be the current game's
     * @return the brain's own move
     * @throws AssertionError if the host answered anything but the brain's own legal move
     */
    public Point board(Board position) {
        needGame();
        Side own = position.sideToMove();
        List<Stone> stones = new ArrayList<>();
        for (int ply = 0; ply < position.moveCount(); ply++) {
            int idx = position.moveAt(ply);
            stones.add(new Stone(position.x(idx), position.y(idx),
                    position.sideAt(ply) == own ? Stone.OWN : Stone.OPPONENT));
        }
        board = Board.create(position.width(), position.height(), settings.rule());
        for (int ply = 0; ply < position.moveCount(); ply++) {
            int idx = position.moveAt(ply);
            board.place(board.index(position.x(idx), position.y(idx)), position.sideAt(ply));
        }
        return move(new Command.Board(stones), "BOARD");
    }

    /**
     * The game as the harness saw it: every move sent and answered.
     *
     * @return a copy of the position
     */
    public Board position() {
        needGame();
        return board.copy();
    }

    /**
     * Sends one raw protocol line and returns the next reply line ({@code MESSAGE} and {@code DEBUG}
     * lines skipped). No own-answer check: for commands this harness has no method for.
     *
     * @param line the command line, without line end
     * @return the reply line
     * @throws AssertionError if no reply comes
     */
    public String command(String line) {
        send(line + "\r\n");
        return nextLine(SLACK_MILLIS, line).text();
    }

    /** Sends {@code END} and waits briefly for the host to finish. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            send("END\r\n");
            toHost.close();
            host.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException | UncheckedIOException e) {
            // the host is gone already
        }
    }

    private void needGame() {
        if (board == null) {
            throw new IllegalStateException("no game: call newGame first");
        }
    }

    private void expectOk(Command c) {
        send(encoder.encode(c));
        Line line = nextLine(SLACK_MILLIS, c.toString());
        Reply r = decode(line);
        if (!(r instanceof Reply.Ok)) {
            throw new AssertionError("expected OK to " + c + ", the host answered: " + line.text());
        }
    }

    /** Sends a move request and checks that the answer is the brain's own. */
    private Point move(Command request, String what) {
        long before = brain.calls();
        send(encoder.encode(request));
        Line line = nextLine(moveLimit() + SLACK_MILLIS, what);
        Reply r = decode(line);
        if (r instanceof Reply.Suggest) {
            Move s = ((Reply.Suggest) r).move();
            send(encoder.encode(new Command.Play(s)));
            line = nextLine(SLACK_MILLIS, "PLAY " + s);
            r = decode(line);
        }
        if (!(r instanceof Reply.Moved)) {
            throw new AssertionError("expected a move after " + what + ", the host answered: " + line.text());
        }
        Point sent = point(((Reply.Moved) r).move());
        Object own = ownAnswer("move()", sent, before, line, what);
        if (!sent.equals(own)) {
            throw new AssertionError(fallback(sent, what) + "move() returned " + own + ", which " + illegal((Point) own));
        }
        board.play(board.index(sent.x(), sent.y()));
        return sent;
    }

    /**
     * The brain's own answer to the request whose reply is {@code line}; fails when the host had to
     * answer without it (late, thrown, stopped by the guard, null).
     */
    private Object ownAnswer(String method, Object sent, long callsBefore, Line line, String what) {
        long limit = moveLimit();
        ObservedBrain.Answer a = brain.last();
        String fallback = fallback(sent, what);
        if (a == null || a.call() <= callsBefore || a.returnedNanos() - line.arrivedNanos() > 0) {
            throw new AssertionError(fallback + method + " had not returned (time limit " + limit
                    + " ms; return by turn.deadlineNanos() and check turn.shouldStop())");
        }
        if (a.error() != null) {
            throw new AssertionError(fallback + method + " threw " + a.error(), a.error());
        }
        if (a.stopRequestedFirst()) {
            throw new AssertionError(fallback + method + " returned only after the host's time guard had asked it"
                    + " to stop (time limit " + limit + " ms)");
        }
        if (a.result() == null) {
            throw new AssertionError(fallback + method + " returned null");
        }
        return a.result();
    }

    private static String fallback(Object sent, String what) {
        return "the host answered " + sent + " after " + what + " with its own fallback, not the brain's answer: ";
    }

    private long moveLimit() {
        return settings.timeoutTurnMillis() > 0 ? Math.min(settings.timeoutTurnMillis(), Settings.UNLIMITED) : 0;
    }

    private static Point point(Move m) {
        return new Point(m.x(), m.y());
    }

    /**
     * The brain opens a Swap2 game ({@code SWAP2BOARD} with no stones): its three stones.
     *
     * @return the brain's own opening, as the host sent it
     * @throws AssertionError if the host answered anything but the brain's own legal opening
     */
    public Swap2Opening swap2Opening() {
        needGame();
        board = Board.create(board.width(), board.height(), settings.rule());
        long before = brain.calls();
        send(encoder.encode(new Command.Swap2Board(List.of())));
        Line line = nextLine(moveLimit() + SLACK_MILLIS, "SWAP2BOARD");
        Reply r = decode(line);
        if (!(r instanceof Reply.Stones) || ((Reply.Stones) r).stones().size() != 3) {
            throw new AssertionError("expected three stones after SWAP2BOARD, the host answered: " + line.text());
        }
        List<Move> m = ((Reply.Stones) r).stones();
        Swap2Opening sent = new Swap2Opening(point(m.get(0)), point(m.get(1)), point(m.get(2)));
        Object own = ownAnswer("swap2Opening()", sent, before, line, "SWAP2BOARD");
        if (!sent.equals(own)) {
            throw new AssertionError(fallback(sent, "SWAP2BOARD") + "swap2Opening() returned " + own
                    + ", which is not three distinct empty points");
        }
        for (Move s : m) {
            board.play(board.index(s.x(), s.y()));
        }
        return sent;
    }

    /**
     * The brain decides in a Swap2 game ({@code SWAP2BOARD} with the opponent's three or five stones).
     *
     * @param stones the stones in move order: black, white, black (then white, black)
     * @return the brain's own decision, as the host sent it
     * @throws AssertionError if the host answered anything but the brain's own legal decision
     */
    public Swap2Choice swap2(List<Point> stones) {
        needGame();
        if (stones.size() != 3 && stones.size() != 5) {
            throw new IllegalArgumentException("Swap2 decides after 3 or 5 stones, not " + stones.size());
        }
        board = Board.create(board.width(), board.height(), settings.rule());
        List<Move> moves = new ArrayList<>();
        for (Point p : stones) {
            moves.add(new Move(p.x(), p.y()));
            board.play(board.index(p.x(), p.y()));
        }
        long before = brain.calls();
        send(encoder.encode(new Command.Swap2Board(moves)));
        Line line = nextLine(moveLimit() + SLACK_MILLIS, "SWAP2BOARD");
        Reply r = decode(line);
        Swap2Choice sent;
        if (r instanceof Reply.Swap) {
            sent = Swap2Choice.swap();
        } else if (r instanceof Reply.Moved) {
            sent = Swap2Choice.play(point(((Reply.Moved) r).move()));
        } else if (r instanceof Reply.Stones && ((Reply.Stones) r).stones().size() == 2 && stones.size() == 3) {
            List<Move> m = ((Reply.Stones) r).stones();
            sent = Swap2Choice.addTwo(point(m.get(0)), point(m.get(1)));
        } else {
            throw new AssertionError("expected a Swap2 decision after SWAP2BOARD, the host answered: " + line.text());
        }
        Object own = ownAnswer("swap2()", sent, before, line, "SWAP2BOARD");
        if (!sent.equals(own)) {
            throw new AssertionError(fallback(sent, "SWAP2BOARD") + "swap2() returned " + own
                    + ", which is not legal here");
        }
        if (sent instanceof Swap2Choice.PlayWhite w) {
            board.play(board.index(w.white().x(), w.white().y()));
        } else if (sent instanceof Swap2Choice.AddTwo a) {
            board.play(board.index(a.white4().x(), a.white4().y()));
            board.play(board.index(a.black5().x(), a.black5().y()));
        }
        return sent;
    }

    private String illegal(Point p) {
        if (!board.contains(p.x(), p.y())) {
            return "is off the " + board.width() + "x" + board.height() + " board";
        }
        int idx = board.index(p.x(), p.y());
        if (!board.isEmpty(idx)) {
            return "is occupied";
        }
        if (board.rule() == Rule.RENJU && board.sideToMove() == Side.BLACK && ForbiddenMoves.isForbidden(board, idx)) {
            return "is forbidden for black";
        }
        return "differs from the move sent";
    }

    private Reply decode(Line line) {
        try {
            return new ReplyDecoder().decode(line.text())
                    .orElseThrow(() -> new AssertionError("blank reply line"));
        } catch (ProtocolException e) {
            throw new AssertionError("the host sent a line that is not a reply: " + line.text(), e);
        }
    }

    private Line nextLine(long waitMillis, String after) {
        try {
            while (true) {
                Line line = fromHost.poll(waitMillis, TimeUnit.MILLISECONDS);
                if (line == null) {
                    throw new AssertionError("no reply within " + waitMillis + " ms after " + after);
                }
                String head = line.text().stripLeading().toUpperCase(java.util.Locale.ROOT);
                if (!head.startsWith("MESSAGE") && !head.startsWith("DEBUG")) {
                    return line;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for a reply after " + after, e);
        }
    }

    private void send(String text) {
        if (closed && !text.startsWith("END")) {
            throw new IllegalStateException("the harness is closed");
        }
        try {
            toHost.write(text.getBytes(StandardCharsets.UTF_8));
            toHost.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the host stopped reading", e);
        }
    }
}
