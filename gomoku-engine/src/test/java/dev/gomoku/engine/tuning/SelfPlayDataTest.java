package dev.gomoku.engine.tuning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Evaluator;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SelfPlayDataTest {
    private static byte[] generate(Rule rule, int games, long seed, int threads) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SelfPlay.generate(new SelfPlaySettings(rule, 15, games, 1500, seed, 2, threads), Evaluator.patterns(),
                new DataOutputStream(bytes), g -> { });
        return bytes.toByteArray();
    }

    @Test
    void theSameSeedGivesTheSameBytesWhateverTheThreadsSeed11() throws IOException {
        byte[] a = generate(Rule.RENJU, 3, 11, 1);
        assertArrayEquals(a, generate(Rule.RENJU, 3, 11, 2));
        assertNotEquals(Arrays.hashCode(a), Arrays.hashCode(generate(Rule.RENJU, 3, 12, 1)));
    }

    @Test
    void gamesPlayedOneByOneInAnyOrderWriteTheSameBytesSeed11() throws IOException {
        SelfPlaySettings s = new SelfPlaySettings(Rule.RENJU, 15, 3, 1500, 11, 2, 1);
        SelfPlayGame[] games = new SelfPlayGame[3];
        for (int g = 2; g >= 0; g--) {
            games[g] = SelfPlay.play(s, Evaluator.patterns(), g);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        SelfPlayFile.writeHeader(out, s.rule(), s.size());
        for (SelfPlayGame g : games) {
            SelfPlayFile.writeGame(out, g);
        }
        out.flush();
        assertArrayEquals(generate(Rule.RENJU, 3, 11, 2), bytes.toByteArray());
        assertThrows(IllegalArgumentException.class, () -> SelfPlay.play(s, Evaluator.patterns(), -1));
    }

    @Test
    void gamesReadBackLegalWithTheirResultsSeed5() throws IOException {
        byte[] data = generate(Rule.FREESTYLE, 3, 5, 2);
        SelfPlayFile.Contents c = SelfPlayFile.read(new ByteArrayInputStream(data));
        assertEquals(Rule.FREESTYLE, c.rule());
        assertEquals(15, c.size());
        assertEquals(3, c.games().size());
        assertTrue(c.positions() > 0);
        for (SelfPlayGame g : c.games()) {
            Board b = Board.create(15, Rule.FREESTYLE);
            for (int m : g.moves()) {
                assertEquals(null, b.winner());
                b.play(b.index(m % 15, m / 15));
            }
            // Five opening stones and two random plies are never scored.
            assertEquals(7, g.scoredFrom());
            assertEquals(g.moves().length - g.scoredFrom(), g.scores().length);
            Side w = b.winner();
            if (w != null) {
                assertEquals(w == Side.BLACK ? 2 : 0, g.blackPoints());
            }
            assertEquals(g.result(0), 1 - g.result(1));
        }
    }

    @Test
    void damagedFilesAreRefusedNamingTheGame() throws IOException {
        byte[] data = generate(Rule.FREESTYLE, 2, 5, 1);
        IOException e = assertThrows(IOException.class,
                () -> SelfPlayFile.read(new ByteArrayInputStream(Arrays.copyOf(data, data.length - 1))));
        assertEquals("game 2 is truncated", e.getMessage());
        assertThrows(IOException.class, () -> SelfPlayFile.read(new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 5})));
        assertThrows(IllegalArgumentException.class, () -> generate(Rule.CARO_EXACT, 1, 1, 1));
    }
}
