package dev.gomoku.examples.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Starts this process's Hazelcast member, configured closed: TCP/IP join to the given addresses only
 * (no multicast, no cloud auto-detection), bound to one address (loopback unless told), no phone-home,
 * and a cluster name derived from the secret.
 */
final class ClusterNode {
    /** The durable executor that runs games; its pool on each worker has one thread per slot. */
    static final String EXECUTOR = "gomoku.games";
    /** Member attribute: how many games a worker plays at once. */
    static final String SLOTS = "gomoku.slots";
    /** Where shipped brains are kept, by checksum. */
    static final String SHIPMENTS = "gomoku.shipments";
    /** User-context key of a worker's {@link WorkerContext}. */
    static final String WORKER = "gomoku.worker";

    /** Held so that the level set on it stays (JUL keeps loggers weakly). */
    private static final Logger ENGINE_LOG = Logger.getLogger("com.hazelcast");

    private ClusterNode() {
    }

    /**
     * Starts a member: a worker (owns data and runs games) or the coordinator (a lite member: holds
     * no data and runs no games, so it may come and go).
     *
     * @param s the settings
     * @param worker the worker's context, or null for the coordinator
     * @return the running member
     */
    static HazelcastInstance start(ClusterSettings s, WorkerContext worker) {
        ENGINE_LOG.setLevel(s.verbose() ? Level.INFO : Level.WARNING);
        Config c = new Config();
        c.setClusterName(s.clusterName());
        c.setProperty("hazelcast.logging.type", "jdk");
        c.setProperty("hazelcast.phone.home.enabled", "false");
        c.setProperty("hazelcast.socket.bind.any", "false");
        c.setProperty("hazelcast.shutdownhook.policy", "GRACEFUL");
        // Members that started apart (a coordinator before its workers) find each other within seconds, not minutes.
        c.setProperty("hazelcast.merge.first.run.delay.seconds", "10");
        c.setProperty("hazelcast.merge.next.run.delay.seconds", "10");
        c.setLiteMember(worker == null);
        NetworkConfig n = c.getNetworkConfig();
        n.setPort(s.port()).setPortAutoIncrement(true).setPortCount(100);
        n.getInterfaces().setEnabled(true).addInterface(s.bind());
        JoinConfig j = n.getJoin();
        j.getMulticastConfig().setEnabled(false);
        j.getAutoDetectionConfig().setEnabled(false);
        j.getTcpIpConfig().setEnabled(true).setMembers(s.members());
        c.getMemberAttributeConfig().setAttribute(SLOTS, Integer.toString(s.slots()));
        c.getDurableExecutorConfig(EXECUTOR).setPoolSize(Math.max(1, s.slots())).setDurability(1).setCapacity(1000);
        c.getMapConfig("gomoku.*").setBackupCount(1);
        ConcurrentMap<String, Object> context = new ConcurrentHashMap<>();
        if (worker != null) {
            context.put(WORKER, worker);
        }
        c.setUserContext(context);
        return Hazelcast.newHazelcastInstance(c);
    }
}
