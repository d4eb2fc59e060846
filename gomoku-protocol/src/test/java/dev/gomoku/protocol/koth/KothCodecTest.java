package dev.gomoku.protocol.koth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.gomoku.protocol.ProtocolException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The examples of seed 002 and protocols.md section 3, line ends, and malformed lines. */
class KothCodecTest {
    static KothStone black(int x, int y) {
        return new KothStone(new KothPoint(x, y), KothColor.BLACK);
    }

    static KothStone white(int x, int y) {
        return new KothStone(new KothPoint(x, y), KothColor.WHITE);
    }

    static KothPoint p(int x, int y) {
        return new KothPoint(x, y);
    }

    @Test
    void seedPrompts() throws ProtocolException {
        assertEquals(new KothPrompt.Open(), KothPrompt.decode("A []"));
        KothPrompt b = KothPrompt.decode("B [((0,0),\"B\"),((0,1),\"W\"),((14,14),\"B\")]");
        assertEquals(new KothPrompt.Swap(List.of(black(0, 0), white(0, 1), black(14, 14))), b);
        KothPrompt one = KothPrompt.decode("1 [((0,0),\"B\"),((0,1),\"W\"),((1,0),\"B\"),((1,1),\"W\"),((14,14),\"B\")]");
        assertEquals(new KothPrompt.Move(1, List.of(black(0, 0), white(0, 1), black(1, 0), white(1, 1), black(14, 14))), one);
        assertEquals("A []", new KothPrompt.Open().encode());
        assertEquals("B [((0,0),\"B\"),((0,1),\"W\"),((14,14),\"B\")]", b.encode());
        assertEquals("1 [((0,0),\"B\"),((0,1),\"W\"),((1,0),\"B\"),((1,1),\"W\"),((14,14),\"B\")]", one.encode());
    }

