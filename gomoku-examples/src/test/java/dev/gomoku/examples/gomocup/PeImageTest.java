package dev.gomoku.examples.gomocup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The PE header reader on the launcher the SDK ships, and on damaged copies of it. */
class PeImageTest {
    static byte[] launcher() throws IOException {
        try (InputStream in = PeImage.class.getResourceAsStream("gomocup-launcher.exe")) {
            return in.readAllBytes();
        }
    }

    @Test
    void theShippedLauncherIsA64BitConsoleProgramImportingOnlyWindows() throws Exception {
        PeImage image = PeImage.parse(launcher());
        assertEquals(PeImage.AMD64, image.machine());
        assertTrue(image.pe32Plus());
        assertEquals(PeImage.CONSOLE, image.subsystem());
        assertFalse(image.dll());
        assertEquals(List.of("KERNEL32.dll", "msvcrt.dll"), image.imports());
    }

    @Test
    void whatIsNotAnExecutableIsATypedError() {
        assertThrows(PeFormatException.class, () -> PeImage.parse(new byte[0]));
        assertThrows(PeFormatException.class, () -> PeImage.parse("#!/bin/sh\necho hi\n".getBytes()));
        byte[] mz = new byte[0x40];
        mz[0] = 'M';
        mz[1] = 'Z';
        mz[0x3C] = (byte) 0xF0;
        PeFormatException e = assertThrows(PeFormatException.class, () -> PeImage.parse(mz));
        assertTrue(e.getMessage().contains("no PE signature at offset 0xf0"), e.getMessage());
    }

    @Test
    void truncatedCopiesAreTypedErrors() throws Exception {
        byte[] full = launcher();
        for (int length = 0; length < 2048; length += 7) {
            byte[] cut = java.util.Arrays.copyOf(full, length);
            assertThrows(PeFormatException.class, () -> PeImage.parse(cut), "length " + length);
        }
    }

    /** Seed 66: any damage gives a description or a typed error, never another exception or a hang. */
    @Test
    void damagedCopiesNeverCrashSeed66() throws Exception {
        byte[] full = launcher();
        Random random = new Random(66);
        int parsed = 0;
        for (int round = 0; round < 3000; round++) {
            byte[] copy = full.clone();
            int flips = 1 + random.nextInt(8);
            for (int i = 0; i < flips; i++) {
                // most damage where the headers and the import table lie: the first 1 KiB and the .idata section
                int at = random.nextBoolean() ? random.nextInt(1024) : random.nextInt(copy.length);
                copy[at] = (byte) random.nextInt(256);
            }
            try {
                PeImage.parse(copy);
                parsed++;
            } catch (PeFormatException expected) {
                assertFalse(expected.getMessage().isBlank());
            }
        }
        assertTrue(parsed > 0, "some damage lies outside the headers and still parses");
    }
}
