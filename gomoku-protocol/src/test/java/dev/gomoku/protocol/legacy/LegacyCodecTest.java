package dev.gomoku.protocol.legacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.protocol.ProtocolException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The examples of seed 001 and protocols.md section 2, line ends, and malformed files. */
class LegacyCodecTest {
    /** The PLOCHA.DAT example of seed 001. */
    static final String SEED_BOARD = String.join("\n",
            "---x-x--------------",
            "----x-o---x---------",
            "-----xxoooox--------",
            "-----#x-o-----------",
            "-----#xoooxo--------",
            "-----#--x-x---------",
            "-----#--------------",
            "-----#-----#-------x",
            "------o---#xoo-----o",
            "----xooo-#----------",
            "------xo#-----------",
            "-------#o-----------",
            "------#oxx----------",
            "-----o--------------",
            "--------------------",
            "ooox----------------",
            "---x----------------",
            "-x-x----------xoo-x-",
            "--------------------",
            "--------------------") + "\n";

    /** The INFO.DAT example of seed 001. */
    static final String SEED_INFO = "max_memory 83886080\ntimeout_match 180000\ntimeout_turn 2500\ngame_type 0\n"
            + "rule 3\ntime_left 148150\nfolder C:\\Documents and Settings\\All Users\\Data aplikací\n";

