package dev.gomoku.engine.arena.client;

import dev.gomoku.engine.arena.internal.process.ProcessTree;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The official referee's resource rules for one brain in one game: after every answer the unique
 * memory (USS) of the brain's process tree against {@code max_memory} and the size of its persistent
 * folder against 70 MiB; between its turns the process tree is suspended ({@code SIGSTOP}), so that
 * it cannot think on the opponent's time. The referee keeps the peak, so a brain that was over the
 * limit once has lost even if it shrank again.
 */
final class ResourceGuard {
    /** The referee's limit on a brain's persistent folder: 70 MiB of file sizes. */
    static final long FOLDER_LIMIT_BYTES = 70L << 20;

    private final long maxMemoryBytes;
    private final boolean suspendWaiting;
    private final Path folder;
    private long peakUss;
    private boolean suspended;

    /**
     * Rules for one game.
     *
     * @param time the clocks (memory limit, suspension)
     * @param folder the brain's persistent folder, or null for none
     */
    ResourceGuard(TimeControl time, Path folder) {
        this.maxMemoryBytes = time.maxMemoryBytes();
        this.suspendWaiting = time.suspendWaiting();
        this.folder = folder;
    }

    /** The highest USS measured so far, 0 before any measurement (or where it cannot be measured). */
    long peakUss() {
        return peakUss;
    }

    /**
     * Measures the process tree now and keeps the peak (the legacy protocol samples a running move).
     *
     * @param process the brain's process
     */
    void sample(ProcessHandle process) {
        peakUss = Math.max(peakUss, ProcessTree.uniqueMemory(process));
    }

    /**
     * Judges an answer the brain gave in time: its memory and folder now, the referee's verdict order.
     * A good answer stays as it is; over a limit it becomes a fault that names the figure.
     *
     * @param process the brain's process (still alive for the pipe protocol, just ended for legacy)
     * @param a the answer
     * @return {@code a}, or a {@link Answer.Fault#MEMORY}/{@link Answer.Fault#FOLDER} fault
     */
    Answer judge(ProcessHandle process, Answer a) {
        if (a.isFault()) {
            return a;
        }
        if (process.isAlive()) {
            sample(process);
        }
        if (maxMemoryBytes > 0 && peakUss > maxMemoryBytes) {
            return Answer.fault(Answer.Fault.MEMORY, "unique memory (USS) of the process tree " + mib(peakUss)
                    + " (" + peakUss + " bytes) over max_memory " + mib(maxMemoryBytes) + " (" + maxMemoryBytes
                    + " bytes)", a.elapsedMillis());
        }
        long size = folderBytes();
        if (size > FOLDER_LIMIT_BYTES) {
            return Answer.fault(Answer.Fault.FOLDER, "persistent folder " + folder + " holds " + mib(size) + " ("
                    + size + " bytes), over " + mib(FOLDER_LIMIT_BYTES), a.elapsedMillis());
        }
        return a;
    }

    /**
     * Suspends the brain's process tree after its answer, if this game suspends the waiting brain.
     *
     * @param process the brain's process
     */
    void suspend(ProcessHandle process) {
        if (suspendWaiting && !suspended) {
            suspended = ProcessTree.suspend(process);
        }
    }

    /**
     * Lets the brain run again: before a request, before {@code END}, before it is killed.
     *
     * @param process the brain's process
     */
    void resume(ProcessHandle process) {
        if (suspended) {
            ProcessTree.resume(process);
            suspended = false;
        }
    }

    /** The sum of the folder's file sizes, as the referee adds them. */
    private long folderBytes() {
        if (folder == null || !Files.isDirectory(folder)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).mapToLong(p -> {
                try {
                    return Files.size(p);
                } catch (IOException e) {
                    return 0;
                }
            }).sum();
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    static String mib(long bytes) {
        return String.format(Locale.ROOT, "%.1f MiB", bytes / (double) (1L << 20));
    }
}
