package dev.gomoku.examples.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import com.hazelcast.map.listener.EntryAddedListener;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * A plain Hazelcast member that knows a cluster's name (as anyone reading a join request on the wire
 * does) but not its secret, and does everything a member may: it writes jobs into the workers' jobs
 * maps (unsigned, signed with another secret, a Java-serialized object, a job naming its own
 * shipment), submits tasks to the workers' executors, listens to the jobs sent and replays them, and
 * writes forged results, problems, claims and stop marks into the match's maps. Everything it does is
 * counted, so a test can tell that it tried.
 */
public final class RogueMember implements AutoCloseable {
    private final HazelcastInstance hz;
    private final ClusterKey wrongKey;
    private final ScheduledExecutorService later = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "rogue");
        t.setDaemon(true);
        return t;
    });
    private final Set<String> forgedMatches = ConcurrentHashMap.newKeySet();
    private final List<Future<?>> tasks = new ArrayList<>();
    private volatile int replays;
    private volatile int forgedResults;

    /**
     * The cluster name a secret gives, as a sniffer of a join request reads it; the rogue gets only this.
     *
     * @param secret the cluster's secret
     * @return its name
     */
    public static String sniffedName(String secret) {
        return ClusterKey.of(secret).clusterName();
    }

    /**
     * Joins the cluster as a full (data) member.
     *
     * @param clusterName the sniffed name
     * @param members the addresses to join
     * @param port its own port
     * @param wrongSecret the secret it signs with (not the cluster's)
     */
    public RogueMember(String clusterName, String members, int port, String wrongSecret) {
        Config c = new Config();
        c.setClusterName(clusterName);
        c.setProperty("hazelcast.logging.type", "none");
        c.setProperty("hazelcast.phone.home.enabled", "false");
        c.setProperty("hazelcast.wait.seconds.before.join", "1");
        c.getNetworkConfig().setPort(port).setPortAutoIncrement(false);
        c.getNetworkConfig().getInterfaces().setEnabled(true).addInterface("127.0.0.1");
        c.getNetworkConfig().getJoin().getMulticastConfig().setEnabled(false);
        c.getNetworkConfig().getJoin().getAutoDetectionConfig().setEnabled(false);
        c.getNetworkConfig().getJoin().getTcpIpConfig().setEnabled(true).setMembers(List.of(members.split(",")));
        hz = Hazelcast.newHazelcastInstance(c);
        wrongKey = ClusterKey.of(wrongSecret);
    }

    /** @return its address as the members name it */
    public String address() {
        return hz.getCluster().getLocalMember().getAddress().toString();
    }

    /** @return how many members it sees, itself included */
    public int members() {
        return hz.getCluster().getMembers().size();
    }

    /** @return how many genuine jobs it captured and wrote again */
    public int replays() {
        return replays;
    }

    /** @return how many forged results it wrote */
    public int forgedResults() {
        return forgedResults;
    }

    /** @return the tasks it submitted to the workers' executors */
    public List<Future<?>> tasks() {
        return tasks;
    }

    private List<Member> workers() {
        List<Member> w = new ArrayList<>();
        for (Member m : hz.getCluster().getMembers()) {
            if (!m.localMember() && !m.isLiteMember()) {
                w.add(m);
            }
        }
        return w;
    }

    /**
     * A zip with one program that would create the file.
     *
     * @param file the file
     * @return the zip's bytes
     */
    public static byte[] evilZip(Path file) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(buf)) {
            z.putNextEntry(new ZipEntry("pbrain-evil"));
            z.write(("#!/bin/sh\ntouch '" + file + "'\n").getBytes(StandardCharsets.UTF_8));
            z.closeEntry();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return buf.toByteArray();
    }

    private static GameJob evilJob(String member, WireBrain brain) {
        return new GameJob("rogue-match", 0, "rogue-job", member, brain, brain,
                WireGame.of(GameSettings.of(15, Rule.FREESTYLE, TimeControl.of(100, 0))), 1);
    }

    /**
     * Writes into every worker's jobs map: an unsigned job and one signed with the wrong secret whose
     * brain command creates the file, a job naming its own shipment (stored unsigned), and a
     * Java-serialized task object; and submits that task to every worker's executor.
     *
     * @param file the file the commands would create
     * @return the SHA-256 of its shipment
     */
    public String attackWorkers(Path file) {
        WireBrain touch = new WireBrain("evil", List.of("/bin/sh", "-c", "touch '" + file + "'"), "PIPE",
                WireBrain.Origin.AS_GIVEN, "", "XY", Map.of());
        byte[] zip = evilZip(file);
        String sha = Shipment.sha256(zip);
        hz.getMap(ClusterNode.SHIPMENTS).set(sha, zip);
        WireBrain shipped = new WireBrain("evil", List.of("pbrain-evil"), "PIPE", WireBrain.Origin.SHIPPED, sha, "XY", Map.of());
        for (Member m : workers()) {
            String id = m.getUuid().toString();
            IMap<Object, Object> jobs = hz.getMap(ClusterNode.JOBS + id);
            jobs.set("rogue-unsigned", evilJob(id, touch).payload());
            jobs.set("rogue-wrong-secret", wrongKey.seal(ClusterKey.Kind.JOB, evilJob(id, touch).payload()));
            jobs.set("rogue-shipment", wrongKey.seal(ClusterKey.Kind.JOB, evilJob(id, shipped).payload()));
            jobs.set("rogue-object", new Touch(file.toString()));
            tasks.add(hz.getExecutorService("gomoku.rogue").submitToMember(new Touch(file.toString()), m));
        }
        return sha;
    }

    /**
     * From now on, captures the jobs the coordinator sends and, a moment later, writes each of the
     * first few again into the same worker's map and into another's; on the first job of a match it
     * writes forged results for its games, a forged fatal problem, forged claims and a forged stop mark.
     *
     * @param games how many games the match has
     */
    public void replayAndForge(int games) {
        List<Member> workers = workers();
        for (Member m : workers) {
            IMap<Object, Object> jobs = hz.getMap(ClusterNode.JOBS + m.getUuid());
            jobs.addEntryListener((EntryAddedListener<Object, Object>) e -> {
                // The key first: its own writes (a Touch among them) are never deserialized here.
                if (String.valueOf(e.getKey()).startsWith("rogue") || !(e.getValue() instanceof byte[] genuine)) {
                    return;
                }
                String matchId;
                try {
                    matchId = Job.read(Arrays.copyOfRange(genuine, ClusterKey.MAC_BYTES, genuine.length)).runId();
                } catch (IOException x) {
                    return;
                }
                if (forgedMatches.add(matchId)) {
                    later.execute(() -> forge(matchId, games));
                }
                if (replays < 6) {
                    replays += 2;
                    later.schedule(() -> {
                        jobs.set("rogue-replay-" + e.getKey(), genuine);
                        for (Member other : workers) {
                            if (!other.equals(m)) {
                                hz.getMap(ClusterNode.JOBS + other.getUuid()).set("rogue-cross-" + e.getKey(), genuine);
                            }
                        }
                    }, 1, TimeUnit.SECONDS);
                }
            }, true);
        }
    }

    private void forge(String matchId, int games) {
        IMap<Object, Object> results = hz.getMap(RunMaps.resultsName(matchId));
        IMap<Object, Object> claims = hz.getMap("gomoku.claims." + matchId);
        for (int g = 0; g < games; g++) {
            WireResult lie = new WireResult("rogue", "rogue", "BLACK", "FIVE", "forged", new int[] {7, 7}, new long[] {1},
                    address());
            byte[] payload = RunMaps.resultPayload(matchId, g, lie::write);
            if (results.putIfAbsent(g, g % 2 == 0 ? wrongKey.seal(ClusterKey.Kind.RESULT, payload) : payload) == null) {
                forgedResults++;
            }
            claims.putIfAbsent(g, wrongKey.seal(ClusterKey.Kind.CLAIM, ("claim " + g).getBytes(StandardCharsets.UTF_8)));
        }
        results.set("not-a-game", new byte[40]);
        hz.getMap(RunMaps.problemsName(matchId)).set("rogue-fatal", wrongKey.seal(ClusterKey.Kind.PROBLEM,
                Problem.failed(0, "rogue", address(), "forged failure").payload(matchId)));
        hz.getMap(RunMaps.CONTROL).set(matchId, wrongKey.seal(ClusterKey.Kind.STOP,
                matchId.getBytes(StandardCharsets.UTF_8)));
    }

    @Override
    public void close() {
        later.shutdownNow();
        hz.shutdown();
    }

    /** A task that creates a file when run, or when deserialized by a member that allows its class. */
    static final class Touch implements Callable<String>, Serializable {
        private static final long serialVersionUID = 1L;
        private final String file;

        Touch(String file) {
            this.file = file;
        }

        @Override
        public String call() throws IOException {
            Files.writeString(Path.of(file), "run by a member that should have refused it");
            return "ran";
        }

        private void readObject(java.io.ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            call();
        }
    }
}
