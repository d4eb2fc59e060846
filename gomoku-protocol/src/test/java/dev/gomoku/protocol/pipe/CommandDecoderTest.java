package dev.gomoku.protocol.pipe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.protocol.ProtocolException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The examples of protocols.md section 1 and seeds 000/004, and the leniency rules. */
class CommandDecoderTest {
    private final CommandDecoder decoder = new CommandDecoder();

    private List<Command> feed(String... lines) throws ProtocolException {
        List<Command> out = new ArrayList<>();
        for (String line : lines) {
            decoder.decode(line).ifPresent(out::add);
        }
        return out;
    }

    private Command one(String... lines) throws ProtocolException {
        List<Command> out = feed(lines);
        assertEquals(1, out.size(), () -> "commands: " + out);
        return out.get(0);
    }

    @Test
    void seedExamples() throws ProtocolException {
        assertEquals(new Command.Start(20), one("START 20"));
        assertEquals(new Command.Turn(10, 10), one("TURN 10,10"));
        assertEquals(new Command.Turn(10, 15), one("TURN 10,15"));
        assertEquals(new Command.Begin(), one("BEGIN"));
        assertEquals(new Command.Board(List.of(new Stone(10, 10, 1), new Stone(10, 11, 2),
                new Stone(11, 11, 1), new Stone(9, 10, 2))),
                one("BOARD", "10,10,1", "10,11,2", "11,11,1", "9,10,2", "DONE"));
        assertEquals(new Info.TimeoutMatch(300000), one("INFO timeout_match 300000"));
        assertEquals(new Info.TimeoutTurn(10000), one("INFO timeout_turn 10000"));
        assertEquals(new Info.MaxMemory(83886080), one("INFO max_memory 83886080"));
        assertEquals(new Command.End(), one("END"));
        assertEquals(new Command.About(), one("ABOUT"));
        assertEquals(new Command.RectStart(30, 20), one("RECTSTART 30,20"));
        assertEquals(new Command.Restart(), one("RESTART"));
        assertEquals(new Command.Takeback(new Move(9, 10)), one("TAKEBACK 9,10"));
        assertEquals(new Command.Play(new Move(12, 10)), one("PLAY 12,10"));
    }

    @Test
    void seed004Log() throws ProtocolException {
        List<Command> got = feed("START 20", "INFO max_memory 83886080", "INFO timeout_match 180000",
                "INFO timeout_turn 5000", "INFO game_type 0", "INFO rule 0", "INFO time_left 179955",
                "INFO folder D:\\AI", "TURN 12,6", "INFO time_left 179930", "TURN 7,3", "INFO time_left 179890",
                "TURN 7,6", "INFO fb_check 1");
        assertEquals(List.of(new Command.Start(20), new Info.MaxMemory(83886080), new Info.TimeoutMatch(180000),
                new Info.TimeoutTurn(5000), new Info.GameType(0), new Info.Rule(0), new Info.TimeLeft(179955),
                new Info.Folder("D:\\AI"), new Command.Turn(12, 6), new Info.TimeLeft(179930),
                new Command.Turn(7, 3), new Info.TimeLeft(179890), new Command.Turn(7, 6), new Info.FbCheck(1)),
                got);
        assertTrue(((Info.FbCheck) got.get(got.size() - 1)).enabled());
    }

    @Test
    void everyInfoKey() throws ProtocolException {
        assertEquals(new Info.TimeLeft(2147483647), one("INFO time_left 2147483647"));
        assertEquals(new Info.TimeLeft(-1500), one("INFO time_left -1500"));
        assertEquals(new Info.GameType(2), one("INFO game_type 2"));
        Info.Rule rule = (Info.Rule) one("INFO rule 5");
        assertTrue(rule.has(Info.Rule.EXACT_FIVE) && rule.has(Info.Rule.RENJU));
        assertFalse(rule.has(Info.Rule.CONTINUOUS) || rule.has(Info.Rule.CARO));
        assertEquals(new Info.Evaluate(new Move(3, 4)), one("INFO evaluate 3,4"));
        assertEquals(new Info.Folder("C:\\Program Files\\brains"), one("INFO folder  C:\\Program Files\\brains  "));
        assertEquals(new Info.FbCheck(0), one("INFO fb_check 0"));
        assertEquals(new Info.MaxDepth(20), one("INFO max_depth 20"));
        assertEquals(new Info.MaxNode(5000000000L), one("INFO max_node 5000000000"));
        assertEquals(new Info.HashSize(1048576), one("INFO hash_size 1048576"));
        assertEquals(new Info.ThreadNum(4), one("INFO thread_num 4"));
        assertEquals(new Info.Other("caution_factor", "3"), one("INFO caution_factor 3"));
        assertEquals(new Info.Other("show_detail", ""), one("INFO show_detail"));
    }

