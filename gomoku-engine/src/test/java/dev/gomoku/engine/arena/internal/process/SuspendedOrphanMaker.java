package dev.gomoku.engine.arena.internal.process;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A manager that dies with a suspended brain: starts {@code sleep 600} as a brain process, suspends it
 * as between turns, prints its pid and its {@code /proc} state, and exits without closing it.
 */
final class SuspendedOrphanMaker {
    private SuspendedOrphanMaker() {
    }

    public static void main(String[] args) throws Exception {
        BrainProcess brain = BrainProcess.start(List.of("sleep", "600"), Path.of("."), "orphan");
        ProcessHandle h = brain.handle();
        if (!ProcessTree.suspend(h)) {
            System.out.println("not suspended");
            System.exit(1);
        }
        String stat = "";
        for (int i = 0; i < 100 && !stat.contains(") T"); i++) {
            Thread.sleep(20);
            stat = Files.readString(Path.of("/proc", Long.toString(h.pid()), "stat"));
        }
        System.out.println(h.pid() + " " + stat.substring(stat.indexOf(')') + 2, stat.indexOf(')') + 3));
        System.exit(0);
    }
}
