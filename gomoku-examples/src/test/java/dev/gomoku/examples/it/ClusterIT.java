package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import dev.gomoku.examples.cluster.RogueMember;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real cluster on loopback: three {@code gomoku worker} JVMs and a coordinator ({@code gomoku match
 * --cluster}), all through the built launcher. A 40-game match whose records (count, openings, seating)
 * equal a local run's, while one worker is killed in the middle of a game and the coordinator is killed
 * and started again; then a tournament with a shipped brain that one worker cannot unpack, beside a worker with the
 * wrong secret that never joins; then a match beside a rogue member that knows the cluster's name but
 * not its secret, and tries every way in; and self-play with a shipped network whose file equals the
 * local run's byte for byte, while a worker is killed in the middle of a job.
 */
class ClusterIT {
    private static final String SECRET = "it-secret";
    private static final Pattern STARTED = Pattern.compile("game (\\d+) of \\w+ started");
    private static final Pattern FINISHED = Pattern.compile("game (\\d+) of \\w+ finished");
    private static final Pattern DONE = Pattern.compile("\\] (\\d+)/(\\d+) ");

    @TempDir
    Path dir;

    private final List<Process> processes = new ArrayList<>();

    /**
     * Kills a manager as a crash would, and its brains with it: a brain suspended between turns
     * cannot act on its manager's death (SIGKILL runs no shutdown hook), and would stay stopped. The
     * manager dies first: killed after its brains, it could still see them die and end its game.
     */
    private static void signal(String name, Process p) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(p.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor(), "kill -" + name);
    }

    private static void crash(Process p) throws InterruptedException {
        List<ProcessHandle> brains = p.descendants().toList();
        p.destroyForcibly().waitFor();
        brains.forEach(ProcessHandle::destroyForcibly);
    }

    @AfterEach
    void stopAll() throws InterruptedException {
        for (Process p : processes) {
            p.destroy();
        }
        for (Process p : processes) {
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
    }

    @Test
    void aMatchOnThreeWorkersEqualsTheLocalRunThroughAWorkerKilledMidGameAndACoordinatorRestart() throws Exception {
        int[] ports = freePorts(5);
        String members = "127.0.0.1:" + ports[0] + ",127.0.0.1:" + ports[1] + ",127.0.0.1:" + ports[2];
        List<Process> workers = new ArrayList<>();
        for (int w = 0; w < 3; w++) {
            workers.add(start(dir.resolve("worker" + w + ".log"), "worker", "--cluster", members, "--port",
                    Integer.toString(ports[w]), "--slots", "1", "--cache", dir.resolve("cache").toString()));
        }
        Path openings = dir.resolve("openings.txt");
        Files.writeString(openings, "0,0, 1,1\n0,0, 0,-2\n0,0, 2,-1\n0,0, -1,0\n");
        List<String> match = List.of("match", slowBrain("random"), slowBrain("weights"), "-g", "40", "-t", "100", "-o",
                openings.toString(), "--random-symmetry", "--seed", "5");

        // Concurrency changes neither openings nor seating: the local run may play three at once too.
        Process local = start(dir.resolve("local.err"), concat(match, "--out", dir.resolve("local").toString(), "-c", "3"));
        assertTrue(local.waitFor(180, TimeUnit.SECONDS), "the local match did not end");
        assertEquals(0, local.exitValue());
        for (int w = 0; w < 3; w++) {
            awaitLine(dir.resolve("worker" + w + ".log"), "joined as", 120);
        }

        List<String> clustered = concat(match, "--out", dir.resolve("cluster").toString(), "--cluster", members,
                "--port", Integer.toString(ports[3]));
        Path out1 = dir.resolve("coordinator1.out");
        Process coordinator = start(dir.resolve("coordinator1.err"), out1, clustered);
        awaitProgress(out1, 8, coordinator);
        int killed = -1;
        int game = -1;
        for (long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); killed < 0; Thread.sleep(5)) {
            assertTrue(System.nanoTime() < end, "no worker was seen in a game");
            for (int w = 0; w < 3 && killed < 0; w++) {
                Path log = dir.resolve("worker" + w + ".log");
                if (!openGames(Files.readString(log)).isEmpty()) {
                    // Frozen, the worker cannot finish the game between this look at its log and the kill.
                    signal("STOP", workers.get(w));
                    if (!openGames(Files.readString(log)).isEmpty()) {
                        crash(workers.get(w));
                        killed = w;
                    } else {
                        signal("CONT", workers.get(w));
                    }
                }
            }
        }
        Set<Integer> interrupted = openGames(Files.readString(dir.resolve("worker" + killed + ".log")));
        assertFalse(interrupted.isEmpty(), "the killed worker was between games");
        game = interrupted.iterator().next();

        awaitProgress(out1, 20, coordinator);
        crash(coordinator);
        Path out2 = dir.resolve("coordinator2.out");
        Process again = start(dir.resolve("coordinator2.err"), out2, clustered);
        assertTrue(again.waitFor(240, TimeUnit.SECONDS), "the restarted coordinator did not end");
        assertEquals(0, again.exitValue(), Files.readString(dir.resolve("coordinator2.err")));
        assertTrue(Files.readString(dir.resolve("coordinator2.err")).contains("resuming match"),
                "the second coordinator took over the match");

        String table = Files.readString(out2);
        Matcher row = Pattern.compile("(?m)^slow-random\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)").matcher(table);
        assertTrue(row.find(), table);
        assertEquals(40, Integer.parseInt(row.group(1)) + Integer.parseInt(row.group(2)) + Integer.parseInt(row.group(3)));

        // The interrupted game was played to its end once, by a surviving worker. Every other game ended
        // once, but for at most one that the killed worker ended and died before storing (a worker logs
        // "finished" before it stores the result, so an interrupted game is never one already counted).
        int[] finished = new int[41];
        int[] elsewhere = new int[41];
        for (int w = 0; w < 3; w++) {
            Matcher m = FINISHED.matcher(Files.readString(dir.resolve("worker" + w + ".log")));
            while (m.find()) {
                finished[Integer.parseInt(m.group(1))]++;
                elsewhere[Integer.parseInt(m.group(1))] += w == killed ? 0 : 1;
            }
        }
        assertEquals(1, elsewhere[game], "game " + game + " interrupted on worker " + killed);
        int twice = 0;
        for (int g = 1; g <= 40; g++) {
            assertTrue(finished[g] == 1 || finished[g] == 2, "game " + g + " finished " + finished[g] + " times");
            twice += finished[g] - 1;
        }
        assertTrue(twice <= 1, twice + " games were played twice");

        // Same records as the local run in number, openings and seating.
        assertEquals(40, records(dir.resolve("local")).size());
        assertEquals(records(dir.resolve("local")).size(), records(dir.resolve("cluster")).size());
        for (int g = 1; g <= 40; g++) {
            String name = String.format("game-%04d.psq", g);
            Psq l = Psq.read(dir.resolve("local").resolve(name));
            Psq c = Psq.read(dir.resolve("cluster").resolve(name));
            assertEquals(l.black(), c.black(), name);
            assertEquals(l.white(), c.white(), name);
            assertEquals(l.moves().subList(0, 2), c.moves().subList(0, 2), name);
        }
    }

    @Test
    void aTournamentShipsABrainAndAvoidsTheWorkerThatCannotStartIt() throws Exception {
        int[] ports = freePorts(4);
        String members = "127.0.0.1:" + ports[0] + ",127.0.0.1:" + ports[1] + ",127.0.0.1:" + ports[3];
        Path broken = Files.writeString(dir.resolve("not-a-folder"), "a file where the cache should be");
        start(dir.resolve("good.log"), "worker", "--cluster", members, "--port", Integer.toString(ports[0]),
                "--slots", "2", "--cache", dir.resolve("cache").toString());
        start(dir.resolve("broken.log"), "worker", "--cluster", members, "--port", Integer.toString(ports[1]),
                "--slots", "2", "--cache", broken.toString());
        start(dir.resolve("stranger.log"), null, List.of("worker", "--cluster", members, "--port",
                Integer.toString(ports[3]), "--slots", "2"), "not-the-secret");
        awaitLine(dir.resolve("good.log"), "joined as", 120);
        awaitLine(dir.resolve("broken.log"), "joined as", 120);
        awaitLine(dir.resolve("stranger.log"), "joined as", 120);
        Path ship = Files.createDirectories(dir.resolve("brains"));
        Path brain = ship.resolve("pbrain-shipped");
        Files.writeString(brain, "#!/bin/sh\nexec '" + BrainProc.bin().resolve("pbrain-weights") + "' \"$@\"\n");
        assertTrue(brain.toFile().setExecutable(true));

        Path out = dir.resolve("tournament.out");
        Process t = start(dir.resolve("tournament.err"), out, List.of("tournament", brain.toString(), "random",
                "weights", "-g", "4", "-t", "100", "--ship", ship.toString(), "--cluster", members, "--port",
                Integer.toString(ports[2])));
        assertTrue(t.waitFor(180, TimeUnit.SECONDS), "the tournament did not end");
        String err = Files.readString(dir.resolve("tournament.err"));
        assertEquals(0, t.exitValue(), err);
        String table = Files.readString(out);
        for (String b : List.of("shipped", "random", "weights")) {
            assertTrue(Pattern.compile("(?m)^\\s+\\d+ " + b + "\\s+8 ").matcher(table).find(), b + " played 8 games:\n" + table);
        }
        assertTrue(err.contains("cannot start shipped"), err);
        String brokenLog = Files.readString(dir.resolve("broken.log"));
        Matcher cannot = Pattern.compile("cannot start shipped").matcher(brokenLog);
        int reports = 0;
        while (cannot.find()) {
            reports++;
        }
        // At most once per slot: the games handed out before its first report arrived.
        assertTrue(reports >= 1 && reports <= 2, "the broken worker tried the shipped brain " + reports + " times");
        assertFalse(Pattern.compile("started: (shipped vs|\\S+ vs shipped)").matcher(brokenLog).find(), brokenLog);
        assertTrue(Pattern.compile("started: (shipped vs|\\S+ vs shipped)").matcher(Files.readString(dir.resolve("good.log")))
                .find());
        String stranger = Files.readString(dir.resolve("stranger.log"));
        assertTrue(stranger.contains("members: 1"), "a worker with another secret is alone: " + stranger);
        awaitLine(dir.resolve("stranger.log"), "still alone: " + "127.0.0.1:" + ports[0] + ", 127.0.0.1:" + ports[1]
                + " answer(s) but did not take this member in: another secret there", 60);
        assertFalse(stranger.contains("started"), "and plays nothing: " + stranger);
    }

    @Test
    void anSprtStopDropsTheQueueAndCountsEveryGamePlayed() throws Exception {
        int[] ports = freePorts(3);
        String members = "127.0.0.1:" + ports[0] + ",127.0.0.1:" + ports[1];
        for (int w = 0; w < 2; w++) {
            start(dir.resolve("w" + w + ".log"), "worker", "--cluster", members, "--port", Integer.toString(ports[w]),
                    "--slots", "2");
        }
        awaitLine(dir.resolve("w0.log"), "joined as", 120);
        awaitLine(dir.resolve("w1.log"), "joined as", 120);
        // The same brain on both sides: about 50%, so the test ends soon, mostly at H0; its random term
        // (a seed per game) sometimes gives one side a run that ends at H1 instead. Either stop will do.
        Path out = dir.resolve("sprt.out");
        Process p = start(dir.resolve("sprt.err"), out, List.of("match", "weights", "weights", "-g", "400", "-t", "100",
                "--sprt", "0,200", "--out", dir.resolve("rec").toString(), "--cluster", members, "--port",
                Integer.toString(ports[2])));
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "the match did not stop");
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("sprt.err")));
        String table = Files.readString(out);
        assertTrue(Pattern.compile("SPRT: H[01] ").matcher(table).find(), table);
        Matcher row = Pattern.compile("(?m)^weights\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)").matcher(table);
        assertTrue(row.find(), table);
        int counted = Integer.parseInt(row.group(1)) + Integer.parseInt(row.group(2)) + Integer.parseInt(row.group(3));
        assertTrue(counted < 100, counted + " games before the SPRT stopped");
        Thread.sleep(1000);
        int played = 0;
        for (int w = 0; w < 2; w++) {
            Matcher m = FINISHED.matcher(Files.readString(dir.resolve("w" + w + ".log")));
            while (m.find()) {
                played++;
            }
        }
        assertEquals(counted, played, "every game a worker played is counted, and nothing queued was played");
        assertEquals(counted, records(dir.resolve("rec")).size());
    }

    @Test
    void aCoordinatorRestartedAfterTheWholeClusterWasLostResumesFromItsJournal() throws Exception {
        int[] ports = freePorts(3);
        String members = "127.0.0.1:" + ports[0] + ",127.0.0.1:" + ports[1];
        List<Process> first = new ArrayList<>();
        for (int w = 0; w < 2; w++) {
            first.add(start(dir.resolve("old" + w + ".log"), "worker", "--cluster", members, "--port",
                    Integer.toString(ports[w]), "--slots", "2"));
        }
        awaitLine(dir.resolve("old0.log"), "joined as", 120);
        awaitLine(dir.resolve("old1.log"), "joined as", 120);
        List<String> match = List.of("match", slowBrain("random"), slowBrain("weights"), "-g", "30", "-t", "100", "--out",
                dir.resolve("rec").toString(), "--cluster", members, "--port", Integer.toString(ports[2]));
        Path out1 = dir.resolve("c1.out");
        Process c1 = start(dir.resolve("c1.err"), out1, match);
        awaitProgress(out1, 10, c1);
        crash(c1);
        for (Process w : first) {
            crash(w);
        }
        for (int w = 0; w < 2; w++) {
            start(dir.resolve("new" + w + ".log"), "worker", "--cluster", members, "--port", Integer.toString(ports[w]),
                    "--slots", "2");
        }
        awaitLine(dir.resolve("new0.log"), "joined as", 120);
        awaitLine(dir.resolve("new1.log"), "joined as", 120);
        Process c2 = start(dir.resolve("c2.err"), dir.resolve("c2.out"), match);
        assertTrue(c2.waitFor(180, TimeUnit.SECONDS), "the restarted coordinator did not end");
        String err = Files.readString(dir.resolve("c2.err"));
        assertEquals(0, c2.exitValue(), err);
        Matcher resumed = Pattern.compile("resuming match \\w+: (\\d+) games already played").matcher(err);
        assertTrue(resumed.find(), err);
        int journaled = Integer.parseInt(resumed.group(1));
        assertTrue(journaled >= 10, journaled + " games in the journal");
        int replayed = 0;
        for (int w = 0; w < 2; w++) {
            Matcher m = FINISHED.matcher(Files.readString(dir.resolve("new" + w + ".log")));
            while (m.find()) {
                replayed++;
            }
        }
        assertEquals(30 - journaled, replayed, "the new workers played only the games the journal did not hold");
        Matcher row = Pattern.compile("(?m)^slow-random\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)")
                .matcher(Files.readString(dir.resolve("c2.out")));
        assertTrue(row.find());
        assertEquals(30, Integer.parseInt(row.group(1)) + Integer.parseInt(row.group(2)) + Integer.parseInt(row.group(3)));
        assertEquals(30, records(dir.resolve("rec")).size());
        try (Stream<Path> s = Files.list(dir.resolve("rec"))) {
            assertEquals(0, s.filter(p -> p.toString().endsWith(".journal")).count(), "the journal goes with the match");
        }
    }

    @Test
    void aMemberKnowingOnlyTheClusterNameRunsNothingAndCountsNothing() throws Exception {
        int[] ports = freePorts(4);
        String members = "127.0.0.1:" + ports[0] + ",127.0.0.1:" + ports[1];
        for (int w = 0; w < 2; w++) {
            start(dir.resolve("w" + w + ".log"), "worker", "--cluster", members, "--port", Integer.toString(ports[w]),
                    "--slots", "1", "--cache", dir.resolve("cache" + w).toString());
        }
        awaitLine(dir.resolve("w0.log"), "joined as", 120);
        awaitLine(dir.resolve("w1.log"), "joined as", 120);
        Path file = dir.resolve("created-by-the-rogue");
        try (RogueMember rogue = new RogueMember(RogueMember.sniffedName(SECRET), members, ports[2], "not-" + SECRET)) {
            for (long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); rogue.members() < 3; Thread.sleep(100)) {
                assertTrue(System.nanoTime() < end, "the rogue did not join the workers");
            }
            String zip = rogue.attackWorkers(file);
            rogue.replayAndForge(10);
            Path out = dir.resolve("match.out");
            Process p = start(dir.resolve("match.err"), out, List.of("match", "random", "weights", "-g", "10", "-t", "100",
                    "--out", dir.resolve("rec").toString(), "--cluster", members, "--port", Integer.toString(ports[3])));
            assertTrue(p.waitFor(180, TimeUnit.SECONDS), "the match did not end");
            String err = Files.readString(dir.resolve("match.err"));
            assertEquals(0, p.exitValue(), err);

            // The real match counted its 10 games, each played once, and nothing the rogue wrote.
            Matcher row = Pattern.compile("(?m)^random\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)").matcher(Files.readString(out));
            assertTrue(row.find(), Files.readString(out));
            assertEquals(10, Integer.parseInt(row.group(1)) + Integer.parseInt(row.group(2)) + Integer.parseInt(row.group(3)));
            assertEquals(10, records(dir.resolve("rec")).size());
            for (Path r : records(dir.resolve("rec"))) {
                assertFalse(Files.readString(r).contains("rogue"), r + " holds a forged result");
            }
            int[] finished = new int[11];
            for (int w = 0; w < 2; w++) {
                Matcher m = FINISHED.matcher(Files.readString(dir.resolve("w" + w + ".log")));
                while (m.find()) {
                    finished[Integer.parseInt(m.group(1))]++;
                }
            }
            for (int g = 1; g <= 10; g++) {
                assertEquals(1, finished[g], "game " + g + " finished " + finished[g] + " times");
            }
            assertTrue(rogue.forgedResults() > 0, "the rogue forged no result");
            assertTrue(err.contains("refused a result for game"), err);
            assertTrue(err.contains(" from " + rogue.address() + ": its MAC does not verify"), err);
            assertTrue(err.contains("refused a problem report from " + rogue.address()), err);
            assertTrue(err.contains("refused a result under key not-a-game from " + rogue.address()), err);

            // Nothing it sent ran, unpacked or deserialized; every attempt is in a worker's log, naming it.
            assertTrue(Files.notExists(file), "a rogue command ran");
            for (Future<?> task : rogue.tasks()) {
                assertThrows(ExecutionException.class, () -> task.get(30, TimeUnit.SECONDS), "a rogue task ran");
            }
            assertTrue(rogue.replays() >= 2, "the rogue replayed no job");
            String refused = "refused a job from " + rogue.address() + ": ";
            for (int w = 0; w < 2; w++) {
                assertTrue(Files.notExists(dir.resolve("cache" + w).resolve(zip)), "the rogue's zip was unpacked");
                String log = Files.readString(dir.resolve("w" + w + ".log"));
                assertTrue(log.contains(refused + "its MAC does not verify"), log);
                assertTrue(log.contains(refused + "it does not deserialize"), log);
                assertFalse(log.contains("rogue-match"), "a rogue job got past the check: " + log);
            }
            for (long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20); ; Thread.sleep(100)) {
                int said = 0;
                for (int w = 0; w < 2; w++) {
                    Matcher m = Pattern.compile("refused job \\S+ \\(game \\d+ of \\w+\\) from " + Pattern.quote(rogue.address())
                            + ": .*a replay").matcher(Files.readString(dir.resolve("w" + w + ".log")));
                    while (m.find()) {
                        said++;
                    }
                }
                if (said == rogue.replays()) {
                    break;
                }
                assertTrue(System.nanoTime() < end, said + " replays refused of " + rogue.replays());
            }
        }
    }

    @Test
    void selfPlayWithAShippedNetworkWritesTheLocalRunsBytesThroughAWorkerKilledMidJob() throws Exception {
        int[] ports = freePorts(3);
        String members = "127.0.0.1:" + ports[0] + ",127.0.0.1:" + ports[1];
        List<Process> workers = new ArrayList<>();
        for (int w = 0; w < 2; w++) {
            workers.add(start(dir.resolve("sp" + w + ".log"), "worker", "--cluster", members, "--port",
                    Integer.toString(ports[w]), "--slots", "1", "--cache", dir.resolve("cache" + w).toString()));
        }
        // A small network of its own, so that the run searches with a file the workers must be shipped.
        assertEquals(0, run("selfplay", "-g", "10", "-n", "100", "-o", dir.resolve("seed.gksp").toString()));
        assertEquals(0, run("train", dir.resolve("seed.gksp").toString(), "-o", dir.resolve("net.gknn").toString(),
                "--hidden", "8", "--hidden2", "4", "-e", "1", "--batch", "32"));
        List<String> selfplay = List.of("selfplay", "-r", "renju", "-g", "12", "-n", "1500", "--seed", "9",
                "--network", dir.resolve("net.gknn").toString());
        assertEquals(0, run(concat(selfplay, "-j", "2", "-o", dir.resolve("local.gksp").toString()).toArray(String[]::new)));
        awaitLine(dir.resolve("sp0.log"), "joined as", 120);
        awaitLine(dir.resolve("sp1.log"), "joined as", 120);

        Process coordinator = start(dir.resolve("spc.err"), dir.resolve("spc.out"), concat(selfplay, "--games-per-job",
                "2", "-o", dir.resolve("cluster.gksp").toString(), "--cluster", members, "--port", Integer.toString(ports[2])));
        String interrupted = null;
        int killed = -1;
        for (long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); killed < 0; Thread.sleep(5)) {
            assertTrue(System.nanoTime() < end, "no worker was seen in a job");
            for (int w = 0; w < 2 && killed < 0; w++) {
                Path log = dir.resolve("sp" + w + ".log");
                if (openJob(Files.readString(log)) != null) {
                    signal("STOP", workers.get(w));
                    interrupted = openJob(Files.readString(log));
                    if (interrupted != null) {
                        crash(workers.get(w));
                        killed = w;
                    } else {
                        signal("CONT", workers.get(w));
                    }
                }
            }
        }
        assertTrue(coordinator.waitFor(120, TimeUnit.SECONDS), "the clustered self-play did not end");
        String err = Files.readString(dir.resolve("spc.err"));
        assertEquals(0, coordinator.exitValue(), err);
        assertTrue(err.contains("left; its self-play jobs are played again"), err);
        assertTrue(Files.readString(dir.resolve("sp" + (1 - killed) + ".log")).contains(interrupted + " finished"),
                interrupted + " was played again by the surviving worker");
        assertArrayEquals(Files.readAllBytes(dir.resolve("local.gksp")), Files.readAllBytes(dir.resolve("cluster.gksp")));
        assertTrue(Files.readString(dir.resolve("spc.out")).contains("12/12 games"));
    }

    /** The title of a self-play job a worker's log shows started and not finished, or null. */
    private static String openJob(String log) {
        Matcher m = Pattern.compile("(self-play games \\d+-\\d+ of \\w+) started").matcher(log);
        String open = null;
        while (m.find()) {
            if (!log.contains(m.group(1) + " finished")) {
                open = m.group(1);
            }
        }
        return open;
    }

    /** Runs the launcher here and waits for it. */
    private int run(String... args) throws Exception {
        Process p = start(dir.resolve("run.err"), List.of(args));
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), String.join(" ", args));
        return p.exitValue();
    }

    @Test
    void aMemberThatFindsNobodySaysWhatToCheckAndAMissingSecretIsRefusedFirst() throws Exception {
        int[] ports = freePorts(3);
        String nobody = "127.0.0.1:" + ports[0];
        Path log = dir.resolve("alone.log");
        start(log, "worker", "--cluster", nobody, "--port", Integer.toString(ports[1]));
        awaitLine(log, "still alone: nobody answers at " + nobody + ": check that a member runs there", 60);

        Path out = dir.resolve("nosecret.out");
        Process p = start(dir.resolve("nosecret.err"), out, List.of("match", "random", "weights", "-g", "2", "--cluster",
                nobody, "--port", Integer.toString(ports[2])), null);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue());
        assertTrue(Files.readString(dir.resolve("nosecret.err")).contains("give the cluster's secret"));
        assertEquals("", Files.readString(out), "refused before the match header");
    }

    /**
     * A launcher for an example brain that waits 40 ms before each move ({@link SlowBrain}): games then
     * last long enough to kill processes in their middle, however fast the machine.
     */
    private String slowBrain(String name) throws IOException {
        Path script = Files.createDirectories(dir.resolve("slow")).resolve("pbrain-slow-" + name);
        if (!Files.exists(script)) {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Files.writeString(script, "#!/bin/sh\nexec '" + java + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp '"
                    + System.getProperty("java.class.path") + "' " + SlowBrain.class.getName() + " " + name + " 40\n");
            assertTrue(script.toFile().setExecutable(true));
        }
        return script.toString();
    }

    /** A record's players and stones (1-based x,y as written). */
    private record Psq(String black, String white, List<String> moves) {
        static Psq read(Path f) throws IOException {
            List<String> moves = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (String line : Files.readAllLines(f)) {
                if (line.startsWith("Piskvorky") || line.equals("-1")) {
                    continue;
                }
                if (line.matches("\\d+,\\d+,\\d+")) {
                    moves.add(line.substring(0, line.lastIndexOf(',')));
                } else {
                    names.add(line);
                }
            }
            return new Psq(names.get(0), names.get(1), moves);
        }
    }

    private static List<Path> records(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.filter(p -> p.toString().endsWith(".psq")).toList();
        }
    }

    /** Games a worker's log shows started and not finished. */
    private static Set<Integer> openGames(String log) {
        Set<Integer> open = new TreeSet<>();
        Matcher s = STARTED.matcher(log);
        while (s.find()) {
            open.add(Integer.parseInt(s.group(1)));
        }
        Matcher f = FINISHED.matcher(log);
        while (f.find()) {
            open.remove(Integer.parseInt(f.group(1)));
        }
        return open;
    }

    private Process start(Path err, String... args) throws IOException {
        return start(err, null, List.of(args));
    }

    private Process start(Path err, List<String> args) throws IOException {
        return start(err, null, args);
    }

    private Process start(Path err, Path out, List<String> args) throws IOException {
        return start(err, out, args, SECRET);
    }

    private Process start(Path err, Path out, List<String> args, String secret) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(BrainProc.bin().resolve("gomoku").toString());
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectError(err.toFile())
                .redirectOutput(out == null ? ProcessBuilder.Redirect.DISCARD : ProcessBuilder.Redirect.to(out.toFile()));
        if (secret == null) {
            pb.environment().remove("GOMOKU_CLUSTER_SECRET");
        } else {
            pb.environment().put("GOMOKU_CLUSTER_SECRET", secret);
        }
        Process p = pb.start();
        p.getOutputStream().close();
        processes.add(p);
        return p;
    }

    private static List<String> concat(List<String> a, String... more) {
        List<String> all = new ArrayList<>(a);
        all.addAll(List.of(more));
        return all;
    }

    private static void awaitLine(Path log, String text, int seconds) throws Exception {
        for (long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds); ; Thread.sleep(100)) {
            if (Files.exists(log) && Files.readString(log).contains(text)) {
                return;
            }
            assertTrue(System.nanoTime() < end, "no '" + text + "' in " + log);
        }
    }

    /** Waits until the coordinator's progress line shows at least {@code games} games done. */
    private static void awaitProgress(Path out, int games, Process p) throws Exception {
        for (long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120); ; Thread.sleep(20)) {
            int done = 0;
            Matcher m = DONE.matcher(new String(Files.readAllBytes(out), StandardCharsets.US_ASCII));
            while (m.find()) {
                done = Integer.parseInt(m.group(1));
            }
            if (done >= games) {
                return;
            }
            assertTrue(p.isAlive(), "the coordinator ended early");
            assertTrue(System.nanoTime() < end, "only " + done + " games done");
        }
    }

    private static int[] freePorts(int n) throws IOException {
        int[] ports = new int[n];
        for (int i = 0; i < n; i++) {
            try (ServerSocket s = new ServerSocket(0)) {
                ports[i] = s.getLocalPort();
            }
        }
        return ports;
    }
}
