package dev.gomoku.engine.arena;

import dev.gomoku.core.Board;
import dev.gomoku.core.Side;

/** A KoTH bot: one process per game, started with the opponent's name and a seed. */
final class KothBot implements Player {
    private final BrainSpec spec;
    private final ArenaLog log;

    KothBot(BrainSpec spec, ArenaLog log) {
        this.spec = spec;
        this.log = log;
    }

    @Override
    public String name() {
        return spec.name();
    }

    @Override
    public Answer newGame(GameSettings settings, String opponent, long seed) {
        log.event(new BrainEvent(name(), BrainEvent.Kind.FAULT, "KoTH not available yet"));
        return Answer.fault(Answer.Fault.REFUSED, "KoTH not available yet", 0);
    }

    @Override
    public Answer move(Board board, long timeLeftMillis) {
        return Answer.fault(Answer.Fault.REFUSED, "KoTH not available yet", 0);
    }

    @Override
    public Answer swap2(Board board, long timeLeftMillis) {
        return Answer.fault(Answer.Fault.REFUSED, "KoTH not available yet", 0);
    }

    @Override
    public void gameOver(GameResult result, Side mySide) {
    }

    @Override
    public void close() {
    }
}
