package dev.gomoku.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gomoku.core.Point;
import dev.gomoku.testkit.TestData;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The record files of the test data ({@link TestData}) and hand-made malformed inputs. */
class RecordFilesTest {

    @Test
    void examplePsq() throws RecordFormatException {
        GameRecord r = Psq.read(TestData.read("records/example.psq"));
        assertEquals(15, r.width());
        assertEquals(15, r.height());
        assertEquals(List.of(new Point(7, 7), new Point(7, 6), new Point(8, 6), new Point(9, 7), new Point(6, 6),
                new Point(8, 8)), r.moves());
        assertEquals(List.of(0, 0, 0, 1843, 2210, 15620), r.times());
        assertEquals(Optional.of("pbrain-engineA.zip"), r.blackName());
        assertEquals(Optional.of("pbrain-engineB.zip"), r.whiteName());
        assertEquals(OptionalInt.of(-1), r.endCode());
    }

    @Test
    void psqVariants() throws RecordFormatException {
        GameRecord r = Psq.read("Piskvorky 20x15, 11:11, 0\r\n1,1\r\n20,15,7\r\n");
        assertEquals(20, r.width());
        assertEquals(15, r.height());
        assertEquals(List.of(new Point(0, 0), new Point(19, 14)), r.moves());
        assertEquals(List.of(0, 7), r.times());
        assertEquals(Optional.empty(), r.blackName());
        r = Psq.read("Piskvorky 15x15, 11:11, 0\n8,8\n-1");
        assertEquals(List.of(), r.times());
        assertEquals(OptionalInt.of(-1), r.endCode());
        assertEquals(Optional.empty(), r.blackName());
    }

    static Opening renju(JsonNode moves) {
        List<Point> points = new ArrayList<>();
        for (JsonNode m : moves) {
            String s = m.asText();
            // renju notation: rows counted from the bottom
            points.add(new Point(s.charAt(0) - 'a', 15 - Integer.parseInt(s.substring(1))));
        }
        return Opening.ofPoints(points, 15, 15);
    }

    @Test
    void theShippedRenjuOpeningsAreThePublishedSet() throws Exception {
        JsonNode json = new ObjectMapper().readTree(TestData.read("openings/renju-26.json")).get("openings");
        List<RenjuOpening> shipped = RenjuOpening.standard();
        assertEquals(json.size(), shipped.size());
        for (int i = 0; i < shipped.size(); i++) {
            JsonNode o = json.get(i);
            assertEquals(o.get("id").asText(), shipped.get(i).id());
            assertEquals(o.get("name").asText(), shipped.get(i).name());
            assertEquals(renju(o.get("moves_renju_notation")), shipped.get(i).opening(), o.get("id").asText());
        }
    }

    @Test
    void renjuOpeningsAgree() throws Exception {
        JsonNode json = new ObjectMapper().readTree(TestData.read("openings/renju-26.json")).get("openings");
        List<Opening> offsets = Opening.readOffsets(TestData.read("openings/renju-26-offset.txt"));
        List<Opening> pos = Opening.readPos(TestData.read("openings/renju-26-pos15.txt"), 15, 15);
        assertEquals(26, json.size());
        assertEquals(26, offsets.size());
        assertEquals(offsets, pos);
        for (int i = 0; i < 26; i++) {
            JsonNode o = json.get(i);
            Opening expected = renju(o.get("moves_renju_notation"));
            assertEquals(expected, offsets.get(i), o.get("id").asText());
            assertEquals(expected, Opening.parseOffsets(o.get("gomocup_offset").asText()));
            assertEquals(expected, Opening.parsePos(o.get("c_gomoku_cli_pos_15x15").asText(), 15, 15));
            assertEquals(o.get("gomocup_offset").asText(), expected.toOffsets());
            assertEquals(o.get("c_gomoku_cli_pos_15x15").asText(), expected.toPos(15, 15));
            assertEquals(new Point(7, 7), expected.points(15, 15).get(0));
        }
        // Kagetsu, the README's example
        assertEquals(List.of(new Point(7, 7), new Point(7, 6), new Point(8, 6)), Opening.parsePos("h8h7i7", 15, 15).points(15, 15));
        assertEquals(Opening.parseOffsets("0,0, 0,-1, 1,-1"), offsets.get(3));
    }

