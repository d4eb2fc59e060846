package dev.gomoku.core.record;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Finds {@code shared/data} by walking up from the working directory. */
final class TestData {
    private TestData() {
    }

    static Path path(String first, String... more) {
        for (Path dir = Path.of(System.getProperty("user.dir")).toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path data = dir.resolve("shared").resolve("data");
            if (Files.isDirectory(data)) {
                return data.resolve(Path.of(first, more));
            }
        }
        throw new IllegalStateException("no shared/data above " + System.getProperty("user.dir"));
    }

    static String read(String first, String... more) {
        try {
            return Files.readString(path(first, more), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
