package dev.gomoku.protocol.pipe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The encoders write exactly the canonical forms of protocols.md section 1. */
class EncoderTest {
    private final CommandEncoder commands = new CommandEncoder();
    private final ReplyEncoder replies = new ReplyEncoder();

    @Test
    void commandsInCanonicalForm() {
        assertEquals("START 20\r\n", commands.encode(new Command.Start(20)));
        assertEquals("RECTSTART 30,20\r\n", commands.encode(new Command.RectStart(30, 20)));
        assertEquals("RESTART\r\n", commands.encode(new Command.Restart()));
        assertEquals("BEGIN\r\n", commands.encode(new Command.Begin()));
        assertEquals("TURN 10,10\r\n", commands.encode(new Command.Turn(10, 10)));
        assertEquals("BOARD\r\n10,10,1\r\n10,11,2\r\n11,11,1\r\n9,10,2\r\nDONE\r\n",
                commands.encode(new Command.Board(List.of(new Stone(10, 10, 1), new Stone(10, 11, 2),
                        new Stone(11, 11, 1), new Stone(9, 10, 2)))));
        assertEquals("BOARD\r\nDONE\r\n", commands.encode(new Command.Board(List.of())));
        assertEquals("END\r\n", commands.encode(new Command.End()));
        assertEquals("ABOUT\r\n", commands.encode(new Command.About()));
        assertEquals("TAKEBACK 9,10\r\n", commands.encode(new Command.Takeback(new Move(9, 10))));
        assertEquals("PLAY 12,10\r\n", commands.encode(new Command.Play(new Move(12, 10))));
        assertEquals("SWAP2BOARD\r\n7,7\r\nDONE\r\n",
                commands.encode(new Command.Swap2Board(List.of(new Move(7, 7)))));
        assertEquals("YXBOARD\r\nDONE\r\n", commands.encode(new Command.YxBoard(List.of())));
        assertEquals("YXSHOWFORBID\r\n", commands.encode(new Command.YxShowForbid()));
        assertEquals("YXSTOP\r\n", commands.encode(new Command.YxStop()));
        assertEquals("STOP\r\n", commands.encode(new Command.Stop()));
        assertEquals("SHOWBOARD\r\n", commands.encode(new Command.ShowBoard()));
        assertEquals("YXNBEST 5\r\n", commands.encode(new Command.YxNBest(5)));
        assertEquals("FOO bar\r\n", commands.encode(new Command.Unknown("FOO bar")));
    }

    @Test
    void swap2BoardLinesAreXyByDefaultAndCarryBoardFieldsOnRequest() {
        Command five = new Command.Swap2Board(List.of(new Move(7, 7), new Move(8, 7), new Move(9, 9), new Move(8, 8),
                new Move(8, 6)));
        assertEquals("SWAP2BOARD\r\n7,7\r\n8,7\r\n9,9\r\n8,8\r\n8,6\r\nDONE\r\n", commands.encode(five));
        CommandEncoder fields = new CommandEncoder(LineEnd.CRLF, Swap2Lines.XY_FIELD);
        // white (the side to move) owns stones 2 and 4
        assertEquals("SWAP2BOARD\r\n7,7,2\r\n8,7,1\r\n9,9,2\r\n8,8,1\r\n8,6,2\r\nDONE\r\n", fields.encode(five));
        Command three = new Command.Swap2Board(List.of(new Move(7, 7), new Move(8, 7), new Move(9, 9)));
        assertEquals("SWAP2BOARD\r\n7,7,2\r\n8,7,1\r\n9,9,2\r\nDONE\r\n", fields.encode(three));
        assertEquals("SWAP2BOARD\r\nDONE\r\n", fields.encode(new Command.Swap2Board(List.of())));
    }

