package dev.gomoku.examples.web;

import dev.gomoku.core.Board;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;

/**
 * A match player that tells the watch what it is asked and what it answers, so the page shows the
 * game move by move; everything else goes unchanged to the real player.
 */
final class WatchedPlayer implements Player {
    private final Player player;
    private final MatchWatch watch;

    WatchedPlayer(Player player, MatchWatch watch) {
        this.player = player;
        this.watch = watch;
    }

    @Override
    public String name() {
        return player.name();
    }

    @Override
    public Answer newGame(GameSettings settings, String opponent, long seed) {
        watch.tile().settings(settings);
        return player.newGame(settings, opponent, seed);
    }

    @Override
    public Answer move(Board board, long timeLeftMillis) {
        MatchWatch.Tile t = watch.tile();
        t.asked(name(), board, timeLeftMillis);
        Answer a = player.move(board, timeLeftMillis);
        t.answered(board.sideToMove(), a);
        return a;
    }

    @Override
    public Answer swap2(Board board, long timeLeftMillis) {
        MatchWatch.Tile t = watch.tile();
        t.asked(name(), board, timeLeftMillis);
        Answer a = player.swap2(board, timeLeftMillis);
        t.answered(board.sideToMove(), a);
        return a;
    }

    @Override
    public void gameOver(GameResult result, Side mySide) {
        player.gameOver(result, mySide);
    }

    @Override
    public void close() {
        player.close();
    }
}
