package dev.gomoku.engine.arena.client;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.internal.process.BrainProcess;
import dev.gomoku.engine.arena.internal.process.ProcessLines;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.CommandEncoder;
import dev.gomoku.protocol.pipe.Info;
import dev.gomoku.protocol.pipe.LineEnd;
import dev.gomoku.protocol.pipe.Move;
import dev.gomoku.protocol.pipe.Reply;
import dev.gomoku.protocol.pipe.ReplyDecoder;
import dev.gomoku.protocol.pipe.Stone;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A brain process spoken to with the pipe protocol. One process serves many games: a new game sends
 * {@code RESTART} (same board size) and falls back to {@code END} plus a new process when the brain
 * answers anything but {@code OK}. Every fault kills the process, so the next game starts clean.
 *
 * <p>Like the Gomocup referee (GomocupJudge), each brain's first move request of a game is a {@code BOARD}
 * with the stones so far (empty for the first move: never {@code BEGIN}), and later requests are
 * {@code TURN}; after {@code END} a brain has half a second to exit.
 */
final class PipeClient extends ProcessClient {
    /** How long a brain may take to exit after {@code END} before its process tree is killed. */
    static final long END_GRACE_MILLIS = 500;

    private final CommandEncoder encoder;
    private ReplyDecoder decoder = new ReplyDecoder();
    private BrainProcess process;
    private GameSettings settings;
    /** This game's memory, folder and suspension rules for {@link #process}. */
    private ResourceGuard guard;
    private int startedWidth;
    private int startedHeight;
    /** The stones the brain knows in move order, or null when it must be sent a BOARD. */
    private List<Point> known;

    PipeClient(BrainSpec spec, ArenaLog log) {
        super(spec, log);
        this.encoder = new CommandEncoder(LineEnd.CRLF, spec.swap2Lines());
    }

    @Override
    public Answer newGame(GameSettings s, String opponent, long seed) {
        long t0 = System.nanoTime();
        this.settings = s;
        long deadline = t0 + s.time().startupMillis() * 1_000_000L;
        if (process != null && process.alive() && startedWidth == s.width() && startedHeight == s.height()) {
            guard.resume(process.handle());
            send(new Command.Restart());
            Answer a = awaitOk(deadline, t0);
            if (a.isFault()) {
                event(BrainEvent.Kind.IGNORED, "RESTART not accepted (" + a.detail() + "): starting a new process");
                endProcess();
            }
        } else {
            endProcess();
        }
        if (process == null) {
            try {
                process = start(spec.command());
                decoder = new ReplyDecoder();
                event(BrainEvent.Kind.STARTED, "pid " + process.pid());
            } catch (IOException | RuntimeException e) {
                return Answer.fault(Answer.Fault.CRASH, "cannot start " + spec.command() + ": " + e.getMessage(),
                        elapsed(t0));
            }
            send(s.width() == s.height() ? new Command.Start(s.width()) : new Command.RectStart(s.width(), s.height()));
            Answer a = awaitOk(deadline, t0);
            if (a.isFault()) {
                return failed(a);
            }
            startedWidth = s.width();
            startedHeight = s.height();
        }
        TimeControl t = s.time();
        Path folder;
        try {
            folder = folder();
        } catch (IOException e) {
            return failed(Answer.fault(Answer.Fault.CRASH, "cannot create the persistent folder: " + e.getMessage(),
                    elapsed(t0)));
        }
        guard = new ResourceGuard(t, folder);
        send(new Info.TimeoutTurn(t.turnMillis()));
        send(new Info.TimeoutMatch(t.matchMillis()));
        send(new Info.MaxMemory(t.maxMemoryBytes()));
        send(new Info.GameType(1));
        // The referee's INFO keys only: its rule mask says renju, and a brain that does not know fb_check
        // (Rapfi reads its value as a command) would answer an ERROR.
        send(new Info.Rule(s.rule().pipeMask()));
        send(new Info.Folder(folder.toString()));
        // As the referee: the INFOs wait in the pipe, the brain reads them on its first timed turn.
        guard.suspend(process.handle());
        known = null; // the game's first request is a BOARD, as the Gomocup referee sends it
        return Answer.moves(List.of(), elapsed(t0));
    }

    @Override
    public Answer move(Board board, long timeLeftMillis) {
        if (process == null) {
            return Answer.fault(Answer.Fault.CRASH, "not started", 0);
        }
        guard.resume(process.handle());
        // the clock starts once the brain runs again, as GomocupJudge's wait() resumes before it reads the time
        long t0 = System.nanoTime();
        sendTimeLeft(timeLeftMillis);
        List<Point> stones = stones(board);
        int n = stones.size();
        if (known != null && n > 0 && known.size() == n - 1 && known.equals(stones.subList(0, n - 1))) {
            Point last = stones.get(n - 1);
            send(new Command.Turn(new Move(last.x(), last.y())));
        } else {
            send(new Command.Board(toStones(board, stones)));
        }
        return moveAnswer(stones, t0, timeLeftMillis);
    }

