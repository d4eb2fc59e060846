package dev.gomoku.examples.gomocup;

import static org.junit.jupiter.api.Assertions.assertFalse;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Fuzzes the entry check: any bytes as a zip give a report with findings, any bytes as an executable
 * a description or a {@link PeFormatException}. In a normal build only the inputs under
 * {@code EntryFuzzTestInputs} run (a good entry's zip, the shipped launcher); {@code .ci/fuzz} fuzzes.
 */
class EntryFuzzTest {

    @FuzzTest(maxDuration = "30s")
    void zipFiles(byte[] data) throws IOException {
        Path zip = Files.createTempFile("entry-fuzz", ".zip");
        try {
            Files.write(zip, data);
            assertFalse(EntryCheck.check(zip).findings().isEmpty());
        } finally {
            Files.delete(zip);
        }
    }

    @FuzzTest(maxDuration = "30s")
    void executables(byte[] data) {
        try {
            PeImage.parse(data);
        } catch (PeFormatException expected) {
            assertFalse(expected.getMessage().isBlank());
        }
    }
}
