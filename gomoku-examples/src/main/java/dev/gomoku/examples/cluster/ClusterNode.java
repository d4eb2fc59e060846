package dev.gomoku.examples.cluster;

import com.hazelcast.config.ClassFilter;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.config.SerializationConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Starts this process's Hazelcast member, configured closed: TCP/IP join to the given addresses only
 * (no multicast, no cloud auto-detection), bound to one address (loopback unless told), no phone-home,
 * a cluster name derived from the secret, no Jet (which would run any member's code), and no Java
 * deserialization of classes other than the engine's and the JDK's.
 */
final class ClusterNode {
    /** Member attribute: how many games a worker plays at once. */
    static final String SLOTS = "gomoku.slots";
    /** Where shipped brains are kept, by checksum. */
    static final String SHIPMENTS = "gomoku.shipments";
    /** Prefix of a worker's jobs map; the worker's member id follows. */
    static final String JOBS = "gomoku.jobs.";

    /** Seconds until members that started apart look for each other again (and merge). */
    static final int MERGE_SECONDS = 10;
    /** How long a member waits for others before it says who answers: past the first merge. */
    static final long ALONE_MILLIS = (MERGE_SECONDS + 3) * 1000L;

    /** Held so that the level set on it stays (JUL keeps loggers weakly). */
    private static final Logger ENGINE_LOG = Logger.getLogger("com.hazelcast");

    private ClusterNode() {
    }

    /**
     * Starts a member: a worker (owns data and plays games) or the coordinator (a lite member: holds
     * no data and plays no games, so it may come and go).
     *
     * @param s the settings
     * @param key the cluster's name and key
     * @param worker whether this member plays games
     * @return the running member
     */
    static HazelcastInstance start(ClusterSettings s, ClusterKey key, boolean worker) {
        ENGINE_LOG.setLevel(s.verbose() ? Level.INFO : Level.WARNING);
        Config c = new Config();
        c.setClusterName(key.clusterName());
        c.setProperty("hazelcast.logging.type", "jdk");
        c.setProperty("hazelcast.phone.home.enabled", "false");
        c.setProperty("hazelcast.socket.bind.any", "false");
        c.setProperty("hazelcast.shutdownhook.policy", "GRACEFUL");
        // Members that started apart (a coordinator before its workers) find each other within seconds, not minutes.
        c.setProperty("hazelcast.merge.first.run.delay.seconds", Integer.toString(MERGE_SECONDS));
        c.setProperty("hazelcast.merge.next.run.delay.seconds", Integer.toString(MERGE_SECONDS));
        c.setLiteMember(!worker);
        // Jet runs jobs (code) that any member submits: off, and so is its resource upload.
        c.getJetConfig().setEnabled(false).setResourceUploadEnabled(false);
        closeDeserialization(c.getSerializationConfig());
        NetworkConfig n = c.getNetworkConfig();
        n.setPort(s.port()).setPortAutoIncrement(true).setPortCount(100);
        n.getInterfaces().setEnabled(true).addInterface(s.bind());
        JoinConfig j = n.getJoin();
        j.getMulticastConfig().setEnabled(false);
        j.getAutoDetectionConfig().setEnabled(false);
        j.getTcpIpConfig().setEnabled(true).setMembers(s.members());
        c.getMemberAttributeConfig().setAttribute(SLOTS, Integer.toString(s.slots()));
        c.getMapConfig("gomoku.*").setBackupCount(1);
        return Hazelcast.newHazelcastInstance(c);
    }

    /**
     * Everything of ours crosses the cluster as byte arrays, strings and integers, which the engine
     * writes itself; nothing of ours is Java-serialized. But a member deserializes whatever another
     * member sends (a task for an executor, a value in a map it listens to, an entry processor), and
     * Java deserialization can run code of any class on the classpath. So Java deserialization accepts
     * only the engine's own classes (its operations and exceptions need them) and the JDK's, and the
     * engine's reflective "zero-config" serializer accepts none: a task or value of any other class is
     * refused before the class is even loaded.
     */
    private static void closeDeserialization(SerializationConfig sc) {
        sc.setJavaSerializationFilterConfig(new JavaSerializationFilterConfig().setDefaultsDisabled(true)
                .setWhitelist(new ClassFilter().addPrefixes("com.hazelcast.", "java.", "[")));
        sc.getCompactSerializationConfig().setZeroConfigFilter(new JavaSerializationFilterConfig()
                .setDefaultsDisabled(true).setWhitelist(new ClassFilter().addClasses(ClusterNode.class.getName()
                        + "$NothingIsCompact")));
    }

    /** Whether a member id names a member of the cluster now. */
    static boolean alive(HazelcastInstance hz, String member) {
        for (com.hazelcast.cluster.Member m : hz.getCluster().getMembers()) {
            if (m.getUuid().toString().equals(member)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Says, when this member found nobody to play with, which of the {@code --cluster} addresses answer
     * a TCP connection (within a second each) and what to check: nobody there, or someone there that
     * did not take this member in.
     *
     * @param hz this member
     * @param s its settings
     * @param err where to say it
     * @param prefix how its lines begin
     */
    static void sayWhoAnswers(HazelcastInstance hz, ClusterSettings s, PrintStream err, String prefix) {
        InetSocketAddress self;
        try {
            self = hz.getCluster().getLocalMember().getAddress().getInetSocketAddress();
        } catch (java.net.UnknownHostException e) {
            self = null;
        }
        List<String> silent = new ArrayList<>();
        List<String> answering = new ArrayList<>();
        for (String m : s.members()) {
            int colon = m.lastIndexOf(':');
            String host = colon < 0 ? m : m.substring(0, colon);
            int port;
            try {
                port = colon < 0 ? 5701 : Integer.parseInt(m.substring(colon + 1));
            } catch (NumberFormatException e) {
                silent.add(m + " (not host:port)");
                continue;
            }
            InetSocketAddress a = new InetSocketAddress(host, port);
            if (a.equals(self)) {
                continue;
            }
            try (Socket probe = new Socket()) {
                probe.connect(a, 1000);
                answering.add(m);
            } catch (IOException e) {
                silent.add(m);
            }
        }
        if (!silent.isEmpty()) {
            err.println(prefix + "nobody answers at " + String.join(", ", silent) + ": check that a member runs "
                    + "there, that its port is open between the machines, and that --bind is this machine's address "
                    + "on that network");
        }
        if (!answering.isEmpty()) {
            err.println(prefix + String.join(", ", answering) + " answer(s) but did not take this member in: another "
                    + "secret there (another cluster name), another gomoku version, or not a gomoku member");
        }
        err.flush();
    }
}
