package dev.gomoku.testkit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The public test data of this repository (positions and formats with known answers, with their
 * sources and licences in {@code data/README.md} beside this class). The one place every module's
 * tests and the benchmarks read it from: it travels in gomoku-core's test jar, so a clone of the
 * repository alone has it.
 */
public final class TestData {
    private TestData() {
    }

    /**
     * Reads one data file as UTF-8 text.
     *
     * @param relative the file below the data folder, e.g. {@code renju-puzzles/quintet.json}
     * @return the file's text
     * @throws IllegalArgumentException if there is no such file
     */
    public static String read(String relative) {
        try (InputStream in = TestData.class.getResourceAsStream("data/" + relative)) {
            if (in == null) {
                throw new IllegalArgumentException("no test data file " + relative);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
