package dev.gomoku.examples.check;

import dev.gomoku.core.Rule;
import dev.gomoku.protocol.pipe.Info;
import java.util.List;

/**
 * The {@code INFO} lines GomocupJudge sends after {@code START} (timeout_turn, timeout_match, max_memory,
 * game_type, rule, folder; in that order), then keys other managers send (Piskvork's {@code evaluate},
 * Yixin's {@code thread_num} and {@code caution_factor}) and one nobody sends. The protocol asks for no
 * answer: an unknown key is ignored, and a problem is told only with the next command that is no INFO.
 *
 * @param turnMillis the timeout_turn sent
 * @param matchMillis the timeout_match sent
 * @param rule the rule sent
 */
record InfoCheck(long turnMillis, long matchMillis, Rule rule) implements SessionCheck {
    /** How long to listen for a reply that should not come. */
    static final long LISTEN_MILLIS = 700;

    @Override
    public String id() {
        return "protocol.info";
    }

    @Override
    public Area area() {
        return Area.PROTOCOL;
    }

    @Override
    public String title() {
        return "INFO lines (the referee's and unknown keys) answered with silence";
    }

    /**
     * The INFO lines GomocupJudge writes after START, in its order.
     *
     * @param turn timeout_turn
     * @param match timeout_match
     * @param rule the rule
     * @param s the session, whose folder is sent
     */
    static void sendRefereeInfos(ProbeSession s, long turn, long match, Rule rule) {
        for (Info i : List.of(new Info.TimeoutTurn(turn), new Info.TimeoutMatch(match),
                new Info.MaxMemory(CheckOptions.GOMOCUP_MEMORY), new Info.GameType(1), new Info.Rule(rule.pipeMask()),
                new Info.Folder(s.folder().toString()))) {
            s.send(i);
        }
    }

    @Override
    public Finding run(ProbeSession s) {
        sendRefereeInfos(s, turnMillis, matchMillis, rule);
        s.sendRaw("INFO evaluate 7,7\r\nINFO thread_num 1\r\nINFO caution_factor 4\r\nINFO gomoku_check_unheard_of 1 2\r\n");
        Heard h = s.next(LISTEN_MILLIS);
        if (h.kind() == Heard.Kind.TIMEOUT) {
            return result(Verdict.PASS, "10 INFO lines, no answer within " + LISTEN_MILLIS + " ms", Referees.FINE);
        }
        if (h.kind() == Heard.Kind.END) {
            return noMove(h, s, LISTEN_MILLIS);
        }
        return result(Verdict.FAIL, "answered an INFO line: " + h.evidence(), Referees.PISKVORK_STRAY);
    }
}