    @Test
    void yixinAndSwap2Commands() throws ProtocolException {
        assertEquals(new Command.YxShowForbid(), one("YXSHOWFORBID"));
        assertEquals(new Command.YxStop(), one("YXSTOP"));
        assertEquals(new Command.Stop(), one("STOP"));
        assertEquals(new Command.ShowBoard(), one("showboard"));
        assertEquals(new Command.YxNBest(3), one("YXNBEST 3"));
        assertEquals(new Command.Swap2Board(List.of()), one("SWAP2BOARD", "DONE"));
        assertEquals(new Command.Swap2Board(List.of(new Move(7, 7), new Move(8, 7), new Move(9, 9))),
                one("SWAP2BOARD", "7,7,2", "8,7,1", "9,9,2", "DONE"));
        assertEquals(new Command.YxBoard(List.of(new Stone(7, 7, 1))), one("YXBOARD", "7,7,1", "DONE"));
    }

    /** The three cases of the Gomocup protocol document, as the Gomocup referee sends them: {@code x,y} lines. */
    @Test
    void swap2BoardAsTheGomocupDocumentShowsIt() throws ProtocolException {
        Move a = new Move(7, 7);
        Move b = new Move(8, 7);
        Move c = new Move(9, 9);
        assertEquals(new Command.Swap2Board(List.of()), one("SWAP2BOARD\r\n", "DONE\r\n"));
        assertEquals(new Command.Swap2Board(List.of(a, b, c)),
                one("SWAP2BOARD\r\n", "7,7\r\n", "8,7\r\n", "9,9\r\n", "DONE\r\n"));
        assertEquals(new Command.Swap2Board(List.of(a, b, c, new Move(8, 8), new Move(8, 6))),
                one("SWAP2BOARD\r\n", "7,7\r\n", "8,7\r\n", "9,9\r\n", "8,8\r\n", "8,6\r\n", "DONE\r\n"));
    }

    @Test
    void swap2BoardLinesWithOrWithoutFieldInAnyCaseAndLineEnd() throws ProtocolException {
        List<Move> three = List.of(new Move(7, 7), new Move(8, 7), new Move(9, 9));
        assertEquals(new Command.Swap2Board(three), one("swap2board\n", "7,7,2\n", "8 , 7\r", " 9,9,2 \r\n", "done"));
        assertEquals(new Command.Swap2Board(three), one("Swap2Board", "7,7", "8,7,1", "9,9", "Done"));
    }

    @Test
    void badSwap2BoardLinesAreTypedErrorsAtDone() throws ProtocolException {
        CommandDecoder d = new CommandDecoder();
        assertTrue(d.decode("SWAP2BOARD").isEmpty());
        assertTrue(d.decode("7,7,9").isEmpty());
        assertTrue(d.decode("8").isEmpty());
        ProtocolException e = assertThrows(ProtocolException.class, () -> d.decode("DONE"));
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
        // the block is over: the next command decodes normally
        assertEquals(new Command.Turn(1, 2), d.decode("TURN 1,2").orElseThrow());
        // BOARD lines still need their field
        assertTrue(d.decode("BOARD").isEmpty());
        assertTrue(d.decode("7,7").isEmpty());
        assertThrows(ProtocolException.class, () -> d.decode("DONE"));
    }

    @Test
    void emptyBoardOfTheGomocupJudge() throws ProtocolException {
        assertEquals(new Command.Board(List.of()), one("BOARD", "DONE"));
    }

    @Test
    void anyCaseBlanksAndLineEnds() throws ProtocolException {
        assertEquals(new Command.Turn(10, 10), one("turn 10,10\r\n"));
        assertEquals(new Command.Turn(10, 10), one("  Turn\t10 ,  10  \r"));
        assertEquals(new Command.Turn(3, 4), one("TURN 3,4\n"));
        assertEquals(new Info.TimeoutTurn(5000), one("info TIMEOUT_TURN 5000"));
        assertEquals(new Info.Other("Foo", "Bar baz"), one("INFO Foo Bar baz"));
        assertEquals(new Command.Board(List.of(new Stone(1, 2, 1), new Stone(3, 4, 2))),
                one("board\r\n", "\n", " 1 , 2 , 1 \n", "\r", "3,4,2\r", "", "done\r\n"));
        assertEquals(List.of(), feed("", "   ", "\r\n", "\t"));
    }

    @Test
    void unknownCommandsAreValuesNotErrors() throws ProtocolException {
        Command c = one("YXHASHCLEAR");
        assertEquals(new Command.Unknown("YXHASHCLEAR"), c);
        assertEquals("YXHASHCLEAR", ((Command.Unknown) c).name());
        assertEquals(new Command.Unknown("FOO bar  baz"), one("  FOO bar  baz \r\n"));
        assertEquals(new Command.Unknown("TURN10,10"), one("TURN10,10"));
        assertEquals(new Command.Unknown("10,10"), one("10,10"));
    }

