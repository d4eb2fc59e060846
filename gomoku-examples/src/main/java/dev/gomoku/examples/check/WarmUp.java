package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.TimeControl;
import dev.gomoku.protocol.pipe.Command;
import java.util.List;

/**
 * A first move before the timed checks, untimed: a brain's first move of a process carries its start-up
 * (loading networks, compiling code), which {@code timing.cold} judges against a tournament's clock; the
 * other checks use clocks scaled down to keep the check short, on which that start-up alone would fail.
 * The games then begin with {@code RESTART} on the warm process (a brain that refuses it gets a new one).
 * The warm-up sends {@code max_memory 0} (no limit) and judges no memory: the memory checks do that.
 */
final class WarmUp {
    private WarmUp() {
    }

    /**
     * Asks a probe session for a move on an empty board and waits up to the start-up time.
     *
     * @param s the session, with a game started
     */
    static void move(ProbeSession s) {
        s.send(new Command.Board(List.of()));
        s.nextMove(BrainCheck.STARTUP_MILLIS);
    }

    /**
     * A player whose process has made one untimed move; the caller's {@code newGame} restarts it.
     *
     * @param spec the brain
     * @param log the event log
     * @param settings the settings of the game to come (board size and rule)
     * @return the warm player
     */
    static Player player(BrainSpec spec, ArenaLog log, GameSettings settings) {
        Player p = BrainClients.player(spec, log);
        TimeControl t = settings.time();
        // told a short turn but waited for up to the start-up time (the tolerance is not sent); no memory
        // verdict either: a brain over max_memory would be killed and the game start cold
        TimeControl untimed = new TimeControl(Math.max(1, t.turnMillis()), 0, BrainCheck.STARTUP_MILLIS, 0,
                t.startupMillis(), t.suspendWaiting());
        GameSettings warm = new GameSettings(settings.width(), settings.height(), settings.rule(), untimed, List.of(),
                false);
        if (!p.newGame(warm, "sparring", 0).isFault()) {
            p.move(Board.create(settings.width(), settings.height(), settings.rule()), Long.MAX_VALUE);
        }
        return p;
    }
}
