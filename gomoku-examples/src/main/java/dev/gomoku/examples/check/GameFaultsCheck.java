package dev.gomoku.examples.check;

import dev.gomoku.engine.arena.referee.Ending;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The games played by the other checks ended on the board or on time, memory or the folder (judged by
 * their own lines), never by a crash, garbage, a refusal or an illegal stone.
 */
record GameFaultsCheck() {
    /** Endings judged elsewhere. */
    private static final Set<Ending> ELSEWHERE = EnumSet.of(Ending.FIVE, Ending.BOARD_FULL, Ending.TIMEOUT,
            Ending.MEMORY, Ending.FOLDER, Ending.FORBIDDEN);

    /**
     * Judges the games.
     *
     * @param games all games played
     * @return the finding
     */
    Finding judge(List<PlayedGame> games) {
        Finding f = new Finding("protocol.games", Area.PROTOCOL, Verdict.SKIP,
                "games end without a crash, garbage or illegal stone", "", "");
        if (games.isEmpty()) {
            return f.with(Verdict.SKIP, "no game played", "");
        }
        int moves = 0;
        for (PlayedGame g : games) {
            if (g.brainLost() && !ELSEWHERE.contains(g.result().ending())) {
                return f.with(Verdict.FAIL, g.summary(), switch (g.result().ending()) {
                    case OCCUPIED, OFF_BOARD -> Referees.ILLEGAL_LOSS;
                    case BAD_SWAP2 -> Referees.SWAP2_LOSS;
                    case GARBAGE -> Referees.TIME_LOSS + " (it skips lines that are no move and waits)";
                    default -> Referees.CRASH_LOSS;
                });
            }
            moves += g.brainMoves();
        }
        return f.with(Verdict.PASS, games.size() + " games, " + moves + " moves by the brain", Referees.FINE);
    }
}
