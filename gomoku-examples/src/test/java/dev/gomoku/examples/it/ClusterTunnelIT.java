package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SSH tunnel recipe of docs/cluster.md, run as written: two network namespaces stand for two machines (each
 * with its own loopback, joined only by a virtual link), the worker's runs sshd, and the coordinator's
 * reaches the worker only through {@code ssh -L 5701 -R 5801}. Needs root (namespaces), iproute2 and
 * OpenSSH's server; without them it says SKIPPED and why.
 */
class ClusterTunnelIT {
    private static final Path SSHD = Path.of("/usr/sbin/sshd");

    @TempDir
    Path dir;

    private final String tag = Integer.toString(ThreadLocalRandom.current().nextInt(1 << 20), 36);
    private final String workerNs = "gomoku-w-" + tag;
    private final String coordNs = "gomoku-c-" + tag;
    private final List<Process> processes = new ArrayList<>();
    private boolean namespaces;

    private static String missing() throws IOException, InterruptedException {
        Process id = new ProcessBuilder("id", "-u").redirectErrorStream(true).start();
        String uid = new String(id.getInputStream().readAllBytes()).strip();
        id.waitFor();
        List<String> lack = new ArrayList<>();
        if (!uid.equals("0")) {
            lack.add("root (for network namespaces)");
        }
        for (String tool : List.of("/usr/sbin/ip", "/usr/bin/ssh", "/usr/bin/ssh-keygen", SSHD.toString())) {
            if (!Files.isExecutable(Path.of(tool))) {
                lack.add(tool);
            }
        }
        if (lack.isEmpty()) {
            return null;
        }
        String why = "SKIPPED: the SSH tunnel test needs " + String.join(", ", lack)
                + " (Debian: apt-get install iproute2 openssh-server openssh-client, as root; .ci/run installs them)";
        System.err.println(why);
        return why;
    }

    @AfterEach
    void tearDown() throws Exception {
        for (Process p : processes) {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
        }
        for (Process p : processes) {
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
            }
        }
        if (namespaces) {
            run("ip", "netns", "del", workerNs);
            run("ip", "netns", "del", coordNs);
        }
    }

    private static void run(String... cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertEquals(0, p.waitFor(), String.join(" ", cmd) + ": " + out);
    }

    private Process in(String ns, Path log, List<String> cmd) throws IOException {
        List<String> all = new ArrayList<>(List.of("ip", "netns", "exec", ns));
        all.addAll(cmd);
        ProcessBuilder pb = new ProcessBuilder(all).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        pb.environment().put("GOMOKU_CLUSTER_SECRET", "tunnel-secret");
        Process p = pb.start();
        p.getOutputStream().close();
        processes.add(p);
        return p;
    }

    @Test
    void aWorkerAndACoordinatorThatSeeEachOtherOnlyThroughSshPlayAMatch() throws Exception {
        String why = missing();
        Assumptions.assumeTrue(why == null, why);
        String worker = "10.231." + (Integer.parseInt(tag, 36) % 250) + ".1";
        String coord = worker.substring(0, worker.length() - 1) + "2";
        run("ip", "netns", "add", workerNs);
        run("ip", "netns", "add", coordNs);
        namespaces = true;
        run("ip", "link", "add", "gw" + tag, "type", "veth", "peer", "name", "gc" + tag);
        run("ip", "link", "set", "gw" + tag, "netns", workerNs);
        run("ip", "link", "set", "gc" + tag, "netns", coordNs);
        run("ip", "-n", workerNs, "addr", "add", worker + "/24", "dev", "gw" + tag);
        run("ip", "-n", coordNs, "addr", "add", coord + "/24", "dev", "gc" + tag);
        for (String[] link : new String[][] {{workerNs, "gw" + tag}, {coordNs, "gc" + tag}, {workerNs, "lo"},
                {coordNs, "lo"}}) {
            run("ip", "-n", link[0], "link", "set", link[1], "up");
        }
        run("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", dir.resolve("host").toString());
        run("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", dir.resolve("user").toString());
        Files.copy(dir.resolve("user.pub"), dir.resolve("authorized_keys"));
        Files.writeString(dir.resolve("sshd_config"), String.join("\n", "ListenAddress " + worker, "Port 22",
                "HostKey " + dir.resolve("host"), "AuthorizedKeysFile " + dir.resolve("authorized_keys"),
                "PermitRootLogin prohibit-password", "PasswordAuthentication no", "KbdInteractiveAuthentication no",
                "UsePAM no", "StrictModes no", "AllowTcpForwarding yes", "PidFile " + dir.resolve("sshd.pid"), ""));
        Files.createDirectories(Path.of("/run/sshd"));
        in(workerNs, dir.resolve("sshd.log"), List.of(SSHD.toString(), "-D", "-e", "-f", dir.resolve("sshd_config").toString()));

        String gomoku = BrainProc.bin().resolve("gomoku").toString();
        // docs/cluster.md's commands: the worker box lists both loopback ports, the coordinator the worker's.
        Path workerLog = dir.resolve("worker.log");
        in(workerNs, workerLog, List.of(gomoku, "worker", "--cluster", "127.0.0.1:5701,127.0.0.1:5801", "--port", "5701",
                "--slots", "2"));
        for (long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                !Files.readString(workerLog).contains("joined as"); Thread.sleep(100)) {
            assertTrue(System.nanoTime() < end, "the worker did not start: " + Files.readString(workerLog));
        }
        Path sshLog = dir.resolve("ssh.log");
        in(coordNs, sshLog, List.of("ssh", "-N", "-i", dir.resolve("user").toString(), "-o", "StrictHostKeyChecking=no",
                "-o", "UserKnownHostsFile=/dev/null", "-o", "ExitOnForwardFailure=yes", "-o", "BatchMode=yes",
                "-L", "5701:127.0.0.1:5701", "-R", "5801:127.0.0.1:5801", "root@" + worker));
        Path out = dir.resolve("match.out");
        List<String> match = List.of("ip", "netns", "exec", coordNs, gomoku, "match", "random", "weights", "-g", "6", "-t",
                "100", "--cluster", "127.0.0.1:5701", "--port", "5801");
        ProcessBuilder pb = new ProcessBuilder(match).directory(dir.toFile()).redirectOutput(out.toFile())
                .redirectError(dir.resolve("match.err").toFile());
        pb.environment().put("GOMOKU_CLUSTER_SECRET", "tunnel-secret");
        Process m = pb.start();
        processes.add(m);
        assertTrue(m.waitFor(180, TimeUnit.SECONDS), "the match did not end; ssh: " + Files.readString(sshLog));
        assertEquals(0, m.exitValue(), Files.readString(dir.resolve("match.err")) + Files.readString(sshLog));
        Matcher row = Pattern.compile("(?m)^random\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)").matcher(Files.readString(out));
        assertTrue(row.find(), Files.readString(out));
        assertEquals(6, Integer.parseInt(row.group(1)) + Integer.parseInt(row.group(2)) + Integer.parseInt(row.group(3)));
        assertTrue(Files.readString(workerLog).contains("finished"), "the worker behind the tunnel played");
    }
}
