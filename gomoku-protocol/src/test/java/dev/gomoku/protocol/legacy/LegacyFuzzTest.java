package dev.gomoku.protocol.legacy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.gomoku.protocol.ProtocolException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Fuzzes every legacy decoder: on any text it either throws {@link ProtocolException} or returns a
 * value that encodes and decodes back to itself. The first byte picks the decoder, the rest is the
 * text. In a normal build only the inputs under {@code LegacyFuzzTestInputs} run; {@code .ci/fuzz}
 * fuzzes.
 */
class LegacyFuzzTest {

    @FuzzTest(maxDuration = "30s")
    void decoders(byte[] data) throws ProtocolException {
        if (data.length == 0) {
            return;
        }
        String text = new String(data, 1, data.length - 1, StandardCharsets.UTF_8);
        try {
            switch (Byte.toUnsignedInt(data[0]) % 8) {
                case 0: {
                    LegacyBoard b = LegacyBoard.decode(text);
                    assertEquals(b, LegacyBoard.decode(b.encode()));
                    break;
                }
                case 1: {
                    Mark m = Mark.decodeTurn(text);
                    assertEquals(m, Mark.decodeTurn(m.encodeTurn()));
                    break;
                }
                case 2: {
                    LegacyMove m = LegacyMove.decode(text);
                    assertEquals(m, LegacyMove.decode(m.encode()));
                    break;
                }
                case 3: {
                    // line 1 in ms below 1000 s is rewritten in whole seconds: compare the encodings
                    LegacyTimeouts t = LegacyTimeouts.decode(text);
                    assertEquals(t.encode(), LegacyTimeouts.decode(t.encode()).encode());
                    break;
                }
                case 4: {
                    LegacyInfo i = LegacyInfo.decode(text);
                    assertEquals(i, LegacyInfo.decode(i.encode()));
                    break;
                }
                case 5: {
                    LegacyAnswer.decodeMessage(text).ifPresent(m -> assertEquals(m,
                            LegacyAnswer.decodeMessage(LegacyAnswer.encodeMessage(m)).orElseThrow()));
                    break;
                }
                case 6: {
                    LegacyRequest r = LegacyRequest.fromFiles(files(text));
                    assertEquals(r.toFiles(), LegacyRequest.fromFiles(r.toFiles()).toFiles());
                    break;
                }
                default: {
                    LegacyAnswer a = LegacyAnswer.fromFiles(files(text));
                    assertEquals(a, LegacyAnswer.fromFiles(a.toFiles()));
                    break;
                }
            }
        } catch (ProtocolException expected) {
            // the one declared error
        }
    }

    /** Splits the text on NUL into the contents of the five files, in enum order. */
    private static Map<String, String> files(String text) {
        String[] parts = text.split("\0", -1);
        LegacyFile[] names = LegacyFile.values();
        Map<String, String> files = new LinkedHashMap<>();
        for (int i = 0; i < names.length && i < parts.length; i++) {
            files.put(names[i].fileName(), parts[i]);
        }
        return files;
    }

}
