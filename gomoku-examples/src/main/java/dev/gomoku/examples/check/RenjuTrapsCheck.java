package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.util.ArrayList;
import java.util.List;

/**
 * Renju positions with black to move where the strongest-looking point is forbidden (a double four, a
 * double three, an overline), each sent as {@code BOARD} through our manager's pipe client under
 * {@code INFO rule 4}: the brain never plays a forbidden point.
 *
 * @param time the clocks
 */
record RenjuTrapsCheck(TimeControl time) {
    /**
     * Asks the brain for a move in each position.
     *
     * @param spec the brain
     * @return the finding
     */
    Finding run(BrainSpec spec) {
        Finding f = new Finding("renju.traps", Area.RENJU, Verdict.SKIP,
                "no forbidden move where a double four, double three or overline tempts", "", "");
        List<String> answers = new ArrayList<>();
        GameSettings gs = GameSettings.of(15, Rule.RENJU, time);
        try (Player p = WarmUp.player(spec, ArenaLog.NONE, gs)) {
            Answer ready = p.newGame(gs, "sparring", 1);
            if (ready.isFault()) {
                return f.with(Verdict.FAIL, "renju game not started: " + ready.fault() + " " + ready.detail(),
                        Referees.CRASH_LOSS);
            }
            for (Board b : Positions.renjuTraps()) {
                Answer a = p.move(b, time.matchMillis());
                if (a.isFault()) {
                    return f.with(Verdict.FAIL, a.fault() + ": " + a.detail(), a.fault() == Answer.Fault.TIMEOUT
                            ? Referees.TIME_LOSS : Referees.CRASH_LOSS);
                }
                Point m = a.points().get(0);
                Legality l = Legality.of(b, m, b.sideToMove());
                if (l == Legality.FORBIDDEN) {
                    return f.with(Verdict.FAIL, "played " + m + ", " + ForbiddenMoves.check(b, b.index(m.x(), m.y()))
                            + ", in " + b.moveCount() + "-stone position (forbidden: " + ForbiddenMoves.all(b) + ")",
                            Referees.FOUL_LOSS);
                }
                if (l != Legality.LEGAL) {
                    return f.with(Verdict.FAIL, "played " + m + ": " + l, Referees.ILLEGAL_LOSS);
                }
                answers.add(m + " (forbidden " + ForbiddenMoves.all(b) + ")");
            }
        }
        return f.with(Verdict.PASS, "answered " + String.join(", ", answers), Referees.FINE);
    }
}
