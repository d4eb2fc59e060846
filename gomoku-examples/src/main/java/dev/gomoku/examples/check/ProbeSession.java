package dev.gomoku.examples.check;

import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.internal.process.BrainProcess;
import dev.gomoku.engine.arena.internal.process.Dirs;
import dev.gomoku.engine.arena.internal.process.ProcessLines;
import dev.gomoku.engine.arena.internal.process.ProcessTree;
import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.CommandEncoder;
import dev.gomoku.protocol.pipe.LineEnd;
import dev.gomoku.protocol.pipe.Reply;
import dev.gomoku.protocol.pipe.ReplyDecoder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One brain process driven line by line, for the checks that need the exact exchange (line ends, case,
 * unknown commands, suspension): commands through the SDK's pipe encoder (CR LF, as every manager
 * writes them) or as raw text, replies through its decoder. Every line either way is kept for the
 * evidence; a line that decodes as no reply at all is kept apart ({@link #stray()}).
 */
final class ProbeSession implements AutoCloseable {
    private final BrainProcess process;
    private final CommandEncoder encoder = new CommandEncoder(LineEnd.CRLF);
    private final ReplyDecoder decoder = new ReplyDecoder();
    private final List<String> transcript = new ArrayList<>();
    private final List<String> stray = new ArrayList<>();
    private final long spawned;
    private final Path folder;
    private final Path workDir;
    private long sent;

    private ProbeSession(BrainProcess process, long spawned, Path folder, Path workDir) {
        this.process = process;
        this.spawned = spawned;
        this.sent = spawned;
        this.folder = folder;
        this.workDir = workDir;
    }

    /**
     * Starts the brain in a temporary working directory, with a persistent folder of its own.
     *
     * @param spec the brain's command and environment
     * @param name a short name for threads and folders
     * @return the session
     * @throws IOException if the program cannot be started
     */
    static ProbeSession start(BrainSpec spec, String name) throws IOException {
        Path work = Files.createTempDirectory("gomoku-check-" + Dirs.safe(name) + "-");
        Path folder = Files.createTempDirectory("gomoku-check-folder-");
        long t = System.nanoTime();
        try {
            return new ProbeSession(BrainProcess.start(spec.command(), spec.environment(), work, Dirs.safe(name),
                    System::nanoTime), t, folder, work);
        } catch (IOException e) {
            Dirs.deleteQuietly(work);
            Dirs.deleteQuietly(folder);
            throw e;
        }
    }

    /** The folder to send as {@code INFO folder}; measured by the folder check. */
    Path folder() {
        return folder;
    }

    /** Writes a command as the encoder writes it (CR LF) and starts the clock for the answer. */
    void send(Command c) {
        sendRaw(encoder.encode(c));
    }

    /** Writes text as it is (its own line ends) and starts the clock for the answer. */
    void sendRaw(String text) {
        for (String l : text.split("\r?\n|\r")) {
            transcript.add("> " + l);
        }
        process.sendRaw(text);
        sent = System.nanoTime();
    }

    /** Milliseconds since the process was started. */
    long sinceSpawn() {
        return (System.nanoTime() - spawned) / 1_000_000L;
    }

    /**
     * The next reply that is not {@code MESSAGE} or {@code DEBUG}; lines that are no reply at all are
     * skipped as the Gomocup referee skips them, and kept in {@link #stray()}.
     *
     * @param millis how long to wait after the last command was written
     * @return what was heard
     */
    Heard next(long millis) {
        return nextUntil(sent + millis * 1_000_000L, millis);
    }

    private Heard nextUntil(long deadline, long millis) {
        while (true) {
            ProcessLines.Line line = process.next(deadline);
            if (line == ProcessLines.Line.TIMEOUT) {
                return new Heard(Heard.Kind.TIMEOUT, null, "", millis);
            }
            long ms = Math.max(0, (line.arrivedNanos() - sent) / 1_000_000L);
            if (line.end()) {
                transcript.add("< (output closed)");
                return new Heard(Heard.Kind.END, null, "", ms);
            }
            transcript.add("< " + line.text());
            Optional<Reply> r;
            try {
                r = decoder.decode(line.text());
            } catch (ProtocolException e) {
                stray.add(line.text());
                continue;
            }
            if (r.isEmpty() || r.get() instanceof Reply.Message || r.get() instanceof Reply.Debug) {
                continue;
            }
            return new Heard(Heard.Kind.REPLY, r.get(), line.text(), ms);
        }
    }

    /**
     * The next reply that is a move, skipping {@code OK}, {@code ERROR} and other replies as the
     * referee does; an {@code UNKNOWN} ends the wait.
     *
     * @param millis how long to wait after the last command was written
     * @return the move, {@code UNKNOWN}, or a timeout or the end
     */
    Heard nextMove(long millis) {
        while (true) {
            Heard h = next(millis);
            if (h.kind() != Heard.Kind.REPLY || h.reply() instanceof Reply.Moved || h.reply() instanceof Reply.Unknown) {
                return h;
            }
        }
    }

    /** Decodes the next reply as an ABOUT answer (pairs or free text). */
    void expectAbout() {
        decoder.expectAbout();
    }

    /** Reads and keeps whatever the brain writes for a while: late answers must not be read as the next one. */
    void drain(long millis) {
        long until = System.nanoTime() + millis * 1_000_000L;
        while (nextUntil(until, millis).kind() == Heard.Kind.REPLY) {
            // kept in the transcript
        }
    }

    /** Stops the brain's own process, not its children, as GomocupJudge suspends a brain. */
    void suspend() {
        ProcessTree.suspendRoot(process.handle());
    }

    /** Lets it run again. */
    void resume() {
        ProcessTree.resumeRoot(process.handle());
    }

    /** CPU time of the whole process tree so far, in ms. */
    long cpuMillis() {
        return ProcessTree.cpuMillis(process.handle());
    }

    /** The processes of the tree other than the brain's own, as evidence. */
    List<Long> children() {
        return process.handle().descendants().map(ProcessHandle::pid).toList();
    }

    /** Whether the process is still running. */
    boolean alive() {
        return process.alive();
    }

    /**
     * Waits for the process to exit.
     *
     * @param millis how long
     * @return true if it exited
     */
    boolean waitExit(long millis) {
        return process.waitFor(millis);
    }

    /** The exit code, or null while running. */
    Integer exitCode() {
        return process.exitCode();
    }

    /** The last line the brain wrote to standard error, for a crash's evidence. */
    String stderrLastLine() {
        String t = process.stderrTail().strip();
        int i = t.lastIndexOf('\n');
        return Heard.clip(i < 0 ? t : t.substring(i + 1));
    }

    /** The lines written to and read from the brain so far. */
    List<String> transcript() {
        return List.copyOf(transcript);
    }

    /** The lines that were no reply of the protocol. */
    List<String> stray() {
        return List.copyOf(stray);
    }

    /** The last {@code n} lines of the exchange, joined for the evidence. */
    String tail(int n) {
        return String.join(" | ", transcript.subList(Math.max(0, transcript.size() - n), transcript.size()));
    }

    /** Kills the process tree and deletes the working directory (the folder is the folder check's). */
    @Override
    public void close() {
        process.kill();
        Dirs.deleteQuietly(workDir);
    }

    /** Deletes the persistent folder once it has been measured. */
    void deleteFolder() {
        Dirs.deleteQuietly(folder);
    }
}
