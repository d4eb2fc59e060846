package dev.gomoku.engine.search;

import dev.gomoku.core.Board;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the shared test data and converts renju notation. */
final class TestData {
    private TestData() {
    }

    /** The {@code shared/data} folder: walks up from the working directory. */
    static Path dataDir() {
        Path p = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        while (p != null) {
            Path d = p.resolve("shared").resolve("data");
            if (Files.isDirectory(d)) {
                return d;
            }
            Path sib = p.resolveSibling("shared").resolve("data");
            if (Files.isDirectory(sib)) {
                return sib;
            }
            p = p.getParent();
        }
        throw new IllegalStateException("shared/data not found above " + System.getProperty("user.dir"));
    }

    static Object json(String relative) {
        try {
            return MiniJson.parse(Files.readString(dataDir().resolve(relative)));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + relative, e);
        }
    }

    /** Renju notation ({@code h8}: column letter, row counted from the bottom) to a cell index. */
    static int index(Board b, String point) {
        int x = point.charAt(0) - 'a';
        int row = Integer.parseInt(point.substring(1));
        return b.index(x, b.height() - row);
    }

    static String name(Board b, int index) {
        return (char) ('a' + b.x(index)) + Integer.toString(b.height() - b.y(index));
    }
}
