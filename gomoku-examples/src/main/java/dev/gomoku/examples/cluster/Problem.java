package dev.gomoku.examples.cluster;

import java.io.DataInputStream;
import java.io.IOException;

/**
 * A worker could not play a unit of a run (a game of a match, a job of self-play games). Either it
 * cannot start what the unit needs (a brain's program is missing, a shipped brain or network did not
 * arrive intact): the coordinator gives that worker no more units needing it and plays the unit
 * elsewhere. Or the unit itself failed ({@code fatal}), which ends the run as the same failure ends a
 * local one. It travels signed, with the run it belongs to.
 *
 * @param unit the unit's number, 0-based
 * @param member the worker's member id
 * @param address the worker's address, for messages
 * @param brain what cannot start (a brain's name, or the self-play network's), or null when the unit
 *     itself failed
 * @param reason what went wrong
 * @param fatal whether the unit fails whoever plays it
 */
record Problem(int unit, String member, String address, String brain, String reason, boolean fatal) {
    static Problem cannotStart(int unit, String member, String address, String brain, String reason) {
        return new Problem(unit, member, address, brain, reason, false);
    }

    static Problem failed(int unit, String member, String address, String reason) {
        return new Problem(unit, member, address, null, reason, true);
    }

    /** The signed bytes' content: the run and this problem. */
    byte[] payload(String runId) {
        return WireBytes.write(out -> {
            WireBytes.string(out, runId);
            out.writeInt(unit);
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
     * @throws IOException if it does not read, or is a problem of another run
     */
    static Problem read(byte[] payload, String runId) throws IOException {
        return WireBytes.read(payload, (DataInputStream in) -> {
            String m = WireBytes.string(in);
            if (!m.equals(runId)) {
                throw new IOException("it is a problem of run " + m);
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
