package dev.gomoku.examples.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.LifecycleEvent;
import dev.gomoku.engine.arena.client.ArenaLog;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/** A worker: a cluster member that plays the games the coordinators hand it, up to its slots at once. */
public final class Worker {
    private Worker() {
    }

    /**
     * Joins the cluster and plays games until the process is stopped (then it leaves gracefully: its
     * data moves to the other members and its brain processes end).
     *
     * @param settings how to join, and the slots
     * @param gomokuBin this distribution's launcher folder
     * @param log receives the brains' events
     * @param err where the worker says what it does
     * @throws InterruptedException if interrupted while waiting
     */
    public static void run(ClusterSettings settings, Path gomokuBin, ArenaLog log, PrintStream err)
            throws InterruptedException {
        WorkerContext ctx = new WorkerContext(gomokuBin, settings.cache(), log, err);
        CountDownLatch down = new CountDownLatch(1);
        HazelcastInstance hz = ClusterNode.start(settings, ctx);
        hz.getLifecycleService().addLifecycleListener(e -> {
            if (e.getState() == LifecycleEvent.LifecycleState.SHUTDOWN) {
                ctx.close();
                down.countDown();
            }
        });
        ctx.log("joined as " + hz.getCluster().getLocalMember().getAddress() + " with " + settings.slots()
                + " slots; members: " + hz.getCluster().getMembers().size());
        down.await();
    }
}
