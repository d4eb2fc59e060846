package dev.gomoku.engine.arena;

import java.util.List;

/** Kills a process with everything it started (a launcher script's JVM, a brain's helper processes). */
final class ProcessTree {
    private ProcessTree() {
    }

    /**
     * Forcibly ends the process and its descendants. The descendants are listed before the parent dies,
     * because orphans are re-parented and could no longer be found.
     *
     * @param root the process
     */
    static void kill(ProcessHandle root) {
        List<ProcessHandle> children = root.descendants().toList();
        root.destroyForcibly();
        for (ProcessHandle child : children) {
            child.destroyForcibly();
        }
    }
}
