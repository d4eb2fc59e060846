package dev.gomoku.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Typed positions read as the board's labels name the points: the letter is the column, the number the
 * row counted from the bottom, as Gomocalc (Rapfi's board; lfz084/gomocalcoffline fbcb08a,
 * {@code js/app.59050e49.js}, {@code setPosStr}: y = size - number) reads its {@code pos} strings.
 */
class NotationTest {
    @Test
    void posNamesThePointsTheLabelsShow() throws BadRequest {
        // Kagetsu: black h8, white h9 directly above it, black i9
        assertEquals(List.of(new Point(7, 7), new Point(7, 6), new Point(8, 6)), Notation.pos("h8h9i9", 15, 15));
        assertEquals(List.of(new Point(7, 7), new Point(7, 6)), Notation.pos(" H8 h9 ", 15, 15));
        // the corners: a1 bottom left, o15 top right
        assertEquals(List.of(new Point(0, 14), new Point(14, 0)), Notation.pos("a1o15", 15, 15));
        assertEquals(List.of(new Point(19, 0)), Notation.pos("t20", 20, 20));
        // every point names itself back
        for (int y = 0; y < 15; y++) {
            for (int x = 0; x < 15; x++) {
                assertEquals(List.of(new Point(x, y)), Notation.pos(Notation.name(x, y, 15), 15, 15));
            }
        }
        StartPosition p = StartPosition.parse("h8h9i9", 15, 15);
        assertEquals(List.of(new Point(7, 7), new Point(8, 6)), p.black());
        assertEquals(List.of(new Point(7, 6)), p.white());
        assertEquals(Side.WHITE, p.toMove());
    }

    @Test
    void refusesWhatNamesNoPoint() {
        for (String bad : new String[] {"h16", "p8", "h0", "h", "8h", "h8h8", "h8?", "h123"}) {
            BadRequest e = assertThrows(BadRequest.class, () -> Notation.pos(bad, 15, 15), bad);
            assertEquals(400, e.status);
            assertTrue(e.getMessage().startsWith("pos notation: "), e.getMessage());
        }
    }
}
