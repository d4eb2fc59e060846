package dev.gomoku.protocol.pipe;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * Reads lines from a byte stream with a bound on their length, for reading the other side of a pipe that
 * may misbehave. Lines end at CR, LF or CR LF, mixed freely; the LF after a CR is skipped without waiting
 * for it, so a peer that ends lines with CR alone never blocks the reader. A line longer than the bound
 * is cut there and returned at once ({@link #lastLineTruncated()} says so); the rest of it is read and
 * discarded by the next call. The reader never holds more than the bound plus a small read buffer.
 *
 * <p>Malformed bytes for the charset become replacement characters. Not thread-safe; the reader owns
 * the stream's position (it reads ahead).
 */
public final class BoundedLineReader {
    /** The default bound on a line: 64 KiB. */
    public static final int DEFAULT_MAX_LINE_BYTES = 64 * 1024;

    private static final int CHUNK = 8192;
    private static final int INITIAL_LINE = 256;

    private final InputStream in;
    private final int maxLineBytes;
    private final Charset charset;
    private final byte[] chunk;
    private int chunkPos;
    private int chunkEnd;
    private byte[] line = new byte[INITIAL_LINE];
    private boolean skipLf;
    private boolean discarding;
    private boolean lastTruncated;
    private long truncatedLines;
    private boolean eof;

    /**
     * Creates a reader of UTF-8 lines of at most {@link #DEFAULT_MAX_LINE_BYTES} bytes.
     *
     * @param in the byte source
     */
    public BoundedLineReader(InputStream in) {
        this(in, DEFAULT_MAX_LINE_BYTES, StandardCharsets.UTF_8);
    }

    /**
     * Creates a reader.
     *
     * @param in the byte source
     * @param maxLineBytes the most bytes kept of one line, at least 1
     * @param charset how the bytes become characters
     * @throws IllegalArgumentException if the bound is below 1
     */
    public BoundedLineReader(InputStream in, int maxLineBytes, Charset charset) {
        this.in = Objects.requireNonNull(in, "in");
        this.charset = Objects.requireNonNull(charset, "charset");
        if (maxLineBytes < 1) {
            throw new IllegalArgumentException("maxLineBytes must be at least 1: " + maxLineBytes);
        }
        this.maxLineBytes = maxLineBytes;
        this.chunk = new byte[Math.min(CHUNK, Math.max(maxLineBytes, 64))];
    }

    /**
     * Reads the next line, blocking until its terminator, the bound or the end of the stream.
     *
     * @return the line without its terminator (possibly empty), or null at the end of the stream
     * @throws IOException if the stream fails
     */
    public String readLine() throws IOException {
        lastTruncated = false;
        if (discarding && !discardRest()) {
            return null;
        }
        int len = 0;
        while (true) {
            if (chunkPos == chunkEnd && !fill()) {
                return len > 0 ? new String(line, 0, len, charset) : null;
            }
            byte b = chunk[chunkPos++];
            if (skipLf) {
                skipLf = false;
                if (b == '\n') {
                    continue;
                }
            }
            if (b == '\n' || b == '\r') {
                skipLf = b == '\r';
                return new String(line, 0, len, charset);
            }
            if (len == line.length) {
                line = Arrays.copyOf(line, (int) Math.min(maxLineBytes, 2L * line.length));
            }
            line[len++] = b;
            if (len == maxLineBytes) {
                // Cut here; the rest of the line goes with the next call, unless the terminator is next.
                discarding = true;
                lastTruncated = true;
                truncatedLines++;
                return new String(line, 0, len, charset);
            }
        }
    }

    /**
     * Whether the line last returned by {@link #readLine()} was cut at the bound. A line of exactly the
     * bound's length counts as cut, as the reader cannot tell without waiting for more bytes.
     *
     * @return true if cut
     */
    public boolean lastLineTruncated() {
        return lastTruncated;
    }

    /**
     * How many lines were cut so far.
     *
     * @return the count
     */
    public long truncatedLines() {
        return truncatedLines;
    }

    /** Skips to just past the current line's terminator; false at the end of the stream. */
    private boolean discardRest() throws IOException {
        while (true) {
            if (chunkPos == chunkEnd && !fill()) {
                discarding = false;
                return false;
            }
            byte b = chunk[chunkPos++];
            if (b == '\n' || b == '\r') {
                skipLf = b == '\r';
                discarding = false;
                return true;
            }
        }
    }

    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        int n;
        do {
            n = in.read(chunk, 0, chunk.length);
        } while (n == 0);
        if (n < 0) {
            eof = true;
            return false;
        }
        chunkPos = 0;
        chunkEnd = n;
        return true;
    }
}
