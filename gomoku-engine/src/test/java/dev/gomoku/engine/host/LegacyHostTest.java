package dev.gomoku.engine.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Turn;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The legacy host in-process: the time guard and the referee between the brain and TAH.DAT. */
class LegacyHostTest {
    @TempDir
    Path dir;

    /** Lets the brains that ignore every stop request end once the test is over. */
    private volatile boolean released;

    @AfterEach
    void release() {
        released = true;
    }

    private void stuck() {
        while (!released) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private static Brain brain(BiFunction<Board, Turn, Point> move) {
        return new Brain() {
            @Override
            public Point move(Board board, Turn turn) {
                return move.apply(board, turn);
            }
        };
    }

    /** Black (x, to move) at 5,7 6,7 7,5 7,6: 7,7 is a double three; white o far away. */
    private void renjuPosition(String info) throws Exception {
        char[][] rows = new char[15][15];
        for (char[] r : rows) {
            java.util.Arrays.fill(r, '-');
        }
        rows[7][5] = 'x';
        rows[7][6] = 'x';
        rows[5][7] = 'x';
        rows[6][7] = 'x';
        rows[0][0] = 'o';
        rows[0][14] = 'o';
        rows[14][0] = 'o';
        rows[14][14] = 'o';
        StringBuilder b = new StringBuilder();
        for (char[] r : rows) {
            b.append(r).append("\r\n");
        }
        Files.writeString(dir.resolve("PLOCHA.DAT"), b);
        Files.writeString(dir.resolve("TAH.DAT"), "x\r\n");
        Files.writeString(dir.resolve("INFO.DAT"), info);
    }

    private String tah() throws Exception {
        return Files.readString(dir.resolve("TAH.DAT"), StandardCharsets.US_ASCII).strip();
    }

    @Test
    void aForbiddenAnswerForBlackIsReplaced() throws Exception {
        renjuPosition("timeout_turn 1000\r\nrule 4\r\n");
        assertEquals(0, new LegacyHost(brain((b, t) -> new Point(7, 7)), 1).run(dir));
        String move = tah();
        assertTrue(move.matches("\\d+,\\d+"), move);
        assertNotEquals("7,7", move, "the double three never reaches the manager");
    }

    @Test
    void theSameAnswerStandsUnderFreestyle() throws Exception {
        renjuPosition("timeout_turn 1000\r\nrule 0\r\n");
        assertEquals(0, new LegacyHost(brain((b, t) -> new Point(7, 7)), 1).run(dir));
        assertEquals("7,7", tah());
    }

    @Test
    void theGuardAnswersForABrainThatNeverReturns() throws Exception {
        renjuPosition("timeout_turn 0\r\nrule 0\r\n");
        int code = new LegacyHost(brain((b, t) -> {
            stuck();
            return null;
        }), 1).run(dir);
        assertEquals(0, code);
        String move = tah();
        assertTrue(move.matches("\\d+,\\d+"), move);
        String[] xy = move.split(",");
        char cell = Files.readAllLines(dir.resolve("PLOCHA.DAT")).get(Integer.parseInt(xy[1])).charAt(Integer.parseInt(xy[0]));
        assertEquals('-', cell, "an empty cell");
    }

    @Test
    void publishedMoveIsUsedWhenTheBrainOverruns() throws Exception {
        renjuPosition("timeout_turn 0\r\nrule 0\r\n");
        new LegacyHost(brain((b, t) -> {
            t.publish(new Point(3, 3));
            stuck();
            return null;
        }), 1).run(dir);
        assertEquals("3,3", tah());
    }

    @Test
    void theBrainsMessageGoesToMsgDat() throws Exception {
        renjuPosition("timeout_turn 1000\r\nrule 0\r\n");
        Files.writeString(dir.resolve("MSG.DAT"), "");
        new LegacyHost(brain((b, t) -> {
            t.message("thinking\nhard");
            return new Point(9, 9);
        }), 1).run(dir);
        assertEquals("9,9", tah());
        assertEquals("thinking hard", Files.readString(dir.resolve("MSG.DAT")).strip(), "one line");
    }
}