    /**
     * {@code INFO show_detail 2}, {@code YXBOARD} with the position, then {@code YXNBEST count}: one move, with
     * analysis lines meanwhile. The {@code show_detail} key asks Rapfi for its {@code INFO PV} blocks, one per
     * ranked move (as Gomocalc, Rapfi's own board, asks); a brain ignores an INFO key it does not know.
     */
    @Override
    public Answer candidates(Board board, long timeLeftMillis, int count) {
        if (process == null) {
            return Answer.fault(Answer.Fault.CRASH, "not started", 0);
        }
        guard.resume(process.handle());
        // timed from here, as a plain move
        long t0 = System.nanoTime();
        sendTimeLeft(timeLeftMillis);
        send(new Info.Other("show_detail", "2"));
        List<Point> stones = stones(board);
        send(new Command.YxBoard(toStones(board, stones)));
        send(new Command.YxNBest(count));
        return moveAnswer(stones, t0, timeLeftMillis);
    }

    /** The brain's move after {@code stones}, judged; the position it now knows, for the next {@code TURN}. */
    private Answer moveAnswer(List<Point> stones, long t0, long timeLeftMillis) {
        Answer a = judged(awaitMove(moveDeadline(t0, timeLeftMillis), t0, false));
        if (a.isFault()) {
            return failed(a);
        }
        known = new ArrayList<>(stones);
        known.add(a.points().get(0));
        return a;
    }

    @Override
    public Answer swap2(Board board, long timeLeftMillis) {
        if (process == null) {
            return Answer.fault(Answer.Fault.CRASH, "not started", 0);
        }
        guard.resume(process.handle());
        // the clock starts once the brain runs again, as GomocupJudge's wait() resumes before it reads the time
        long t0 = System.nanoTime();
        sendTimeLeft(timeLeftMillis);
        // the stones in move order; their colours follow from it
        send(new Command.Swap2Board(moves(stones(board))));
        known = null;
        Answer a = judged(awaitMove(moveDeadline(t0, timeLeftMillis), t0, true));
        if (a.isFault()) {
            return failed(a);
        }
        event(BrainEvent.Kind.SWAP2, board.moveCount() + " stones: " + (a.kind() == Answer.Kind.SWAP ? "SWAP" : a.points()));
        return a;
    }

    /**
     * After an answer, as the referee: the memory and folder verdict, then the brain is suspended
     * until its next turn.
     */
    private Answer judged(Answer a) {
        Answer judged = guard.judge(process.handle(), a);
        if (!judged.isFault()) {
            guard.suspend(process.handle());
        }
        return judged;
    }

    @Override
    public void gameOver(GameResult result, Side mySide) {
        known = null;
        reportResources(guard);
    }

    @Override
    public void close() {
        endProcess();
        deleteOwnFolders();
    }

