package dev.gomoku.examples.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClusterKeyTest {
    private static final ClusterKey ALPHA = ClusterKey.of("alpha");
    private static final ClusterKey BETA = ClusterKey.of("beta");

    @TempDir
    Path dir;

    @Test
    void aSignedMessageOpensOnlyWithTheSameSecretAsTheSameKind() throws Exception {
        byte[] payload = "game 3 of m1: /bin/sh -c touch x".getBytes(StandardCharsets.UTF_8);
        byte[] sealed = ALPHA.seal(ClusterKey.Kind.JOB, payload);
        assertArrayEquals(payload, ALPHA.open(ClusterKey.Kind.JOB, sealed));
        assertArrayEquals(payload, ClusterKey.of("alpha").open(ClusterKey.Kind.JOB, sealed), "the same secret, another process");
        assertThrows(ClusterKey.Forged.class, () -> BETA.open(ClusterKey.Kind.JOB, sealed));
        assertThrows(ClusterKey.Forged.class, () -> ALPHA.open(ClusterKey.Kind.RESULT, sealed), "a job is no result");
        assertThrows(ClusterKey.Forged.class, () -> ALPHA.open(ClusterKey.Kind.JOB, new byte[31]));
        assertThrows(ClusterKey.Forged.class, () -> ALPHA.open(ClusterKey.Kind.JOB, null));
        assertThrows(ClusterKey.Forged.class, () -> ALPHA.open(ClusterKey.Kind.JOB, payload), "unsigned bytes");
    }

    @Test
    void everyChangedBitOfASignedMessageIsRefusedSeed73() {
        Random r = new Random(73);
        for (int trial = 0; trial < 200; trial++) {
            byte[] payload = new byte[r.nextInt(200)];
            r.nextBytes(payload);
            ClusterKey.Kind kind = ClusterKey.Kind.values()[r.nextInt(ClusterKey.Kind.values().length)];
            byte[] sealed = ALPHA.seal(kind, payload);
            byte[] bent = sealed.clone();
            bent[r.nextInt(bent.length)] ^= (byte) (1 << r.nextInt(8));
            assertThrows(ClusterKey.Forged.class, () -> ALPHA.open(kind, bent), "trial " + trial);
            byte[] longer = java.util.Arrays.copyOf(sealed, sealed.length + 1);
            assertThrows(ClusterKey.Forged.class, () -> ALPHA.open(kind, longer), "trial " + trial);
            if (sealed.length > ClusterKey.MAC_BYTES) {
                byte[] shorter = java.util.Arrays.copyOf(sealed, sealed.length - 1);
                assertThrows(ClusterKey.Forged.class, () -> ALPHA.open(kind, shorter), "trial " + trial);
            }
        }
    }

    @Test
    void theClusterNameTellsNothingOfTheSecretOrItsKey() throws Exception {
        assertNotEquals(ALPHA.clusterName(), BETA.clusterName());
        assertEquals(ALPHA.clusterName(), ClusterKey.of("alpha").clusterName());
        assertTrue(ALPHA.clusterName().matches("gomoku-[0-9a-f]{32}"), ALPHA.clusterName());
        // Not the plain hash an earlier version used, which a dictionary of secrets inverts at hash speed.
        String plain = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest("gomoku cluster\nalpha".getBytes(StandardCharsets.UTF_8)));
        assertFalse(ALPHA.clusterName().contains(plain.substring(0, 32)));
        assertFalse(ALPHA.toString().contains("alpha"));
        ClusterSettings s = new ClusterSettings(List.of("127.0.0.1"), "127.0.0.1", 5701, "s3cret-value", 1, dir, false);
        assertFalse(s.toString().contains("s3cret-value"), s.toString());
        assertThrows(IllegalArgumentException.class,
                () -> new ClusterSettings(List.of("127.0.0.1"), "127.0.0.1", 5701, " ", 1, dir, false));
        assertThrows(IllegalArgumentException.class,
                () -> new ClusterSettings(List.of(), "127.0.0.1", 5701, "alpha", 1, dir, false));
    }
}
