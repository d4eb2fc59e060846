package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The legacy file host through the real launchers, in a temporary working directory. */
class LegacyHostIT {
    private static final Pattern MOVE = Pattern.compile("(\\d+),(\\d+)\\s*");

    @TempDir
    Path dir;

    private static String board(String eol) {
        StringBuilder b = new StringBuilder();
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 20; x++) {
                char c = '-';
                if (y == 10 && x >= 8 && x <= 10) {
                    c = 'x';
                } else if (y == 11 && (x == 9 || x == 10)) {
                    c = 'o';
                }
                b.append(c);
            }
            b.append(eol);
        }
        return b.toString();
    }

    private int[] play(String launcher) throws Exception {
        assertEquals(0, BrainProc.runToEnd(launcher, dir, BrainProc.ANSWER_MILLIS));
        String tah = Files.readString(dir.resolve("TAH.DAT"), StandardCharsets.US_ASCII);
        Matcher m = MOVE.matcher(tah);
        assertTrue(m.matches(), "TAH.DAT holds x,y: " + tah);
        return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
    }

    @Test
    void crlfFilesWithTimeouts() throws Exception {
        Files.writeString(dir.resolve("PLOCHA.DAT"), board("\r\n"));
        Files.writeString(dir.resolve("TAH.DAT"), "o\r\n");
        Files.writeString(dir.resolve("TIMEOUTS.DAT"), "0\r\n2147483647\r\n");
        Files.writeString(dir.resolve("MSG.DAT"), "");
        int[] p = play("legacy-weights");
        // o must block x's open three on row 10: 7,10 or 11,10 are the only cells worth that much.
        assertEquals(10, p[1], "blocks the open three on row 10, played " + p[0] + "," + p[1]);
        assertTrue(p[0] == 7 || p[0] == 11, "blocks the open three on row 10, played " + p[0] + "," + p[1]);
    }

    @Test
    void lfFilesWithInfoInLowerCaseNames() throws Exception {
        Files.writeString(dir.resolve("plocha.dat"), board("\n"));
        Files.writeString(dir.resolve("tah.dat"), "x\n");
        Files.writeString(dir.resolve("info.dat"), "timeout_turn 0\ntimeout_match 0\ntime_left 2147483647\nrule 0\n");
        assertEquals(0, BrainProc.runToEnd("legacy-random", dir, BrainProc.ANSWER_MILLIS));
        String tah = Files.readString(dir.resolve("tah.dat"), StandardCharsets.US_ASCII);
        Matcher m = MOVE.matcher(tah);
        assertTrue(m.matches(), "tah.dat holds x,y: " + tah);
        int x = Integer.parseInt(m.group(1));
        int y = Integer.parseInt(m.group(2));
        assertEquals('-', board("\n").split("\n")[y].charAt(x), "an empty cell");
    }
}
