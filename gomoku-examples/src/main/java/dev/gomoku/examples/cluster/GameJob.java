package dev.gomoku.examples.cluster;

import java.io.DataInputStream;
import java.io.IOException;

/**
 * One game of a match, handed to one worker: the same seating, settings and seed as the local match
 * would use (all fixed by the game's number on the coordinator).
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
        WireGame settings, long seed) implements Job {

    @Override
    public String runId() {
        return matchId;
    }

    @Override
    public int unit() {
        return game;
    }

    @Override
    public byte[] payload() {
        return WireBytes.write(out -> {
            out.writeByte(GAME);
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
     * Reads the fields after the kind byte (see {@link Job#read}).
     *
     * @throws IOException if they do not read
     */
    static GameJob read(DataInputStream in) throws IOException {
        return new GameJob(WireBytes.string(in), in.readInt(), WireBytes.string(in), WireBytes.string(in),
                WireBrain.read(in), WireBrain.read(in), WireGame.read(in), in.readLong());
    }

    @Override
    public String title() {
        return "game " + (game + 1) + " of " + matchId;
    }
}
