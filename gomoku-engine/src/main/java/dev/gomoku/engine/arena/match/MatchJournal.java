package dev.gomoku.engine.arena.match;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.Ending;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The finished games of a match, one line each, written to disk as each game ends, so that a match
 * stopped in any way (Ctrl-C, a kill, a reboot) and started again with the same definition plays only
 * the games it had not finished. A line is {@code game TAB black TAB white TAB winner TAB ending TAB
 * detail TAB x,y,ms;x,y,ms;...} (winner {@code BLACK}, {@code WHITE} or {@code -}) ended by a newline.
 * A last line without its newline (cut by a kill) does not count and is dropped by the next write; a
 * line that does not read or is no game of the match is skipped with a message on standard error. The
 * games of lines that do not count are played again.
 */
public final class MatchJournal implements AutoCloseable {
    private final Path file;
    private FileChannel out;

    private MatchJournal(Path file) {
        this.file = file;
    }

    /**
     * The journal kept in a file (created with the first game written).
     *
     * @param file the file
     * @return the journal
     */
    public static MatchJournal at(Path file) {
        return new MatchJournal(file);
    }

    /**
     * A name for a match that is the same whenever it is defined the same way: a hash of the two brains
     * (as named in the match) and of the settings that decide which games are played and how (the
     * concurrency and the record folder are left out).
     *
     * @param first the first brain
     * @param second the second brain, named apart from the first
     * @param s the match's settings
     * @return 16 hexadecimal digits
     */
    public static String id(BrainSpec first, BrainSpec second, MatchSettings s) {
        String def = first + "\n" + second + "\n" + s.game() + "\n" + s.games() + "\n" + s.openings() + "\n"
                + s.randomSymmetry() + "\n" + s.seed() + "\n" + s.sprt();
        try {
            byte[] h = MessageDigest.getInstance("SHA-256").digest(def.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(h).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /**
     * The journal's file.
     *
     * @return the path
     */
    public Path file() {
        return file;
    }

    /**
     * The games written so far that are games of this match (numbered within it, their stones legal on
     * its board), by number; the first line of a game counts.
     *
     * @param settings the match's settings
     * @return the results; empty if there is no journal
     * @throws IOException if the file exists and cannot be read
     */
    public Map<Integer, GameResult> read(MatchSettings settings) throws IOException {
        Map<Integer, GameResult> found = new TreeMap<>();
        if (!Files.exists(file)) {
            return found;
        }
        String[] lines = Files.readString(file, StandardCharsets.UTF_8).split("\n", -1);
        // the text after the last newline is empty, or a line cut short
        for (int n = 0; n < lines.length - 1; n++) {
            if (lines[n].isEmpty()) {
                continue;
            }
            try {
                Map.Entry<Integer, GameResult> e = parse(lines[n], settings);
                found.putIfAbsent(e.getKey(), e.getValue());
            } catch (IllegalArgumentException e) {
                System.err.println("gomoku arena: " + file + " line " + (n + 1) + " skipped: " + e.getMessage());
            }
        }
        return found;
    }

    /**
     * Appends a finished game and forces it to the disk, so that neither a kill nor a power cut loses it.
     *
     * @param game the game's number, 0-based
     * @param r its result
     * @throws IOException if it cannot be written
     */
    public synchronized void append(int game, GameResult r) throws IOException {
        if (out == null) {
            Path dir = file.toAbsolutePath().getParent();
            if (dir != null) {
                Files.createDirectories(dir);
            }
            out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.APPEND);
            out.truncate(completeLength());
        }
        out.write(ByteBuffer.wrap((format(game, r) + "\n").getBytes(StandardCharsets.UTF_8)));
        out.force(false);
    }

    /** The length of the file up to its last newline: a line cut by a kill is dropped. */
    private long completeLength() throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] != '\n') {
            end--;
        }
        return end;
    }

    /**
     * Removes the journal: the match's result is out.
     *
     * @throws IOException if it cannot be removed
     */
    public synchronized void delete() throws IOException {
        close();
        Files.deleteIfExists(file);
    }

    @Override
    public synchronized void close() throws IOException {
        if (out != null) {
            out.close();
            out = null;
        }
    }

    static String format(int game, GameResult r) {
        StringBuilder moves = new StringBuilder();
        for (int i = 0; i < r.moves().size(); i++) {
            if (i > 0) {
                moves.append(';');
            }
            Point p = r.moves().get(i);
            moves.append(p.x()).append(',').append(p.y()).append(',').append(r.millis().get(i));
        }
        return game + "\t" + clean(r.black()) + "\t" + clean(r.white()) + "\t"
                + (r.winner() == null ? "-" : r.winner().name()) + "\t" + r.ending() + "\t" + clean(r.detail()) + "\t"
                + moves;
    }

    /**
     * Reads one line as a game of the match.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static Map.Entry<Integer, GameResult> parse(String line, MatchSettings settings) {
        String[] f = line.split("\t", -1);
        if (f.length != 7) {
            throw new IllegalArgumentException(f.length + " fields instead of 7");
        }
        int game = number(f[0], "game");
        if (game < 0 || game >= settings.games()) {
            throw new IllegalArgumentException("game " + game + " is not a game of this match");
        }
        if (!f[3].matches("-|BLACK|WHITE")) {
            throw new IllegalArgumentException("winner '" + f[3] + "' is not BLACK, WHITE or -");
        }
        Ending ending;
        try {
            ending = Ending.valueOf(f[4]);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("ending '" + f[4] + "' is not one of " + List.of(Ending.values()), e);
        }
        GameSettings g = settings.gameSettings(game);
        Board board = Board.create(g.width(), g.height(), g.rule());
        List<Point> stones = new ArrayList<>();
        List<Long> millis = new ArrayList<>();
        for (String m : f[6].isEmpty() ? new String[0] : f[6].split(";")) {
            String[] p = m.split(",", -1);
            if (p.length != 3) {
                throw new IllegalArgumentException("move '" + m + "' is not x,y,ms");
            }
            int x = number(p[0], "x");
            int y = number(p[1], "y");
            if (!board.contains(x, y) || !board.isEmpty(board.index(x, y)) || board.isFull()) {
                throw new IllegalArgumentException("move " + x + "," + y + " is no move on this game's board");
            }
            board.play(board.index(x, y));
            stones.add(new Point(x, y));
            millis.add((long) number(p[2], "ms"));
        }
        List<Point> opening = g.opening();
        if (stones.size() < opening.size() || !stones.subList(0, opening.size()).equals(opening)) {
            throw new IllegalArgumentException("the game does not begin with this match's opening " + opening);
        }
        return Map.entry(game, new GameResult(f[1], f[2], f[3].equals("-") ? null : Side.valueOf(f[3]), ending, f[5],
                stones, millis, g));
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
