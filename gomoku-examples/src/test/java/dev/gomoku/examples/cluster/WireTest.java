package dev.gomoku.examples.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.Ending;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What travels between coordinator and workers comes back as it left, through the signed byte layout. */
class WireTest {
    private static final ClusterKey KEY = ClusterKey.of("wire-test");

    @TempDir
    Path dir;

    /** A job with these brains and settings, sealed, opened and read as a worker does. */
    private static GameJob roundTrip(WireBrain first, WireBrain second, WireGame g) throws Exception {
        GameJob job = new GameJob("m1", 3, "job-1", "member-1", first, second, g, -42L);
        return (GameJob) Job.read(KEY.open(ClusterKey.Kind.JOB, KEY.seal(ClusterKey.Kind.JOB, job.payload())));
    }

    private static WireResult roundTrip(WireResult r) throws Exception {
        return WireResult.read(WireBytes.write(r::write));
    }

    @Test
    void gameSettingsAndResultsSurviveTheTrip() throws Exception {
        GameSettings g = new GameSettings(15, 13, Rule.RENJU, new TimeControl(300, 60_000, 150, 1 << 20, 9000),
                List.of(new Point(7, 6), new Point(8, 6)), true);
        WireBrain x = new WireBrain("x", List.of("/bin/x", "--a b"), "PIPE", WireBrain.Origin.AS_GIVEN, "", "XY",
                Map.of("GOMOKU_MESSAGES", "1", "EMPTY", ""));
        GameJob job = roundTrip(x, x, WireGame.of(g));
        assertEquals(g, job.settings().settings());
        assertEquals(List.of("m1", 3, "job-1", "member-1", -42L),
                List.of(job.matchId(), job.game(), job.jobId(), job.member(), job.seed()));
        assertEquals(x, job.first());
        assertEquals(x.environment(), job.first().spec(Path.of("bin"), Path.of("ship")).environment());
        GameResult r = new GameResult("a", "b", Side.WHITE, Ending.FORBIDDEN, "double four",
                List.of(new Point(7, 6), new Point(8, 6), new Point(1, 2)), List.of(0L, 0L, 123L), g);
        WireResult w = roundTrip(WireResult.of(r, "[127.0.0.1]:5701"));
        assertEquals(r, w.result(g));
        assertEquals("[127.0.0.1]:5701", w.playedBy());
        GameResult draw = new GameResult("a", "b", null, Ending.BOARD_FULL, "", List.of(), List.of(), g);
        assertEquals(draw, roundTrip(WireResult.of(draw, "x")).result(g));
    }

    @Test
    void brainsTravelByWhereTheirProgramIs() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("dist/bin"));
        Files.writeString(bin.resolve("pbrain-random"), "");
        Path shipped = Files.createDirectories(dir.resolve("brains"));
        Map<String, Path> ship = Map.of("abc", shipped);

        WireBrain ours = roundTrip(WireBrain.of(BrainSpec.parse(bin.resolve("pbrain-random") + " --fast"), bin, ship),
                WireBrain.of(BrainSpec.parse("/opt/x"), bin, ship), WireGame.of(GameSettings.of(15, Rule.FREESTYLE,
                        TimeControl.of(100, 0)))).first();
        assertEquals(WireBrain.Origin.GOMOKU_BIN, ours.origin());
        Path otherBin = dir.resolve("elsewhere/bin");
        assertEquals(List.of(otherBin.resolve("pbrain-random").toString(), "--fast"), ours.spec(otherBin, null).command());

        WireBrain packed = WireBrain.of(BrainSpec.parse(shipped.resolve("x/pbrain-y").toString()), bin, ship);
        assertEquals(WireBrain.Origin.SHIPPED, packed.origin());
        assertEquals("abc", packed.shipment());
        BrainSpec there = packed.spec(otherBin, Path.of("/cache/abc"));
        assertEquals(List.of("/cache/abc/x/pbrain-y"), there.command());
        assertEquals("y", there.name());
        assertEquals(BrainProtocol.PIPE, there.protocol());

        WireBrain installed = WireBrain.of(BrainSpec.parse("/opt/brains/legacy-z"), bin, ship);
        assertEquals(WireBrain.Origin.AS_GIVEN, installed.origin());
        assertEquals(List.of("/opt/brains/legacy-z"), installed.spec(otherBin, null).command());
        assertEquals(BrainProtocol.LEGACY, installed.spec(otherBin, null).protocol());
    }

    @Test
    void aResultOrProblemCountsOnlyForTheRunAndUnitItWasSignedFor() throws Exception {
        WireResult w = new WireResult("a", "b", "BLACK", "FIVE", "", new int[] {7, 7}, new long[] {5}, "x");
        byte[] signed = KEY.seal(ClusterKey.Kind.RESULT, RunMaps.resultPayload("m1", 7, w::write));
        assertEquals(w.winner(), WireResult.read(RunMaps.openResult(KEY, "m1", 7, signed)).winner());
        assertThrows(ClusterKey.Forged.class, () -> RunMaps.openResult(KEY, "m1", 8, signed));
        assertThrows(ClusterKey.Forged.class, () -> RunMaps.openResult(KEY, "m2", 7, signed));
        assertThrows(ClusterKey.Forged.class, () -> RunMaps.openResult(ClusterKey.of("theirs"), "m1", 7, signed));
        Problem p = Problem.cannotStart(2, "u", "[1.2.3.4]:5701", "brain", "no executable");
        assertEquals(p, Problem.read(p.payload("m1"), "m1"));
        assertThrows(IOException.class, () -> Problem.read(p.payload("m1"), "m2"));
        Problem fatal = Problem.failed(2, "u", "[1.2.3.4]:5701", "bad opening");
        assertEquals(fatal, Problem.read(fatal.payload("m1"), "m1"));
        assertEquals(true, Problem.read(fatal.payload("m1"), "m1").fatal());
    }

    @Test
    void truncatedOrPaddedBytesDoNotRead() {
        WireBrain x = new WireBrain("x", List.of("/bin/x"), "PIPE", WireBrain.Origin.AS_GIVEN, "", "XY",
                Map.of("A", "b"));
        byte[] job = new GameJob("m", 0, "j", "u", x, x, WireGame.of(GameSettings.of(15, Rule.FREESTYLE,
                TimeControl.of(100, 0))), 1).payload();
        for (int cut = 0; cut < job.length; cut++) {
            byte[] shorter = java.util.Arrays.copyOf(job, cut);
            assertThrows(IOException.class, () -> Job.read(shorter), "cut at " + cut);
        }
        assertThrows(IOException.class, () -> Job.read(java.util.Arrays.copyOf(job, job.length + 1)));
    }
}
