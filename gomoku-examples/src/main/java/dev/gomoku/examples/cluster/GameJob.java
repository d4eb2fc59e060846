package dev.gomoku.examples.cluster;

import java.io.DataInputStream;
import java.io.IOException;

/**
 * One game of a match, handed to one worker: the same seating, settings and seed as the local match
 * would use (all fixed by the game's number on the coordinator). It travels as signed bytes into that
 * worker's jobs map, and names the worker and a fresh job id, so that a copy replayed into any map is
 * refused: a job is played at most once, by the member it was sent to.
 *
 * @param matchId the match
 * @param game the game's number, 0-based
 * @param jobId this sending of the game (random, never reused)
 * @param member the member id of the worker it is for
 * @param first the brain that opens (black unless Swap2 changes it)
 * @param second the other brain
 * @param settings the game's settings
 * @param seed the players' seed for this game
 */
record GameJob(String matchId, int game, String jobId, String member, WireBrain first, WireBrain second,
        WireGame settings, long seed) {

    /** The signed bytes' content. */
    byte[] payload() {
        return WireBytes.write(out -> {
            WireBytes.string(out, matchId);
            out.writeInt(game);
            WireBytes.string(out, jobId);
            WireBytes.string(out, member);
            first.write(out);
            second.write(out);
            settings.write(out);
            out.writeLong(seed);
        });
    }

    /**
     * Reads a verified payload.
     *
     * @throws IOException if it does not read
     */
    static GameJob read(byte[] payload) throws IOException {
        GameJob j = WireBytes.read(payload, (DataInputStream in) -> new GameJob(WireBytes.string(in), in.readInt(),
                WireBytes.string(in), WireBytes.string(in), WireBrain.read(in), WireBrain.read(in), WireGame.read(in),
                in.readLong()));
        if (j.game < 0) {
            throw new IOException("negative game number " + j.game);
        }
        return j;
    }

    /** How the job is named in a worker's log. */
    String title() {
        return "game " + (game + 1) + " of " + matchId;
    }
}
