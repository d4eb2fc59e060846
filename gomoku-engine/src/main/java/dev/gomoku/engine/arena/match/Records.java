package dev.gomoku.engine.arena.match;

import dev.gomoku.engine.arena.referee.GameResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes one {@code .psq} record per game, named by the game's number, for local and distributed runs alike. */
public final class Records {
    private Records() {
    }

    /**
     * Writes a game record as {@code game-NNNN.psq} in the folder; does nothing without a folder. An
     * I/O error is reported on stderr and does not stop the match.
     *
     * @param dir the folder or null
     * @param game the game number, 0-based
     * @param r the result
     */
    public static void write(Path dir, int game, GameResult r) {
        if (dir == null) {
            return;
        }
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(String.format("game-%04d.psq", game + 1)), psq(r), StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.err.println("gomoku arena: cannot write the record of game " + (game + 1) + ": " + e.getMessage());
        }
    }

    /** The record text. */
    static String psq(GameResult r) {
        return PsqText.of(r);
    }
}
