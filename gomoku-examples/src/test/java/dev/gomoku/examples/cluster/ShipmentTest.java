package dev.gomoku.examples.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShipmentTest {
    @TempDir
    Path dir;

    private Path brainFolder(String weights) throws IOException {
        Path f = Files.createDirectories(dir.resolve("brain-" + weights));
        Files.writeString(f.resolve("pbrain-x"), "#!/bin/sh\necho hi\n");
        Files.createDirectories(f.resolve("data"));
        Files.writeString(f.resolve("data/weights.txt"), weights);
        return f;
    }

    @Test
    void aFolderTravelsAndUnpacksOnceWithItsProgramExecutable() throws IOException {
        Shipment s = Shipment.pack(brainFolder("1 2 3"));
        assertEquals(Shipment.sha256(s.zip()), s.sha256());
        assertEquals(s.sha256(), Shipment.pack(brainFolder("1 2 3")).sha256(), "packing is deterministic");
        assertNotEquals(s.sha256(), Shipment.pack(brainFolder("1 2 4")).sha256());
        Path cache = dir.resolve("cache");
        Path root = s.unpack(cache);
        assertEquals(cache.resolve(s.sha256()), root);
        assertEquals("1 2 3", Files.readString(root.resolve("data/weights.txt")));
        assertTrue(Files.isExecutable(root.resolve("pbrain-x")));
        Files.writeString(root.resolve("marker"), "kept");
        assertEquals(root, new Shipment(s.sha256(), s.zip()).unpack(cache));
        assertTrue(Files.exists(root.resolve("marker")), "a second unpack reuses the first");
    }

    @Test
    void aZipTravelsAsItIsAndCountsAsAFolderForItsBrains() throws IOException {
        Path zip = dir.resolve("brains.zip");
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(zip))) {
            z.putNextEntry(new ZipEntry("mine/pbrain-mine"));
            z.write("#!/bin/sh\n".getBytes(StandardCharsets.UTF_8));
            z.closeEntry();
        }
        Shipment s = Shipment.pack(zip);
        assertEquals(Shipment.sha256(Files.readAllBytes(zip)), s.sha256());
        Path root = s.unpack(dir.resolve("cache"));
        assertTrue(Files.isExecutable(root.resolve("mine/pbrain-mine")));
        WireBrain b = WireBrain.of(dev.gomoku.engine.arena.client.BrainSpec.parse(zip.resolve("mine/pbrain-mine") + " -x"),
                dir.resolve("bin"), java.util.Map.of(s.sha256(), zip));
        assertEquals(WireBrain.Origin.SHIPPED, b.origin());
        assertEquals(java.util.List.of(root.resolve("mine/pbrain-mine").toString(), "-x"), b.spec(dir, root).command());
    }

    @Test
    void aDamagedShipmentOrOneLeavingItsFolderIsRefused() throws IOException {
        Shipment s = Shipment.pack(brainFolder("7"));
        byte[] damaged = s.zip().clone();
        damaged[damaged.length / 2] ^= 1;
        IOException e = assertThrows(IOException.class, () -> new Shipment(s.sha256(), damaged).unpack(dir.resolve("c1")));
        assertTrue(e.getMessage().contains("checksum"), e.getMessage());

        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(buf)) {
            z.putNextEntry(new ZipEntry("../escape.sh"));
            z.write("x".getBytes(StandardCharsets.UTF_8));
            z.closeEntry();
        }
        byte[] evil = buf.toByteArray();
        e = assertThrows(IOException.class, () -> new Shipment(Shipment.sha256(evil), evil).unpack(dir.resolve("c2")));
        assertTrue(e.getMessage().contains("leaves its folder"), e.getMessage());
        assertTrue(Files.notExists(dir.resolve("escape.sh")));
    }

    @Test
    void aShipmentOpensOnlyIfSignedWithTheClusterKeyAndNamedByItsSum() throws Exception {
        ClusterKey key = ClusterKey.of("ours");
        Shipment s = Shipment.pack(brainFolder("5"));
        assertArrayEquals(s.zip(), Shipment.open(key, s.sha256(), s.sealed(key)).zip());
        assertThrows(ClusterKey.Forged.class, () -> Shipment.open(key, s.sha256(), s.zip()), "unsigned");
        assertThrows(ClusterKey.Forged.class, () -> Shipment.open(key, s.sha256(), s.sealed(ClusterKey.of("theirs"))));
        assertThrows(ClusterKey.Forged.class, () -> Shipment.open(key, s.sha256(), "a string"));
        Shipment other = Shipment.pack(brainFolder("6"));
        IOException e = assertThrows(IOException.class, () -> Shipment.open(key, s.sha256(), other.sealed(key)));
        assertTrue(e.getMessage().contains("another checksum"), e.getMessage());
    }
}
