package dev.gomoku.engine.arena.internal.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** File-system chores of the manager. */
public final class Dirs {
    private Dirs() {
    }

    /** Deletes a folder tree, ignoring what cannot be deleted. */
    public static void deleteQuietly(Path dir) {
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

    /**
     * A name fit for files and thread names.
     *
     * @param name any name
     * @return the name with every character but letters, digits, dot, underscore and dash replaced
     */
    public static String safe(String name) {
        String s = name.replaceAll("[^A-Za-z0-9._-]", "_");
        return s.isEmpty() ? "brain" : s;
    }
}
