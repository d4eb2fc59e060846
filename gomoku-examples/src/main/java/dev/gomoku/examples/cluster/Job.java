package dev.gomoku.examples.cluster;

import java.io.DataInputStream;
import java.io.IOException;

/**
 * A unit of a run handed to one worker: a game of a match ({@link GameJob}) or a run of self-play games
 * ({@link SelfPlayJob}). It travels as signed bytes into that worker's jobs map, its kind in its first
 * byte, and names the worker and a fresh job id, so that a copy replayed into any map is refused: a job
 * is played at most once, by the member it was sent to.
 */
sealed interface Job permits GameJob, SelfPlayJob {
    /** First byte of a {@link GameJob}'s payload. */
    byte GAME = 1;
    /** First byte of a {@link SelfPlayJob}'s payload. */
    byte SELF_PLAY = 2;

    /**
     * The run (a match, a self-play run) it belongs to.
     *
     * @return the run's id
     */
    String runId();

    /**
     * Its unit's number in the run, 0-based: results, claims and problems are kept by it.
     *
     * @return the number
     */
    int unit();

    /**
     * This sending of the unit (random, never reused).
     *
     * @return the job id
     */
    String jobId();

    /**
     * The member id of the worker it is for.
     *
     * @return the member id
     */
    String member();

    /**
     * The signed bytes' content, its kind first.
     *
     * @return the bytes
     */
    byte[] payload();

    /**
     * How the job is named in a worker's log.
     *
     * @return e.g. "game 3 of 0123abcd"
     */
    String title();

    /**
     * Reads a verified payload of either kind.
     *
     * @param payload the bytes
     * @return the job
     * @throws IOException if it does not read as a job
     */
    static Job read(byte[] payload) throws IOException {
        Job j = WireBytes.read(payload, (DataInputStream in) -> {
            byte kind = in.readByte();
            return switch (kind) {
                case GAME -> GameJob.read(in);
                case SELF_PLAY -> SelfPlayJob.read(in);
                default -> throw new IOException("job kind " + kind + " is not known");
            };
        });
        if (j.unit() < 0) {
            throw new IOException("negative unit number " + j.unit());
        }
        return j;
    }
}