    @Test
    void seedBoardDecodes() throws ProtocolException {
        LegacyBoard b = LegacyBoard.decode(SEED_BOARD);
        assertEquals(20, b.width());
        assertEquals(20, b.height());
        assertEquals(LegacyCell.X, b.cell(3, 0));
        assertEquals(LegacyCell.EMPTY, b.cell(4, 0));
        assertEquals(LegacyCell.O, b.cell(6, 1));
        assertEquals(LegacyCell.WINNING, b.cell(5, 3));
        assertEquals(LegacyCell.X, b.cell(19, 7));
        assertEquals(LegacyCell.O, b.cell(19, 8));
        assertEquals(LegacyCell.X, b.cell(18, 17));
        long stones = 0;
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 20; x++) {
                stones += b.cell(x, y) == LegacyCell.EMPTY ? 0 : 1;
            }
        }
        assertEquals(SEED_BOARD.chars().filter(c -> c == 'x' || c == 'o' || c == '#').count(), stones);
        assertEquals(SEED_BOARD.replace("\n", "\r\n"), b.encode());
    }

    @ParameterizedTest
    @ValueSource(strings = {"-x-\no--\n", "-x-\r\no--\r\n", "-x-\no--", "-x-\r\no--", "-x-\no--\n\n", "-x-\r\no--\r\n\r\n"})
    void boardLineEnds(String text) throws ProtocolException {
        LegacyBoard b = LegacyBoard.decode(text);
        assertEquals(LegacyBoard.empty(3, 2).with(1, 0, LegacyCell.X).with(0, 1, LegacyCell.O), b);
    }

    @Test
    void rectangularBoard() throws ProtocolException {
        LegacyBoard b = LegacyBoard.decode("-----\n----o\n");
        assertEquals(5, b.width());
        assertEquals(2, b.height());
        assertEquals(LegacyCell.O, b.cell(4, 1));
    }

    @Test
    void malformedBoards() {
        ProtocolException e = assertThrows(ProtocolException.class, () -> LegacyBoard.decode("---\n-X-\n---\n"));
        assertEquals(2, e.lineNumber());
        assertEquals(1, e.column());
        e = assertThrows(ProtocolException.class, () -> LegacyBoard.decode("---\r\n---\r\n--\r\n"));
        assertEquals(3, e.lineNumber());
        assertEquals(2, e.column());
        e = assertThrows(ProtocolException.class, () -> LegacyBoard.decode("---\n----\n"));
        assertEquals(2, e.lineNumber());
        assertEquals(3, e.column());
        e = assertThrows(ProtocolException.class, () -> LegacyBoard.decode("---\n\n---\n"));
        assertEquals(2, e.lineNumber());
        e = assertThrows(ProtocolException.class, () -> LegacyBoard.decode(""));
        assertEquals(1, e.lineNumber());
        assertThrows(ProtocolException.class, () -> LegacyBoard.decode("-".repeat(LegacyBoard.MAX_SIZE + 1)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"x", "x\n", "x\r\n", " x \r\n", "X"})
    void turnX(String text) throws ProtocolException {
        assertEquals(Mark.X, Mark.decodeTurn(text));
    }

    @Test
    void turn() throws ProtocolException {
        assertEquals(Mark.O, Mark.decodeTurn("o\r\n"));
        assertEquals("o\r\n", Mark.O.encodeTurn());
        ProtocolException e = assertThrows(ProtocolException.class, () -> Mark.decodeTurn("xo"));
        assertEquals(1, e.lineNumber());
        assertEquals(1, e.column());
        e = assertThrows(ProtocolException.class, () -> Mark.decodeTurn("x\ny\n"));
        assertEquals(2, e.lineNumber());
        assertThrows(ProtocolException.class, () -> Mark.decodeTurn(""));
        assertThrows(ProtocolException.class, () -> Mark.decodeTurn("3,4"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"10,19", "10,19\n", "10,19\r\n", " 10 , 19 ", "10,19\r\n\r\n"})
    void moveDecodes(String text) throws ProtocolException {
        assertEquals(new LegacyMove(10, 19), LegacyMove.decode(text));
        assertEquals(new LegacyMove(10, 19), LegacyMove.decode(text, 20, 20));
    }

    @Test
    void malformedMoves() {
        ProtocolException e = assertThrows(ProtocolException.class, () -> LegacyMove.decode("x\r\n"));
        assertEquals(1, e.lineNumber());
        assertEquals(0, e.column());
        e = assertThrows(ProtocolException.class, () -> LegacyMove.decode("3;4"));
        assertEquals(1, e.column());
        e = assertThrows(ProtocolException.class, () -> LegacyMove.decode("3,-4"));
        assertEquals(2, e.column());
        e = assertThrows(ProtocolException.class, () -> LegacyMove.decode("3,4\n5,6\n"));
        assertEquals(2, e.lineNumber());
        e = assertThrows(ProtocolException.class, () -> LegacyMove.decode("20,0", 20, 20));
        assertEquals(0, e.column());
        assertThrows(ProtocolException.class, () -> LegacyMove.decode("99999999999999999999,1"));
        assertEquals("3,4\r\n", new LegacyMove(3, 4).encode());
    }

    @Test
    void timeoutsInSeconds() throws ProtocolException {
        LegacyTimeouts t = LegacyTimeouts.decode("5\r\n2147483647\r\n");
        assertEquals(5000, t.turnMillis());
        assertTrue(t.unlimitedMatch());
        assertEquals(new LegacyTimeouts(0, -350), LegacyTimeouts.decode("0\n-350"));
        assertEquals("5\r\n-1\r\n", new LegacyTimeouts(5000, -1).encode());
    }

    @Test
    void timeoutsFromTheMillisecondManager() throws ProtocolException {
        LegacyTimeouts t = LegacyTimeouts.decode("2500\n148150\n");
        assertEquals(2500, t.turnMillis());
        assertEquals(148150, t.matchLeftMillis());
        assertFalse(t.unlimitedMatch());
        assertEquals(999_000, LegacyTimeouts.decode("999\n0").turnMillis());
        assertEquals(1000, LegacyTimeouts.decode("1000\n0").turnMillis());
        // 1000 s and more are written in ms so that they read back the same
        assertEquals("1000000\r\n0\r\n", new LegacyTimeouts(1_000_000, 0).encode());
    }

    @Test
    void malformedTimeouts() {
        ProtocolException e = assertThrows(ProtocolException.class, () -> LegacyTimeouts.decode("5\n"));
        assertEquals(2, e.lineNumber());
        e = assertThrows(ProtocolException.class, () -> LegacyTimeouts.decode("-5\n100\n"));
        assertEquals(1, e.lineNumber());
        assertEquals(0, e.column());
        e = assertThrows(ProtocolException.class, () -> LegacyTimeouts.decode("5\n100ms\n"));
        assertEquals(2, e.lineNumber());
        assertEquals(3, e.column());
    }

    @Test
    void seedInfoDecodes() throws ProtocolException {
        LegacyInfo info = LegacyInfo.decode(SEED_INFO.replace("\n", "\r\n"));
        assertEquals(OptionalLong.of(83886080), info.number(LegacyInfo.MAX_MEMORY));
        assertEquals(OptionalLong.of(180000), info.number(LegacyInfo.TIMEOUT_MATCH));
        assertEquals(OptionalLong.of(2500), info.timeoutTurn());
        assertEquals(OptionalLong.of(0), info.number(LegacyInfo.GAME_TYPE));
        assertEquals(OptionalLong.of(3), info.number(LegacyInfo.RULE));
        assertEquals(OptionalLong.of(148150), info.timeLeft());
        assertEquals(Optional.of("C:\\Documents and Settings\\All Users\\Data aplikací"), info.value(LegacyInfo.FOLDER));
        assertEquals(7, info.entries().size());
        assertEquals(info, LegacyInfo.decode(info.encode()));
    }

    @Test
    void infoKeepsUnknownKeys() throws ProtocolException {
        LegacyInfo info = LegacyInfo.decode("evaluate 3,4\nfuture_key  some value  \n\nflag\n");
        assertEquals(Optional.of("3,4"), info.value("evaluate"));
        assertEquals(Optional.of("some value"), info.value("future_key"));
        assertEquals(Optional.of(""), info.value("flag"));
        assertEquals(OptionalLong.empty(), info.timeoutTurn());
        // found by fuzzing: a vertical tab is a separator like a space, not part of a key
        assertEquals(Map.of("rule", "1", "1#9", ""), LegacyInfo.decode("\u000brule\u000b1\n\u000b1#9\n").entries());
    }

    @Test
    void malformedInfo() {
        ProtocolException e = assertThrows(ProtocolException.class, () -> LegacyInfo.decode("rule 1\ntimeout_turn fast\n"));
        assertEquals(2, e.lineNumber());
        assertEquals(13, e.column());
        e = assertThrows(ProtocolException.class, () -> LegacyInfo.decode("max_memory 10 MB\n"));
        assertEquals(1, e.lineNumber());
        assertEquals(14, e.column());
    }

    @Test
    void infoTakesPrecedenceOverTimeouts() throws ProtocolException {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("PLOCHA.DAT", "---\n-x-\n---\n");
        files.put("tah.dat", "o\n");
        files.put("TIMEOUTS.DAT", "5\n60000\n");
        files.put("MSG.DAT", "");
        LegacyRequest r = LegacyRequest.fromFiles(files);
        assertEquals(Mark.O, r.toMove());
        assertEquals(OptionalLong.of(5000), r.turnMillis());
        assertEquals(OptionalLong.of(60000), r.timeLeftMillis());
        files.put("INFO.DAT", "timeout_turn 2500\n");
        r = LegacyRequest.fromFiles(files);
        assertEquals(OptionalLong.of(2500), r.turnMillis());
        // this manager omits time_left: line 2 of TIMEOUTS.DAT still answers
        assertEquals(OptionalLong.of(60000), r.timeLeftMillis());
        files.put("INFO.DAT", "timeout_turn 2500\ntime_left 1234\n");
        assertEquals(OptionalLong.of(1234), LegacyRequest.fromFiles(files).timeLeftMillis());
        files.remove("TIMEOUTS.DAT");
        files.put("INFO.DAT", "rule 1\n");
        r = LegacyRequest.fromFiles(files);
        assertEquals(OptionalLong.empty(), r.turnMillis());
        assertEquals(OptionalLong.empty(), r.timeLeftMillis());
    }

    @Test
    void requestErrorsNameTheFile() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("TAH.DAT", "x");
        ProtocolException e = assertThrows(ProtocolException.class, () -> LegacyRequest.fromFiles(files));
        assertEquals("PLOCHA.DAT", e.source());
        assertEquals("PLOCHA.DAT: expected this file, which is missing", e.getMessage());
        files.put("PLOCHA.DAT", "--\n-?\n");
        e = assertThrows(ProtocolException.class, () -> LegacyRequest.fromFiles(files));
        assertEquals("PLOCHA.DAT", e.source());
        assertEquals(2, e.lineNumber());
        assertEquals(1, e.column());
        assertEquals("PLOCHA.DAT line 2, column 2: expected -, x, o or # in \"-?\"", e.getMessage());
    }

    @Test
    void requestFilesAsTheManagerWritesThem() {
        LegacyRequest r = new LegacyRequest(LegacyBoard.empty(2, 2).with(1, 1, LegacyCell.X), Mark.O,
                Optional.of(new LegacyTimeouts(2000, LegacyTimeouts.UNLIMITED)), Optional.empty());
        Map<String, String> files = r.toFiles();
        assertEquals("--\r\n-x\r\n", files.get("PLOCHA.DAT"));
        assertEquals("o\r\n", files.get("TAH.DAT"));
        assertEquals("2\r\n2147483647\r\n", files.get("TIMEOUTS.DAT"));
        assertEquals("", files.get("MSG.DAT"));
        assertFalse(files.containsKey("INFO.DAT"));
    }

    @Test
    void answers() throws ProtocolException {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("TAH.DAT", "7,8\n");
        assertEquals(new LegacyAnswer(new LegacyMove(7, 8), Optional.empty()), LegacyAnswer.fromFiles(files));
        files.put("MSG.DAT", "");
        assertEquals(Optional.empty(), LegacyAnswer.fromFiles(files).message());
        files.put("MSG.DAT", "thinking hard\r\n");
        assertEquals(Optional.of("thinking hard"), LegacyAnswer.fromFiles(files).message());
        files.put("MSG.DAT", "one\r\ntwo");
        assertEquals(Optional.of("one\ntwo"), LegacyAnswer.fromFiles(files).message());
        LegacyAnswer a = new LegacyAnswer(new LegacyMove(0, 19), Optional.of("hello"));
        assertEquals(Map.of("TAH.DAT", "0,19\r\n", "MSG.DAT", "hello\r\n"), a.toFiles());
        files.put("TAH.DAT", "x\n");
        ProtocolException e = assertThrows(ProtocolException.class, () -> LegacyAnswer.fromFiles(files));
        assertEquals("TAH.DAT line 1, column 1: expected a column number in \"x\"", e.getMessage());
    }
}
