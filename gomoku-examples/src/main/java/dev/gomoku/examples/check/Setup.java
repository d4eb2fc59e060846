package dev.gomoku.examples.check;

import dev.gomoku.core.Rule;
import dev.gomoku.protocol.pipe.Command;
import dev.gomoku.protocol.pipe.Reply;

/** A game set up on a probe session as a manager starts one: {@code START}, {@code OK}, the referee's INFOs. */
final class Setup {
    private Setup() {
    }

    /**
     * Starts a game, waiting for {@code OK} up to our manager's start-up time.
     *
     * @param s the session
     * @param size the board size
     * @param rule the rule
     * @param turnMillis timeout_turn
     * @return null when set up, else what was heard instead of OK
     */
    static Heard game(ProbeSession s, int size, Rule rule, long turnMillis) {
        s.send(new Command.Start(size));
        Heard h = s.next(BrainCheck.STARTUP_MILLIS);
        if (h.as(Reply.Ok.class) == null) {
            return h;
        }
        InfoCheck.sendRefereeInfos(s, turnMillis, BrainCheck.MATCH_MILLIS, rule);
        return null;
    }
}