    private long moveDeadline(long t0, long timeLeftMillis) {
        return deadline(t0, settings == null ? Long.MAX_VALUE : settings.time().moveBudgetMillis(timeLeftMillis));
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

    private static List<Move> moves(List<Point> points) {
        List<Move> out = new ArrayList<>(points.size());
        for (Point p : points) {
            out.add(new Move(p.x(), p.y()));
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

    /** What to do with one decoded reply: an answer ends the wait, null waits on. */
    @FunctionalInterface
    private interface ReplyHandler {
        Answer handle(Reply reply, String line, long ms);
    }

    /** Waits for OK after START/RESTART. */
    private Answer awaitOk(long deadline, long t0) {
        return await(deadline, t0, false, (r, line, ms) -> {
            if (r instanceof Reply.Ok) {
                return Answer.moves(List.of(), ms);
            } else if (r instanceof Reply.Error e) {
                return Answer.fault(Answer.Fault.REFUSED, "ERROR " + e.message(), ms);
            }
            return Answer.fault(Answer.Fault.GARBAGE, "expected OK, got " + clip(line), ms);
        });
    }

    /** Waits for a move, or (swap2) for stones or SWAP. */
    private Answer awaitMove(long deadline, long t0, boolean swap2) {
        return await(deadline, t0, true, (r, line, ms) -> {
            if (r instanceof Reply.Moved m) {
                return Answer.moves(List.of(point(m.move())), ms);
            } else if (swap2 && r instanceof Reply.Stones st) {
                List<Point> pts = new ArrayList<>();
                for (Move m : st.stones()) {
                    pts.add(point(m));
                }
                return Answer.moves(pts, ms);
            } else if (swap2 && r instanceof Reply.Swap) {
                return Answer.choice(Answer.Kind.SWAP, ms);
            } else if (r instanceof Reply.Error e) {
                // An ERROR may precede the move (an INFO value the brain cannot accept): log and keep waiting.
                event(BrainEvent.Kind.ERROR, "ERROR " + e.message());
                return null;
            } else if (r instanceof Reply.Suggest s) {
                event(BrainEvent.Kind.SUGGEST, s.move().toString());
                send(new Command.Play(s.move()));
                return null;
            } else if (r instanceof Reply.Ok) {
                event(BrainEvent.Kind.IGNORED, "OK");
                return null;
            }
            return Answer.fault(Answer.Fault.GARBAGE, "unexpected reply: " + clip(line), ms);
        });
    }

    /**
     * Reads replies until the handler answers; MESSAGE and DEBUG are logged, UNKNOWN is a refusal, and
     * time up or a dead pipe are faults. An undecodable or unexpected line is a fault at once, or with
     * {@code skipJunk} (moves and Swap2 answers, as the Gomocup referee reads them) is logged and skipped:
     * a brain that then answers in time has answered, one that does not loses with that line named.
     */
    private Answer await(long deadline, long t0, boolean skipJunk, ReplyHandler handler) {
        String skipped = null;
        String error = null;
        while (true) {
            ProcessLines.Line line = process.next(deadline);
            Answer end = lineFault(process, line, t0, deadline);
            if (end != null) {
                if (skipped != null && end.fault() == Answer.Fault.TIMEOUT) {
                    return Answer.fault(Answer.Fault.GARBAGE, "no answer in time; skipped " + skipped,
                            end.elapsedMillis());
                }
                // A brain that said ERROR and then nothing loses on time: the verdict says why it went quiet.
                return error == null ? end : Answer.fault(end.fault(), end.detail() + " (after ERROR " + clip(error)
                        + ")", end.elapsedMillis());
            }
            // the reader's stamp is the answer's time, in the record and on the clocks alike
            long ms = since(t0, line.arrivedNanos());
            String detail = infoLine(line.text());
            if (detail != null) {
                event(BrainEvent.Kind.INFO, detail);
                continue;
            }
            Optional<Reply> o;
            try {
                o = decoder.decode(line.text());
            } catch (ProtocolException e) {
                if (!skipJunk) {
                    return Answer.fault(Answer.Fault.GARBAGE, e.getMessage(), ms);
                }
                // As the Gomocup referee does: a line that is no answer is skipped and the clock runs on.
                event(BrainEvent.Kind.IGNORED, "not a reply: " + e.getMessage());
                skipped = skipped == null ? clip(line.text()) : skipped;
                continue;
            }
            if (o.isEmpty()) {
                continue;
            }
            Reply r = o.get();
            if (r instanceof Reply.Error e) {
                error = e.message();
            }
            Answer a;
            if (r instanceof Reply.Message m) {
                event(BrainEvent.Kind.MESSAGE, m.text());
                a = null;
            } else if (r instanceof Reply.Debug d) {
                event(BrainEvent.Kind.DEBUG, d.text());
                a = null;
            } else if (r instanceof Reply.Unknown u) {
                a = Answer.fault(Answer.Fault.REFUSED, "UNKNOWN " + u.message(), ms);
            } else {
                a = handler.handle(r, line.text(), ms);
                if (skipJunk && a != null && a.fault() == Answer.Fault.GARBAGE) {
                    event(BrainEvent.Kind.IGNORED, a.detail());
                    skipped = skipped == null ? clip(line.text()) : skipped;
                    a = null;
                }
            }
            if (a != null) {
                return a;
            }
        }
    }

    /**
     * The rest of a brain's {@code INFO ...} line (a detail line, Rapfi's {@code searchoutput.cpp}), or null
     * for any other line.
     */
    private static String infoLine(String text) {
        String t = text.strip();
        if (t.length() < 4 || !t.regionMatches(true, 0, "INFO", 0, 4)
                || t.length() > 4 && !Character.isWhitespace(t.charAt(4))) {
            return null;
        }
        return t.substring(4).strip();
    }

    /** Logs a fault and kills the process, which cannot be trusted for another game. */
    private Answer failed(Answer a) {
        logged(a);
        if (process != null) {
            process.kill();
            event(BrainEvent.Kind.KILLED, "after " + a.fault());
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
        if (guard != null) {
            guard.resume(process.handle());
        }
        process.sendRaw(encoder.encode(new Command.End()));
        if (process.waitFor(END_GRACE_MILLIS)) {
            event(BrainEvent.Kind.EXITED, "code " + process.exitCode());
        } else {
            event(BrainEvent.Kind.KILLED, "did not exit after END");
        }
        process.kill();
        process = null;
    }

    private static Point point(Move m) {
        return new Point(m.x(), m.y());
    }
}
