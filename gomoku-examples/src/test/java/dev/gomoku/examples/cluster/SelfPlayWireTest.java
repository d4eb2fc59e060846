package dev.gomoku.examples.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.tuning.SelfPlay;
import dev.gomoku.engine.tuning.SelfPlayGame;
import dev.gomoku.engine.tuning.SelfPlaySettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A self-play job and its batch of games travel through the signed byte layout and come back as they left. */
class SelfPlayWireTest {
    private static final ClusterKey KEY = ClusterKey.of("selfplay-wire-test");

    @TempDir
    Path dir;

    private static SelfPlayJob job(int first, int count, String network, String file) {
        return new SelfPlayJob("run1", 2, "job-1", "member-1", "RENJU", 15, 20, 1500, -7L, 2, first, count, network, file);
    }

    private static SelfPlayBatch batch() {
        SelfPlaySettings s = new SelfPlaySettings(Rule.FREESTYLE, 15, 2, 300, 3, 2, 1);
        return new SelfPlayBatch(List.of(SelfPlay.play(s, Evaluator.patterns(), 0), SelfPlay.play(s, Evaluator.patterns(), 1),
                new SelfPlayGame(new int[] {112, 113}, 1, new int[] {-40_000}, 1)));
    }

    @Test
    void aJobSurvivesTheTripAndNamesItsGamesAndNetwork() throws Exception {
        SelfPlayJob j = job(8, 4, "ab12", "net.bin");
        Job back = Job.read(KEY.open(ClusterKey.Kind.JOB, KEY.seal(ClusterKey.Kind.JOB, j.payload())));
        assertEquals(j, back);
        assertEquals(new SelfPlaySettings(Rule.RENJU, 15, 20, 1500, -7L, 2, 1), j.settings());
        assertEquals("self-play games 9-12 of run1", back.title());
        assertEquals("network net.bin", j.evaluatorName());
        assertEquals("the default evaluation", job(0, 1, "", "").evaluatorName());
        assertEquals(job(0, 1, "", ""), Job.read(job(0, 1, "", "").payload()));
    }

    @Test
    void aBatchSurvivesTheTripWithItsScoresUnclamped() throws Exception {
        SelfPlayBatch b = batch();
        SelfPlayBatch back = SelfPlayBatch.read(WireBytes.write(b::write), 3, 15);
        assertEquals(3, back.games().size());
        for (int i = 0; i < 3; i++) {
            SelfPlayGame g = b.games().get(i);
            SelfPlayGame h = back.games().get(i);
            assertArrayEquals(g.moves(), h.moves());
            assertArrayEquals(g.scores(), h.scores());
            assertEquals(List.of(g.scoredFrom(), g.blackPoints()), List.of(h.scoredFrom(), h.blackPoints()));
        }
        assertTrue(back.games().get(0).moves().length > 3, "a real game");
    }

    @Test
    void truncatedPaddedOrMismatchedBytesAreTypedErrors() {
        byte[] job = job(8, 4, "ab12", "net.bin").payload();
        for (int cut = 0; cut < job.length; cut++) {
            byte[] shorter = Arrays.copyOf(job, cut);
            assertThrows(IOException.class, () -> Job.read(shorter), "job cut at " + cut);
        }
        assertThrows(IOException.class, () -> Job.read(Arrays.copyOf(job, job.length + 1)));
        byte[] unknown = job.clone();
        unknown[0] = 9;
        assertThrows(IOException.class, () -> Job.read(unknown), "an unknown kind");
        // Games past the run's end, a count of none, a network file outside its shipment, a bad rule.
        for (SelfPlayJob bad : List.of(job(18, 4, "", ""), job(0, 0, "", ""), job(0, 1, "ab12", "../x"),
                job(0, 1, "ab12", ""), new SelfPlayJob("r", 0, "j", "m", "GO", 15, 1, 1, 1, 0, 0, 1, "", ""),
                new SelfPlayJob("r", 0, "j", "m", "RENJU", 15, 1, 0, 1, 0, 0, 1, "", ""))) {
            assertThrows(IOException.class, () -> Job.read(bad.payload()), bad.toString());
        }

        byte[] body = WireBytes.write(batch()::write);
        for (int cut = 0; cut < body.length; cut += 7) {
            byte[] shorter = Arrays.copyOf(body, cut);
            assertThrows(IOException.class, () -> SelfPlayBatch.read(shorter, 3, 15), "batch cut at " + cut);
        }
        assertThrows(IOException.class, () -> SelfPlayBatch.read(Arrays.copyOf(body, body.length + 1), 3, 15));
        assertThrows(IOException.class, () -> SelfPlayBatch.read(body, 4, 15), "another number of games");
        assertThrows(IOException.class, () -> SelfPlayBatch.read(body, 3, 9), "moves off a smaller board");
        byte[] inconsistent = WireBytes.write(out -> {
            out.writeInt(1);
            WireBytes.ints(out, new int[] {112});
            out.writeInt(0);
            WireBytes.ints(out, new int[0]);
            out.writeByte(2);
        });
        assertThrows(IOException.class, () -> SelfPlayBatch.read(inconsistent, 1, 15), "scores that do not fit the moves");
    }

    @Test
    void aNetworkShipsAsAZipOfItsFileAndATamperedOneIsRefused() throws Exception {
        Path net = Files.write(dir.resolve("net.bin"), new byte[] {1, 2, 3, 4, 5});
        Shipment s = Shipment.packFile(net);
        assertEquals(s.sha256(), Shipment.packFile(net).sha256(), "packed deterministically");
        Path root = Shipment.open(KEY, s.sha256(), s.sealed(KEY)).unpack(dir.resolve("cache"));
        assertArrayEquals(Files.readAllBytes(net), Files.readAllBytes(root.resolve("net.bin")));
        byte[] tampered = s.sealed(KEY);
        tampered[tampered.length - 10] ^= 1;
        assertThrows(ClusterKey.Forged.class, () -> Shipment.open(KEY, s.sha256(), tampered));
        assertThrows(ClusterKey.Forged.class, () -> Shipment.open(KEY, s.sha256(), s.zip()), "unsigned");
    }
}
