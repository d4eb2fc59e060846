package dev.gomoku.examples.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalTest {
    @TempDir
    Path dir;

    private static final WireResult WIN = new WireResult("a\tb", "c", "WHITE", "TIMEOUT", "late\nby 3 ms",
            new int[] {7, 7, 8, 8, 0, 14}, new long[] {0, 12, 345}, "[127.0.0.1]:5701");
    private static final WireResult DRAW = new WireResult("c", "a b", null, "BOARD_FULL", "", new int[0], new long[0], "x");

    @Test
    void countedGamesComeBackAfterARestartAndACutLastLineIsSkipped() throws Exception {
        Journal j = Journal.in(dir, "m1");
        j.append(3, WIN);
        j.append(0, DRAW);
        j.append(3, DRAW);
        j.close();
        Path file = dir.resolve("cluster-m1.journal");
        Files.writeString(file, "5\tc\ta\tBLACK\tFIVE\t\t7,7,0;8", java.nio.file.StandardOpenOption.APPEND);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Map<Integer, WireResult> read = Journal.in(dir, "m1").read(new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, read.size());
        WireResult w = read.get(3);
        assertEquals("a b", w.black(), "tabs and newlines in names and details become spaces");
        assertEquals("WHITE", w.winner());
        assertEquals("TIMEOUT", w.ending());
        assertEquals("late by 3 ms", w.detail());
        assertArrayEquals(WIN.moves(), w.moves());
        assertArrayEquals(WIN.millis(), w.millis());
        assertNull(read.get(0).winner());
        assertEquals(0, read.get(0).moves().length);
        String message = err.toString(StandardCharsets.UTF_8);
        assertTrue(message.contains("line 4 skipped: move '8' is not x,y,ms"), message);
        Journal.in(dir, "m1").delete();
        assertFalse(Files.exists(file));
        assertTrue(Journal.in(dir, "m1").read(System.err).isEmpty());
        assertNull(Journal.in(null, "m1"));
    }

    @Test
    void badLinesNameTheirProblem() {
        assertEquals("6 fields instead of 7",
                assertThrows(IllegalArgumentException.class, () -> Journal.parse("1\ta\tb\t-\tFIVE\t")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> Journal.parse("x\ta\tb\t-\tFIVE\t\t")).getMessage().startsWith("game 'x'"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> Journal.parse("1\ta\tb\tRED\tFIVE\t\t")).getMessage().startsWith("winner 'RED'"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> Journal.parse("1\ta\tb\t-\tSURRENDER\t\t")).getMessage().startsWith("ending 'SURRENDER'"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> Journal.parse("-2\ta\tb\t-\tFIVE\t\t")).getMessage().startsWith("negative"));
    }

    @Test
    void onlyStonesThatReplayOnTheBoardAreTaken() {
        GameSettings g = GameSettings.of(15, Rule.FREESTYLE, TimeControl.of(100, 0));
        assertTrue(Journal.replays(WIN, g));
        assertFalse(Journal.replays(new WireResult("a", "b", null, "FIVE", "", new int[] {7, 7, 7, 7}, new long[2], ""), g));
        assertFalse(Journal.replays(new WireResult("a", "b", null, "FIVE", "", new int[] {15, 0}, new long[1], ""), g));
    }
}
