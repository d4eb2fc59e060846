package dev.gomoku.engine.host;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Settings;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Swap2Opening;
import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.pipe.BoundedLineReader;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.CommandDecoder;
import dev.gomoku.protocol.pipe.Info;
import dev.gomoku.protocol.pipe.LineEnd;
import dev.gomoku.protocol.pipe.Move;
import dev.gomoku.protocol.pipe.Reply;
import dev.gomoku.protocol.pipe.ReplyEncoder;
import dev.gomoku.protocol.pipe.Stone;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.LongSupplier;

/**
 * Runs a {@link Brain} under the Gomocup pipe protocol on a byte input and output (standard input
 * and output in a brain process). A reader thread decodes the manager's lines with the protocol
 * codec; this host's thread handles the commands in order; the brain runs on its own thread. While
 * the brain thinks, {@code INFO} is applied at once, {@code YXSTOP}/{@code STOP} make the host answer
 * with the best move so far, {@code END} and the end of input end the run, and every other command
 * waits its turn. A time guard answers before {@code timeout_turn} or {@code time_left} run out, and
 * no illegal move ever reaches the manager: the host substitutes a legal one and says so on standard
 * error. {@code YXNBEST n} (after {@code YXBOARD}) is a move request whose turn asks for {@code n} best
 * moves ({@link dev.gomoku.engine.Turn#candidates()}). The output carries nothing but protocol lines.
 */
public final class PipeHost {
    /** Longest line kept; longer lines are cut and the rest skipped. */
    private static final int MAX_LINE_BYTES = 64 * 1024;
    /** How long an asked-to-stop brain may take to return before the host answers without it. */
    private static final long STOP_GRACE_MILLIS = 20;
    /** How long {@code END} waits for the brain's {@link Brain#end()}. */
    private static final long END_WAIT_MILLIS = 300;
    /** A command read this soon after the host began reading was waiting in the pipe when it came up. */
    private static final long QUEUED_AT_BOOT_NANOS = 100_000_000L;
    /** How long a new game waits for the brain's {@link Brain#newGame}. */
    private static final long INIT_WAIT_MILLIS = 5000;

    private final Brain brain;
    private final About about;
    private final BrainThread thread;
    private final BlockingQueue<PipeEvent> events = new LinkedBlockingQueue<>();
    private final ArrayDeque<PipeEvent> deferred = new ArrayDeque<>();
    private final ReplyEncoder encoder = new ReplyEncoder(LineEnd.CRLF);
    private final SplittableRandom random;
    private final boolean messages;
    /** Reads {@link System#nanoTime()} outside tests; deadlines and waits are measured on it. */
    private final LongSupplier clock;

    private volatile Settings settings = Settings.DEFAULTS;
    private volatile TurnContext current;
    private OutputStream out;
    private Board board;
    private long requests;
    /** How many best moves the request being answered asked for ({@code YXNBEST n}); 1 otherwise. */
    private int candidates = 1;
    private Point suggested;
    private boolean ending;
    /** {@link Brain#warmUp} was called (at the first new game). */
    private boolean warmedUp;
    /** A refused INFO value, set on the brain thread: said with {@code ERROR} before the next answer. */
    private volatile String refusedInfo;
    /** When the command being handled arrived, on {@link #clock}. */
    private long arrived;
    /** The process's start-up before {@link #run} ({@link ProcessBoot}), or 0 for a host inside a program. */
    private final long bootNanos;
    /** When {@link #run} began reading, on {@link #clock}. */
    private long readingFrom;
    /** The input has ended: answer what is queued as fast as possible, then stop. */
    private volatile boolean inputClosed;

    /**
     * A host for a brain.
     *
     * @param brain the brain
     * @param seed the seed of the brain's random source
     * @param messages whether {@link dev.gomoku.engine.Turn#message(String)} may send {@code MESSAGE}
     *     lines (never in tournaments); otherwise they go to standard error
     */
    public PipeHost(Brain brain, long seed, boolean messages) {
        this(brain, seed, messages, System::nanoTime, 0);
    }

