package dev.gomoku.examples.check;

import dev.gomoku.engine.arena.referee.Ending;
import java.util.List;
import java.util.Locale;

/**
 * The peak unique memory (USS) of the brain's process tree after its answers, against the
 * {@code max_memory} it was told: GomocupJudge sums psutil's USS of the process and its descendants
 * after every answer and keeps the game's maximum.
 *
 * @param limit the max_memory of the games judged, in bytes
 * @param failVerdict the verdict for going over (WARN for a limit no tournament uses)
 */
record MemoryCheck(long limit, Verdict failVerdict) {
    /**
     * Judges the games played with this limit.
     *
     * @param games the games (those with another limit are left out)
     * @return the finding
     */
    Finding judge(List<PlayedGame> games) {
        String id = limit == CheckOptions.GOMOCUP_MEMORY ? "memory.350" : "memory.small";
        Finding f = new Finding(id, Area.MEMORY, Verdict.SKIP, "peak USS of the process tree within max_memory "
                + mib(limit), "", "");
        long peak = 0;
        int moves = 0;
        int n = 0;
        String last = "";
        for (PlayedGame g : games) {
            if (g.result().settings().time().maxMemoryBytes() != limit) {
                continue;
            }
            n++;
            if (g.brainLost() && g.result().ending() == Ending.MEMORY) {
                return f.with(failVerdict, g.summary(), Referees.MEMORY_LOSS);
            }
            peak = Math.max(peak, g.peakUss());
            last = g.summary();
            moves += g.brainMoves();
        }
        if (peak == 0) {
            return f.with(Verdict.SKIP, n == 0 ? "no game played" : "nothing measured (no answer in time, or no /proc): " + last, "");
        }
        return f.with(Verdict.PASS, "peak " + mib(peak) + " over " + n + (n == 1 ? " game (" : " games (") + moves + " moves)",
                Referees.FINE);
    }

    static String mib(long bytes) {
        return String.format(Locale.ROOT, "%.1f MiB", bytes / (double) (1L << 20));
    }
}
