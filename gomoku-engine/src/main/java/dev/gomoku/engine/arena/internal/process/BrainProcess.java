package dev.gomoku.engine.arena.internal.process;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;

/**
 * One running child process with supervised pipes: stdout as bounded lines on a reader thread, stderr
 * drained into a short tail (so a chatty child never blocks on a full pipe), stdin written with CR LF.
 * Nothing here throws at the caller once started: a broken pipe makes {@link #send} return false, a
 * dead child makes {@link #next} return the end line. {@link #kill()} ends the whole process tree.
 * Output lines and the exit are stamped by their own threads with one clock, so the verdict on time
 * and the time recorded are the same reading.
 */
public final class BrainProcess implements AutoCloseable {
    private static final int TAIL = 4096;

    private final Process process;
    private final OutputStream stdin;
    private final ProcessLines stdout;
    private final Thread errDrain;
    private final Thread exitWatch;
    /** The exit stamp, completed by {@link #exitWatch} when the child ends. */
    private final CompletableFuture<Long> exited = new CompletableFuture<>();
    private final StringBuilder errTail = new StringBuilder();
    private volatile boolean broken;

    private BrainProcess(Process process, String name, LongSupplier clock) {
        this.process = process;
        ProcessTree.track(process.toHandle());
        this.stdin = process.getOutputStream();
        this.stdout = new ProcessLines(process.getInputStream(), "arena-out-" + name, clock);
        this.errDrain = new Thread(() -> drain(process.getErrorStream()), "arena-err-" + name);
        errDrain.setDaemon(true);
        errDrain.start();
        this.exitWatch = new Thread(() -> watchExit(clock), "arena-exit-" + name);
        exitWatch.setDaemon(true);
        exitWatch.start();
    }

    /**
     * Starts a child.
     *
     * @param command program and arguments
     * @param workDir working directory, or null for the current one
     * @param name a short name for thread names
     * @return the running process
     * @throws IOException if it cannot be started (no such program, not executable)
     */
    public static BrainProcess start(List<String> command, Path workDir, String name) throws IOException {
        return start(command, Map.of(), workDir, name, System::nanoTime);
    }

    /**
     * Starts a child whose lines and exit are stamped with the given clock.
     *
     * @param command program and arguments
     * @param environment variables set on top of this program's environment
     * @param workDir working directory, or null for the current one
     * @param name a short name for thread names
     * @param clock the stamping clock ({@link System#nanoTime()} outside tests)
     * @return the running process
     * @throws IOException if it cannot be started (no such program, not executable)
     */
    public static BrainProcess start(List<String> command, Map<String, String> environment, Path workDir, String name,
            LongSupplier clock) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(absoluteProgram(command));
        pb.environment().putAll(environment);
        if (workDir != null) {
            pb.directory(workDir.toFile());
        }
        return new BrainProcess(pb.start(), name, clock);
    }

    private void watchExit(LongSupplier clock) {
        while (true) {
            try {
                process.waitFor();
                exited.complete(clock.getAsLong());
                return;
            } catch (InterruptedException e) {
                // nobody interrupts this thread; keep watching
            }
        }
    }

    /**
     * Waits for the child to exit by itself until a deadline.
     *
     * @param deadlineNanos {@link System#nanoTime()} deadline, {@code Long.MAX_VALUE} for none
     * @return the exit stamp, or empty if it had not exited when the wait ended
     */
    public OptionalLong awaitExit(long deadlineNanos) {
        try {
            if (deadlineNanos == Long.MAX_VALUE) {
                return OptionalLong.of(exited.get());
            }
            return OptionalLong.of(exited.get(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS));
        } catch (TimeoutException | ExecutionException e) {
            // not (yet) stamped: fall through
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Long stamp = exited.getNow(null);
        return stamp == null ? OptionalLong.empty() : OptionalLong.of(stamp);
    }

    /**
     * The command with a relative program path ({@code ./pbrain-x}, {@code bin/pbrain-x}) made absolute
     * against the manager's working directory: the child starts in its own (temporary) folder, where
     * the path the user typed would name nothing. Bare names ({@code pbrain-x}) stay PATH look-ups.
     *
     * @param command program and arguments
     * @return the command to start
     */
    public static List<String> absoluteProgram(List<String> command) {
        String program = command.get(0);
        if (program.indexOf('/') < 0 && program.indexOf(File.separatorChar) < 0) {
            return command;
        }
        Path p = Path.of(program);
        if (p.isAbsolute()) {
            return command;
        }
        List<String> out = new ArrayList<>(command);
        out.set(0, p.toAbsolutePath().normalize().toString());
        return out;
    }

    private void drain(InputStream err) {
        byte[] buf = new byte[4096];
        try {
            int n;
            while ((n = err.read(buf)) > 0) {
                synchronized (errTail) {
                    errTail.append(new String(buf, 0, n, StandardCharsets.UTF_8));
                    if (errTail.length() > 2 * TAIL) {
                        errTail.delete(0, errTail.length() - TAIL);
                    }
                }
            }
        } catch (IOException e) {
            // closed: the child is gone
        }
    }

    /**
     * Writes one line ending in CR LF.
     *
     * @param line the line without its end
     * @return false if the child no longer reads (broken pipe, dead)
     */
    public boolean send(String line) {
        return sendRaw(line + "\r\n");
    }

    /**
     * Writes text as it is (already ended by its line terminators).
     *
     * @param text the text
     * @return false if the child no longer reads (broken pipe, dead)
     */
    public boolean sendRaw(String text) {
        if (broken) {
            return false;
        }
        try {
            stdin.write(text.getBytes(StandardCharsets.UTF_8));
            stdin.flush();
            return true;
        } catch (IOException e) {
            broken = true;
            return false;
        }
    }

    /**
     * The next stdout line.
     *
     * @param deadlineNanos {@link System#nanoTime()} deadline, {@code Long.MAX_VALUE} for none
     * @return a line, the end marker, or the timeout marker
     */
    public ProcessLines.Line next(long deadlineNanos) {
        return stdout.next(deadlineNanos);
    }

    /** Whether the process is still running. */
    public boolean alive() {
        return process.isAlive();
    }

    /** The process id. */
    public long pid() {
        return process.pid();
    }

    /** The process, for measuring and suspending its tree. */
    public ProcessHandle handle() {
        return process.toHandle();
    }

    /** The exit code, or null while running. */
    public Integer exitCode() {
        return process.isAlive() ? null : process.exitValue();
    }

    /**
     * Waits for the child to exit by itself.
     *
     * @param millis how long to wait
     * @return true if it exited
     */
    public boolean waitFor(long millis) {
        try {
            return process.waitFor(Math.max(0, millis), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }

    /** The last few kilobytes the child wrote to stderr. */
    public String stderrTail() {
        synchronized (errTail) {
            int from = Math.max(0, errTail.length() - TAIL);
            return errTail.substring(from);
        }
    }

    /** Kills the process and all its descendants, then reaps the reader threads. */
    public void kill() {
        ProcessTree.kill(process.toHandle());
        waitFor(2000);
        try {
            stdin.close();
        } catch (IOException e) {
            // already closed
        }
        stdout.join(1000);
        try {
            errDrain.join(1000);
            exitWatch.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Same as {@link #kill()}. */
    @Override
    public void close() {
        kill();
    }
}
