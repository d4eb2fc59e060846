package dev.gomoku.engine.arena.internal.process;

import dev.gomoku.protocol.pipe.BoundedLineReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Reads a child's output on its own thread ({@link BoundedLineReader}) and hands it over as bounded
 * lines: a line longer than {@link #MAX_LINE} bytes is delivered cut at once (flagged) and the rest of
 * it is skipped, so a brain
 * writing a gigabyte without a newline costs neither memory nor waiting. At most {@link #MAX_QUEUED}
 * lines wait; further lines are dropped and counted, so a flood cannot exhaust the heap either.
 * Every line is stamped on the reading thread the moment it is complete: the stamp, not the time the
 * line is taken from the queue, is when the brain answered (a waiting thread may dequeue a line that
 * arrived after its deadline).
 */
public final class ProcessLines {
    /** Longest line kept, in bytes; protocol lines are a few kilobytes at most. */
    public static final int MAX_LINE = 64 * 1024;
    /** Lines kept while nobody reads. */
    public static final int MAX_QUEUED = 10_000;

    /**
     * One line read, or the end of the stream.
     *
     * @param arrivedNanos when the reading thread had the line (or saw the end), on the stamping clock
     */
    public record Line(String text, boolean truncated, boolean end, long arrivedNanos) {
        /** No line before the deadline; compared by identity, its stamp means nothing. */
        public static final Line TIMEOUT = new Line("", false, false, 0);
    }

    private final LinkedBlockingQueue<Line> queue = new LinkedBlockingQueue<>();
    private final InputStream in;
    private final Thread thread;
    private final LongSupplier clock;
    private volatile long dropped;

    /**
     * Starts reading.
     *
     * @param in the child's output
     * @param name the reading thread's name
     * @param clock the stamping clock: {@link System#nanoTime()} outside tests
     */
    public ProcessLines(InputStream in, String name, LongSupplier clock) {
        this.in = in;
        this.clock = clock;
        this.thread = new Thread(this::run, name);
        thread.setDaemon(true);
        thread.start();
    }

    private void run() {
        BoundedLineReader reader = new BoundedLineReader(in, MAX_LINE, StandardCharsets.UTF_8);
        try {
            String text;
            while ((text = reader.readLine()) != null) {
                offer(new Line(text, reader.lastLineTruncated(), false, clock.getAsLong()));
            }
        } catch (IOException e) {
            // the stream closed under us: the process died or was killed
        } finally {
            queue.add(new Line("", false, true, clock.getAsLong()));
        }
    }

    private void offer(Line l) {
        if (queue.size() >= MAX_QUEUED) {
            dropped++;
        } else {
            queue.add(l);
        }
    }

    /**
     * The next line, waiting until the deadline.
     *
     * @param deadlineNanos a {@link System#nanoTime()} deadline; {@code Long.MAX_VALUE} waits forever
     * @return the line, the end line once the stream ended (repeatedly), or {@link Line#TIMEOUT}
     */
    public Line next(long deadlineNanos) {
        try {
            Line l;
            if (deadlineNanos == Long.MAX_VALUE) {
                l = queue.take();
            } else {
                long wait = deadlineNanos - System.nanoTime();
                l = wait <= 0 ? queue.poll() : queue.poll(wait, TimeUnit.NANOSECONDS);
            }
            if (l == null) {
                return Line.TIMEOUT;
            }
            if (l.end()) {
                queue.add(l);
            }
            return l;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Line.TIMEOUT;
        }
    }

    /** Lines dropped because nobody read them. */
    public long dropped() {
        return dropped;
    }

    /** Waits briefly for the reading thread to end after the stream was closed. */
    public void join(long millis) {
        try {
            thread.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
