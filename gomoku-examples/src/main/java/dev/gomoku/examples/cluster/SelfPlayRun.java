package dev.gomoku.examples.cluster;

import dev.gomoku.engine.tuning.SelfPlayFile;
import dev.gomoku.engine.tuning.SelfPlayGame;
import dev.gomoku.engine.tuning.SelfPlaySettings;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A self-play run on the cluster: a unit is a job of {@code perJob} consecutive games (the last job may
 * hold fewer), and the games come back in whatever order the workers finish them. They are written to
 * the {@link SelfPlayFile} in game order, each as soon as every game before it is written, so that the
 * file is the one a local run with the same settings writes, byte for byte.
 */
final class SelfPlayRun extends UnitRun<SelfPlayBatch> {
    private final SelfPlaySettings settings;
    private final int perJob;
    private final String network;
    private final String networkFile;
    private final DataOutputStream out;
    private final Consumer<SelfPlayGame> done;
    private final SelfPlayBatch[] arrived;
    private int nextToWrite;

    /**
     * A run that writes to {@code out}.
     *
     * @param network the network shipment's checksum, or empty for the default evaluation
     * @param networkFile the network's file name in the shipment, or empty
     */
    SelfPlayRun(ClusterCoordinator coordinator, SelfPlaySettings settings, int perJob, String network,
            String networkFile, DataOutputStream out, Consumer<SelfPlayGame> done) {
        super(coordinator, runId(settings, perJob, network), jobs(settings.games(), perJob));
        this.settings = settings;
        this.perJob = perJob;
        this.network = network;
        this.networkFile = networkFile;
        this.out = out;
        this.done = done;
        this.arrived = new SelfPlayBatch[jobs(settings.games(), perJob)];
    }

    static int jobs(int games, int perJob) {
        return (games + perJob - 1) / perJob;
    }

    /** The name of a self-play run in the cluster: the same definition gives the same name. */
    static String runId(SelfPlaySettings s, int perJob, String network) {
        String def = "selfplay\n" + s.rule() + "\n" + s.size() + "\n" + s.games() + "\n" + s.nodes() + "\n" + s.seed()
                + "\n" + s.randomPlies() + "\n" + perJob + "\n" + network;
        return Shipment.sha256(def.getBytes(StandardCharsets.UTF_8)).substring(0, 16);
    }

    /**
     * Plays the run and writes the file: the header first, then the games in order as they can be.
     *
     * @throws IOException if writing fails
     */
    void play() throws IOException {
        SelfPlayFile.writeHeader(out, settings.rule(), settings.size());
        try {
            execute();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        out.flush();
    }

    private int first(int job) {
        return job * perJob;
    }

    private int count(int job) {
        return Math.min(perJob, settings.games() - first(job));
    }

    @Override
    SelfPlayBatch read(int job, byte[] body) throws IOException {
        return SelfPlayBatch.read(body, count(job), settings.size());
    }

    @Override
    void count(int job, SelfPlayBatch batch) {
        arrived[job] = batch;
        try {
            for (; nextToWrite < arrived.length && arrived[nextToWrite] != null; nextToWrite++) {
                for (SelfPlayGame g : arrived[nextToWrite].games()) {
                    SelfPlayFile.writeGame(out, g);
                    done.accept(g);
                }
                arrived[nextToWrite] = null; // written: its games need not stay in memory
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    Job job(int job, String worker, String jobId) {
        return new SelfPlayJob(runId, job, jobId, worker, settings.rule().name(), settings.size(), settings.games(),
                settings.nodes(), settings.seed(), settings.randomPlies(), first(job), count(job), network, networkFile);
    }

    @Override
    Set<String> needs() {
        return Set.of(SelfPlayJob.evaluatorName(network, networkFile));
    }

    @Override
    String unitName(int job) {
        return "self-play games " + (first(job) + 1) + "-" + (first(job) + count(job));
    }

    @Override
    String runName() {
        return "self-play run " + runId;
    }

    @Override
    String unitsName() {
        return "self-play jobs";
    }
}
