package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.NetworkFileException;
import dev.gomoku.engine.search.NetworkFileException.Problem;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;

/**
 * The network weights file, little-endian:
 * <pre>
 * offset size
 *  0     4   magic "GKNN"
 *  4     2   format version (1)
 *  6     2   architecture ({@link Network#ARCHITECTURE})
 *  8     4   total length of the file in bytes, checksum included
 * 12     1   rule: its pipe-protocol {@code INFO rule} value (freestyle 0, standard 1, renju 4, caro 8, 9)
 * 13     1   cell keys per colour ({@link NetworkFeatures#KEYS} - 1000: the feature set)
 * 14     2   hidden      16  2  hidden2     18  2  pool
 * 20     1   activation max   21  1  activation shift
 * 22     2   w2 scale    24  2  w3 scale    26  4  eval scale
 * 30         bias1 int16[hidden], cells int16[2][keys][hidden], w2 int8[2][hidden2][hidden],
 *            b2 int32[2][hidden2], w3 int16[2][hidden2], b3 int32[2]
 * end-4  4   CRC-32 of every byte before it
 * </pre>
 * Reading checks, in order, the magic, the version, the length, the checksum, then the meaning (the
 * architecture, the rule, the sizes, the ranges), so that a damaged file says it is damaged and an
 * intact one from another program or version says which field it does not support.
 */
public final class NetworkCodec {
    /** The first four bytes. */
    private static final int MAGIC = 'G' | 'K' << 8 | 'N' << 16 | 'N' << 24;
    /** The format version this code reads and writes. */
    public static final int VERSION = 1;
    /** Header bytes before the weights. */
    static final int HEADER = 30;
    /** The largest file read (a network of the widest sizes is about 0.6 MB). */
    private static final int MAX_LENGTH = 1 << 24;

    private NetworkCodec() {
    }

    /**
     * The file's bytes for a network.
     *
     * @param n valid weights
     * @return the file
     */
    public static byte[] write(Network n) {
        String bad = n.badSizes() != null ? n.badSizes() : n.badValues();
        if (bad != null) {
            throw new IllegalArgumentException(bad);
        }
        int length = length(n.hidden(), n.hidden2());
        ByteBuffer b = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(MAGIC).putShort((short) VERSION).putShort((short) Network.ARCHITECTURE).putInt(length);
        b.put((byte) n.rule().pipeMask()).put((byte) (NetworkFeatures.KEYS - 1000));
        b.putShort((short) n.hidden()).putShort((short) n.hidden2()).putShort((short) n.pool());
        b.put((byte) n.activationMax()).put((byte) n.activationShift());
        b.putShort((short) n.w2Scale()).putShort((short) n.w3Scale()).putInt(n.evalScale());
        for (short v : n.bias1()) {
            b.putShort(v);
        }
        for (short v : n.cells()) {
            b.putShort(v);
        }
        b.put(n.w2());
        for (int v : n.b2()) {
            b.putInt(v);
        }
        for (short v : n.w3()) {
            b.putShort(v);
        }
        for (int v : n.b3()) {
            b.putInt(v);
        }
        CRC32 crc = new CRC32();
        crc.update(b.array(), 0, length - 4);
        b.putInt((int) crc.getValue());
        return b.array();
    }

    /** The file length for layer sizes. */
    static int length(int hidden, int hidden2) {
        return HEADER + 2 * hidden + 2 * 2 * NetworkFeatures.KEYS * hidden + 2 * hidden2 * hidden + 4 * 2 * hidden2
                + 2 * 2 * hidden2 + 4 * 2 + 4;
    }

    /**
     * Reads a network file.
     *
     * @param path the file
     * @return the weights
     * @throws NetworkFileException naming the file and what is wrong with it
     */
    public static Network read(Path path) throws NetworkFileException {
        byte[] bytes;
        try {
            if (Files.size(path) > MAX_LENGTH) {
                throw new NetworkFileException(Problem.NOT_A_NETWORK, path + ": larger than any network file");
            }
            bytes = Files.readAllBytes(path);
        } catch (NetworkFileException e) {
            throw e;
        } catch (IOException e) {
            throw new NetworkFileException(path + ": cannot read: " + e.getMessage(), e);
        }
        return read(bytes, path.toString());
    }

    /**
     * Reads a network file from the class path, as a resource of a class (so of its module).
     *
     * @param anchor the class whose {@link Class#getResourceAsStream(String)} finds the resource
     * @param name the resource name, relative to the class's package unless it starts with {@code /}
     * @return the weights
     * @throws NetworkFileException naming the resource and what is wrong with it
     */
    public static Network resource(Class<?> anchor, String name) throws NetworkFileException {
        String source = "resource " + name + " of " + anchor.getName();
        try (InputStream in = anchor.getResourceAsStream(name)) {
            if (in == null) {
                throw new NetworkFileException(Problem.UNREADABLE, source + ": not found");
            }
            byte[] bytes = in.readNBytes(MAX_LENGTH + 1);
            if (bytes.length > MAX_LENGTH) {
                throw new NetworkFileException(Problem.NOT_A_NETWORK, source + ": larger than any network file");
            }
            return read(bytes, source);
        } catch (NetworkFileException e) {
            throw e;
        } catch (IOException e) {
            throw new NetworkFileException(source + ": cannot read: " + e.getMessage(), e);
        }
    }

