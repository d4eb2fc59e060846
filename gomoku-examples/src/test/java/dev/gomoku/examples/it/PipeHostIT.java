package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pipe host through the real launchers: every command, stop, END, end of input, a huge line. */
class PipeHostIT {
    private static final Pattern MOVE = Pattern.compile("(\\d+),(\\d+)");

    @TempDir
    Path dir;

    private static int[] move(String line) {
        Matcher m = MOVE.matcher(line.strip());
        assertTrue(m.matches(), "expected x,y but got: " + line);
        return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
    }

    private static String key(int[] p) {
        return p[0] + "," + p[1];
    }

    @Test
    void everyCommandInOneSession() throws Exception {
        try (BrainProc b = BrainProc.start("pbrain-weights", dir)) {
            b.send("ABOUT");
            assertTrue(b.next().startsWith("name=\"weights\""));

            b.send("START 4");
            assertTrue(b.next().startsWith("ERROR"), "size 4 is refused");
            b.send("RECTSTART 20,15");
            assertEquals("OK", b.next());
            b.send("RESTART");
            assertEquals("OK", b.next());
            b.send("START 15");
            assertEquals("OK", b.next());
            b.send("INFO timeout_turn 0");
            b.send("INFO timeout_match 0");
            b.send("INFO game_type 1");
            b.send("INFO rule 0");
            b.send("INFO folder " + dir);
            b.send("INFO some_future_key whatever");

            Set<String> taken = new HashSet<>();
            b.send("BEGIN");
            int[] first = move(b.next());
            assertEquals("7,7", key(first), "the weighting brain opens in the centre");
            taken.add(key(first));

            b.send("TURN 7,7");
            assertTrue(b.next().startsWith("ERROR"), "occupied point");
            b.send("TURN 15,3");
            assertTrue(b.next().startsWith("ERROR"), "off the board");
            b.send("TURN 8,8");
            taken.add("8,8");
            int[] reply = move(b.next());
            assertFalse(taken.contains(key(reply)), "answer on an occupied point: " + key(reply));

            b.send("TAKEBACK " + key(reply));
            assertEquals("OK", b.next());
            b.send("TAKEBACK 8,8");
            assertEquals("OK", b.next());
            b.send("TAKEBACK 3,3");
            assertTrue(b.next().startsWith("ERROR"), "no stone to take back");

            b.send("BOARD");
            b.send("DONE");
            assertEquals("7,7", b.next(), "empty BOARD: the brain opens");

            b.send("BOARD");
            b.send("7,7,2");
            b.send("8,7,1");
            b.send("9,7,2");
            b.send("DONE");
            int[] answer = move(b.next());
            assertFalse(Set.of("7,7", "8,7", "9,7").contains(key(answer)));

            // Renju: YXBOARD sets a position without a reply; YXSHOWFORBID lists black's forbidden points.
            b.send("INFO rule 4");
            b.send("YXBOARD");
            for (String s : new String[] {"5,7,1", "6,7,1", "7,5,1", "7,6,1", "0,0,2", "14,0,2", "0,14,2", "14,14,2"}) {
                b.send(s);
            }
            b.send("DONE");
            b.send("YXSHOWFORBID");
            String forbid = b.next();
            assertTrue(forbid.startsWith("FORBID") && forbid.endsWith("."), forbid);
            assertTrue(forbid.contains("0707"), "7,7 is a double three: " + forbid);
            b.send("BOARD");
            for (String s : new String[] {"5,7,1", "6,7,1", "7,5,1", "7,6,1", "0,0,2", "14,0,2", "0,14,2", "14,14,2"}) {
                b.send(s);
            }
            b.send("DONE");
            assertEquals(false, "7,7".equals(key(move(b.next()))), "black never plays a forbidden point");
            b.send("INFO rule 0");

            b.send("START 15");
            assertEquals("OK", b.next());
            b.send("SWAP2BOARD");
            b.send("DONE");
            String[] opening = b.next().split(" ");
            assertEquals(3, opening.length, "three opening stones");
            assertEquals(3, new HashSet<>(Arrays.asList(opening)).size());
            for (String s : opening) {
                move(s);
            }
            b.send("SWAP2BOARD");
            b.send("7,7,2");
            b.send("8,8,2");
            b.send("7,8,2");
            b.send("DONE");
            String decision = b.next();
            assertTrue(decision.equals("SWAP") || decision.matches("\\d+,\\d+( \\d+,\\d+)?"), decision);

            b.send("FOO bar");
            assertTrue(b.next().startsWith("UNKNOWN"));

            // A 10 MB line: the host cuts it, answers at most once, and goes on.
            byte[] huge = new byte[10 * 1024 * 1024];
            Arrays.fill(huge, (byte) 'A');
            b.sendRaw(huge);
            b.send("");
            b.send("START 15");
            String line = b.next();
            if (!line.equals("OK")) {
                assertTrue(line.startsWith("UNKNOWN") || line.startsWith("ERROR"), line);
                assertEquals("OK", b.next());
            }
            b.send("INFO timeout_turn 5000");
            b.send("INFO timeout_match 100000");
            b.send("INFO time_left 100");
            b.send("BEGIN");
            assertEquals("7,7", b.next(), "answers although almost no match time is left");

            b.send("END");
            assertTrue(b.exitsWithin(BrainProc.ANSWER_MILLIS), "END ends the process");
            assertNull(b.poll(100), "nothing after END");
        }
    }

    @Test
    void stopAndEndDuringALongSearch() throws Exception {
        try (BrainProc b = BrainProc.start("pbrain-search", dir)) {
            b.send("START 15");
            assertEquals("OK", b.next());
            b.send("INFO timeout_turn 60000");
            b.send("INFO timeout_match 0");
            b.send("INFO time_left 2147483647");
            b.send("BOARD");
            b.send("7,7,2");
            b.send("8,8,1");
            b.send("9,7,2");
            b.send("DONE");
            Thread.sleep(300);
            b.send("YXSTOP");
            int[] p = move(b.next());
            assertFalse(Set.of("7,7", "8,8", "9,7").contains(key(p)));
            // INFO during a search is applied, other commands wait their turn.
            b.send("TURN 6,6");
            b.send("INFO time_left 2147483647");
            b.send("ABOUT");
            Thread.sleep(300);
            b.send("STOP");
            move(b.next());
            assertTrue(b.next().startsWith("name=\"search\""), "ABOUT is answered after the move");
            b.send("TURN 5,5");
            Thread.sleep(300);
            b.send("END");
            assertTrue(b.exitsWithin(BrainProc.ANSWER_MILLIS), "END in the middle of a 60 s search ends the process");
        }
    }

    @Test
    void endOfInputEndsTheProcess() throws Exception {
        try (BrainProc b = BrainProc.start("pbrain-random", dir)) {
            b.send("START 20");
            assertEquals("OK", b.next());
            b.send("BEGIN");
            move(b.next());
            b.closeInput();
            assertTrue(b.exitsWithin(BrainProc.ANSWER_MILLIS), "end of input ends the process");
        }
    }
}
