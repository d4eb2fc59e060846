package dev.gomoku.engine.arena;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What the three process-backed players share: the spec, the event log, the working directory (the
 * spec's, or a temporary one this player owns and deletes) and how a fault or a dead pipe is reported.
 */
abstract class ProcessPlayer implements Player {
    final BrainSpec spec;
    private final ArenaLog log;
    private Path tempDir;

    ProcessPlayer(BrainSpec spec, ArenaLog log) {
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
            tempDir = Files.createTempDirectory("gomoku-" + safe(name()) + "-");
        }
        return tempDir;
    }

    /** Starts {@code command} in the working directory. */
    final BrainProcess start(List<String> command) throws IOException {
        return BrainProcess.start(command, workDir(), safe(name()));
    }

    /** Deletes the temporary working directory, if this player made one. */
    final void deleteTempDir() {
        if (tempDir != null) {
            Dirs.deleteQuietly(tempDir);
            tempDir = null;
        }
    }

    final void event(BrainEvent.Kind kind, String text) {
        log.event(new BrainEvent(name(), kind, text));
    }

    /** Logs a fault answer and returns it. */
    final Answer logged(Answer fault) {
        event(BrainEvent.Kind.FAULT, fault.fault() + ": " + fault.detail());
        return fault;
    }

    /**
     * The fault a line stands for when it is no answer at all (time up, output closed, over-long), or
     * null for an ordinary line.
     */
    static Answer lineFault(BrainProcess process, ProcessLines.Line line, long t0) {
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

    /** Milliseconds since {@code t0} (a {@link System#nanoTime()} reading). */
    static long elapsed(long t0) {
        return (System.nanoTime() - t0) / 1_000_000L;
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

    /** A name fit for files and thread names. */
    static String safe(String name) {
        String s = name.replaceAll("[^A-Za-z0-9._-]", "_");
        return s.isEmpty() ? "brain" : s;
    }
}
