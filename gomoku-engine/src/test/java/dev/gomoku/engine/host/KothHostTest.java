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

    /** Swap2 answers named by colour and move number come out in KoTH's order: black stones first. */
    @Test
    void swap2AnswersAreConvertedToKothOrder() {
        java.util.List<String> seen = new java.util.ArrayList<>();
        Brain brain = new Brain() {
            @Override
            public Point move(Board board, Turn turn) {
                return new Point(0, 0);
            }

            @Override
            public dev.gomoku.engine.Swap2Opening swap2Opening(Board board, Turn turn) {
                return new dev.gomoku.engine.Swap2Opening(new Point(7, 7), new Point(8, 7), new Point(9, 9));
            }

            @Override
            public dev.gomoku.engine.Swap2Choice swap2(Board board, Turn turn) {
                StringBuilder sb = new StringBuilder();
                for (int y = 0; y < board.height(); y++) {
                    for (int x = 0; x < board.width(); x++) {
                        int c = board.cell(board.index(x, y));
                        if (c != Board.EMPTY) {
                            sb.append(x).append(',').append(y).append(c == dev.gomoku.core.Side.BLACK.code() ? "B " : "W ");
                        }
                    }
                }
                seen.add(sb.toString().strip() + " to move " + board.sideToMove());
                return dev.gomoku.engine.Swap2Choice.addTwo(new Point(8, 8), new Point(8, 6));
            }
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String prompts = "A []\nB [((7,7),\"B\"),((9,9),\"B\"),((8,7),\"W\")]\nEXIT TIE\n";
        new KothHost(brain, 1).run(new ByteArrayInputStream(prompts.getBytes(StandardCharsets.UTF_8)), out);
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals("(7,7) (9,9) (8,7)", lines[0].strip(), "two black stones, then the white one");
        assertEquals("(8,6) (8,8)", lines[1].strip(), "the black 5th stone, then the white 4th");
        assertEquals(List.of("7,7B 8,7W 9,9B to move WHITE"), seen);
    }
}
