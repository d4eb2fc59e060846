package dev.gomoku.examples.cluster;

import java.io.Serializable;

/**
 * A worker could not play a game: it cannot start one of the brains (the program is missing, or a
 * shipment did not arrive intact). The coordinator gives that worker no more games of that brain and
 * plays the game elsewhere.
 *
 * @param game the game's number, 0-based
 * @param member the worker's member id
 * @param address the worker's address, for messages
 * @param brain the brain's name
 * @param reason what went wrong
 */
record Problem(int game, String member, String address, String brain, String reason) implements Serializable {
    private static final long serialVersionUID = 1L;
}
