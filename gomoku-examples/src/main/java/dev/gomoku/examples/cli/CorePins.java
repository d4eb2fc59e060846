package dev.gomoku.examples.cli;

import dev.gomoku.engine.arena.client.BrainSpec;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code --pin}: each brain process runs on one core, as the Gomocup referee pins a brain to a core by
 * affinity, so that games played at once do not take each other's time. The brain is started through
 * {@code taskset -c CORE}, which sets the affinity and then becomes the brain (same process, so the
 * memory of the process tree is measured as before; its children inherit the core). Each game has two
 * cores of its own; with fewer cores than that but one per game, a game's two brains share its core,
 * which costs nothing while the brain not on move is suspended (the default), and is refused with
 * {@code --no-suspend}.
 */
final class CorePins {
    private final List<Integer> cores;
    private final int games;
    private final boolean shared;
    /**
     * A match makes the players of each game slot on that slot's own thread, first brain then second:
     * each thread is a slot, numbered in turn (modulo the games at once: a tournament's matches follow
     * each other), with the brains it has started so far.
     */
    private final AtomicInteger slots = new AtomicInteger();
    private final ThreadLocal<int[]> slot = ThreadLocal.withInitial(() -> new int[] {slots.getAndIncrement(), 0});

    private CorePins(List<Integer> cores, int games, boolean shared) {
        this.cores = List.copyOf(cores);
        this.games = games;
        this.shared = shared;
    }

    /**
     * The cores for {@code games} games at once, from those this process may run on.
     *
     * @param games games played at once
     * @param suspended whether the brain not on move is suspended
     * @return the pins
     * @throws IllegalArgumentException if pinning is not possible here, saying why
     */
    static CorePins forGames(int games, boolean suspended) {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status) || findTaskset() == null) {
            throw new IllegalArgumentException("--pin needs Linux with taskset (util-linux) on the PATH");
        }
        List<Integer> allowed;
        try {
            allowed = allowedCores(Files.readAllLines(status));
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("--pin: cannot read this process's cores from " + status + ": " + e, e);
        }
        if (allowed.size() >= 2 * games) {
            return new CorePins(allowed.subList(0, 2 * games), games, false);
        }
        String have = "this process may run on " + allowed.size() + " core" + (allowed.size() == 1 ? "" : "s") + " ("
                + join(allowed) + ")";
        if (allowed.size() >= games && suspended) {
            return new CorePins(allowed.subList(0, games), games, true);
        }
        throw new IllegalArgumentException("--pin needs 2 cores per game played at once (" + 2 * games + " for " + games
                + (games == 1 ? " game" : " games") + (suspended ? ", or 1 per game with both brains on it" : "")
                + "); " + have + ". Lower -c" + (suspended ? "" : " or drop --no-suspend") + ", or drop --pin.");
    }

    /** The cores of a {@code Cpus_allowed_list} line of {@code /proc/PID/status}, such as {@code 0-3,6}. */
    static List<Integer> allowedCores(List<String> statusLines) {
        for (String line : statusLines) {
            if (line.startsWith("Cpus_allowed_list:")) {
                List<Integer> cores = new ArrayList<>();
                for (String part : line.substring(line.indexOf(':') + 1).strip().split(",")) {
                    String[] range = part.split("-");
                    int from = Integer.parseInt(range[0].strip());
                    int to = range.length > 1 ? Integer.parseInt(range[1].strip()) : from;
                    for (int c = from; c <= to; c++) {
                        cores.add(c);
                    }
                }
                return cores;
            }
        }
        throw new IllegalArgumentException("no Cpus_allowed_list line");
    }

    private static Path findTaskset() {
        String path = System.getenv("PATH");
        for (String dir : (path == null ? "/usr/bin:/bin" : path).split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, "taskset");
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }

    /**
     * The brain started on its core: the first brain of the calling thread's game slot takes the slot's
     * first core, the second its second (or the same one, shared).
     *
     * @param spec the brain
     * @return the brain, started through {@code taskset}
     */
    BrainSpec pin(BrainSpec spec) {
        int[] mine = slot.get();
        int game = mine[0] % games;
        int brain = mine[1]++ % 2;
        int core = cores.get(shared ? game : 2 * game + brain);
        List<String> cmd = new ArrayList<>(List.of("taskset", "-c", Integer.toString(core)));
        cmd.addAll(spec.command());
        return new BrainSpec(spec.name(), cmd, spec.workDir(), spec.protocol(), spec.swap2Lines(), spec.environment());
    }

    /**
     * What is pinned where, said once at the start.
     *
     * @return a line
     */
    String describe() {
        return "Pinned: " + (shared ? "each game's two brains share one core (the brain not on move is suspended)"
                : "each brain on a core of its own") + "; cores " + join(cores) + " (taskset)";
    }

    private static String join(List<Integer> cores) {
        StringBuilder s = new StringBuilder();
        for (int c : cores) {
            s.append(s.length() == 0 ? "" : ",").append(c);
        }
        return s.toString();
    }
}
