package dev.gomoku.protocol.pipe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.testkit.Property;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class BoundedLineReaderTest {
    private static BoundedLineReader reader(String text) {
        return new BoundedLineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<String> lines(BoundedLineReader r) throws IOException {
        List<String> out = new ArrayList<>();
        for (String l = r.readLine(); l != null; l = r.readLine()) {
            out.add(l);
        }
        return out;
    }

    @Test
    void mixedLineEnds() throws IOException {
        assertEquals(List.of("a", "b", "c", "", "d", "", "e"), lines(reader("a\r\nb\nc\r\rd\n\re")));
        assertEquals(List.of("BOARD", "1,1,1", "2,2,2", "DONE"), lines(reader("BOARD\r\n1,1,1\n2,2,2\rDONE\r\n")));
        assertEquals(List.of(), lines(reader("")));
        assertEquals(List.of(""), lines(reader("\r\n")));
    }

    /** A stream that hands out the given bytes and then blocks (fails the test) if read again. */
    private static final class NoMoreBytes extends InputStream {
        private final byte[] bytes;
        private int pos;

        NoMoreBytes(String s) {
            bytes = s.getBytes(StandardCharsets.US_ASCII);
        }

        @Override
        public int read() {
            throw new AssertionError("single-byte read");
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (pos == bytes.length) {
                throw new AssertionError("reader waited for a byte after the line's CR");
            }
            int n = Math.min(len, bytes.length - pos);
            System.arraycopy(bytes, pos, b, off, n);
            pos += n;
            return n;
        }
    }

    @Test
    void crAloneDoesNotWaitForLf() throws IOException {
        BoundedLineReader r = new BoundedLineReader(new NoMoreBytes("TURN 1,1\r"));
        assertEquals("TURN 1,1", r.readLine());
    }

    /** {@code size} bytes of 'x' then "\nTURN 3,4\n", made on the fly. */
    private static final class LongLine extends InputStream {
        private final byte[] tail = "\nTURN 3,4\n".getBytes(StandardCharsets.US_ASCII);
        private final long size;
        private long pos;

        LongLine(long size) {
            this.size = size;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0];
        }

        @Override
        public int read(byte[] b, int off, int len) {
            long total = size + tail.length;
            if (pos >= total) {
                return -1;
            }
            int n = (int) Math.min(len, total - pos);
            for (int i = 0; i < n; i++, pos++) {
                b[off + i] = pos < size ? (byte) 'x' : tail[(int) (pos - size)];
            }
            return n;
        }
    }

    @Test
    void tenMegabyteLineIsCutRestDiscardedNextLineFine() throws IOException {
        BoundedLineReader r = new BoundedLineReader(new LongLine(10L * 1024 * 1024));
        String cut = r.readLine();
        assertEquals(BoundedLineReader.DEFAULT_MAX_LINE_BYTES, cut.length());
        assertTrue(cut.chars().allMatch(c -> c == 'x'));
        assertTrue(r.lastLineTruncated());
        assertEquals("TURN 3,4", r.readLine());
        assertFalse(r.lastLineTruncated());
        assertNull(r.readLine());
        assertEquals(1, r.truncatedLines());
    }

    @Test
    void lineOfExactlyTheBoundAndCrAfterCut() throws IOException {
        BoundedLineReader r = new BoundedLineReader(
                new ByteArrayInputStream("abcd\r\nabcdefg\r\nab\n".getBytes(StandardCharsets.US_ASCII)), 4,
                StandardCharsets.US_ASCII);
        assertEquals("abcd", r.readLine());
        assertTrue(r.lastLineTruncated());
        assertEquals("abcd", r.readLine());
        assertTrue(r.lastLineTruncated());
        assertEquals("ab", r.readLine());
        assertFalse(r.lastLineTruncated());
        assertNull(r.readLine());
    }

    @Test
    void malformedUtf8BecomesReplacementCharacters() throws IOException {
        BoundedLineReader r = new BoundedLineReader(new ByteArrayInputStream(new byte[] {'M', (byte) 0xff, '\n'}));
        assertEquals("M\uFFFD", r.readLine());
    }

    @TestFactory
    Stream<DynamicTest> agreesWithASimpleSplit() {
        return Property.check("reader lines = text split at CR LF, LF, CR; long ones cut", 200, rnd -> {
            StringBuilder text = new StringBuilder();
            List<String> expected = new ArrayList<>();
            int max = rnd.nextInt(1, 40);
            int n = rnd.nextInt(0, 15);
            String[] ends = {"\r\n", "\n", "\r"};
            for (int i = 0; i < n; i++) {
                String line = PipeGen.word(rnd, "abc ,0123456789").repeat(rnd.nextInt(1, 8));
                text.append(line).append(ends[rnd.nextInt(3)]);
                expected.add(line.length() > max ? line.substring(0, max) : line);
            }
            BoundedLineReader r = new BoundedLineReader(
                    new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.US_ASCII)), max,
                    StandardCharsets.US_ASCII);
            try {
                assertEquals(expected, lines(r), text.toString());
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        });
    }
}
