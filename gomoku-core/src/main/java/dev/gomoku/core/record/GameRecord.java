package dev.gomoku.core.record;

import dev.gomoku.core.Point;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A played game: the board size and the moves, black first and alternating, with optional player
 * names, time spent per move and end code (as Gomocup {@code .psq} files record them).
 *
 * @param width board width, {@value #MIN_SIZE} to {@value #MAX_SIZE}
 * @param height board height, {@value #MIN_SIZE} to {@value #MAX_SIZE}
 * @param moves the moves in order, black first; distinct points on the board
 * @param times milliseconds spent on each move, one per move, or empty when unknown
 * @param blackName the first player's name, if known
 * @param whiteName the second player's name, if known
 * @param endCode the end code a manager wrote after the names, if any
 */
public record GameRecord(int width, int height, List<Point> moves, List<Integer> times,
        Optional<String> blackName, Optional<String> whiteName, OptionalInt endCode) {

    /** Smallest board width and height. */
    public static final int MIN_SIZE = 5;
    /** Largest board width and height. */
    public static final int MAX_SIZE = 32;

    /**
     * Checks and copies the values.
     *
     * @param width board width
     * @param height board height
     * @param moves the moves, black first
     * @param times ms per move, or empty
     * @param blackName the first player's name, if known
     * @param whiteName the second player's name, if known
     * @param endCode the end code, if any
     * @throws IllegalArgumentException if a size is out of range, a move is off the board or
     *     repeated, the times do not match the moves or are negative, or a name is blank or holds a
     *     line break or surrounding blanks
     */
    public GameRecord {
        if (width < MIN_SIZE || width > MAX_SIZE || height < MIN_SIZE || height > MAX_SIZE) {
            throw new IllegalArgumentException("board size out of range " + MIN_SIZE + ".." + MAX_SIZE + ": " + width + "x" + height);
        }
        moves = List.copyOf(moves);
        times = List.copyOf(times);
        Set<Point> seen = new HashSet<>();
        for (Point p : moves) {
            if (p.x() < 0 || p.x() >= width || p.y() < 0 || p.y() >= height) {
                throw new IllegalArgumentException("move " + p + " is off the " + width + "x" + height + " board");
            }
            if (!seen.add(p)) {
                throw new IllegalArgumentException("move " + p + " is played twice");
            }
        }
        if (!times.isEmpty() && times.size() != moves.size()) {
            throw new IllegalArgumentException(times.size() + " times for " + moves.size() + " moves");
        }
        for (int t : times) {
            if (t < 0) {
                throw new IllegalArgumentException("negative time: " + t);
            }
        }
        checkName(Objects.requireNonNull(blackName, "blackName"));
        checkName(Objects.requireNonNull(whiteName, "whiteName"));
        Objects.requireNonNull(endCode, "endCode");
    }

    /**
     * A record of moves only.
     *
     * @param width board width
     * @param height board height
     * @param moves the moves, black first
     * @throws IllegalArgumentException as the canonical constructor
     */
    public GameRecord(int width, int height, List<Point> moves) {
        this(width, height, moves, List.of(), Optional.empty(), Optional.empty(), OptionalInt.empty());
    }

    private static void checkName(Optional<String> name) {
        name.ifPresent(n -> {
            if (n.isEmpty() || n.indexOf('\n') >= 0 || n.indexOf('\r') >= 0
                    || n.charAt(0) <= ' ' || n.charAt(n.length() - 1) <= ' ') {
                throw new IllegalArgumentException("bad player name: \"" + n + "\"");
            }
        });
    }

    /**
     * The same game without times, names and end code, as formats that keep only the moves read it.
     *
     * @return the moves-only record
     */
    public GameRecord movesOnly() {
        return new GameRecord(width, height, moves);
    }
}
