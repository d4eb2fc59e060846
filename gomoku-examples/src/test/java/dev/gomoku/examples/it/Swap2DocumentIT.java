package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The three SWAP2BOARD examples of the Gomocup protocol document (plastovicka.github.io/protocl2en.htm,
 * "SWAP2BOARD"), and the two BOARD commands it shows after them, sent byte for byte (the manager ends
 * lines with CR LF) to each example launcher. Each answer must have one of the forms the document allows,
 * written as strict managers read it (stones separated by one space, {@code SWAP} exactly), and the
 * brain's own board, read with {@code SHOWBOARD}, must then hold the stones in move order with colours
 * by move order.
 */
class Swap2DocumentIT {
    private static final String CASE_1 = "SWAP2BOARD\r\nDONE\r\n";
    private static final String CASE_2 = "SWAP2BOARD\r\n7,7\r\n8,7\r\n9,9\r\nDONE\r\n";
    private static final String CASE_3 = "SWAP2BOARD\r\n7,7\r\n8,7\r\n9,9\r\n8,8\r\n8,6\r\nDONE\r\n";
    private static final String AFTER_CASE_3 = "BOARD\r\n7,7,1\r\n8,7,2\r\n9,9,1\r\n8,8,2\r\n8,6,1\r\n6,8,2\r\nDONE\r\n";
    private static final String AFTER_CASE_2 = "BOARD\r\n7,7,2\r\n8,7,1\r\n9,9,2\r\nDONE\r\n";

    private static final String STONE = "\\d+,\\d+";

    @TempDir
    Path dir;

    /** Starts a new game on a 20x20 board, as the Gomocup referee does, with a short turn for the search. */
    private static void newGame(BrainProc b) throws Exception {
        b.send("START 20");
        assertEquals("OK", b.next());
        b.send("INFO timeout_turn 1000");
    }

    private static void send(BrainProc b, String bytes) throws Exception {
        b.sendRaw(bytes.getBytes(StandardCharsets.US_ASCII));
    }

    /** The brain's board after SHOWBOARD, as x,y,c items (c 1 black, 2 white). */
    private static String board(BrainProc b) throws Exception {
        b.send("SHOWBOARD");
        String line = b.next();
        assertTrue(line.startsWith("DEBUG BOARD"), line);
        return line.substring("DEBUG BOARD".length()).strip();
    }

    /** The stones of a position in move order with colours by move order. */
    private static String moveOrder(List<String> stones) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < stones.size(); i++) {
            out.add(stones.get(i) + "," + (i % 2 == 0 ? 1 : 2));
        }
        return String.join(" ", out);
    }

    private static List<String> plus(List<String> a, String answer) {
        List<String> out = new ArrayList<>(a);
        if (!answer.equals("SWAP")) {
            out.addAll(List.of(answer.split(" ")));
        }
        return out;
    }

    private static void onBoardAndFree(List<String> stones) {
        assertEquals(stones.size(), new HashSet<>(stones).size(), "distinct stones: " + stones);
        for (String s : stones) {
            String[] xy = s.split(",");
            assertTrue(Integer.parseInt(xy[0]) < 20 && Integer.parseInt(xy[1]) < 20, s);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"pbrain-random", "pbrain-weights", "pbrain-search"})
    void theDocumentsExamples(String launcher) throws Exception {
        List<String> three = List.of("7,7", "8,7", "9,9");
        List<String> five = List.of("7,7", "8,7", "9,9", "8,8", "8,6");
        try (BrainProc b = BrainProc.start(launcher, dir)) {
            newGame(b);
            send(b, CASE_1);
            String opening = b.next();
            assertTrue(opening.matches(STONE + " " + STONE + " " + STONE), "three stones, one space apart: " + opening);
            List<String> stones = List.of(opening.split(" "));
            onBoardAndFree(stones);
            assertEquals(moveOrder(stones), board(b), "the opening in move order: black, white, black");

            newGame(b);
            send(b, CASE_2);
            String choice = b.next();
            assertTrue(choice.equals("SWAP") || choice.matches(STONE + "( " + STONE + ")?"), choice);
            List<String> after = plus(three, choice);
            onBoardAndFree(after);
            assertEquals(moveOrder(after), board(b), "SWAP, the 4th (white), or the 4th then the 5th (black)");

            newGame(b);
            send(b, CASE_3);
            choice = b.next();
            assertTrue(choice.equals("SWAP") || choice.matches(STONE), choice);
            after = plus(five, choice);
            onBoardAndFree(after);
            assertEquals(moveOrder(after), board(b), "SWAP or the 6th stone (white)");

            // the other brain's BOARD after case 3, option 2: black to move, field 1 its own (black) stones
            newGame(b);
            send(b, AFTER_CASE_3);
            String move = b.next();
            assertTrue(move.matches(STONE), move);
            after = plus(List.of("7,7", "8,7", "9,9", "8,8", "8,6", "6,8"), move);
            onBoardAndFree(after);
            assertEquals(moveOrder(after), board(b));

            // the other brain's BOARD after case 2, option 1: it is white, field 1 its own (white) stone
            newGame(b);
            send(b, AFTER_CASE_2);
            move = b.next();
            assertTrue(move.matches(STONE), move);
            after = plus(three, move);
            onBoardAndFree(after);
            assertEquals(moveOrder(after), board(b));
        }
    }

    /** Some managers write {@code x,y,field} lines in SWAP2BOARD: the colours still follow the move order. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"pbrain-random"})
    void fieldLinesDoNotChangeColours(String launcher) throws Exception {
        try (BrainProc b = BrainProc.start(launcher, dir)) {
            newGame(b);
            send(b, "swap2board\n7,7,2\n8,7,1\n9,9,2\n8,8,1\n8,6,2\ndone\n");
            String choice = b.next();
            assertTrue(choice.equals("SWAP") || choice.matches(STONE), choice);
            List<String> after = plus(List.of("7,7", "8,7", "9,9", "8,8", "8,6"), choice);
            assertEquals(moveOrder(after), board(b));
        }
    }
}
