package dev.gomoku.engine.arena;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** File-system chores of the manager. */
final class Dirs {
    private Dirs() {
    }

    /** Deletes a folder tree, ignoring what cannot be deleted. */
    static void deleteQuietly(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // best effort: a brain may still hold a file open
                }
            });
        } catch (IOException e) {
            // already gone
        }
    }
}
