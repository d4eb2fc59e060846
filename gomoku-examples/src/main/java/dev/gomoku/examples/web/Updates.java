package dev.gomoku.examples.web;

/**
 * A version number that goes up whenever anything the page shows changes; each server-sent-events
 * connection waits here for a version newer than the one it last sent.
 */
final class Updates {
    private long version;
    private boolean closed;

    /** Something changed: wakes every waiting connection. */
    synchronized void changed() {
        version++;
        notifyAll();
    }

    /** Wakes every connection for good (server shutdown). */
    synchronized void close() {
        closed = true;
        notifyAll();
    }

    synchronized boolean isClosed() {
        return closed;
    }

    /**
     * Waits until the version differs from {@code seen}, the server closes, or the time is up.
     *
     * @return the current version
     */
    synchronized long await(long seen, long timeoutMillis) throws InterruptedException {
        long end = System.currentTimeMillis() + timeoutMillis;
        while (version == seen && !closed) {
            long left = end - System.currentTimeMillis();
            if (left <= 0) {
                break;
            }
            wait(left);
        }
        return version;
    }

    synchronized long version() {
        return version;
    }
}
