package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.util.ArrayList;
import java.util.List;

/**
 * The legacy file protocol through our manager's client (PLOCHA.DAT, TAH.DAT, TIMEOUTS.DAT, INFO.DAT;
 * one process run per move, timed from its start to its exit as GomocupJudge's {@code old_protocol.py}
 * does): an empty board and a position with stones, each answered with a legal move in time.
 *
 * @param time the clocks
 */
record LegacyCheck(TimeControl time) {
    /**
     * Runs the legacy brain on two positions.
     *
     * @param command the legacy brain's command line
     * @return the finding
     */
    Finding run(String command) {
        Finding f = new Finding("legacy", Area.LEGACY, Verdict.SKIP, "legacy file protocol: legal moves in time",
                "", "");
        BrainSpec spec = BrainSpec.parse(command).withProtocol(BrainProtocol.LEGACY);
        Board empty = Board.create(20, Rule.FREESTYLE);
        Board some = Positions.crowded(20, 6, 3);
        List<String> answers = new ArrayList<>();
        try (Player p = BrainClients.player(spec, ArenaLog.NONE)) {
            p.newGame(GameSettings.of(20, Rule.FREESTYLE, time), "sparring", 1);
            for (Board b : List.of(empty, some)) {
                Answer a = p.move(b, time.matchMillis());
                if (a.isFault()) {
                    return f.with(Verdict.FAIL, a.fault() + " with " + b.moveCount() + " stones: " + a.detail(),
                            a.fault() == Answer.Fault.TIMEOUT ? Referees.TIME_LOSS : Referees.CRASH_LOSS);
                }
                Point m = a.points().get(0);
                Legality l = Legality.of(b, m, b.sideToMove());
                if (l != Legality.LEGAL) {
                    return f.with(Verdict.FAIL, "played " + m + " with " + b.moveCount() + " stones: " + l,
                            Referees.ILLEGAL_LOSS);
                }
                answers.add(m + " in " + a.elapsedMillis() + " ms");
            }
        }
        return f.with(Verdict.PASS, "answered " + String.join(", ", answers), Referees.FINE);
    }
}