    @Test
    void sgfExample() throws RecordFormatException {
        GameRecord r = Sgf.read("(;GM[4]SZ[15];B[hh];W[hg])");
        assertEquals(new GameRecord(15, 15, List.of(new Point(7, 7), new Point(7, 6))), r);
        r = Sgf.read("(;FF[4]GM[4]SZ[20:13]PB[Alice \\] A]PW[Bob]C[a comment\nover lines]\n;B[aa]\n;W[tm])");
        assertEquals(20, r.width());
        assertEquals(13, r.height());
        assertEquals(List.of(new Point(0, 0), new Point(19, 12)), r.moves());
        assertEquals(Optional.of("Alice ] A"), r.blackName());
        assertEquals(Optional.of("Bob"), r.whiteName());
        assertEquals("(;GM[4]SZ[15];B[hh];W[hg])\n", Sgf.write(new GameRecord(15, 15, List.of(new Point(7, 7), new Point(7, 6)))));
    }

    static void assertLine(int line, Executable e) {
        RecordFormatException ex = assertThrows(RecordFormatException.class, e::run);
        assertEquals(line, ex.lineNumber(), ex.getMessage());
    }

    interface Executable {
        Object run() throws RecordFormatException;
    }

    @Test
    void malformedPsq() {
        assertLine(1, () -> Psq.read(""));
        assertLine(1, () -> Psq.read("Gomoku 15x15\n8,8\n"));
        assertLine(1, () -> Psq.read("Piskvorky 15by15, 11:11, 0\n"));
        assertLine(1, () -> Psq.read("Piskvorky 40x40, 11:11, 0\n"));
        assertLine(3, () -> Psq.read("Piskvorky 15x15, 11:11, 0\n8,8,0\n16,1,0\n"));
        assertLine(3, () -> Psq.read("Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\n0,1,0\r\n"));
        assertLine(4, () -> Psq.read("Piskvorky 15x15, 11:11, 0\n8,8,0\n8,7\n8,8,0\n"));
        assertLine(2, () -> Psq.read("Piskvorky 15x15, 11:11, 0\n8,8,-5\n"));
    }

    @Test
    void malformedOpenings() {
        assertLine(3, () -> Opening.readOffsets("0,0, 0,-1\n\n0,0, 1\n"));
        assertLine(2, () -> Opening.readOffsets("0,0\n0,0, a,b\n"));
        assertLine(1, () -> Opening.readOffsets("0,0, 0,0\n"));
        assertLine(2, () -> Opening.readPos("h8h7\r\nh8z7\r\n", 15, 15));
        assertLine(1, () -> Opening.readPos("h8h16\n", 15, 15));
        assertLine(1, () -> Opening.readPos("h8h\n", 15, 15));
        assertLine(3, () -> Opening.readPos("h8\nh8i9\n8h\n", 15, 15));
        assertLine(1, () -> Opening.readPos("h8h8\n", 15, 15));
    }

    @Test
    void malformedSgf() {
        assertLine(1, () -> Sgf.read(""));
        assertLine(1, () -> Sgf.read("(;GM[1]SZ[19];B[aa])"));
        assertLine(2, () -> Sgf.read("(;GM[4]SZ[15]\n;B[hh];B[hg])"));
        assertLine(3, () -> Sgf.read("(;GM[4]\nSZ[15]\n;B[hh]\n;W[hh])".replace("\n;W", ";W")));
        assertLine(2, () -> Sgf.read("(;GM[4]SZ[15]\n;B[zz])"));
        assertLine(1, () -> Sgf.read("(;GM[4]SZ[15];B[hh](;W[hg]))"));
        assertLine(2, () -> Sgf.read("(;GM[4]SZ[15]\n;B[hh]"));
        assertLine(1, () -> Sgf.read("(;GM[4]AB[aa][bb])"));
        assertLine(1, () -> Sgf.read("(;GM[4]SZ[3])"));
        assertLine(3, () -> Sgf.read("(;GM[4]SZ[15]C[a\nb];B[hh\n"));
        assertLine(1, () -> Sgf.read("(;GM[4];B[])"));
        assertLine(3, () -> Sgf.read("(;GM[4]SZ[15]\r;B[hh]\r\n;W[hh])"));
    }

    @Test
    void openingFilesMayCarryACommentHeaderInEitherNotation() throws Exception {
        String header = "# 2 openings\n  # made by: a command\n\n";
        List<Opening> offsets = Opening.read(header + "0,0, 0,-1, 1,-1\r\n# between\n-1,0, 2,2\n", 15, 15);
        assertEquals(List.of(Opening.parseOffsets("0,0, 0,-1, 1,-1"), Opening.parseOffsets("-1,0, 2,2")), offsets);
        List<Opening> pos = Opening.read(header + "h8h7i7\ng8j10\n", 15, 15);
        assertEquals(offsets, pos);
        assertEquals(List.of(), Opening.read("# nothing but a header\n", 15, 15));
        RecordFormatException e = assertThrows(RecordFormatException.class,
                () -> Opening.read(header + "h8h7i7\nh8h8\n", 15, 15));
        assertEquals(5, e.lineNumber(), e.getMessage());
    }
}
