package dev.gomoku.engine.arena.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import dev.gomoku.engine.arena.referee.Referee;
import dev.gomoku.engine.arena.referee.TimeControl;
import dev.gomoku.protocol.koth.KothPrompt;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The KoTH judge numbers moves as seed 002 does: {@code N} is 1 for the first move after the opening. */
class KothClientTest {

    @ParameterizedTest(name = "Swap2 reply {0}: {1} opening stones")
    @CsvSource({"two, 5", "black, 3", "white, 4"})
    void movesAreNumberedFromOneAfterTheOpening(String swapReply, int openingStones, @TempDir Path dir)
            throws Exception {
        // a cold JVM answers the first prompt: generous tolerance, this is no speed test
        GameSettings gs = GameSettings.of(15, Rule.FREESTYLE, new TimeControl(500, 0, 10_000, 0, 20_000))
                .withSwap2(true);
        GameResult r;
        try (Player a = BrainClients.player(bot("a", swapReply, dir), ArenaLog.NONE);
                Player b = BrainClients.player(bot("b", swapReply, dir), ArenaLog.NONE)) {
            r = Referee.play(a, b, gs, 1);
        }
        assertFalse(r.ending().isFault(), r.summary());
        List<KothPrompt.Move> moves = new ArrayList<>();
        for (String who : List.of("a", "b")) {
            for (String line : Files.readAllLines(dir.resolve(who).resolve("prompts.txt"))) {
                if (Character.isDigit(line.charAt(0))) {
                    moves.add((KothPrompt.Move) KothPrompt.decode(line));
                }
            }
        }
        assertTrue(moves.size() > 2, "a game with moves: " + r.summary());
        assertTrue(moves.stream().anyMatch(m -> m.number() == 1 && m.board().size() == openingStones), moves::toString);
        for (KothPrompt.Move m : moves) {
            assertEquals(m.board().size() - openingStones + 1, m.number(), m::encode);
        }
    }

    private static BrainSpec bot(String name, String swapReply, Path dir) {
        return new BrainSpec(name, TestPlayers.java(KothScriptBot.class.getName(), swapReply), dir.resolve(name),
                BrainProtocol.KOTH);
    }
}
