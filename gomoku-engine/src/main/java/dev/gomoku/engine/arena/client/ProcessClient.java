package dev.gomoku.engine.arena.client;

import dev.gomoku.engine.arena.internal.process.BrainProcess;
import dev.gomoku.engine.arena.internal.process.Dirs;
import dev.gomoku.engine.arena.internal.process.ProcessLines;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.Player;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * What the three process clients share: the spec, the event log, the working directory (the
 * spec's, or a temporary one this player owns and deletes) and how a fault or a dead pipe is reported.
 */
abstract class ProcessClient implements Player {
    final BrainSpec spec;
    private final ArenaLog log;
    private Path tempDir;
    private Path folder;
    /** Stamps output lines and exits; replaced only by tests, to simulate late answers. */
    private LongSupplier stampClock = System::nanoTime;

    ProcessClient(BrainSpec spec, ArenaLog log) {
        this.spec = spec;
        this.log = log;
    }

    @Override
    public final String name() {
        return spec.name();
    }

    /** The spec's working directory (created if missing), else this player's temporary one. */
    final Path workDir() throws IOException {
        if (spec.workDir() != null) {
            return Files.createDirectories(spec.workDir());
        }
        if (tempDir == null) {
            tempDir = Files.createTempDirectory("gomoku-" + Dirs.safe(name()) + "-");
        }
        return tempDir;
    }

    /**
     * The brain's persistent folder ({@code INFO folder}): a temporary one this player owns for all its
     * games, so that what a brain saves in one game is there in the next, and deletes at the end.
     */
    final Path folder() throws IOException {
        if (folder == null) {
            folder = Files.createTempDirectory("gomoku-folder-" + Dirs.safe(name()) + "-");
        }
        return folder;
    }

    /** Starts {@code command} in the working directory. */
    final BrainProcess start(List<String> command) throws IOException {
        return BrainProcess.start(command, spec.environment(), workDir(), Dirs.safe(name()), stampClock);
    }

    /**
     * Replaces the clock that stamps the processes started from now on (tests only).
     *
     * @param clock the stamping clock, read like {@link System#nanoTime()}
     */
    final void stampClock(LongSupplier clock) {
        this.stampClock = clock;
    }

    /** Deletes the temporary working directory and persistent folder, if this player made them. */
    final void deleteOwnFolders() {
        if (tempDir != null) {
            Dirs.deleteQuietly(tempDir);
            tempDir = null;
        }
        if (folder != null) {
            Dirs.deleteQuietly(folder);
            folder = null;
        }
    }

    final void event(BrainEvent.Kind kind, String text) {
        log.event(new BrainEvent(name(), kind, text));
    }

    /** Logs a game's peak memory, where it could be measured. */
    final void reportResources(ResourceGuard guard) {
        if (guard != null && guard.peakUss() > 0) {
            log.event(new BrainEvent(name(), BrainEvent.Kind.RESOURCES, "peak unique memory (USS) of the process tree "
                    + ResourceGuard.mib(guard.peakUss()) + " (" + guard.peakUss() + " bytes)", guard.peakUss()));
        }
    }

    /** Logs a fault answer and returns it. */
    final Answer logged(Answer fault) {
        event(BrainEvent.Kind.FAULT, fault.fault() + ": " + fault.detail());
        return fault;
    }

    /**
     * The fault a line stands for when it is no answer at all (time up, output closed, over-long), or
     * null for an ordinary line. A line stamped after the deadline is a loss on time even though it was
     * dequeued in time: the stamp decides, and it is also the time charged ({@link #since}).
     */
    static Answer lineFault(BrainProcess process, ProcessLines.Line line, long t0, long deadline) {
        if (line == ProcessLines.Line.TIMEOUT) {
            return Answer.fault(Answer.Fault.TIMEOUT, "no answer within the time limit", elapsed(t0));
        }
        Answer late = lateFault(line.arrivedNanos(), t0, deadline, line.end() ? "closed its output" : "answered");
        if (late != null) {
            return late;
        }
        if (line.end()) {
            process.waitFor(200);
            Integer code = process.exitCode();
            String tail = process.stderrTail().strip();
            return Answer.fault(Answer.Fault.CRASH, (code == null ? "output closed" : "exited with code " + code)
                    + (tail.isEmpty() ? "" : "; stderr: " + clip(lastLine(tail))), since(t0, line.arrivedNanos()));
        }
        if (line.truncated()) {
            return Answer.fault(Answer.Fault.GARBAGE, "line longer than " + ProcessLines.MAX_LINE + " bytes: "
                    + clip(line.text()), since(t0, line.arrivedNanos()));
        }
        return null;
    }

    /**
     * The loss on time for something stamped after the deadline, or null if it came in time.
     *
     * @param stamp when it happened ({@link System#nanoTime()} scale)
     * @param t0 when the turn started
     * @param deadline the deadline, {@code Long.MAX_VALUE} for none
     * @param what what happened late, for the detail
     * @return the fault or null
     */
    static Answer lateFault(long stamp, long t0, long deadline, String what) {
        if (deadline == Long.MAX_VALUE || stamp - deadline <= 0) {
            return null;
        }
        long ms = since(t0, stamp);
        return Answer.fault(Answer.Fault.TIMEOUT, what + " after " + ms + " ms, over the limit of "
                + since(t0, deadline) + " ms", ms);
    }

    /** Milliseconds since {@code t0} (a {@link System#nanoTime()} reading). */
    static long elapsed(long t0) {
        return since(t0, System.nanoTime());
    }

    /** Whole milliseconds from {@code t0} to {@code stamp}, both {@link System#nanoTime()} readings. */
    static long since(long t0, long stamp) {
        return Math.max(0, (stamp - t0) / 1_000_000L);
    }

    /** The deadline in nanos for a budget in millis starting at {@code t0}; unlimited stays unlimited. */
    static long deadline(long t0, long budgetMillis) {
        return budgetMillis == Long.MAX_VALUE ? Long.MAX_VALUE : t0 + budgetMillis * 1_000_000L;
    }

    static String clip(String s) {
        return s.length() <= 120 ? s : s.substring(0, 120) + "...";
    }

    private static String lastLine(String s) {
        int i = s.lastIndexOf('\n');
        return i < 0 ? s : s.substring(i + 1);
    }
}
