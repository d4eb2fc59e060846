package dev.gomoku.engine.arena;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.CommandEncoder;
import dev.gomoku.protocol.pipe.Info;
import dev.gomoku.protocol.pipe.Move;
import dev.gomoku.protocol.pipe.Reply;
import dev.gomoku.protocol.pipe.ReplyDecoder;
import dev.gomoku.protocol.pipe.Stone;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A brain process spoken to with the pipe protocol. One process serves many games: a new game sends
 * {@code RESTART} (same board size) and falls back to {@code END} plus a new process when the brain
 * answers anything but {@code OK}. Every fault kills the process, so the next game starts clean.
 */
final class PipeBrain implements Player {
    /** How long a brain may take to exit after {@code END} before its process tree is killed. */
    static final long END_GRACE_MILLIS = 1000;

    private final BrainSpec spec;
    private final ArenaLog log;
    private final CommandEncoder encoder = new CommandEncoder();
    private ReplyDecoder decoder = new ReplyDecoder();
    private BrainProcess process;
    private Path workDir;
    private GameSettings settings;
    private int startedWidth;
    private int startedHeight;
    /** The stones the brain knows in move order, or null when it must be sent a BOARD. */
    private List<Point> known;

    PipeBrain(BrainSpec spec, ArenaLog log) {
        this.spec = spec;
        this.log = log;
    }

    @Override
    public String name() {
        return spec.name();
    }

    @Override
    public Answer newGame(GameSettings s, String opponent, long seed) {
        long t0 = System.nanoTime();
        this.settings = s;
        long deadline = t0 + s.time().startupMillis() * 1_000_000L;
        if (process != null && process.alive() && startedWidth == s.width() && startedHeight == s.height()) {
            send(new Command.Restart());
            Answer a = awaitOk(deadline, t0);
            if (a.isFault()) {
                log.event(new BrainEvent(name(), BrainEvent.Kind.IGNORED, "RESTART not accepted (" + a.detail()
                        + "): starting a new process"));
                endProcess();
            }
        } else {
            endProcess();
        }
        if (process == null) {
            try {
                Path dir = spec.workDir();
                if (dir == null) {
                    if (workDir == null) {
                        workDir = Files.createTempDirectory("gomoku-" + safe(name()) + "-");
                    }
                    dir = workDir;
                }
                process = BrainProcess.start(spec.command(), dir, safe(name()));
                decoder = new ReplyDecoder();
                log.event(new BrainEvent(name(), BrainEvent.Kind.STARTED, "pid " + process.pid()));
            } catch (IOException | RuntimeException e) {
                return Answer.fault(Answer.Fault.CRASH, "cannot start " + spec.command() + ": " + e.getMessage(),
                        elapsed(t0));
            }
            send(s.width() == s.height() ? new Command.Start(s.width()) : new Command.RectStart(s.width(), s.height()));
            Answer a = awaitOk(deadline, t0);
            if (a.isFault()) {
                return fail(a);
            }
            startedWidth = s.width();
            startedHeight = s.height();
        }
        TimeControl t = s.time();
        send(new Info.TimeoutTurn(t.turnMillis()));
        send(new Info.TimeoutMatch(t.matchMillis()));
        send(new Info.MaxMemory(t.maxMemoryBytes()));
        send(new Info.GameType(1));
        send(new Info.Rule(s.rule().pipeMask()));
        if (s.rule().hasForbiddenMoves()) {
            send(new Info.FbCheck(1));
        }
        known = new ArrayList<>();
        return Answer.moves(List.of(), elapsed(t0));
    }

    @Override
    public Answer move(Board board, long timeLeftMillis) {
        long t0 = System.nanoTime();
        if (process == null) {
            return Answer.fault(Answer.Fault.CRASH, "not started", 0);
        }
        sendTimeLeft(timeLeftMillis);
        List<Point> stones = stones(board);
        int n = stones.size();
        if (n == 0) {
            send(new Command.Begin());
        } else if (known != null && known.size() == n - 1 && known.equals(stones.subList(0, n - 1))) {
            Point last = stones.get(n - 1);
            send(new Command.Turn(new Move(last.x(), last.y())));
        } else {
            send(new Command.Board(toStones(board, stones)));
        }
        Answer a = await(deadline(t0, timeLeftMillis), t0, false);
        if (a.isFault()) {
            return fail(a);
        }
        known = new ArrayList<>(stones);
        known.add(a.points().get(0));
        return a;
    }

