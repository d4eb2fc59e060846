package dev.gomoku.engine.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Turn;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The KoTH host in-process: the judge's seed makes a brain that uses its random source deterministic. */
class KothHostTest {
    private static final String PROMPTS = "A []\n"
            + "B [((7,7),\"B\"),((8,8),\"W\"),((7,8),\"B\")]\n"
            + "C [((7,7),\"B\"),((8,8),\"W\"),((7,8),\"B\"),((1,1),\"B\"),((2,2),\"W\")]\n"
            + "5 [((7,7),\"B\"),((8,8),\"W\"),((7,8),\"B\"),((1,1),\"B\"),((2,2),\"W\")]\n"
            + "7 [((7,7),\"B\"),((8,8),\"W\"),((7,8),\"B\"),((1,1),\"B\"),((2,2),\"W\"),((3,3),\"W\"),((9,9),\"B\")]\n"
            + "EXIT TIE\n";

    /** Any empty cell, drawn from the host's random source. */
    private static final class Dice implements Brain {
        @Override
        public Point move(Board board, Turn turn) {
            while (true) {
                int x = turn.random().nextInt(board.width());
                int y = turn.random().nextInt(board.height());
                if (board.isEmpty(board.index(x, y))) {
                    return new Point(x, y);
                }
            }
        }
    }

    private static String play(long seed) {
        return play(seed, PROMPTS);
    }

    private static String play(long seed, String prompts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = new KothHost(new Dice(), seed).run(new ByteArrayInputStream(prompts.getBytes(StandardCharsets.UTF_8)), out);
        assertEquals(0, code);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void sameSeedSameAnswersOtherSeedOtherAnswers() {
        String a = play(42);
        assertEquals(5, a.split("\n").length, "one answer per prompt before EXIT: " + a);
        assertEquals(a, play(42));
        assertNotEquals(a, play(43));
    }

    @Test
    void anyMoveNumberIsAccepted() {
        // Judges number moves differently (seed 002 sends 1 after a five-stone opening): the board decides.
        String answers = play(42);
        for (String n : List.of("0", "1", "999999999")) {
            assertEquals(answers, play(42, PROMPTS.replace("\n5 [", "\n" + n + " [").replace("\n7 [", "\n" + n + " [")), n);
        }
    }

    @Test
    void seedArgumentsParse() {
        assertEquals(123, KothHost.seedOf(" 123 "));
        assertEquals(KothHost.seedOf("abc"), KothHost.seedOf("abc"));
        assertNotEquals(KothHost.seedOf("abc"), KothHost.seedOf("abd"));
    }
}
