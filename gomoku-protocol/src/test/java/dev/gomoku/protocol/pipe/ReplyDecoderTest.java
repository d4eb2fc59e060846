package dev.gomoku.protocol.pipe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.gomoku.protocol.ProtocolException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Replies from protocols.md section 1 and seeds 000/004, told apart by their shape. */
class ReplyDecoderTest {
    private final ReplyDecoder decoder = new ReplyDecoder();

    private Reply one(String line) throws ProtocolException {
        return decoder.decode(line).orElseThrow();
    }

    @Test
    void seedExamples() throws ProtocolException {
        assertEquals(new Reply.Ok(), one("OK"));
        assertEquals(new Reply.Ok(), one("OK - parameters are good"));
        assertEquals(new Reply.Error("message - unsupported size or other error"),
                one("ERROR message - unsupported size or other error"));
        assertEquals(new Reply.Moved(11, 10), one("11,10"));
        assertEquals(new Reply.Moved(10, 10), one("10,10"));
        assertEquals(new Reply.Moved(9, 9), one("9,9"));
        assertEquals(new Reply.Debug("The most promising move now is [10,14] alfa=10025 beta=8641"),
                one("DEBUG The most promising move now is [10,14] alfa=10025 beta=8641"));
        assertEquals(new Reply.Message("I will be the winner"), one("MESSAGE I will be the winner"));
        assertEquals(new Reply.Suggest(new Move(10, 10)), one("SUGGEST 10,10"));
        assertEquals(new Reply.Unknown("command not implemented"), one("UNKNOWN command not implemented"));
        Map<String, String> about = new LinkedHashMap<>();
        about.put("name", "SomeBrain");
        about.put("version", "1.0");
        about.put("author", "Nymand");
        about.put("country", "USA");
        Reply.About a = (Reply.About) one("name=\"SomeBrain\", version=\"1.0\", author=\"Nymand\", country=\"USA\"");
        assertEquals(new Reply.About(about), a);
        assertEquals(List.of("name", "version", "author", "country"), List.copyOf(a.fields().keySet()));
        assertEquals("Nymand", a.get("author"));
    }

    @Test
    void seed000CzechExamples() throws ProtocolException {
        assertEquals(new Reply.Ok(), one("OK - parametr vyhovuje"));
        assertEquals(new Reply.Error("chybová hláška - parametr nevyhovuje nebo došlo k jiné chybě"),
                one("ERROR chybová hláška - parametr nevyhovuje nebo došlo k jiné chybě"));
        assertEquals(new Reply.Debug("Zatím nejlepší tah [10,14] alfa=10025 beta=8641"),
                one("DEBUG Zatím nejlepší tah [10,14] alfa=10025 beta=8641"));
        assertEquals(new Reply.Debug("Zatím nejlepší tah [11,14] alfa=10125 beta=8641"),
                one("DEBUG Zatím nejlepší tah [11,14] alfa=10125 beta=8641"));
        assertEquals(new Reply.Message("Mám to vyhraný"), one("MESSAGE Mám to vyhraný"));
        assertEquals(new Reply.Moved(10, 16), one("10,16"));
        assertEquals(new Reply.Moved(12, 10), one("12,10"));
    }

    @Test
    void swap2AnswersByShape() throws ProtocolException {
        assertEquals(new Reply.Stones(List.of(new Move(7, 7), new Move(8, 7), new Move(9, 9))), one("7,7 8,7 9,9"));
        assertEquals(new Reply.Swap(), one("SWAP"));
        assertEquals(new Reply.Swap(), one("swap\r\n"));
        assertEquals(new Reply.Moved(8, 8), one("8,8"));
        assertEquals(new Reply.Stones(List.of(new Move(8, 8), new Move(8, 6))), one("8,8 8,6"));
        assertEquals(new Reply.Moved(6, 8), one("6,8"));
        assertEquals(new Reply.Stones(List.of(new Move(7, 7), new Move(8, 7))), one("  7 , 7\t 8,7 "));
    }

    @Test
    void forbid() throws ProtocolException {
        assertEquals(new Reply.Forbid(List.of(new Move(9, 12), new Move(10, 11))), one("FORBID 09121011."));
        assertEquals(new Reply.Forbid(List.of()), one("FORBID ."));
        assertEquals(new Reply.Forbid(List.of()), one("forbid."));
        assertEquals(new Reply.Forbid(List.of(new Move(0, 5))), one("FORBID 0005"));
        ProtocolException e = assertThrows(ProtocolException.class, () -> one("FORBID 091."));
        assertEquals(9, e.column());
    }

    @Test
    void anyCase() throws ProtocolException {
        assertEquals(new Reply.Ok(), one("ok"));
        assertEquals(new Reply.Message("Hi"), one("message Hi"));
        assertEquals(new Reply.Suggest(new Move(1, 2)), one("Suggest 1 , 2"));
        assertEquals(new Reply.Error(""), one("ERROR"));
    }

    @Test
    void freeTextAboutNeedsContext() throws ProtocolException {
        assertThrows(ProtocolException.class, () -> one("Pisq 5 by Petr, 2001"));
        decoder.expectAbout();
        assertEquals(new Reply.Message("loading"), one("MESSAGE loading"));
        assertEquals(new Reply.AboutText("Pisq 5 by Petr, 2001"), one("Pisq 5 by Petr, 2001"));
        // The expectation is used up.
        assertThrows(ProtocolException.class, () -> one("Pisq 5 by Petr, 2001"));
        decoder.expectAbout();
        assertEquals(new Reply.About(Map.of("name", "X")), one("name=\"X\""));
        decoder.expectAbout();
        assertEquals(new Reply.AboutText("2024 edition"), one("2024 edition"));
    }

    @Test
    void blankLinesAreSkipped() throws ProtocolException {
        assertEquals(Optional.empty(), decoder.decode(""));
        assertEquals(Optional.empty(), decoder.decode("\r\n"));
        assertEquals(Optional.empty(), decoder.decode("  \t "));
        assertEquals(3, decoder.lineNumber());
    }

    @Test
    void badShapesAreErrors() {
        assertEquals("','", assertThrows(ProtocolException.class, () -> one("8")).expected());
        assertEquals("end of line after at most three stones",
                assertThrows(ProtocolException.class, () -> one("1,1 2,2 3,3 4,4")).expected());
        assertEquals("a coordinate", assertThrows(ProtocolException.class, () -> one("8,8x")).expected());
        assertEquals("end of line", assertThrows(ProtocolException.class, () -> one("SWAP 1")).expected());
        assertEquals("a closing '\"'",
                assertThrows(ProtocolException.class, () -> one("name=\"x, version=1")).expected());
        assertThrows(ProtocolException.class, () -> one("hello world"));
    }
}