    @Override
    public Answer swap2(Board board, long timeLeftMillis) {
        long t0 = System.nanoTime();
        if (process == null) {
            return Answer.fault(Answer.Fault.CRASH, "not started", 0);
        }
        sendTimeLeft(timeLeftMillis);
        List<Point> stones = stones(board);
        send(new Command.Swap2Board(toStones(board, stones)));
        known = null;
        Answer a = await(deadline(t0, timeLeftMillis), t0, true);
        return a.isFault() ? fail(a) : a;
    }

    @Override
    public void gameOver(GameResult result, Side mySide) {
        known = null;
    }

    @Override
    public void close() {
        endProcess();
        if (workDir != null) {
            Dirs.deleteQuietly(workDir);
            workDir = null;
        }
    }

    private long deadline(long t0, long timeLeftMillis) {
        long budget = settings == null ? Long.MAX_VALUE : settings.time().moveBudgetMillis(timeLeftMillis);
        return budget == Long.MAX_VALUE ? Long.MAX_VALUE : t0 + budget * 1_000_000L;
    }

    private void sendTimeLeft(long timeLeftMillis) {
        if (settings != null && settings.time().matchMillis() > 0) {
            long v = Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, timeLeftMillis));
            send(new Info.TimeLeft(v));
        }
    }

    private static List<Point> stones(Board board) {
        List<Point> out = new ArrayList<>(board.moveCount());
        for (int i = 0; i < board.moveCount(); i++) {
            int idx = board.moveAt(i);
            out.add(new Point(board.x(idx), board.y(idx)));
        }
        return out;
    }

    /** The position in move order, own stones (the side to move) as 1, the opponent's as 2. */
    private static List<Stone> toStones(Board board, List<Point> stones) {
        Side me = board.sideToMove();
        List<Stone> out = new ArrayList<>(stones.size());
        for (int i = 0; i < stones.size(); i++) {
            Point p = stones.get(i);
            out.add(new Stone(p.x(), p.y(), board.sideAt(i) == me ? Stone.OWN : Stone.OPPONENT));
        }
        return out;
    }

    private void send(Command c) {
        if (process != null) {
            process.sendRaw(encoder.encode(c));
        }
    }

    /** Waits for OK after START/RESTART. */
    private Answer awaitOk(long deadline, long t0) {
        while (true) {
            ProcessLines.Line line = process.next(deadline);
            Answer end = endOrTimeout(line, t0);
            if (end != null) {
                return end;
            }
            Reply r;
            try {
                Optional<Reply> o = decoder.decode(line.text());
                if (o.isEmpty()) {
                    continue;
                }
                r = o.get();
            } catch (ProtocolException e) {
                return Answer.fault(Answer.Fault.GARBAGE, e.getMessage(), elapsed(t0));
            }
            if (r instanceof Reply.Ok) {
                return Answer.moves(List.of(), elapsed(t0));
            } else if (r instanceof Reply.Message m) {
                log.event(new BrainEvent(name(), BrainEvent.Kind.MESSAGE, m.text()));
            } else if (r instanceof Reply.Debug d) {
                log.event(new BrainEvent(name(), BrainEvent.Kind.DEBUG, d.text()));
            } else if (r instanceof Reply.Error e) {
                return Answer.fault(Answer.Fault.REFUSED, "ERROR " + e.message(), elapsed(t0));
            } else if (r instanceof Reply.Unknown u) {
                return Answer.fault(Answer.Fault.REFUSED, "UNKNOWN " + u.message(), elapsed(t0));
            } else {
                return Answer.fault(Answer.Fault.GARBAGE, "expected OK, got " + clip(line.text()), elapsed(t0));
            }
        }
    }

    /** Waits for a move, or (swap2) for stones or SWAP. */
    private Answer await(long deadline, long t0, boolean swap2) {
        while (true) {
            ProcessLines.Line line = process.next(deadline);
            Answer end = endOrTimeout(line, t0);
            if (end != null) {
                return end;
            }
            Reply r;
            try {
                Optional<Reply> o = decoder.decode(line.text());
                if (o.isEmpty()) {
                    continue;
                }
                r = o.get();
            } catch (ProtocolException e) {
                return Answer.fault(Answer.Fault.GARBAGE, e.getMessage(), elapsed(t0));
            }
            if (r instanceof Reply.Moved m) {
                return Answer.moves(List.of(point(m.move())), elapsed(t0));
            } else if (swap2 && r instanceof Reply.Stones st) {
                List<Point> pts = new ArrayList<>();
                for (Move m : st.stones()) {
                    pts.add(point(m));
                }
                return Answer.moves(pts, elapsed(t0));
            } else if (swap2 && r instanceof Reply.Swap) {
                return Answer.choice(Answer.Kind.SWAP, elapsed(t0));
            } else if (r instanceof Reply.Message m) {
                log.event(new BrainEvent(name(), BrainEvent.Kind.MESSAGE, m.text()));
            } else if (r instanceof Reply.Debug d) {
                log.event(new BrainEvent(name(), BrainEvent.Kind.DEBUG, d.text()));
            } else if (r instanceof Reply.Error e) {
                // An ERROR may precede the move (an INFO value the brain cannot accept): log and keep waiting.
                log.event(new BrainEvent(name(), BrainEvent.Kind.ERROR, "ERROR " + e.message()));
            } else if (r instanceof Reply.Unknown u) {
                return Answer.fault(Answer.Fault.REFUSED, "UNKNOWN " + u.message(), elapsed(t0));
            } else if (r instanceof Reply.Suggest s) {
                log.event(new BrainEvent(name(), BrainEvent.Kind.SUGGEST, s.move().toString()));
                send(new Command.Play(s.move()));
            } else if (r instanceof Reply.Ok) {
                log.event(new BrainEvent(name(), BrainEvent.Kind.IGNORED, "OK"));
            } else {
                return Answer.fault(Answer.Fault.GARBAGE, "unexpected reply: " + clip(line.text()), elapsed(t0));
            }
        }
    }

    private Answer endOrTimeout(ProcessLines.Line line, long t0) {
        if (line == ProcessLines.Line.TIMEOUT) {
            return Answer.fault(Answer.Fault.TIMEOUT, "no answer within the time limit", elapsed(t0));
        }
        if (line.end()) {
            process.waitFor(200);
            Integer code = process.exitCode();
            String tail = process.stderrTail().strip();
            return Answer.fault(Answer.Fault.CRASH, (code == null ? "output closed" : "exited with code " + code)
                    + (tail.isEmpty() ? "" : "; stderr: " + clip(lastLine(tail))), elapsed(t0));
        }
        if (line.truncated()) {
            return Answer.fault(Answer.Fault.GARBAGE, "line longer than " + ProcessLines.MAX_LINE + " bytes: "
                    + clip(line.text()), elapsed(t0));
        }
        return null;
    }

    /** Logs a fault and kills the process, which cannot be trusted for another game. */
    private Answer fail(Answer a) {
        log.event(new BrainEvent(name(), BrainEvent.Kind.FAULT, a.fault() + ": " + a.detail()));
        if (process != null) {
            process.kill();
            log.event(new BrainEvent(name(), BrainEvent.Kind.KILLED, "after " + a.fault()));
            process = null;
        }
        known = null;
        return a;
    }

    /** Sends END, gives the brain a second to exit, then kills its process tree. */
    private void endProcess() {
        if (process == null) {
            return;
        }
        process.sendRaw(encoder.encode(new Command.End()));
        if (process.waitFor(END_GRACE_MILLIS)) {
            log.event(new BrainEvent(name(), BrainEvent.Kind.EXITED, "code " + process.exitCode()));
        } else {
            log.event(new BrainEvent(name(), BrainEvent.Kind.KILLED, "did not exit after END"));
        }
        process.kill();
        process = null;
    }

    private static Point point(Move m) {
        return new Point(m.x(), m.y());
    }

    static long elapsed(long t0) {
        return (System.nanoTime() - t0) / 1_000_000L;
    }

    static String clip(String s) {
        return s.length() <= 120 ? s : s.substring(0, 120) + "...";
    }

    private static String lastLine(String s) {
        int i = s.lastIndexOf('\n');
        return i < 0 ? s : s.substring(i + 1);
    }

    static String safe(String name) {
        String s = name.replaceAll("[^A-Za-z0-9._-]", "_");
        return s.isEmpty() ? "brain" : s;
    }
}