    @Test
    void infoInCanonicalForm() {
        assertEquals("INFO timeout_match 300000\r\n", commands.encode(new Info.TimeoutMatch(300000)));
        assertEquals("INFO timeout_turn 10000\r\n", commands.encode(new Info.TimeoutTurn(10000)));
        assertEquals("INFO max_memory 83886080\r\n", commands.encode(new Info.MaxMemory(83886080)));
        assertEquals("INFO time_left -5\r\n", commands.encode(new Info.TimeLeft(-5)));
        assertEquals("INFO game_type 1\r\n", commands.encode(new Info.GameType(1)));
        assertEquals("INFO rule 4\r\n", commands.encode(new Info.Rule(4)));
        assertEquals("INFO evaluate 3,4\r\n", commands.encode(new Info.Evaluate(new Move(3, 4))));
        assertEquals("INFO folder D:\\AI\r\n", commands.encode(new Info.Folder("D:\\AI")));
        assertEquals("INFO fb_check 1\r\n", commands.encode(new Info.FbCheck(1)));
        assertEquals("INFO max_depth 9\r\n", commands.encode(new Info.MaxDepth(9)));
        assertEquals("INFO max_node 100\r\n", commands.encode(new Info.MaxNode(100)));
        assertEquals("INFO hash_size 4096\r\n", commands.encode(new Info.HashSize(4096)));
        assertEquals("INFO thread_num 2\r\n", commands.encode(new Info.ThreadNum(2)));
        assertEquals("INFO my_key my value\r\n", commands.encode(new Info.Other("my_key", "my value")));
        assertEquals("INFO flag\r\n", commands.encode(new Info.Other("flag", "")));
    }

    @Test
    void repliesInCanonicalForm() {
        assertEquals("OK\r\n", replies.encode(new Reply.Ok()));
        assertEquals("ERROR unsupported size\r\n", replies.encode(new Reply.Error("unsupported size")));
        assertEquals("ERROR\r\n", replies.encode(new Reply.Error("")));
        assertEquals("UNKNOWN YXFOO\r\n", replies.encode(new Reply.Unknown("YXFOO")));
        assertEquals("MESSAGE I will be the winner\r\n", replies.encode(new Reply.Message("I will be the winner")));
        assertEquals("DEBUG d=3\r\n", replies.encode(new Reply.Debug("d=3")));
        assertEquals("SUGGEST 10,10\r\n", replies.encode(new Reply.Suggest(new Move(10, 10))));
        assertEquals("11,10\r\n", replies.encode(new Reply.Moved(11, 10)));
        Map<String, String> about = new LinkedHashMap<>();
        about.put("name", "SomeBrain");
        about.put("version", "1.0");
        about.put("author", "Nymand");
        about.put("country", "USA");
        assertEquals("name=\"SomeBrain\", version=\"1.0\", author=\"Nymand\", country=\"USA\"\r\n",
                replies.encode(new Reply.About(about)));
        assertEquals("SWAP\r\n", replies.encode(new Reply.Swap()));
        assertEquals("7,7 8,7 9,9\r\n",
                replies.encode(new Reply.Stones(List.of(new Move(7, 7), new Move(8, 7), new Move(9, 9)))));
        assertEquals("8,8 8,6\r\n", replies.encode(new Reply.Stones(List.of(new Move(8, 8), new Move(8, 6)))));
        assertEquals("FORBID 09121011.\r\n",
                replies.encode(new Reply.Forbid(List.of(new Move(9, 12), new Move(10, 11)))));
        assertEquals("FORBID .\r\n", replies.encode(new Reply.Forbid(List.of())));
    }

    @Test
    void lineEnds() {
        assertEquals("8,8\n", new ReplyEncoder(LineEnd.LF).encode(new Reply.Moved(8, 8)));
        assertEquals("BOARD\rDONE\r", new CommandEncoder(LineEnd.CR).encode(new Command.Board(List.of())));
    }

    @Test
    void valuesThatCannotBeWrittenAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Reply.Message("two\nlines"));
        assertThrows(IllegalArgumentException.class, () -> new Reply.About(Map.of("name", "a\"b")));
        assertThrows(IllegalArgumentException.class, () -> new Reply.About(Map.of("na me", "x")));
        assertThrows(IllegalArgumentException.class, () -> new Reply.About(Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new Reply.Forbid(List.of(new Move(100, 1))));
        assertThrows(IllegalArgumentException.class, () -> new Reply.Stones(List.of(new Move(1, 1))));
        assertThrows(IllegalArgumentException.class, () -> new Move(-1, 0));
        assertThrows(IllegalArgumentException.class, () -> new Stone(0, 0, 4));
        assertThrows(IllegalArgumentException.class, () -> new Command.Unknown("  "));
        assertThrows(IllegalArgumentException.class, () -> new Info.Other("a b", "c"));
    }
}