    /**
     * Reads a network file's bytes.
     *
     * @param bytes the file
     * @param source the file's name, for the messages
     * @return the weights
     * @throws NetworkFileException naming the source and what is wrong with it
     */
    public static Network read(byte[] bytes, String source) throws NetworkFileException {
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (bytes.length < 4 || b.getInt(0) != MAGIC) {
            throw new NetworkFileException(Problem.NOT_A_NETWORK, source + ": not a network file (no GKNN magic)");
        }
        if (bytes.length < 12) {
            throw new NetworkFileException(Problem.TRUNCATED, source + ": truncated within the header (" + bytes.length
                    + " bytes)");
        }
        int version = b.getShort(4) & 0xFFFF;
        if (version != VERSION) {
            throw new NetworkFileException(Problem.UNSUPPORTED_VERSION, source + ": format version " + version
                    + ", this SDK reads version " + VERSION);
        }
        long declared = b.getInt(8) & 0xFFFFFFFFL;
        if (bytes.length < declared || bytes.length < HEADER + 4) {
            throw new NetworkFileException(Problem.TRUNCATED, source + ": truncated: " + bytes.length
                    + " bytes, the header says " + declared);
        }
        if (bytes.length > declared) {
            throw new NetworkFileException(Problem.TRAILING_BYTES, source + ": " + (bytes.length - declared)
                    + " bytes after the " + declared + " the header says");
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        if ((int) crc.getValue() != b.getInt(bytes.length - 4)) {
            throw new NetworkFileException(Problem.CHECKSUM_MISMATCH, source + ": checksum mismatch (the file is damaged)");
        }
        int architecture = b.getShort(6) & 0xFFFF;
        if (architecture != Network.ARCHITECTURE) {
            throw new NetworkFileException(Problem.UNKNOWN_ARCHITECTURE, source + ": architecture " + architecture
                    + ", this SDK knows " + Network.ARCHITECTURE);
        }
        Rule rule = rule(b.get(12) & 0xFF);
        if (rule == null) {
            throw new NetworkFileException(Problem.UNKNOWN_RULE, source + ": rule code " + (b.get(12) & 0xFF)
                    + " names no rule");
        }
        int keys = 1000 + (b.get(13) & 0xFF);
        if (keys != NetworkFeatures.KEYS) {
            throw new NetworkFileException(Problem.BAD_SIZES, source + ": " + keys + " cell keys per colour, the "
                    + "architecture has " + NetworkFeatures.KEYS);
        }
        int hidden = b.getShort(14) & 0xFFFF;
        int hidden2 = b.getShort(16) & 0xFFFF;
        if (hidden < 1 || hidden > Network.MAX_HIDDEN || hidden2 < 1 || hidden2 > Network.MAX_HIDDEN2
                || length(hidden, hidden2) != bytes.length) {
            throw new NetworkFileException(Problem.BAD_SIZES, source + ": layer sizes " + hidden + " and " + hidden2
                    + " do not fit the architecture and a file of " + bytes.length + " bytes");
        }
        b.position(18);
        int pool = b.getShort() & 0xFFFF;
        int actMax = b.get() & 0xFF;
        int actShift = b.get() & 0xFF;
        int w2Scale = b.getShort() & 0xFFFF;
        int w3Scale = b.getShort() & 0xFFFF;
        int evalScale = b.getInt();
        short[] bias1 = new short[hidden];
        for (int i = 0; i < hidden; i++) {
            bias1[i] = b.getShort();
        }
        short[] cells = new short[2 * NetworkFeatures.KEYS * hidden];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = b.getShort();
        }
        byte[] w2 = new byte[2 * hidden2 * hidden];
        b.get(w2);
        int[] b2 = new int[2 * hidden2];
        for (int i = 0; i < b2.length; i++) {
            b2[i] = b.getInt();
        }
        short[] w3 = new short[2 * hidden2];
        for (int i = 0; i < w3.length; i++) {
            w3[i] = b.getShort();
        }
        int[] b3 = {b.getInt(), b.getInt()};
        Network n = new Network(rule, hidden, hidden2, pool, actMax, actShift, w2Scale, w3Scale, evalScale, bias1, cells,
                w2, b2, w3, b3);
        if (n.badSizes() != null) {
            throw new NetworkFileException(Problem.BAD_SIZES, source + ": " + n.badSizes());
        }
        if (n.badValues() != null) {
            throw new NetworkFileException(Problem.VALUE_OUT_OF_RANGE, source + ": " + n.badValues());
        }
        return n;
    }

    /** The rule of a pipe mask code, or null. */
    private static Rule rule(int code) {
        for (Rule r : Rule.values()) {
            if (r.pipeMask() == code) {
                return r;
            }
        }
        return null;
    }
}
