package dev.gomoku.examples.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.record.GameRecord;
import dev.gomoku.core.record.Psq;
import dev.gomoku.core.record.Sgf;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading a record for replay: the format follows the text, a bad one is a 422 naming the problem. */
class ReplayTest {
    private static final List<Point> MOVES = List.of(new Point(7, 7), new Point(8, 8), new Point(6, 6));

    @Test
    void readsPsqSgfAndPos() throws BadRequest {
        assertEquals(MOVES, Replay.parse("a.psq", Psq.write(new GameRecord(15, 15, MOVES))).moves());
        GameRecord sgf = Replay.parse("b.sgf", Sgf.write(new GameRecord(19, 19, MOVES)));
        assertEquals(19, sgf.width());
        assertEquals(MOVES, sgf.moves());
        // pos notation (gomoku-core's Opening) counts rows from the top, 1-based; q17 needs 20x20
        assertEquals(List.of(new Point(7, 7), new Point(8, 6), new Point(6, 8)), Replay.parse("c", "h8i7g9").moves());
        GameRecord big = Replay.parse("d", "q17");
        assertEquals(20, big.width());
        assertEquals(List.of(new Point(16, 16)), big.moves());
    }

    @Test
    void badRecordsAre422WithTheFileAndTheProblem() {
        BadRequest e = assertThrows(BadRequest.class, () -> Replay.parse("x.psq", "Piskvorky 15x15, 1:1, 0\n1,1,0\n1,1,0\n"));
        assertEquals(422, e.status);
        assertTrue(e.getMessage().startsWith("x.psq: "), e.getMessage());
        assertEquals(422, assertThrows(BadRequest.class, () -> Replay.parse("y", "h8h8")).status);
        assertEquals(422, assertThrows(BadRequest.class, () -> Replay.parse("z", "")).status);
    }

    @Test
    void jsonEscapesWhatCouldBreakThePage() {
        String s = new Json().beginObject().field("a", "q\"\\\n</script>\u2028").field("n", 3).key("l").beginArray()
                .value(1).value(true).nullValue().endArray().endObject().toString();
        assertEquals("{\"a\":\"q\\\"\\\\\\n\\u003c/script\\u003e\\u2028\",\"n\":3,\"l\":[1,true,null]}", s);
    }
}
