package dev.gomoku.examples.cluster;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The plain byte layout of what travels through the cluster: numbers big-endian, a string as its UTF-8
 * length and bytes, an array as its length and items. Only these bytes cross the cluster (signed, see
 * {@link ClusterKey}), never Java-serialized objects, so no member can make another build objects of
 * its choosing. A reader never trusts a length: it must fit in what is left.
 */
final class WireBytes {
    private WireBytes() {
    }

    /** Writes one message's fields. */
    interface Writer {
        /**
         * Writes the fields.
         *
         * @param out where
         * @throws IOException never for a byte array
         */
        void write(DataOutputStream out) throws IOException;
    }

    /** Reads one message's fields. */
    interface Reader<T> {
        /**
         * Reads the fields.
         *
         * @param in from where
         * @return the message
         * @throws IOException if the bytes end early or a value is out of range
         */
        T read(DataInputStream in) throws IOException;
    }

    static byte[] write(Writer w) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(buf)) {
            w.write(out);
        } catch (IOException e) {
            throw new UncheckedIOException("a byte array does not fail", e);
        }
        return buf.toByteArray();
    }

    /**
     * Reads a whole message.
     *
     * @throws IOException if the bytes end early, hold more than the message or a value is out of range
     */
    static <T> T read(byte[] bytes, Reader<T> r) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        T value = r.read(in);
        if (in.available() > 0) {
            throw new IOException(in.available() + " bytes after the message");
        }
        return value;
    }

    static void string(DataOutputStream out, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    static String string(DataInputStream in) throws IOException {
        return new String(in.readNBytes(length(in, 1)), StandardCharsets.UTF_8);
    }

    /** A string that may be null (a flag byte first). */
    static void nullable(DataOutputStream out, String s) throws IOException {
        out.writeBoolean(s != null);
        if (s != null) {
            string(out, s);
        }
    }

    static String nullable(DataInputStream in) throws IOException {
        return in.readBoolean() ? string(in) : null;
    }

    static void strings(DataOutputStream out, List<String> list) throws IOException {
        out.writeInt(list.size());
        for (String s : list) {
            string(out, s);
        }
    }

    static List<String> strings(DataInputStream in) throws IOException {
        int n = length(in, 4);
        List<String> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(string(in));
        }
        return list;
    }

    static void ints(DataOutputStream out, int[] a) throws IOException {
        out.writeInt(a.length);
        for (int v : a) {
            out.writeInt(v);
        }
    }

    static int[] ints(DataInputStream in) throws IOException {
        int[] a = new int[length(in, 4)];
        for (int i = 0; i < a.length; i++) {
            a[i] = in.readInt();
        }
        return a;
    }

    static void longs(DataOutputStream out, long[] a) throws IOException {
        out.writeInt(a.length);
        for (long v : a) {
            out.writeLong(v);
        }
    }

    static long[] longs(DataInputStream in) throws IOException {
        long[] a = new long[length(in, 8)];
        for (int i = 0; i < a.length; i++) {
            a[i] = in.readLong();
        }
        return a;
    }

    /** A length read from the bytes, checked against what is left ({@code each} bytes per item at least). */
    private static int length(DataInputStream in, int each) throws IOException {
        int n = in.readInt();
        if (n < 0 || (long) n * each > in.available()) {
            throw new IOException("length " + n + " runs past the message's end");
        }
        return n;
    }
}
