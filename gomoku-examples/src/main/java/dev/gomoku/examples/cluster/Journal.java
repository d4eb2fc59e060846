package dev.gomoku.examples.cluster;

import dev.gomoku.core.Board;
import dev.gomoku.engine.arena.referee.Ending;
import dev.gomoku.engine.arena.referee.GameSettings;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The coordinator's own record of the results it counted, one line per game beside the match's
 * records, so that a restarted coordinator does not lose finished games even when every worker was
 * restarted too (the cluster's maps live in the workers' memory). A line is
 * {@code game TAB black TAB white TAB winner TAB ending TAB detail TAB x,y,ms;x,y,ms;...}; a line that
 * does not read (the last one, cut by a kill) is skipped with a message naming it.
 */
final class Journal implements AutoCloseable {
    private final Path file;
    private BufferedWriter out;

    private Journal(Path file) {
        this.file = file;
    }

    /** The journal of a match in a record folder, or null without a folder. */
    static Journal in(Path recordDir, String matchId) {
        return recordDir == null ? null : new Journal(recordDir.resolve("cluster-" + matchId + ".journal"));
    }

    /**
     * The results written so far, by game number (the first line of a game counts).
     *
     * @param err where unreadable lines are reported
     * @return the results; empty if there is no journal
     * @throws IOException if the file exists and cannot be read
     */
    Map<Integer, WireResult> read(PrintStream err) throws IOException {
        Map<Integer, WireResult> found = new TreeMap<>();
        if (!Files.exists(file)) {
            return found;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int n = 0; n < lines.size(); n++) {
            try {
                Map.Entry<Integer, WireResult> e = parse(lines.get(n));
                found.putIfAbsent(e.getKey(), e.getValue());
            } catch (IllegalArgumentException e) {
                err.println("gomoku cluster: " + file + " line " + (n + 1) + " skipped: " + e.getMessage());
            }
        }
        return found;
    }

    /**
     * Appends a counted game and flushes it to the operating system.
     *
     * @param game the game's number
     * @param r its result
     * @throws IOException if it cannot be written
     */
    void append(int game, WireResult r) throws IOException {
        if (out == null) {
            Files.createDirectories(file.getParent());
            out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        }
        out.write(format(game, r));
        out.write('\n');
        out.flush();
    }

    /** Removes the journal once the match's result is out. */
    void delete() throws IOException {
        close();
        Files.deleteIfExists(file);
    }

    @Override
    public void close() throws IOException {
        if (out != null) {
            out.close();
            out = null;
        }
    }

    static String format(int game, WireResult r) {
        StringBuilder moves = new StringBuilder();
        for (int i = 0; i < r.millis().length; i++) {
            if (i > 0) {
                moves.append(';');
            }
            moves.append(r.moves()[2 * i]).append(',').append(r.moves()[2 * i + 1]).append(',').append(r.millis()[i]);
        }
        return game + "\t" + clean(r.black()) + "\t" + clean(r.white()) + "\t" + (r.winner() == null ? "-" : r.winner())
                + "\t" + r.ending() + "\t" + clean(r.detail()) + "\t" + moves;
    }

    /**
     * Reads one line.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static Map.Entry<Integer, WireResult> parse(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != 7) {
            throw new IllegalArgumentException(f.length + " fields instead of 7");
        }
        int game = number(f[0], "game");
        if (game < 0) {
            throw new IllegalArgumentException("negative game number " + game);
        }
        if (!f[3].matches("-|BLACK|WHITE")) {
            throw new IllegalArgumentException("winner '" + f[3] + "' is not BLACK, WHITE or -");
        }
        try {
            Ending.valueOf(f[4]);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("ending '" + f[4] + "' is not one of " + List.of(Ending.values()), e);
        }
        List<int[]> stones = new ArrayList<>();
        for (String m : f[6].isEmpty() ? new String[0] : f[6].split(";")) {
            String[] p = m.split(",", -1);
            if (p.length != 3) {
                throw new IllegalArgumentException("move '" + m + "' is not x,y,ms");
            }
            stones.add(new int[] {number(p[0], "x"), number(p[1], "y"), number(p[2], "ms")});
        }
        int[] xy = new int[stones.size() * 2];
        long[] ms = new long[stones.size()];
        for (int i = 0; i < stones.size(); i++) {
            xy[2 * i] = stones.get(i)[0];
            xy[2 * i + 1] = stones.get(i)[1];
            ms[i] = stones.get(i)[2];
        }
        return Map.entry(game, new WireResult(f[1], f[2], f[3].equals("-") ? null : f[3], f[4], f[5], xy, ms,
                "journal"));
    }

    /**
     * Whether a journal's stones form a game on this board: each on the board and on an empty cell.
     *
     * @param r the result read
     * @param g the game's settings
     * @return true if the stones replay
     */
    static boolean replays(WireResult r, GameSettings g) {
        Board b = Board.create(g.width(), g.height(), g.rule());
        for (int i = 0; i + 1 < r.moves().length; i += 2) {
            int x = r.moves()[i];
            int y = r.moves()[i + 1];
            if (!b.contains(x, y) || !b.isEmpty(b.index(x, y)) || b.isFull()) {
                return false;
            }
            b.play(b.index(x, y));
        }
        return true;
    }

    private static int number(String s, String what) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " '" + s + "' is not a number", e);
        }
    }

    private static String clean(String s) {
        return s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }
}