    /**
     * The host of a brain process ({@link BrainMain}): a first move that was already waiting when the
     * process came up is charged the process's start-up, as the Gomocup referee charges it.
     */
    static PipeHost ofProcess(Brain brain, long seed, boolean messages) {
        return new PipeHost(brain, seed, messages, System::nanoTime, ProcessBoot.nanos());
    }

    /** A host whose deadlines run on {@code clock} (tests pass a fake one), started {@code bootNanos} ago. */
    PipeHost(Brain brain, long seed, boolean messages, LongSupplier clock, long bootNanos) {
        this.brain = Objects.requireNonNull(brain, "brain");
        this.about = BrainThread.about(brain);
        this.random = new SplittableRandom(seed);
        this.messages = messages;
        this.clock = clock;
        this.thread = new BrainThread(clock);
        this.bootNanos = bootNanos;
    }

    /**
     * Serves the manager until {@code END} or the end of input.
     *
     * @param in the manager's commands
     * @param out where the replies go
     * @return the process exit code, 0
     */
    public int run(InputStream in, OutputStream out) {
        this.out = out;
        readingFrom = clock.getAsLong();
        Thread reader = new Thread(() -> read(in), "pipe-reader");
        reader.setDaemon(true);
        reader.start();
        try {
            while (!ending) {
                PipeEvent ev = deferred.isEmpty() ? events.take() : deferred.poll();
                dispatch(ev);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }

    private void read(InputStream in) {
        BoundedLineReader lines = new BoundedLineReader(in, MAX_LINE_BYTES, StandardCharsets.UTF_8);
        CommandDecoder decoder = new CommandDecoder();
        try {
            String line;
            while ((line = lines.readLine()) != null) {
                if (lines.lastLineTruncated()) {
                    System.err.println("line cut at " + MAX_LINE_BYTES + " bytes");
                }
                try {
                    var cmd = decoder.decode(line);
                    if (cmd.isPresent()) {
                        Command c = cmd.get();
                        if (c instanceof Command.End || c instanceof Command.YxStop || c instanceof Command.Stop) {
                            TurnContext t = current;
                            if (t != null) {
                                t.requestStop();
                            }
                        }
                        events.add(new PipeEvent.Received(c, clock.getAsLong()));
                    }
                } catch (ProtocolException e) {
                    events.add(new PipeEvent.Rejected(e, decoder.lastWasInfo()));
                }
            }
        } catch (IOException e) {
            System.err.println("reading commands failed: " + e);
        } finally {
            inputClosed = true;
            TurnContext t = current;
            if (t != null) {
                t.requestStop();
            }
            events.add(new PipeEvent.InputEnded());
        }
    }

    private void dispatch(PipeEvent ev) {
        if (ev instanceof PipeEvent.InputEnded) {
            finish();
        } else if (ev instanceof PipeEvent.Rejected bad) {
            if (bad.info()) {
                System.err.println("ignored INFO: " + bad.error().getMessage());
            } else {
                reply(new Reply.Error(bad.error().getMessage()));
            }
        } else if (ev instanceof PipeEvent.Received received) {
            arrived = received.arrivedNanos();
            try {
                handle(received.command());
            } catch (RuntimeException e) {
                // The safety net: a bug or a brain failure never kills the process.
                e.printStackTrace(System.err);
                reply(new Reply.Error("internal error: " + e));
            }
        }
        // Answers to requests already given up on are dropped here.
    }

    private void handle(Command c) {
        if (c instanceof Info) {
            applyInfo((Info) c);
        } else if (c instanceof Command.Start) {
            int size = ((Command.Start) c).size();
            newGame(size, size);
        } else if (c instanceof Command.RectStart) {
            Command.RectStart r = (Command.RectStart) c;
            newGame(r.width(), r.height());
        } else if (c instanceof Command.Restart) {
            if (board == null) {
                reply(new Reply.Error("RESTART before START"));
            } else {
                newGame(board.width(), board.height());
            }
        } else if (c instanceof Command.Begin) {
            if (needBoard()) {
                board.clear();
                answerMove();
            }
        } else if (c instanceof Command.Turn) {
            opponentMove(((Command.Turn) c).move());
        } else if (c instanceof Command.Board) {
            if (needBoard()) {
                setPosition(((Command.Board) c).stones());
                answerMove();
            }
        } else if (c instanceof Command.YxNBest) {
            if (needBoard()) {
                candidates = ((Command.YxNBest) c).count();
                try {
                    answerMove();
                } finally {
                    candidates = 1;
                }
            }
        } else if (c instanceof Command.YxBoard) {
            if (needBoard()) {
                setPosition(((Command.YxBoard) c).stones());
            }
        } else if (c instanceof Command.Takeback) {
            takeback(((Command.Takeback) c).move());
        } else if (c instanceof Command.Play) {
            play(((Command.Play) c).move());
        } else if (c instanceof Command.Swap2Board) {
            if (needBoard()) {
                swap2(((Command.Swap2Board) c).stones());
            }
        } else if (c instanceof Command.ShowBoard) {
            if (needBoard()) {
                showBoard();
            }
        } else if (c instanceof Command.YxShowForbid) {
            if (needBoard()) {
                showForbid();
            }
        } else if (c instanceof Command.About) {
            reply(new Reply.About(aboutFields()));
        } else if (c instanceof Command.End) {
            finish();
        } else if (c instanceof Command.YxStop || c instanceof Command.Stop) {
            // Nothing is being thought about: nothing to stop, and no line may be sent unasked.
        } else if (c instanceof Command.Unknown) {
            reply(new Reply.Unknown("unknown command " + ((Command.Unknown) c).name()));
        } else {
            reply(new Reply.Unknown("unsupported command"));
        }
    }

    private boolean needBoard() {
        if (board == null) {
            reply(new Reply.Error("no board: send START first"));
            return false;
        }
        return true;
    }

    private Map<String, String> aboutFields() {
        Map<String, String> f = new LinkedHashMap<>();
        put(f, "name", about.name());
        put(f, "version", about.version());
        put(f, "author", about.author());
        put(f, "country", about.country());
        put(f, "www", about.www());
        put(f, "email", about.email());
        return f;
    }

    private static void put(Map<String, String> f, String key, String value) {
        String v = value.replace('"', '\'').replace('\r', ' ').replace('\n', ' ');
        if (!v.isEmpty()) {
            f.put(key, v);
        }
    }

    // ---- game state -------------------------------------------------------------------------

    private void newGame(int width, int height) {
        if (width < Board.MIN_SIZE || height < Board.MIN_SIZE || width > Board.MAX_SIZE || height > Board.MAX_SIZE) {
            reply(new Reply.Error("unsupported size " + width + "x" + height + ": " + Board.MIN_SIZE + ".."
                    + Board.MAX_SIZE + " only"));
            return;
        }
        Settings s = settings;
        String refusal;
        try {
            boolean first = !warmedUp;
            warmedUp = true;
            refusal = thread.call(() -> {
                if (first) {
                    brain.warmUp(width, height);
                }
                brain.newGame(width, height, s);
                return null;
            }, INIT_WAIT_MILLIS, null);
        } catch (IllegalArgumentException e) {
            refusal = e.getMessage() == null ? "unsupported board" : e.getMessage();
        }
        if (refusal != null) {
            reply(new Reply.Error(refusal));
            return;
        }
        board = Board.create(width, height, s.rule());
        suggested = null;
        reply(new Reply.Ok());
    }

    private void applyInfo(Info info) {
        settings = settings.with(info);
        if (board != null && settings.rule() != board.rule()) {
            board = rebuild(board, settings.rule(), -1);
        }
        String key = info.key().toLowerCase(Locale.ROOT);
        Settings s = settings;
        thread.post("info", () -> {
            try {
                brain.info(key, s);
            } catch (IllegalArgumentException e) {
                refusedInfo = "INFO " + key + " " + info.text() + " refused: " + e.getMessage();
            }
        });
    }

    /** A copy of {@code b} under {@code rule}, without the stone of ply {@code skip} (-1 keeps all). */
    static Board rebuild(Board b, Rule rule, int skip) {
        Board r = Board.create(b.width(), b.height(), rule);
        for (int ply = 0; ply < b.moveCount(); ply++) {
            if (ply != skip) {
                int idx = b.moveAt(ply);
                r.place(r.index(b.x(idx), b.y(idx)), b.sideAt(ply));
            }
        }
        return r;
    }

    private void opponentMove(Move m) {
        if (!needBoard()) {
            return;
        }
        String why = occupiedOrOff(m);
        if (why != null) {
            reply(new Reply.Error(why));
            return;
        }
        Side side = board.sideToMove();
        board.play(board.index(m.x(), m.y()));
        Point p = new Point(m.x(), m.y());
        thread.post("played", () -> brain.played(p, side));
        suggested = null;
        answerMove();
    }

    private String occupiedOrOff(Move m) {
        if (!board.contains(m.x(), m.y())) {
            return m + " is off the " + board.width() + "x" + board.height() + " board";
        }
        if (!board.isEmpty(board.index(m.x(), m.y()))) {
            return m + " is occupied";
        }
        return null;
    }

    /** Sets a BOARD/YXBOARD position: field 1 the brain's stones, 2 (and 3) the opponent's. */
    private void setPosition(List<Stone> stones) {
        int own = 0;
        int opp = 0;
        for (Stone s : stones) {
            if (s.field() == Stone.OWN) {
                own++;
            } else {
                opp++;
            }
        }
        // The brain moves next: with equal counts it is black, otherwise white.
        Side ownSide = own == opp ? Side.BLACK : Side.WHITE;
        List<Point> points = new ArrayList<>();
        List<Side> sides = new ArrayList<>();
        for (Stone s : stones) {
            points.add(new Point(s.x(), s.y()));
            sides.add(s.field() == Stone.OWN ? ownSide : ownSide.opponent());
        }
        place(points, sides);
    }

    private void place(List<Point> points, List<Side> sides) {
        board = Board.create(board.width(), board.height(), settings.rule());
        suggested = null;
        List<Point> placed = new ArrayList<>();
        List<Side> placedSides = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            if (!board.contains(p.x(), p.y()) || !board.isEmpty(board.index(p.x(), p.y()))) {
                System.err.println("position stone " + p + " skipped: off the board or occupied");
                continue;
            }
            board.place(board.index(p.x(), p.y()), sides.get(i));
            placed.add(p);
            placedSides.add(sides.get(i));
        }
        int w = board.width();
        int h = board.height();
        Settings s = settings;
        thread.post("newGame", () -> {
            brain.newGame(w, h, s);
            for (int i = 0; i < placed.size(); i++) {
                brain.played(placed.get(i), placedSides.get(i));
            }
        });
    }

    private void takeback(Move m) {
        if (!needBoard()) {
            return;
        }
        if (!board.contains(m.x(), m.y()) || board.isEmpty(board.index(m.x(), m.y()))) {
            reply(new Reply.Error("no stone at " + m + " to take back"));
            return;
        }
        int idx = board.index(m.x(), m.y());
        if (board.lastMove() == idx) {
            board.undo();
        } else {
            int ply = 0;
            while (board.moveAt(ply) != idx) {
                ply++;
            }
            board = rebuild(board, board.rule(), ply);
        }
        Point p = new Point(m.x(), m.y());
        thread.post("takenBack", () -> brain.takenBack(p));
        suggested = null;
        reply(new Reply.Ok());
    }

    private void play(Move m) {
        if (!needBoard()) {
            return;
        }
        Point p = new Point(m.x(), m.y());
        String why = MoveGuard.illegal(board, p);
        if (why != null) {
            Point instead = MoveGuard.legalOr(board, suggested);
            System.err.println("PLAY " + m + " is not legal (" + why + "); playing " + instead);
            p = instead;
        }
        suggested = null;
        if (p == null) {
            reply(new Reply.Error("no legal move: the board is full"));
            return;
        }
        playOwn(p);
    }

    private void playOwn(Point p) {
        Side side = board.sideToMove();
        board.play(board.index(p.x(), p.y()));
        thread.post("played", () -> brain.played(p, side));
        reply(new Reply.Moved(p.x(), p.y()));
    }

    // ---- thinking ---------------------------------------------------------------------------

    private void answerMove() {
        Thought<Point> t = think(brain::move);
        if (ending) {
            return;
        }
        Point p = MoveGuard.checked(board, t.answer(), t.context().published(), "brain's move");
        if (p == null) {
            reply(new Reply.Error("no legal move: the board is full"));
            return;
        }
        if (brain.suggests()) {
            suggested = p;
            reply(new Reply.Suggest(new Move(p.x(), p.y())));
        } else {
            playOwn(p);
        }
    }

    /**
     * A brain request's outcome: the brain's answer, null when it was late, failed or was stopped; and
     * the turn it ran in (its best move so far is the fallback).
     */
    private record Thought<T>(T answer, TurnContext context) {
    }

    /**
     * Runs one brain request on a copy of the board and waits for it, handling INFO, stop and END
     * meanwhile and deferring every other command.
     */
    private <T> Thought<T> think(BiFunction<Board, TurnContext, T> call) {
        Settings s = settings;
        // the move's time runs from the command's arrival, not from when this thread got to it; a first
        // request queued before the process came up was sent to a process still starting
        boolean queuedAtBoot = requests == 0 && arrived - readingFrom < QUEUED_AT_BOOT_NANOS;
        MoveDeadlines budget = MoveDeadlines.of(s, arrived, queuedAtBoot ? bootNanos : 0);
        Board copy = board.copy();
        TurnContext ctx = new TurnContext(copy.sideToMove(), () -> settings, budget.softNanos, clock, random.split(),
                about.fileName(), this::message);
        ctx.candidates(candidates);
        if (inputClosed) {
            ctx.requestStop();
        }
        long id = ++requests;
        current = ctx;
        CompletableFuture<T> answer = new CompletableFuture<>();
        thread.submit(() -> {
            try {
                answer.complete(call.apply(copy, ctx));
            } catch (Throwable t) {
                answer.completeExceptionally(t);
            }
            events.add(new PipeEvent.Answered(id));
            return null;
        });
        try {
            long hard = budget.hardNanos;
            while (true) {
                long wait = hard - clock.getAsLong();
                PipeEvent ev = wait > 0 ? events.poll(wait, TimeUnit.NANOSECONDS) : null;
                if (ev == null) {
                    System.err.println("time guard: answering without the brain");
                    sayRefusal();
                    ctx.requestStop();
                    return new Thought<>(null, ctx);
                }
                if (ev instanceof PipeEvent.Answered d) {
                    if (d.id() != id) {
                        continue;
                    }
                    sayRefusal();
                    return new Thought<>(answerOf(answer), ctx);
                }
                Command c = ev instanceof PipeEvent.Received r ? r.command() : null;
                if (c instanceof Info) {
                    applyInfo((Info) c);
                } else if (c instanceof Command.YxStop || c instanceof Command.Stop) {
                    ctx.requestStop();
                    hard = Math.min(hard, clock.getAsLong() + STOP_GRACE_MILLIS * 1_000_000L);
                } else if (c instanceof Command.End) {
                    ctx.requestStop();
                    finish();
                    return new Thought<>(null, ctx);
                } else if (ev instanceof PipeEvent.InputEnded) {
                    // Answer at once with what the brain has, then handle what is queued and stop.
                    ctx.requestStop();
                    hard = Math.min(hard, clock.getAsLong() + STOP_GRACE_MILLIS * 1_000_000L);
                    deferred.add(ev);
                } else {
                    deferred.add(ev);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            ctx.requestStop();
            return new Thought<>(null, ctx);
        } finally {
            current = null;
        }
    }

    /** The completed answer, or null (reported) when the brain threw. */
    private static <T> T answerOf(CompletableFuture<T> answer) {
        try {
            return answer.join();
        } catch (CompletionException | CancellationException e) {
            // the brain's own exception, even one that is a CancellationException
            Throwable t = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            System.err.println("brain failed: " + t);
            t.printStackTrace(System.err);
            return null;
        }
    }

    /** The spec's place for a refused INFO value: an ERROR line just before the answer to a move request. */
    private void sayRefusal() {
        String r = refusedInfo;
        if (r != null) {
            refusedInfo = null;
            reply(new Reply.Error(r));
        }
    }

    /**
     * SWAP2BOARD: the stones come in move order, so their colours alternate from black. The brain's answer
     * is placed on the host's board as well (in move order), so that the board is the position the brain
     * answered for, whatever the manager sends next (BOARD, or TURN with the opponent's next stone).
     */
    private void swap2(List<Move> stones) {
        List<Point> points = new ArrayList<>();
        List<Side> sides = new ArrayList<>();
        for (int i = 0; i < stones.size(); i++) {
            points.add(new Point(stones.get(i).x(), stones.get(i).y()));
            sides.add(i % 2 == 0 ? Side.BLACK : Side.WHITE);
        }
        place(points, sides);
        if (stones.isEmpty()) {
            Thought<Swap2Opening> t = think(brain::swap2Opening);
            if (!ending) {
                List<Point> opening = Swap2Rules.moveOrder(Swap2Rules.opening(board, t.answer()));
                placeOwn(opening);
                reply(new Reply.Stones(moves(opening)));
            }
            return;
        }
        Thought<Swap2Choice> t = think(brain::swap2);
        if (ending) {
            return;
        }
        Swap2Choice choice = Swap2Rules.decision(board, t.answer(), stones.size(), t.context().published());
        List<Point> added = Swap2Rules.moveOrder(choice);
        placeOwn(added);
        if (added.isEmpty()) {
            reply(new Reply.Swap());
        } else if (added.size() == 1) {
            reply(new Reply.Moved(added.get(0).x(), added.get(0).y()));
        } else {
            reply(new Reply.Stones(moves(added)));
        }
    }

    /** Plays the brain's own Swap2 stones in move order on the host's board and tells the brain. */
    private void placeOwn(List<Point> stones) {
        for (Point p : stones) {
            Side side = board.sideToMove();
            board.play(board.index(p.x(), p.y()));
            thread.post("played", () -> brain.played(p, side));
        }
    }

    private static List<Move> moves(List<Point> points) {
        List<Move> moves = new ArrayList<>(points.size());
        for (Point p : points) {
            moves.add(new Move(p.x(), p.y()));
        }
        return moves;
    }

    /** SHOWBOARD: the host's position, stones in move order, 1 black and 2 white, in one DEBUG line. */
    private void showBoard() {
        StringBuilder sb = new StringBuilder("BOARD");
        for (int ply = 0; ply < board.moveCount(); ply++) {
            int idx = board.moveAt(ply);
            sb.append(' ').append(board.x(idx)).append(',').append(board.y(idx)).append(',')
                    .append(board.sideAt(ply) == Side.BLACK ? 1 : 2);
        }
        reply(new Reply.Debug(sb.toString()));
    }

    private void showForbid() {
        Board renju = board.rule() == Rule.RENJU ? board : rebuild(board, Rule.RENJU, -1);
        List<Move> moves = new ArrayList<>();
        for (Point p : ForbiddenMoves.all(renju)) {
            if (p.x() <= 99 && p.y() <= 99) {
                moves.add(new Move(p.x(), p.y()));
            }
        }
        reply(new Reply.Forbid(moves));
    }

    private void finish() {
        ending = true;
        thread.call(() -> {
            brain.end();
            return null;
        }, END_WAIT_MILLIS, null);
    }

    // ---- output -----------------------------------------------------------------------------

    private void message(String text) {
        String line = text == null ? "" : text.replace('\r', ' ').replace('\n', ' ');
        if (messages && !settings.tournament()) {
            reply(new Reply.Message(line));
        } else {
            System.err.println(line);
        }
    }

    private synchronized void reply(Reply r) {
        try {
            out.write(encoder.encode(r).getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            System.err.println("writing the reply failed: " + e);
        }
    }
}
