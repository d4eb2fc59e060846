package dev.gomoku.examples.cluster;

import java.io.Serializable;

/**
 * A worker could not play a game: it cannot start one of the brains (the program is missing, or a
 * shipment did not arrive intact), and the coordinator gives that worker no more games of that brain
 * and plays the game elsewhere; or the game itself failed (no brain named), which ends the match as
 * the same failure ends a local one.
 *
 * @param game the game's number, 0-based
 * @param member the worker's member id
 * @param address the worker's address, for messages
 * @param brain the brain's name, or empty when the game itself failed
 * @param reason what went wrong
 */
record Problem(int game, String member, String address, String brain, String reason) implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * Whether the game failed whoever plays it.
     *
     * @return true if no brain is named
     */
    boolean fatal() {
        return brain.isEmpty();
    }
}
