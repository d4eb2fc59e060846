package dev.gomoku.examples.cluster;

import java.io.DataInputStream;
import java.io.IOException;

/**
 * A worker could not play a game. Either it cannot start one of the brains (the program is missing,
 * or a shipment did not arrive intact): the coordinator gives that worker no more games of that brain
 * and plays the game elsewhere. Or the game itself failed ({@code fatal}), which ends the match as the
 * same failure ends a local one. It travels signed, with the match it belongs to.
 *
 * @param game the game's number, 0-based
 * @param member the worker's member id
 * @param address the worker's address, for messages
 * @param brain the brain that cannot start, or null when the game itself failed
 * @param reason what went wrong
 * @param fatal whether the game fails whoever plays it
 */
record Problem(int game, String member, String address, String brain, String reason, boolean fatal) {
    static Problem cannotStart(int game, String member, String address, String brain, String reason) {
        return new Problem(game, member, address, brain, reason, false);
    }

    static Problem gameFailed(int game, String member, String address, String reason) {
        return new Problem(game, member, address, null, reason, true);
    }

    /** The signed bytes' content: the match and this problem. */
    byte[] payload(String matchId) {
        return WireBytes.write(out -> {
            WireBytes.string(out, matchId);
            out.writeInt(game);
            WireBytes.string(out, member);
            WireBytes.string(out, address);
            WireBytes.nullable(out, brain);
            WireBytes.string(out, reason);
            out.writeBoolean(fatal);
        });
    }

    /**
     * Reads a verified payload.
     *
     * @throws IOException if it does not read, or is a problem of another match
     */
    static Problem read(byte[] payload, String matchId) throws IOException {
        return WireBytes.read(payload, (DataInputStream in) -> {
            String m = WireBytes.string(in);
            if (!m.equals(matchId)) {
                throw new IOException("it is a problem of match " + m);
            }
            Problem p = new Problem(in.readInt(), WireBytes.string(in), WireBytes.string(in), WireBytes.nullable(in),
                    WireBytes.string(in), in.readBoolean());
            if (p.fatal() != (p.brain() == null)) {
                throw new IOException("a problem names a brain exactly when it is not fatal");
            }
            return p;
        });
    }
}
