package dev.gomoku.engine.host;

import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;

/**
 * The one thread that calls the brain, so that a brain needs no locking and calls happen in the
 * order of events. A daemon: a brain that never returns cannot keep the process alive.
 */
final class BrainThread {
    private final ExecutorService executor = Executors.newSingleThreadExecutor(new Daemons());
    /** The host's clock, on which {@link #until} deadlines are set. */
    private final LongSupplier clock;

    /**
     * A brain thread whose deadlines run on a clock.
     *
     * @param clock {@link System#nanoTime()} outside tests
     */
    BrainThread(LongSupplier clock) {
        this.clock = clock;
    }

    /** Makes the daemon thread (a class, not a lambda: one bootstrap less at start-up). */
    private static final class Daemons implements ThreadFactory {
        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, "brain");
            t.setDaemon(true);
            return t;
        }
    }

    /** Queues a call; exceptions are kept in the future. */
    <T> Future<T> submit(Callable<T> call) {
        return executor.submit(call);
    }

    /** Queues a call whose result nobody waits for; exceptions go to standard error. */
    void post(String what, Runnable call) {
        executor.execute(() -> {
            try {
                call.run();
            } catch (RuntimeException | Error e) {
                System.err.println("brain failed in " + what + ": " + e);
            }
        });
    }

    /**
     * Runs a call and waits for it at most {@code millis}.
     *
     * @return the result, or {@code fallback} when the brain is late
     * @throws RuntimeException what the call threw
     */
    <T> T call(Callable<T> call, long millis, T fallback) {
        Future<T> f = submit(call);
        try {
            return f.get(millis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.err.println("brain did not answer within " + millis + " ms");
            return fallback;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fallback;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            throw new IllegalStateException(cause);
        }
    }

    /**
     * Runs a call and waits for it until {@code deadlineNanos} on this thread's clock.
     *
     * @return the result, or null when the brain is late or fails (reported on standard error)
     */
    <T> T until(Callable<T> call, long deadlineNanos) {
        Future<T> f = submit(call);
        try {
            return f.get(Math.max(0, deadlineNanos - clock.getAsLong()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            System.err.println("time guard: answering without the brain");
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException e) {
            System.err.println("brain failed: " + e.getCause());
            e.getCause().printStackTrace(System.err);
            return null;
        }
    }

    /** The brain's about, or a stand-in when the brain fails to give one. */
    static About about(Brain brain) {
        try {
            About a = brain.about();
            if (a != null) {
                return a;
            }
        } catch (RuntimeException e) {
            System.err.println("brain failed in about(): " + e);
        }
        return About.of("brain", "1.0");
    }
}
