package dev.gomoku.examples.check;

import dev.gomoku.engine.arena.referee.Ending;

/** A renju game with the brain as black: never a forbidden point (the referee's foul). */
record RenjuGameCheck() {
    /**
     * Judges the game.
     *
     * @param g the renju game, the brain black
     * @return the finding
     */
    Finding judge(PlayedGame g) {
        Finding f = new Finding("renju.game", Area.RENJU, Verdict.SKIP, "a renju game as black without a forbidden move",
                "", "");
        if (g.brainLost() && g.result().ending() == Ending.FORBIDDEN) {
            return f.with(Verdict.FAIL, g.summary(), Referees.FOUL_LOSS);
        }
        return g.brainMoves() == 0 ? f.with(Verdict.SKIP, "the brain did not move: " + g.summary(), "see protocol.games")
                : f.with(Verdict.PASS, g.brainMoves() + " black moves, none forbidden; " + g.result().summary(),
                        Referees.FINE);
    }
}
