package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a newcomer sees of a default {@code gomoku match}: the progress bar redrawn on one line, no
 * per-game memory lines (those are for {@code -v}), and once at the end each brain's peak memory and
 * longest move.
 */
class MatchOutputIT {
    private static final Pattern SUMMARY = Pattern.compile(
            "(?m)^(random|weights): peak memory [\\d.]+ MiB \\(unique memory of the process tree\\), longest move \\d+ ms$");

    @TempDir
    Path dir;

    @Test
    void theBarStaysOneLineAndTheSummaryComesOnce() throws Exception {
        GomokuRun run = GomokuRun.start(dir, "plain", "match", "random", "weights", "-g", "3", "-t", "100");
        try (run) {
            assertEquals(0, run.waitFor(), run.err());
        }
        String out = run.out();
        assertFalse(out.contains("RESOURCES") || run.err().contains("RESOURCES"), out + run.err());
        // split at newlines only: String.lines() would split at the bar's carriage returns too
        List<String> barLines = Stream.of(out.split("\n")).filter(l -> l.contains("] 0/3 ")).toList();
        assertEquals(1, barLines.size(), out);
        String bar = barLines.get(0);
        for (int done = 0; done <= 3; done++) {
            assertTrue(bar.contains("\r[") && bar.contains("] " + done + "/3 "), "every redraw on the one line: " + bar);
        }
        assertEquals(2, SUMMARY.matcher(out).results().count(), out);
        assertEquals(List.of("random", "weights"), SUMMARY.matcher(out).results().map(r -> r.group(1)).toList());
    }
}
