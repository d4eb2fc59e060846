package dev.gomoku.examples.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What travels between coordinator and workers comes back as it left, through Java serialization. */
class WireTest {
    @TempDir
    Path dir;

    @SuppressWarnings("unchecked")
    private static <T> T roundTrip(T value) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(buf)) {
            out.writeObject(value);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(buf.toByteArray()))) {
            return (T) in.readObject();
        }
    }

    @Test
    void gameSettingsAndResultsSurviveTheTrip() throws Exception {
        GameSettings g = new GameSettings(15, 13, Rule.RENJU, new TimeControl(300, 60_000, 150, 1 << 20, 9000),
                List.of(new Point(7, 6), new Point(8, 6)), true);
        assertEquals(g, roundTrip(WireGame.of(g)).settings());
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

        WireBrain ours = roundTrip(WireBrain.of(BrainSpec.parse(bin.resolve("pbrain-random") + " --fast"), bin, ship));
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
    void theClusterNameHidesTheSecretAndDiffersBySecret() {
        ClusterSettings a = new ClusterSettings(List.of("127.0.0.1"), "127.0.0.1", 5701, "alpha", 1, dir, false);
        ClusterSettings b = new ClusterSettings(List.of("127.0.0.1"), "127.0.0.1", 5701, "beta", 1, dir, false);
        assertNotEquals(a.clusterName(), b.clusterName());
        assertEquals(a.clusterName(),
                new ClusterSettings(List.of("10.0.0.2:5701"), "10.0.0.1", 5801, "alpha", 4, dir, true).clusterName());
        assertEquals(-1, a.clusterName().indexOf("alpha"));
        assertThrows(IllegalArgumentException.class,
                () -> new ClusterSettings(List.of("127.0.0.1"), "127.0.0.1", 5701, " ", 1, dir, false));
        assertThrows(IllegalArgumentException.class,
                () -> new ClusterSettings(List.of(), "127.0.0.1", 5701, "alpha", 1, dir, false));
    }
}
