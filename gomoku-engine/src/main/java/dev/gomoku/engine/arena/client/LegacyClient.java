package dev.gomoku.engine.arena.client;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.internal.process.BrainProcess;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.legacy.LegacyAnswer;
import dev.gomoku.protocol.legacy.LegacyBoard;
import dev.gomoku.protocol.legacy.LegacyCell;
import dev.gomoku.protocol.legacy.LegacyFile;
import dev.gomoku.protocol.legacy.LegacyInfo;
import dev.gomoku.protocol.legacy.LegacyRequest;
import dev.gomoku.protocol.legacy.LegacyTimeouts;
import dev.gomoku.protocol.legacy.Mark;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A brain spoken to with the legacy file protocol: for every move the manager writes PLOCHA.DAT,
 * TAH.DAT, TIMEOUTS.DAT, INFO.DAT and an empty MSG.DAT into the brain's working directory, runs the
 * program, waits for it to exit (killing it when the move time is up) and reads TAH.DAT and MSG.DAT.
 * Black writes {@code x}, white {@code o}. Swap2 is not part of this protocol and is refused.
 */
final class LegacyClient extends ProcessClient {
    /** The most bytes read of a file the brain wrote. */
    private static final int MAX_FILE = 64 * 1024;
    /** How often the memory of a running move is sampled: the process is gone after the move. */
    private static final long SAMPLE_MILLIS = 20;

    private GameSettings settings;
    /** The working directory, set by {@link #newGame}. */
    private Path dir;
    /** The persistent folder, set by {@link #newGame}. */
    private Path folder;
    /** This game's memory and folder rules. */
    private ResourceGuard guard;

    LegacyClient(BrainSpec spec, ArenaLog log) {
        super(spec, log);
    }

    @Override
    public Answer newGame(GameSettings s, String opponent, long seed) {
        this.settings = s;
        try {
            dir = workDir();
            folder = folder();
        } catch (IOException e) {
            return Answer.fault(Answer.Fault.CRASH, "cannot create the working directory: " + e.getMessage(), 0);
        }
        guard = new ResourceGuard(s.time(), folder);
        return Answer.moves(List.of(), 0);
    }

    @Override
    public Answer move(Board board, long timeLeftMillis) {
        long t0 = System.nanoTime();
        if (settings == null || dir == null) {
            return Answer.fault(Answer.Fault.CRASH, "not started", 0);
        }
        LegacyBoard lb = LegacyBoard.empty(board.width(), board.height());
        for (int i = 0; i < board.moveCount(); i++) {
            int idx = board.moveAt(i);
            lb = lb.with(board.x(idx), board.y(idx), board.sideAt(i) == Side.BLACK ? LegacyCell.X : LegacyCell.O);
        }
        TimeControl t = settings.time();
        long left = t.matchMillis() > 0 ? Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, timeLeftMillis))
                : LegacyTimeouts.UNLIMITED;
        Map<String, String> info = new LinkedHashMap<>();
        info.put(LegacyInfo.TIMEOUT_TURN, Long.toString(t.turnMillis()));
        info.put(LegacyInfo.TIMEOUT_MATCH, Long.toString(t.matchMillis()));
        info.put(LegacyInfo.MAX_MEMORY, Long.toString(t.maxMemoryBytes()));
        info.put(LegacyInfo.TIME_LEFT, Long.toString(left));
        info.put(LegacyInfo.GAME_TYPE, "1");
        info.put(LegacyInfo.RULE, Integer.toString(settings.rule().pipeMask()));
        info.put(LegacyInfo.FOLDER, folder.toString());
        Mark toMove = board.sideToMove() == Side.BLACK ? Mark.X : Mark.O;
        LegacyRequest req = new LegacyRequest(lb, toMove, Optional.of(new LegacyTimeouts(t.turnMillis(), left)),
                Optional.of(new LegacyInfo(info)));
        try {
            for (Map.Entry<String, String> f : req.toFiles().entrySet()) {
                Files.writeString(dir.resolve(f.getKey()), f.getValue(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            return Answer.fault(Answer.Fault.CRASH, "cannot write the protocol files: " + e.getMessage(),
                    elapsed(t0));
        }
        BrainProcess p;
        try {
            p = start(spec.command());
        } catch (IOException | RuntimeException e) {
            return fault(Answer.Fault.CRASH, "cannot start " + spec.command() + ": " + e.getMessage(), t0);
        }
        long deadline = deadline(t0, t.moveBudgetMillis(timeLeftMillis));
        OptionalLong exit = awaitExitSampling(p, deadline);
        if (exit.isEmpty()) {
            p.kill();
            event(BrainEvent.Kind.KILLED, "move time over");
            return fault(Answer.Fault.TIMEOUT, "did not exit within the move time", t0);
        }
        // the exit stamp decides the verdict and is the time recorded, even if the wait ended late
        long elapsed = since(t0, exit.getAsLong());
        Answer late = lateFault(exit.getAsLong(), t0, deadline, "exited");
        if (late != null) {
            p.kill();
            return logged(late);
        }
        Integer code = p.exitCode();
        String tail = p.stderrTail().strip();
        p.kill();
        Map<String, String> files = new HashMap<>();
        read(files, LegacyFile.MOVE);
        read(files, LegacyFile.MESSAGE);
        try {
            LegacyAnswer a = LegacyAnswer.fromFiles(files);
            a.message().ifPresent(m -> event(BrainEvent.Kind.MESSAGE, m));
            Answer judged = guard.judge(p.handle(), Answer.moves(List.of(new Point(a.move().x(), a.move().y())), elapsed));
            return judged.isFault() ? logged(judged) : judged;
        } catch (ProtocolException e) {
            String why = code != null && code != 0 ? "exited with code " + code
                    + (tail.isEmpty() ? "" : "; stderr: " + clip(tail)) + "; " : "";
            return fault(code != null && code != 0 ? Answer.Fault.CRASH : Answer.Fault.GARBAGE,
                    why + e.getMessage(), t0);
        }
    }

    /**
     * Waits for the move's process to exit, sampling its memory meanwhile: the referee's rule is per
     * move, and a legacy brain's process lives only for its move.
     */
    private OptionalLong awaitExitSampling(BrainProcess p, long deadline) {
        while (true) {
            guard.sample(p.handle());
            long slice = System.nanoTime() + SAMPLE_MILLIS * 1_000_000L;
            boolean last = deadline != Long.MAX_VALUE && deadline - slice <= 0;
            OptionalLong exit = p.awaitExit(last ? deadline : slice);
            if (exit.isPresent() || last) {
                return exit;
            }
        }
    }

    private void read(Map<String, String> files, LegacyFile f) {
        Path path = dir.resolve(f.fileName());
        try (InputStream in = Files.newInputStream(path)) {
            files.put(f.fileName(), new String(in.readNBytes(MAX_FILE), StandardCharsets.UTF_8));
        } catch (IOException e) {
            // missing: the decoder reports it
        }
    }

    private Answer fault(Answer.Fault f, String detail, long t0) {
        return logged(Answer.fault(f, detail, elapsed(t0)));
    }

    @Override
    public Answer swap2(Board board, long timeLeftMillis) {
        return Answer.fault(Answer.Fault.REFUSED, "the legacy file protocol has no Swap2", 0);
    }

    @Override
    public void gameOver(GameResult result, Side mySide) {
        // nothing runs between moves: only the peak memory of the moves to report
        reportResources(guard);
    }

    @Override
    public void close() {
        deleteOwnFolders();
        dir = null;
    }
}
