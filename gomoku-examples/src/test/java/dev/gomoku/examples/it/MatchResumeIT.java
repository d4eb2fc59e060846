package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.record.Psq;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real {@code gomoku match} killed with SIGKILL in the middle and started again with the same
 * arguments ends with every game played exactly once: the games finished before the kill are taken
 * from the journal (their records untouched), the game in progress is played again, and the counts
 * are those of the games asked for.
 */
class MatchResumeIT {
    private static final int GAMES = 10;
    private static final Pattern ROW = Pattern.compile("(?m)^random\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+[\\d.]+$");

    @TempDir
    Path dir;

    @Test
    void aKilledMatchResumesWithoutPlayingAFinishedGameTwice() throws Exception {
        String[] args = {"match", "random", "random", "-g", Integer.toString(GAMES), "-t", "100", "--out", "records"};
        Path records = dir.resolve("records");
        Map<Integer, List<Point>> journaled;
        try (GomokuRun first = GomokuRun.start(dir, "first", args)) {
            long end = System.nanoTime() + 300_000_000_000L;
            while (completeLines(records).size() < 3 && first.process().isAlive() && System.nanoTime() < end) {
                Thread.sleep(50);
            }
            assertTrue(first.process().isAlive(), "the match ended before the kill: " + first.out() + first.err());
            // close(): SIGKILL (kill -9) to the manager, then to the brains it left
        }
        List<String> lines = completeLines(records);
        journaled = new TreeMap<>();
        for (String line : lines) {
            String[] f = line.split("\t", -1);
            List<Point> moves = new ArrayList<>();
            for (String m : f[6].split(";")) {
                String[] xy = m.split(",");
                moves.add(new Point(Integer.parseInt(xy[0]), Integer.parseInt(xy[1])));
            }
            assertTrue(journaled.put(Integer.parseInt(f[0]), moves) == null, "game " + f[0] + " journaled twice");
        }
        assertTrue(journaled.size() >= 3 && journaled.size() < GAMES, "killed mid-match: " + journaled.keySet());
        // the journal and the records agree: each journaled game has its record, with the same stones
        Map<Integer, FileTime> stamps = new HashMap<>();
        Map<Integer, String> texts = new HashMap<>();
        for (Map.Entry<Integer, List<Point>> e : journaled.entrySet()) {
            Path rec = records.resolve(String.format("game-%04d.psq", e.getKey() + 1));
            texts.put(e.getKey(), Files.readString(rec, StandardCharsets.UTF_8));
            stamps.put(e.getKey(), Files.getLastModifiedTime(rec));
            assertEquals(e.getValue(), Psq.read(texts.get(e.getKey())).moves(), "record of game " + (e.getKey() + 1));
        }

        GomokuRun second = GomokuRun.start(dir, "second", args);
        try (second) {
            assertEquals(0, second.waitFor(), second.err());
        }
        String out = second.out();
        assertTrue(second.err().contains("Resuming random vs random-2 from "), second.err());
        Matcher row = ROW.matcher(out);
        assertTrue(row.find(), out);
        int counted = Integer.parseInt(row.group(1)) + Integer.parseInt(row.group(2)) + Integer.parseInt(row.group(3));
        assertEquals(GAMES, counted, "the games counted: " + out);
        assertTrue(out.contains(GAMES + "/" + GAMES + " "), out);
        List<String> names;
        try (Stream<Path> s = Files.list(records)) {
            names = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        List<String> expected = new ArrayList<>();
        for (int g = 1; g <= GAMES; g++) {
            expected.add(String.format("game-%04d.psq", g));
        }
        assertEquals(expected, names, "one record per game and the journal removed at the end");
        for (int g : journaled.keySet()) {
            Path rec = records.resolve(String.format("game-%04d.psq", g + 1));
            assertEquals(texts.get(g), Files.readString(rec, StandardCharsets.UTF_8), "game " + (g + 1) + " replayed");
            assertEquals(stamps.get(g), Files.getLastModifiedTime(rec), "game " + (g + 1) + " rewritten");
        }
        assertFalse(out.contains("RESOURCES") || second.err().contains("RESOURCES"), "memory lines only with -v");
    }

    /** The journal's lines ended by a newline (a line cut by the kill does not count). */
    private static List<String> completeLines(Path records) throws IOException {
        if (!Files.isDirectory(records)) {
            return List.of();
        }
        Path journal;
        try (Stream<Path> s = Files.list(records)) {
            journal = s.filter(p -> p.getFileName().toString().endsWith(".journal")).findFirst().orElse(null);
        }
        if (journal == null) {
            return List.of();
        }
        String text = Files.readString(journal, StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        lines.remove(lines.size() - 1);
        return lines;
    }
}