    private ProtocolException error(String... lines) {
        return assertThrows(ProtocolException.class, () -> feed(lines));
    }

    @Test
    void malformedKnownCommandsNameLineColumnAndExpectation() {
        ProtocolException e = error("TURN 7");
        assertEquals("TURN 7", e.line());
        assertEquals(1, e.lineNumber());
        assertEquals(6, e.column());
        assertEquals("','", e.expected());

        e = error("START abc");
        assertEquals(6, e.column());
        assertEquals("a board size", e.expected());

        assertEquals("a coordinate", error("TURN -1,2").expected());
        assertEquals("end of line", error("TURN 1,2,3").expected());
        assertEquals("end of line", error("BEGIN now").expected());
        assertTrue(error("TURN 99999999999,1").expected().startsWith("a coordinate of at most"));
        assertEquals("a width", error("RECTSTART ,3").expected());
        assertEquals("an INFO key", error("INFO").expected());
        assertEquals("milliseconds", error("INFO timeout_turn").expected());
        assertEquals("milliseconds", error("INFO timeout_turn fast").expected());
        assertEquals("a folder", error("INFO folder   ").expected());
        assertEquals("a count", error("YXNBEST").expected());
    }

    @Test
    void malformedInfoIsMarked() throws ProtocolException {
        assertThrows(ProtocolException.class, () -> decoder.decode("INFO rule x"));
        assertTrue(decoder.lastWasInfo());
    }

    @Test
    void lastWasInfoIsClearedByOtherLines() throws ProtocolException {
        decoder.decode("INFO rule 1");
        assertTrue(decoder.lastWasInfo());
        assertThrows(ProtocolException.class, () -> decoder.decode("TURN x"));
        assertFalse(decoder.lastWasInfo());
    }

    @Test
    void badBlockLineIsReportedAtDone() throws ProtocolException {
        assertEquals(Optional.empty(), decoder.decode("BOARD"));
        assertEquals(Optional.empty(), decoder.decode("1,1,1"));
        assertEquals(Optional.empty(), decoder.decode("2,2,7"));
        assertEquals(Optional.empty(), decoder.decode("garbage"));
        assertTrue(decoder.inBlock());
        ProtocolException e = assertThrows(ProtocolException.class, () -> decoder.decode("DONE"));
        assertEquals(3, e.lineNumber());
        assertEquals("2,2,7", e.line());
        assertEquals(4, e.column());
        assertEquals("a field 1, 2 or 3", e.expected());
        assertFalse(decoder.inBlock());
        assertEquals(Optional.of(new Command.Turn(1, 1)), decoder.decode("TURN 1,1"));
    }

    @Test
    void blockBound() throws ProtocolException {
        CommandDecoder small = new CommandDecoder(2);
        small.decode("BOARD");
        small.decode("1,1,1");
        small.decode("2,2,2");
        small.decode("3,3,1");
        ProtocolException e = assertThrows(ProtocolException.class, () -> small.decode("DONE"));
        assertEquals(4, e.lineNumber());
        assertEquals("DONE after at most 2 stones", e.expected());
        // The decoder is usable again at once.
        assertEquals(Optional.empty(), small.decode("BOARD"));
        assertEquals(Optional.empty(), small.decode("1,1,1"));
        assertEquals(Optional.of(new Command.Board(List.of(new Stone(1, 1, 1)))), small.decode("DONE"));
    }

    @Test
    void lineBreakInsideALineIsAnError() {
        ProtocolException e = error("TURN 1,\n2");
        assertEquals(7, e.column());
    }

    @Test
    void lineNumbersCountBlankLines() throws ProtocolException {
        feed("", "START 20", "");
        ProtocolException e = error("TURN a,b");
        assertEquals(4, e.lineNumber());
    }

    @Test
    void infoKeyAndValueApartReadLikeAnInfoLine() throws ProtocolException {
        assertEquals(new Info.MaxMemory(83886080), CommandDecoder.info("MAX_MEMORY", "83886080"));
        assertEquals(new Info.Evaluate(new Move(3, 4)), CommandDecoder.info("evaluate", "3,4"));
        assertEquals(new Info.Folder("/tmp/a b"), CommandDecoder.info("folder", "/tmp/a b"));
        assertEquals(new Info.Other("custom", "x y"), CommandDecoder.info("custom", "x y"));
        assertThrows(ProtocolException.class, () -> CommandDecoder.info("max_memory", "lots"));
        assertThrows(ProtocolException.class, () -> CommandDecoder.info("max memory", "1"));
        assertThrows(ProtocolException.class, () -> CommandDecoder.info("", "1"));
        for (Info i : List.of(new Info.TimeoutTurn(1000), new Info.Rule(5), new Info.Evaluate(new Move(1, 2)),
                new Info.FbCheck(1), new Info.Other("k", "v w"))) {
            assertEquals(i, CommandDecoder.info(i.key(), i.text()), "text() reads back");
        }
    }
}
