package dev.gomoku.engine.host;

import java.time.Duration;
import java.time.Instant;

/**
 * How long this process took to come up, for a referee that counts it: GomocupJudge writes
 * {@code START} and the INFOs to a new brain, suspends it at once and resumes it for its first move,
 * so the JVM's start runs on that move's clock. The processor time the process has used is that
 * start (a suspended process uses none), bounded by the wall time since it began.
 */
final class ProcessBoot {
    private ProcessBoot() {
    }

    /**
     * The process's start-up so far.
     *
     * @return nanoseconds, 0 when the system does not say
     */
    static long nanos() {
        ProcessHandle.Info info = ProcessHandle.current().info();
        long cpu = info.totalCpuDuration().map(Duration::toNanos).orElse(0L);
        long wall = info.startInstant().map(s -> Duration.between(s, Instant.now()).toNanos()).orElse(0L);
        return Math.max(0, Math.min(cpu, wall));
    }
}
