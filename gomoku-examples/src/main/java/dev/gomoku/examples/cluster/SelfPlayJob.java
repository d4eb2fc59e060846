package dev.gomoku.examples.cluster;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.tuning.SelfPlaySettings;
import java.io.DataInputStream;
import java.io.IOException;

/**
 * Self-play games {@code first} to {@code first + count - 1} of a run, handed to one worker: it plays
 * each with {@link dev.gomoku.engine.tuning.SelfPlay#play} (each game's opening and random plies follow
 * from the settings and its number alone, so the games are those a local run plays) and stores them as
 * one {@link SelfPlayBatch}. The evaluator is the default evaluation, or a network file the coordinator
 * shipped (see {@link Shipment#packFile}), named by the shipment's checksum and the file's name in it.
 *
 * @param runId the self-play run
 * @param unit the job's number in the run, 0-based
 * @param jobId this sending of the job (random, never reused)
 * @param member the member id of the worker it is for
 * @param rule the rule's name
 * @param size the board size
 * @param games the run's games in all
 * @param nodes the search's node budget per move
 * @param seed the run's seed
 * @param randomPlies random moves after each opening
 * @param first the first game's number, 0-based
 * @param count how many games
 * @param network the network shipment's SHA-256, or empty for the default evaluation
 * @param networkFile the network's file name inside the shipment, or empty
 */
record SelfPlayJob(String runId, int unit, String jobId, String member, String rule, int size, int games, long nodes,
        long seed, int randomPlies, int first, int count, String network, String networkFile) implements Job {

    /**
     * The run's settings, played one game at a time.
     *
     * @return the settings
     * @throws IllegalArgumentException if the values are out of range
     */
    SelfPlaySettings settings() {
        return new SelfPlaySettings(Rule.valueOf(rule), size, games, nodes, seed, randomPlies, 1);
    }

    @Override
    public byte[] payload() {
        return WireBytes.write(out -> {
            out.writeByte(SELF_PLAY);
            WireBytes.string(out, runId);
            out.writeInt(unit);
            WireBytes.string(out, jobId);
            WireBytes.string(out, member);
            WireBytes.string(out, rule);
            out.writeInt(size);
            out.writeInt(games);
            out.writeLong(nodes);
            out.writeLong(seed);
            out.writeInt(randomPlies);
            out.writeInt(first);
            out.writeInt(count);
            WireBytes.string(out, network);
            WireBytes.string(out, networkFile);
        });
    }

    /**
     * Reads the fields after the kind byte (see {@link Job#read}), and checks them.
     *
     * @throws IOException if they do not read, or name games outside the run or a file outside its shipment
     */
    static SelfPlayJob read(DataInputStream in) throws IOException {
        SelfPlayJob j = new SelfPlayJob(WireBytes.string(in), in.readInt(), WireBytes.string(in), WireBytes.string(in),
                WireBytes.string(in), in.readInt(), in.readInt(), in.readLong(), in.readLong(), in.readInt(), in.readInt(),
                in.readInt(), WireBytes.string(in), WireBytes.string(in));
        try {
            j.settings();
        } catch (IllegalArgumentException e) {
            throw new IOException("self-play settings: " + e.getMessage(), e);
        }
        if (j.first < 0 || j.count < 1 || (long) j.first + j.count > j.games) {
            throw new IOException("games " + j.first + " to " + ((long) j.first + j.count - 1) + " of a run of " + j.games);
        }
        if (j.network.isEmpty() != j.networkFile.isEmpty() || j.networkFile.contains("/")
                || j.networkFile.contains("\\") || j.networkFile.equals("..")) {
            throw new IOException("network file " + j.networkFile + " of shipment " + j.network);
        }
        return j;
    }

    /** The evaluator's name in messages and problem reports: the network's file, or the default evaluation. */
    String evaluatorName() {
        return evaluatorName(network, networkFile);
    }

    static String evaluatorName(String network, String networkFile) {
        return network.isEmpty() ? "the default evaluation" : "network " + networkFile;
    }

    @Override
    public String title() {
        return "self-play games " + (first + 1) + "-" + (first + count) + " of " + runId;
    }
}
