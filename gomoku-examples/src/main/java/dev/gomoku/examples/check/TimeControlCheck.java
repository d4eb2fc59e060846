package dev.gomoku.examples.check;

import dev.gomoku.engine.arena.referee.Ending;
import dev.gomoku.engine.arena.referee.TimeControl;

/**
 * Every move of a game within the referee's deadline: GomocupJudge's
 * {@code tolerance + min(timeout_match - used, timeout_turn)}, with {@code INFO time_left} running down
 * before every command. A {@code timeout_turn} of 0 (move at once) leaves the tolerance alone.
 *
 * @param failVerdict the verdict for a move over the deadline (WARN where no tournament uses the clocks)
 */
record TimeControlCheck(Verdict failVerdict) {

    /** The finding's id for a time control. */
    static String id(TimeControl t) {
        return "timing.tc-" + t.turnMillis() + "-" + t.matchMillis();
    }

    /**
     * Judges a game's times.
     *
     * @param g the game
     * @return the finding
     */
    Finding judge(PlayedGame g) {
        TimeControl t = g.result().settings().time();
        String title = "a game at timeout_turn " + t.turnMillis() + " ms, timeout_match " + t.matchMillis()
                + " ms: every move in time";
        Finding f = new Finding(id(t), Area.TIMING, Verdict.SKIP, title, "", "");
        if (g.brainLost() && g.result().ending() == Ending.TIMEOUT) {
            return f.with(failVerdict, g.summary(), Referees.TIME_LOSS);
        }
        long used = 0;
        long longest = -1;
        long longestLimit = 0;
        int longestAt = 0;
        String over = null;
        String tight = null;
        for (int i = 0; i < g.result().millis().size(); i++) {
            if (g.sideAt(i) != g.brainSide()) {
                continue;
            }
            long e = g.result().millis().get(i);
            long left = t.matchMillis() - used;
            long limit = Math.max(0, t.turnMillis() > 0 ? Math.min(t.turnMillis(), left) : Math.min(0, left));
            if (e > limit + t.toleranceMillis() && over == null) {
                over = "move " + (i + 1) + " took " + e + " ms, over " + limit + " + " + t.toleranceMillis() + " ms";
            } else if (e > limit && t.turnMillis() > 0 && tight == null) {
                tight = "move " + (i + 1) + " took " + e + " ms, over the limit of " + limit + " ms";
            }
            if (e > longest) {
                longest = e;
                longestLimit = limit;
                longestAt = i + 1;
            }
            used += e;
        }
        if (longest < 0) {
            return f.with(Verdict.SKIP, "the brain did not move: " + g.summary(), "see protocol.games");
        }
        String what = g.brainMoves() + " moves, longest " + longest + " ms (move " + longestAt + ", limit "
                + longestLimit + " ms), " + used + " ms used of " + t.matchMillis() + " (time_left fell to "
                + (t.matchMillis() - used) + " ms); " + g.result().summary();
        if (over != null) {
            return f.with(failVerdict, over + "; " + what, Referees.TIME_LOSS
                    + (failVerdict == Verdict.FAIL ? "" : "; no Gomocup league uses these clocks"));
        }
        return tight != null ? f.with(Verdict.WARN, tight + "; " + what, Referees.TOLERANCE_ONLY)
                : f.with(Verdict.PASS, what, Referees.FINE);
    }
}
