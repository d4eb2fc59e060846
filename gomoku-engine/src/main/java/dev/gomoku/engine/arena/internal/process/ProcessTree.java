package dev.gomoku.engine.arena.internal.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A process with everything it started (a launcher script's JVM, a brain's helper processes): killed,
 * measured and suspended as one, the way the Gomocup referee treats a brain.
 */
public final class ProcessTree {
    private static final boolean PROC = Files.isDirectory(Path.of("/proc/self"));
    /**
     * Brains not yet killed. If the manager exits first (a match interrupted, a test ending), one
     * shutdown hook kills them: a brain suspended between turns would otherwise wait for a SIGCONT
     * that never comes, ignoring SIGTERM and its closed pipes, forever.
     */
    private static final Set<ProcessHandle> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> List.copyOf(LIVE).forEach(ProcessTree::kill),
                "gomoku-brain-reaper"));
    }

    private ProcessTree() {
    }

    /**
     * Remembers a brain's process until it is {@linkplain #kill killed} or exits, so that it dies
     * with the manager.
     *
     * @param root the process
     */
    public static void track(ProcessHandle root) {
        LIVE.add(root);
        root.onExit().thenRun(() -> LIVE.remove(root));
    }

    /**
     * Forcibly ends the process and its descendants. The descendants are listed before the parent dies,
     * because orphans are re-parented and could no longer be found.
     *
     * @param root the process
     */
    public static void kill(ProcessHandle root) {
        LIVE.remove(root);
        List<ProcessHandle> children = root.descendants().toList();
        root.destroyForcibly();
        for (ProcessHandle child : children) {
            child.destroyForcibly();
        }
    }

    /**
     * The unique memory (USS) of the process and its descendants, as the referee sums it: the
     * {@code Private_*} lines (clean, dirty, huge pages) of {@code /proc/PID/smaps_rollup}, or of
     * {@code smaps} on kernels without the roll-up.
     *
     * @param root the process
     * @return bytes, or -1 where {@code /proc} cannot tell (not Linux)
     */
    public static long uniqueMemory(ProcessHandle root) {
        if (!PROC) {
            return -1;
        }
        long kb = 0;
        for (ProcessHandle p : tree(root)) {
            kb += privateKilobytes(p.pid());
        }
        return kb * 1024;
    }

    private static long privateKilobytes(long pid) {
        for (String file : new String[] {"smaps_rollup", "smaps"}) {
            Path path = Path.of("/proc", Long.toString(pid), file);
            try {
                long kb = 0;
                for (String line : Files.readAllLines(path)) {
                    if (line.startsWith("Private_")) {
                        String v = line.substring(line.indexOf(':') + 1).strip();
                        int space = v.indexOf(' ');
                        kb += Long.parseLong(space < 0 ? v : v.substring(0, space));
                    }
                }
                return kb;
            } catch (IOException | RuntimeException e) {
                // no roll-up on this kernel, or the process is gone: try smaps, then count nothing
            }
        }
        return 0;
    }

    /**
     * Stops the process and its descendants ({@code SIGSTOP}), so that they use no CPU until
     * {@link #resume}. Does nothing where there are no POSIX signals.
     *
     * @param root the process
     * @return true if the signal was delivered
     */
    public static boolean suspend(ProcessHandle root) {
        return signal("-STOP", root);
    }

    /**
     * Lets a suspended process and its descendants run again ({@code SIGCONT}).
     *
     * @param root the process
     * @return true if the signal was delivered
     */
    public static boolean resume(ProcessHandle root) {
        return signal("-CONT", root);
    }

    /**
     * Stops the process alone, not its descendants, as GomocupJudge's {@code psutil.Process.suspend()}
     * does: a brain's helper processes keep running.
     *
     * @param process the process
     * @return true if the signal was delivered
     */
    public static boolean suspendRoot(ProcessHandle process) {
        return signalOne("-STOP", process);
    }

    /**
     * Lets a process stopped by {@link #suspendRoot} run again.
     *
     * @param process the process
     * @return true if the signal was delivered
     */
    public static boolean resumeRoot(ProcessHandle process) {
        return signalOne("-CONT", process);
    }

    /**
     * The CPU time the process and its descendants used so far, where the system tells it.
     *
     * @param root the process
     * @return milliseconds (processes that do not tell count as 0)
     */
    public static long cpuMillis(ProcessHandle root) {
        long ms = 0;
        for (ProcessHandle p : tree(root)) {
            ms += p.info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(0L);
        }
        return ms;
    }

    private static boolean signalOne(String signal, ProcessHandle process) {
        if (!PROC || !process.isAlive()) {
            return false;
        }
        return run(List.of("kill", signal, Long.toString(process.pid())));
    }

    /** The JDK sends no signals but KILL and TERM: the POSIX {@code kill} program does, for the whole tree at once. */
    private static boolean signal(String signal, ProcessHandle root) {
        if (!PROC || !root.isAlive()) {
            return false;
        }
        List<String> cmd = new ArrayList<>(List.of("kill", signal));
        for (ProcessHandle p : tree(root)) {
            cmd.add(Long.toString(p.pid()));
        }
        return run(cmd);
    }

    private static boolean run(List<String> cmd) {
        try {
            Process kill = new ProcessBuilder(cmd).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return kill.waitFor(5, TimeUnit.SECONDS) && kill.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The root first, then its descendants (listed while the root is alive). */
    private static List<ProcessHandle> tree(ProcessHandle root) {
        List<ProcessHandle> all = new ArrayList<>();
        all.add(root);
        all.addAll(root.descendants().toList());
        return all;
    }
}