    @Test
    void otherPrompts() throws ProtocolException {
        assertEquals(new KothPrompt.ChooseColor(List.of(black(7, 7), white(7, 8), black(8, 8), white(9, 9), black(3, 3))),
                KothPrompt.decode("C [((7,7),\"B\"),((7,8),\"W\"),((8,8),\"B\"),((9,9),\"W\"),((3,3),\"B\")]"));
        assertEquals(new KothPrompt.Exit(Optional.empty()), KothPrompt.decode("EXIT TIE"));
        assertEquals(new KothPrompt.Exit(Optional.of("KaitoBot")), KothPrompt.decode("EXIT KaitoBot"));
        assertEquals("EXIT TIE", new KothPrompt.Exit(Optional.empty()).encode());
        assertEquals("EXIT KaitoBot", new KothPrompt.Exit(Optional.of("KaitoBot")).encode());
        assertEquals(new KothPrompt.Move(42, List.of()), KothPrompt.decode("42 []"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"B [((3,4),\"W\")]", "B [((3,4),\"W\")]\n", "B [((3,4),\"W\")]\r\n"})
    void promptLineEnds(String line) throws ProtocolException {
        assertEquals(new KothPrompt.Swap(List.of(white(3, 4))), KothPrompt.decode(line));
    }

    @Test
    void seedAnswers() throws ProtocolException {
        // the shapes the reference bot of the seed prints
        assertEquals(new KothAnswer.Opening(p(3, 4), p(10, 2), p(14, 0)),
                KothAnswer.decode(new KothPrompt.Open(), "(3,4) (10,2) (14,0)"));
        assertEquals(new KothAnswer.TakeBlack(), KothAnswer.decode(new KothPrompt.Swap(List.of()), "B"));
        assertEquals(new KothAnswer.Choose(KothColor.BLACK), KothAnswer.decode(new KothPrompt.ChooseColor(List.of()), "B"));
        assertEquals(new KothAnswer.Move(p(7, 8)), KothAnswer.decode(new KothPrompt.Move(1, List.of()), "(7,8)"));
        assertEquals("(3,4) (10,2) (14,0)", new KothAnswer.Opening(p(3, 4), p(10, 2), p(14, 0)).encode());
        assertEquals("B", new KothAnswer.TakeBlack().encode());
        assertEquals("W (5,6)", new KothAnswer.TakeWhite(p(5, 6)).encode());
        assertEquals("(1,2) (3,4)", new KothAnswer.PlaceTwo(p(1, 2), p(3, 4)).encode());
        assertEquals("W", new KothAnswer.Choose(KothColor.WHITE).encode());
        assertEquals("(7,8)", new KothAnswer.Move(p(7, 8)).encode());
    }

    @ParameterizedTest
    @ValueSource(strings = {"(0 , 0) (0,12)", "(0,0)(0,12)", " ( 0,0 ) ( 0 , 1 2 ) ", "(0,0)(0,12)\n", "(0,0) (0,12)\r\n"})
    void answersIgnoreSpaces(String line) throws ProtocolException {
        // the seed's example: "(0 , 0) (0,12)" is the same as "(0,0)(0,12)"
        assertEquals(new KothAnswer.PlaceTwo(p(0, 0), p(0, 12)), KothAnswer.decode(new KothPrompt.Swap(List.of()), line));
    }

    @Test
    void swapAnswers() throws ProtocolException {
        KothPrompt swap = new KothPrompt.Swap(List.of(black(7, 7), white(7, 8), black(8, 8)));
        assertEquals(new KothAnswer.TakeWhite(p(5, 6)), KothAnswer.decode(swap, "W (5,6)"));
        assertEquals(new KothAnswer.TakeWhite(p(5, 6)), KothAnswer.decode(swap, "W(5,6)"));
        assertEquals(new KothAnswer.TakeBlack(), KothAnswer.decode(swap, " B \r\n"));
        assertEquals(new KothAnswer.Choose(KothColor.WHITE), KothAnswer.decode(new KothPrompt.ChooseColor(List.of()), "W"));
    }

    @Test
    void malformedPrompts() {
        assertError(() -> KothPrompt.decode("A [ ]"), 3);
        assertError(() -> KothPrompt.decode("B [((0,0),\"B\"),((15,1),\"W\")]"), 17);
        assertError(() -> KothPrompt.decode("B [((0,0),\"B\"),((0,0),\"W\")]"), 15);
        assertError(() -> KothPrompt.decode("C [((0,0),\"X\")]"), 11);
        assertError(() -> KothPrompt.decode("1 [((0,0),\"B\")"), 14);
        assertError(() -> KothPrompt.decode("1 [((0,0),\"B\")] x"), 15);
        assertError(() -> KothPrompt.decode("EXIT "), 5);
        assertError(() -> KothPrompt.decode("EXIT a\nb"), 6);
        assertError(() -> KothPrompt.decode("D []"), 0);
        assertError(() -> KothPrompt.decode(""), 0);
        assertError(() -> KothPrompt.decode("1234567890 []"), 0);
    }

    @Test
    void malformedAnswers() {
        KothPrompt open = new KothPrompt.Open();
        assertError(() -> KothAnswer.decode(open, "(1,2) (3,4)"), 11);
        assertError(() -> KothAnswer.decode(open, "(1,2) (3,4) (5,15)"), 15);
        assertError(() -> KothAnswer.decode(open, "(1,2) (3,4) (5,6) (7,8)"), 18);
        KothPrompt swap = new KothPrompt.Swap(List.of());
        assertError(() -> KothAnswer.decode(swap, "X"), 0);
        assertError(() -> KothAnswer.decode(swap, "B (1,2)"), 2);
        assertError(() -> KothAnswer.decode(swap, "W"), 1);
        assertError(() -> KothAnswer.decode(new KothPrompt.ChooseColor(List.of()), "(1,2)"), 0);
        assertError(() -> KothAnswer.decode(new KothPrompt.Move(3, List.of()), "(1;2)"), 2);
        assertError(() -> KothAnswer.decode(new KothPrompt.Move(3, List.of()), ""), 0);
        assertError(() -> KothAnswer.decode(new KothPrompt.Exit(Optional.empty()), "B"), 0);
    }

    interface Decoding {
        Object run() throws ProtocolException;
    }

    static void assertError(Decoding d, int column) {
        ProtocolException e = assertThrows(ProtocolException.class, d::run);
        assertEquals(1, e.lineNumber(), e.getMessage());
        assertEquals(column, e.column(), e.getMessage());
    }
}
