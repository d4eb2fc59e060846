package dev.gomoku.engine.search.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.NetworkFileException;
import dev.gomoku.engine.search.NetworkFileException.Problem;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetworkCodecTest {
    private static final Network NET = TestNetworks.random(Rule.RENJU, 8, 4, 7);
    private static final byte[] FILE = NetworkCodec.write(NET);

    @Test
    void roundTripKeepsEveryField() throws NetworkFileException {
        Network n = NetworkCodec.read(FILE, "test");
        assertEquals(NET.rule(), n.rule());
        assertEquals(List.of(8, 4, 16, 31, 4, 64, 256, 300), List.of(n.hidden(), n.hidden2(), n.pool(),
                n.activationMax(), n.activationShift(), n.w2Scale(), n.w3Scale(), n.evalScale()));
        assertArrayEquals(NET.bias1(), n.bias1());
        assertArrayEquals(NET.cells(), n.cells());
        assertArrayEquals(NET.w2(), n.w2());
        assertArrayEquals(NET.b2(), n.b2());
        assertArrayEquals(NET.w3(), n.w3());
        assertArrayEquals(NET.b3(), n.b3());
        assertEquals(NetworkCodec.length(8, 4), FILE.length);
    }

    @Test
    void everyRuleRoundTrips() throws NetworkFileException {
        for (Rule rule : Rule.values()) {
            assertEquals(rule, NetworkCodec.read(NetworkCodec.write(TestNetworks.random(rule, 2, 2, 1)), "t").rule());
        }
    }

    @Test
    void readsFromAPathAndTheClassPath(@TempDir Path dir) throws IOException {
        Path p = dir.resolve("net.gknn");
        Files.write(p, FILE);
        assertArrayEquals(NET.cells(), NetworkCodec.read(p).cells());
        // The committed resource is the seeded tiny network, byte for byte.
        byte[] tiny = NetworkCodec.write(TestNetworks.random(Rule.FREESTYLE, 1, 1, 1));
        try (InputStream in = getClass().getResourceAsStream("tiny-network.gknn")) {
            assertArrayEquals(tiny, in.readAllBytes());
        }
        assertEquals(Rule.FREESTYLE, NetworkCodec.resource(getClass(), "tiny-network.gknn").rule());
    }

    @Test
    void aMissingFileOrResourceIsUnreadable(@TempDir Path dir) {
        assertProblem(Problem.UNREADABLE, () -> NetworkCodec.read(dir.resolve("none.gknn")));
        assertProblem(Problem.UNREADABLE, () -> NetworkCodec.resource(getClass(), "none.gknn"));
    }

    @Test
    void foreignFilesAreNotNetworks() {
        assertProblem(Problem.NOT_A_NETWORK, () -> NetworkCodec.read(new byte[0], "empty"));
        assertProblem(Problem.NOT_A_NETWORK, () -> NetworkCodec.read("GKN".getBytes(StandardCharsets.US_ASCII), "short"));
        assertProblem(Problem.NOT_A_NETWORK, () -> NetworkCodec.read(
                "1.0 7,7 8,8\n".getBytes(StandardCharsets.US_ASCII), "text"));
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13};
        assertProblem(Problem.NOT_A_NETWORK, () -> NetworkCodec.read(png, "png"));
    }

    @Test
    void eachTruncationIsNamed() {
        for (int cut : new int[] {4, 11, 12, 29, 30, FILE.length / 2, FILE.length - 4, FILE.length - 1}) {
            NetworkFileException e = assertProblem(Problem.TRUNCATED,
                    () -> NetworkCodec.read(Arrays.copyOf(FILE, cut), "cut"));
            assertTrue(e.getMessage().startsWith("cut: truncated"), e.getMessage());
        }
    }

    @Test
    void trailingBytesAreNamed() {
        assertProblem(Problem.TRAILING_BYTES, () -> NetworkCodec.read(Arrays.copyOf(FILE, FILE.length + 1), "long"));
    }

    @Test
    void anotherVersionIsUnsupported() {
        byte[] f = FILE.clone();
        f[4] = 2;
        NetworkFileException e = assertProblem(Problem.UNSUPPORTED_VERSION, () -> NetworkCodec.read(f, "v2"));
        assertEquals("v2: format version 2, this SDK reads version 1", e.getMessage());
    }

    @Test
    void aDamagedByteFailsTheChecksum() {
        byte[] f = FILE.clone();
        f[FILE.length / 2] ^= 1;
        assertProblem(Problem.CHECKSUM_MISMATCH, () -> NetworkCodec.read(f, "damaged"));
        byte[] g = FILE.clone();
        g[FILE.length - 1] ^= (byte) 0x80;
        assertProblem(Problem.CHECKSUM_MISMATCH, () -> NetworkCodec.read(g, "damaged"));
    }

    @Test
    void intactFilesWithUnknownFieldsSayWhich() {
        assertProblem(Problem.UNKNOWN_ARCHITECTURE, () -> NetworkCodec.read(patch(6, 2, 9), "arch"));
        assertProblem(Problem.UNKNOWN_RULE, () -> NetworkCodec.read(patch(12, 1, 7), "rule"));
        assertProblem(Problem.BAD_SIZES, () -> NetworkCodec.read(patch(13, 1, 2), "keys"));
        assertProblem(Problem.BAD_SIZES, () -> NetworkCodec.read(patch(14, 2, 0), "hidden"));
        assertProblem(Problem.BAD_SIZES, () -> NetworkCodec.read(patch(14, 2, 9), "hidden vs length"));
        assertProblem(Problem.BAD_SIZES, () -> NetworkCodec.read(patch(20, 1, 32), "activation"));
        assertProblem(Problem.BAD_SIZES, () -> NetworkCodec.read(patch(26, 4, 0), "eval scale"));
        NetworkFileException e = assertProblem(Problem.VALUE_OUT_OF_RANGE,
                () -> NetworkCodec.read(patch(NetworkCodec.HEADER + 2 * 8, 2, 20_000), "cell"));
        assertEquals("cell: a cell weight 20000 is outside +-10000", e.getMessage());
        int b2 = NetworkCodec.HEADER + 2 * 8 + 4 * NetworkFeatures.KEYS * 8 + 2 * 4 * 8;
        assertProblem(Problem.VALUE_OUT_OF_RANGE, () -> NetworkCodec.read(patch(b2, 4, Integer.MIN_VALUE), "b2"));
    }

    /** Random byte flips and cuts of a valid file: always a typed error, never another exception or a load. */
    @Test
    void randomDamageIsAlwaysATypedErrorSeed20261202() {
        SplittableRandom r = new SplittableRandom(20261202L);
        for (int t = 0; t < 3000; t++) {
            byte[] f = FILE.clone();
            int flips = 1 + r.nextInt(4);
            for (int i = 0; i < flips; i++) {
                f[r.nextInt(f.length)] ^= (byte) (1 + r.nextInt(255));
            }
            if (r.nextInt(4) == 0) {
                f = Arrays.copyOf(f, r.nextInt(f.length + 8));
            }
            byte[] damaged = f;
            assertThrows(NetworkFileException.class, () -> NetworkCodec.read(damaged, "fuzz"), "case " + t);
        }
    }

    /** A copy of the file with a little-endian field replaced and the checksum made right again. */
    private static byte[] patch(int offset, int bytes, int value) {
        byte[] f = FILE.clone();
        for (int i = 0; i < bytes; i++) {
            f[offset + i] = (byte) (value >>> (8 * i));
        }
        CRC32 crc = new CRC32();
        crc.update(f, 0, f.length - 4);
        ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN).putInt(f.length - 4, (int) crc.getValue());
        return f;
    }

    private static NetworkFileException assertProblem(Problem p, org.junit.jupiter.api.function.Executable e) {
        NetworkFileException x = assertThrows(NetworkFileException.class, e);
        assertEquals(p, x.problem(), x.getMessage());
        return x;
    }
}
