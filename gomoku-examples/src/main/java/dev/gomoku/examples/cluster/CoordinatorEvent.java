package dev.gomoku.examples.cluster;

/**
 * What the coordinator's loop learns from the cluster, in the order it happened. Values come as they
 * were written (anything a member may have stored); the loop verifies them.
 */
sealed interface CoordinatorEvent {
    /**
     * An entry was written into the run's results map.
     *
     * @param unit the entry's key (a unit number, if it is ours)
     * @param value the entry's value, or the exception its deserialization threw
     * @param from the address of the member that wrote it
     */
    record ResultWritten(Object unit, Object value, String from) implements CoordinatorEvent {
    }

    /**
     * An entry was written into the run's problems map.
     *
     * @param value the entry's value, or the exception its deserialization threw
     * @param from the address of the member that wrote it
     */
    record ProblemWritten(Object value, String from) implements CoordinatorEvent {
    }

    /**
     * A worker left the cluster.
     *
     * @param member its member id
     * @param address its address
     */
    record WorkerLeft(String member, String address) implements CoordinatorEvent {
    }
}
