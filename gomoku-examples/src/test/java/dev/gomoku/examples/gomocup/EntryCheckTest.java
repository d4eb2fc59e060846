package dev.gomoku.examples.gomocup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.examples.gomocup.Finding.Severity;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The entry check on zips made here: a good entry, each rule broken once, and corrupt files. */
class EntryCheckTest {
    private static final String CONFIG = "java=-Xmx256m\nclasspath=lib\\*\nmain=brains.x.XBrain\narg=pipe\n";

    @TempDir
    Path dir;

    private Path zip(String name, Map<String, byte[]> files) throws IOException {
        Path zip = dir.resolve(name);
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream z = new ZipOutputStream(out)) {
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                z.putNextEntry(new ZipEntry(f.getKey()));
                z.write(f.getValue());
                z.closeEntry();
            }
        }
        return zip;
    }

    private static Map<String, byte[]> good() throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("pbrain-x.exe", PeImageTest.launcher());
        files.put("pbrain-x.cfg", CONFIG.getBytes(StandardCharsets.UTF_8));
        files.put("legacy-x.exe", PeImageTest.launcher());
        files.put("lib/x.jar", new byte[100]);
        return files;
    }

    private static boolean has(EntryReport r, Severity s, String rule, String text) {
        return r.findings().stream().anyMatch(f -> f.severity() == s && f.rule().equals(rule)
                && f.message().contains(text));
    }

    /** The launcher with one ASCII run replaced by another of the same length. */
    private static byte[] patched(String from, String to) throws IOException {
        byte[] b = PeImageTest.launcher();
        String text = new String(b, StandardCharsets.ISO_8859_1);
        int at = text.indexOf(from);
        assertTrue(at > 0, from);
        System.arraycopy(to.getBytes(StandardCharsets.ISO_8859_1), 0, b, at, to.length());
        return b;
    }

    @Test
    void aGoodEntryPasses() throws IOException {
        EntryReport r = EntryCheck.check(zip("good.zip", good()));
        assertTrue(r.accepted(), r.findings().toString());
        assertEquals("pbrain-x.exe", r.program());
        assertTrue(has(r, Severity.INFO, "imports", "[KERNEL32.dll, msvcrt.dll]"), r.findings().toString());
        assertTrue(has(r, Severity.INFO, "size", "within the default limit"));
        assertEquals(Files.size(dir.resolve("good.zip")), r.zipBytes());
    }

    @Test
    void aZippedFolderIsRefusedWithTheFix() throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        good().forEach((k, v) -> files.put("x/" + k, v));
        EntryReport r = EntryCheck.check(zip("folder.zip", files));
        assertFalse(r.accepted());
        assertTrue(has(r, Severity.ERROR, "program", "zip that folder's contents"), r.findings().toString());
    }

    @Test
    void onlyAnOldProtocolProgramIsRefused() throws IOException {
        Map<String, byte[]> files = good();
        files.remove("pbrain-x.exe");
        EntryReport r = EntryCheck.check(zip("old.zip", files));
        assertTrue(has(r, Severity.ERROR, "program", "would start legacy-x.exe with the old file protocol"),
                r.findings().toString());
    }

    @Test
    void severalBrainsAreAWarningNamingTheOneStarted() throws IOException {
        Map<String, byte[]> files = good();
        files.put("pbrain-x64.exe", PeImageTest.launcher());
        files.put("runtime/pbrain-y.exe", PeImageTest.launcher());
        EntryReport r = EntryCheck.check(zip("several.zip", files));
        assertTrue(r.accepted());
        assertEquals("pbrain-x64.exe", r.program());
        assertTrue(has(r, Severity.WARNING, "program", "2 pbrain programs at the top"));
        assertTrue(has(r, Severity.WARNING, "program", "runtime/pbrain-y.exe"));
    }

    @Test
    void a32BitOrWindowProgramIsRefused() throws IOException {
        byte[] b = PeImageTest.launcher();
        int pe = (b[0x3C] & 0xFF) | (b[0x3D] & 0xFF) << 8;
        b[pe + 4] = 0x4C; // machine 0x14c: i386
        b[pe + 5] = 0x01;
        b[pe + 24 + 68] = 2; // subsystem: a window program
        Map<String, byte[]> files = good();
        files.put("pbrain-x.exe", b);
        EntryReport r = EntryCheck.check(zip("x86.zip", files));
        assertTrue(has(r, Severity.ERROR, "pe", "not a 64-bit x86-64 program (machine 0x14c"), r.findings().toString());
        assertTrue(has(r, Severity.ERROR, "pe", "not a console program (subsystem 2"), r.findings().toString());
    }

    @Test
    void anImportedCompilerRuntimeIsRefusedUnlessShipped() throws IOException {
        Map<String, byte[]> files = good();
        files.put("pbrain-x.exe", patched("msvcrt.dll", "vcrun1.dll"));
        EntryReport r = EntryCheck.check(zip("dll.zip", files));
        assertTrue(has(r, Severity.ERROR, "imports", "pbrain-x.exe needs vcrun1.dll"), r.findings().toString());
        files.put("vcrun1.dll", PeImageTest.launcher());
        assertTrue(EntryCheck.check(zip("dll-shipped.zip", files)).accepted());
    }

    @Test
    void absolutePathsAreRefused() throws IOException {
        Map<String, byte[]> files = good();
        files.put("pbrain-x.cfg", (CONFIG + "classpath=C:\\Users\\me\\x.jar\n").getBytes(StandardCharsets.UTF_8));
        EntryReport r = EntryCheck.check(zip("abs.zip", files));
        assertTrue(has(r, Severity.ERROR, "paths", "pbrain-x.cfg line 5 holds an absolute path"), r.findings().toString());
        files = good();
        files.put("/etc/x", new byte[1]);
        files.put("lib/../../y", new byte[1]);
        r = EntryCheck.check(zip("abs-names.zip", files));
        assertTrue(has(r, Severity.ERROR, "paths", "absolute path in the zip: /etc/x"));
        assertTrue(has(r, Severity.ERROR, "paths", "'..' in a path in the zip: lib/../../y"));
    }

    @Test
    void overEightMegabytesIsAWarningWithTheMeasuredSize() throws IOException {
        Map<String, byte[]> files = good();
        byte[] noise = new byte[8_100_000];
        new Random(66).nextBytes(noise);
        files.put("lib/noise.bin", noise);
        Path zip = zip("big.zip", files);
        EntryReport r = EntryCheck.check(zip);
        assertTrue(r.accepted());
        String measured = String.format(java.util.Locale.ROOT, "%,d bytes", Files.size(zip));
        assertTrue(has(r, Severity.WARNING, "size", measured + " (8.1 MB), over the default limit of 8 MB: ask the "
                + "organisers"), r.findings().toString());
    }

    @Test
    void notAZipIsAnErrorNotACrash() throws IOException {
        Path text = dir.resolve("text.zip");
        Files.writeString(text, "hello");
        EntryReport r = EntryCheck.check(text);
        assertFalse(r.accepted());
        assertTrue(has(r, Severity.ERROR, "zip", "not a readable zip"), r.findings().toString());
        assertFalse(EntryCheck.check(dir.resolve("missing.zip")).accepted());
        assertTrue(has(EntryCheck.check(zip("empty.zip", Map.of())), Severity.ERROR, "zip", "no files"));
    }

    /** Seed 66: damaged and cut copies of a good zip always give a report, never an exception. */
    @Test
    void damagedZipsGiveAReportSeed66() throws IOException {
        byte[] good = Files.readAllBytes(zip("source.zip", good()));
        Random random = new Random(66);
        CRC32 seen = new CRC32();
        for (int round = 0; round < 300; round++) {
            byte[] copy = round % 3 == 0 ? java.util.Arrays.copyOf(good, random.nextInt(good.length)) : good.clone();
            for (int i = random.nextInt(6); i >= 0 && copy.length > 0; i--) {
                copy[random.nextInt(copy.length)] = (byte) random.nextInt(256);
            }
            Path damaged = dir.resolve("damaged.zip");
            Files.write(damaged, copy);
            EntryReport r = EntryCheck.check(damaged);
            assertNotNull(r);
            assertFalse(r.findings().isEmpty());
            seen.update(r.accepted() ? 1 : 0);
        }
    }
}
