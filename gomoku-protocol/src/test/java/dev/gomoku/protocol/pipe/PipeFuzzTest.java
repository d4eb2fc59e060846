package dev.gomoku.protocol.pipe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.gomoku.protocol.ProtocolException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzzes the pipe codecs: the brain's command decoder, the manager's reply decoder and the bounded line
 * reader under both. On any bytes a decoder either throws {@link ProtocolException} or returns values that
 * encode and decode back to themselves; the reader agrees with a plain reference split. In a normal build
 * only the inputs under {@code PipeFuzzTestInputs} run; {@code .ci/fuzz} fuzzes.
 */
class PipeFuzzTest {

    private static BoundedLineReader reader(byte[] data, int from, int bound) {
        return new BoundedLineReader(new ByteArrayInputStream(data, from, data.length - from), bound,
                StandardCharsets.UTF_8);
    }

    @FuzzTest(maxDuration = "30s")
    void commandDecoder(byte[] data) throws IOException, ProtocolException {
        BoundedLineReader lines = reader(data, 0, 256);
        CommandDecoder decoder = new CommandDecoder(16);
        CommandEncoder encoder = new CommandEncoder();
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            Command c;
            try {
                c = decoder.decode(line).orElse(null);
            } catch (ProtocolException expected) {
                continue;
            }
            if (c == null) {
                continue;
            }
            String text = encoder.encode(c);
            CommandDecoder again = new CommandDecoder(16);
            List<Command> back = new ArrayList<>();
            for (String l : text.split("\r\n", -1)) {
                again.decode(l).ifPresent(back::add);
            }
            assertEquals(List.of(c), back, text);
        }
    }

    /** Every fourth byte-led line is decoded expecting an ABOUT answer. */
    @FuzzTest(maxDuration = "30s")
    void replyDecoder(byte[] data) throws IOException, ProtocolException {
        BoundedLineReader lines = reader(data, 0, 256);
        ReplyDecoder decoder = new ReplyDecoder();
        ReplyEncoder encoder = new ReplyEncoder();
        int n = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            boolean about = n++ % 4 == 3;
            if (about) {
                decoder.expectAbout();
            }
            Reply r;
            try {
                r = decoder.decode(line).orElse(null);
            } catch (ProtocolException expected) {
                continue;
            }
            if (r == null) {
                continue;
            }
            String text = encoder.encode(r);
            ReplyDecoder again = new ReplyDecoder();
            if (r instanceof Reply.AboutText) {
                again.expectAbout();
            }
            assertEquals(r, again.decode(text).orElseThrow(), text);
        }
    }

    /** The first byte sets the bound; the lines must be those of a plain split, each cut at the bound. */
    @FuzzTest(maxDuration = "30s")
    void lineReader(byte[] data) throws IOException {
        if (data.length == 0) {
            return;
        }
        int bound = 1 + (data[0] & 0x3f);
        BoundedLineReader r = new BoundedLineReader(new ByteArrayInputStream(data, 1, data.length - 1), bound,
                StandardCharsets.ISO_8859_1);
        List<String> expected = new ArrayList<>();
        List<Boolean> cut = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean open = false;
        for (int i = 1; i < data.length; i++) {
            char c = (char) (data[i] & 0xff);
            if (c == '\r' || c == '\n') {
                expected.add(cur.length() > bound ? cur.substring(0, bound) : cur.toString());
                cut.add(cur.length() >= bound);
                cur.setLength(0);
                open = false;
                if (c == '\r' && i + 1 < data.length && data[i + 1] == '\n') {
                    i++;
                }
            } else {
                cur.append(c);
                open = true;
            }
        }
        if (open) {
            expected.add(cur.length() > bound ? cur.substring(0, bound) : cur.toString());
            cut.add(cur.length() >= bound);
        }
        List<String> got = new ArrayList<>();
        List<Boolean> gotCut = new ArrayList<>();
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            assertTrue(line.length() <= bound);
            got.add(line);
            gotCut.add(r.lastLineTruncated());
        }
        assertEquals(expected, got);
        assertEquals(cut, gotCut);
    }
}
