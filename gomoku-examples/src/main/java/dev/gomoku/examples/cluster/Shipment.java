package dev.gomoku.examples.cluster;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * A brain folder (or a zip of one) that the coordinator ships to the workers, the way the Gomocup
 * referee hands brains to its clients: zip bytes named by their SHA-256, stored signed. A worker
 * fetches one only when a signed job names its sum, checks the signature and the sum, and unpacks each
 * shipment once into its cache. A self-play network file travels the same way, zipped alone.
 *
 * @param sha256 the checksum of {@code zip}, lower-case hex
 * @param zip the zip's bytes
 */
record Shipment(String sha256, byte[] zip) {
    /** Shipped folders must stay small enough to travel through the cluster's memory. */
    static final long MAX_BYTES = 256L << 20;

    /**
     * Packs a folder (deterministically: sorted entries, fixed times) or reads a zip as it is.
     *
     * @param path a folder or a {@code .zip} file
     * @return the shipment
     * @throws IOException if it cannot be read or is larger than {@link #MAX_BYTES}
     */
    static Shipment pack(Path path) throws IOException {
        byte[] bytes;
        if (Files.isDirectory(path)) {
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            try (ZipOutputStream z = new ZipOutputStream(buf); Stream<Path> walk = Files.walk(path)) {
                List<Path> files = walk.filter(Files::isRegularFile).sorted(Comparator.comparing(Path::toString)).toList();
                for (Path f : files) {
                    ZipEntry e = new ZipEntry(path.relativize(f).toString().replace('\\', '/'));
                    e.setTime(0);
                    z.putNextEntry(e);
                    Files.copy(f, z);
                    z.closeEntry();
                    if (buf.size() > MAX_BYTES) {
                        throw new IOException(path + " is larger than " + (MAX_BYTES >> 20) + " MB");
                    }
                }
            }
            bytes = buf.toByteArray();
        } else {
            if (Files.size(path) > MAX_BYTES) {
                throw new IOException(path + " is larger than " + (MAX_BYTES >> 20) + " MB");
            }
            bytes = Files.readAllBytes(path);
        }
        return new Shipment(sha256(bytes), bytes);
    }

    /**
     * Packs one file (a self-play network) as a zip holding just it, under its name, deterministically.
     *
     * @param file the file
     * @return the shipment
     * @throws IOException if it cannot be read or is larger than {@link #MAX_BYTES}
     */
    static Shipment packFile(Path file) throws IOException {
        if (Files.size(file) > MAX_BYTES) {
            throw new IOException(file + " is larger than " + (MAX_BYTES >> 20) + " MB");
        }
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(buf)) {
            ZipEntry e = new ZipEntry(file.getFileName().toString());
            e.setTime(0);
            z.putNextEntry(e);
            Files.copy(file, z);
            z.closeEntry();
        }
        byte[] bytes = buf.toByteArray();
        return new Shipment(sha256(bytes), bytes);
    }

    /** The bytes stored in the cluster: the zip, signed. */
    byte[] sealed(ClusterKey key) {
        return key.seal(ClusterKey.Kind.SHIPMENT, zip);
    }

    /**
     * A shipment as fetched from the cluster, checked before anything of it is read.
     *
     * @param key the cluster's key
     * @param sha256 the checksum a signed job names
     * @param stored what the shipments map holds under it
     * @return the shipment
     * @throws ClusterKey.Forged if it is not signed with the cluster's key
     * @throws IOException if it is signed but is not the named shipment
     */
    static Shipment open(ClusterKey key, String sha256, Object stored) throws ClusterKey.Forged, IOException {
        if (!(stored instanceof byte[] bytes)) {
            throw new ClusterKey.Forged("it is not signed bytes");
        }
        Shipment s = new Shipment(sha256, key.open(ClusterKey.Kind.SHIPMENT, bytes));
        if (!sha256(s.zip).equals(sha256)) {
            throw new IOException("shipment " + sha256 + " arrived with another checksum");
        }
        return s;
    }

    /**
     * The unpacked folder of this shipment under {@code cache}, unpacked now unless an earlier call (of
     * this or another worker sharing the cache) did. Every file is made executable: zips made in Java
     * keep no permissions, and a brain's program must run.
     *
     * @param cache the cache folder
     * @return the folder
     * @throws IOException if the checksum is wrong, an entry leaves the folder, or unpacking fails
     */
    Path unpack(Path cache) throws IOException {
        Path done = cache.resolve(sha256);
        if (Files.isDirectory(done)) {
            return done;
        }
        if (!sha256(zip).equals(sha256)) {
            throw new IOException("shipment " + sha256 + " arrived with another checksum");
        }
        Files.createDirectories(cache);
        Path tmp = Files.createTempDirectory(cache, sha256 + ".part");
        try (ZipInputStream in = new ZipInputStream(new java.io.ByteArrayInputStream(zip))) {
            for (ZipEntry e; (e = in.getNextEntry()) != null; ) {
                Path to = tmp.resolve(e.getName()).normalize();
                if (!to.startsWith(tmp) || to.equals(tmp)) {
                    throw new IOException("shipment entry leaves its folder: " + e.getName());
                }
                if (e.isDirectory()) {
                    Files.createDirectories(to);
                    continue;
                }
                Files.createDirectories(to.getParent());
                copy(in, to);
                to.toFile().setExecutable(true, true);
            }
        }
        try {
            Files.move(tmp, done, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException | AtomicMoveNotSupportedException | java.nio.file.DirectoryNotEmptyException e) {
            if (!Files.isDirectory(done)) {
                throw e;
            }
            delete(tmp);
        }
        return done;
    }

    private static void copy(InputStream in, Path to) throws IOException {
        Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
