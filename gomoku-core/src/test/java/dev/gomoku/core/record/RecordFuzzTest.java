package dev.gomoku.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Fuzzes the record readers: on any text a reader either throws {@link RecordFormatException} or
 * returns a value that writes and reads back to itself. The first byte picks the reader (and the
 * board size for pos notation), the rest is the text. In a normal build only the inputs under
 * {@code RecordFuzzTestInputs} run; {@code .ci/fuzz} fuzzes.
 */
class RecordFuzzTest {

    @FuzzTest(maxDuration = "30s")
    void readers(byte[] data) throws RecordFormatException {
        if (data.length == 0) {
            return;
        }
        int selector = Byte.toUnsignedInt(data[0]);
        String text = new String(data, 1, data.length - 1, StandardCharsets.UTF_8);
        try {
            switch (selector % 4) {
                case 0: {
                    GameRecord r = Psq.read(text);
                    assertEquals(r, Psq.read(Psq.write(r)));
                    break;
                }
                case 1: {
                    GameRecord r = Sgf.read(text);
                    assertEquals(r, Sgf.read(Sgf.write(r)));
                    break;
                }
                case 2: {
                    List<Opening> o = Opening.readOffsets(text);
                    assertEquals(o, Opening.readOffsets(Opening.writeOffsets(o)));
                    break;
                }
                default: {
                    int size = GameRecord.MIN_SIZE + (selector / 4) % (GameRecord.MAX_SIZE - GameRecord.MIN_SIZE + 1);
                    List<Opening> o = Opening.readPos(text, size, size);
                    assertEquals(o, Opening.readPos(Opening.writePos(o, size, size), size, size));
                    break;
                }
            }
        } catch (RecordFormatException expected) {
            // the one declared error
        }
    }
}
