package dev.gomoku.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gomoku.testkit.TestData;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Loads the renju forbidden-move positions of {@code renju-forbidden/*.json} of the test data ({@link TestData}) and converts
 * renju notation ({@code h8}: column from the left, row counted from the bottom) to protocol points.
 */
final class RenjuData {
    private RenjuData() {
    }

    /**
     * One position with known answers.
     *
     * @param id the case id from the file
     * @param size board size
     * @param black black stones
     * @param white white stones
     * @param expected expected verdicts: for point queries the exact kind (NONE when legal); for
     *        complete sets every forbidden point, with its kind or null where the source does not say
     * @param complete whether {@code expected} lists every forbidden point (all others are legal)
     */
    record Case(String id, int size, List<Point> black, List<Point> white,
            Map<Point, Forbidden> expected, boolean complete) {

        /** The same case under one of the 8 symmetries of the square board. */
        Case transformed(int symmetry) {
            Map<Point, Forbidden> e = new LinkedHashMap<>();
            expected.forEach((p, k) -> e.put(RenjuSymmetry.apply(symmetry, p, size), k));
            return new Case(id + " sym" + symmetry, size,
                    black.stream().map(p -> RenjuSymmetry.apply(symmetry, p, size)).toList(),
                    white.stream().map(p -> RenjuSymmetry.apply(symmetry, p, size)).toList(),
                    Collections.unmodifiableMap(e), complete);
        }

        /** The position as {@code grid[y][x]} of {@link RenjuReference} cell codes. */
        int[][] grid() {
            int[][] g = new int[size][size];
            black.forEach(p -> g[p.y()][p.x()] = RenjuReference.BLACK);
            white.forEach(p -> g[p.y()][p.x()] = RenjuReference.WHITE);
            return g;
        }

        @Override
        public String toString() {
            return id;
        }
    }

    /** Every case of the two files in {@code renju-forbidden/}. */
    static List<Case> forbiddenCases() {
        List<Case> cases = new ArrayList<>();
        for (String file : List.of("renju-forbidden/quintet.json", "renju-forbidden/realcore.json")) {
            try {
                for (JsonNode node : new ObjectMapper().readTree(TestData.read(file))) {
                    cases.add(parse(node));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(file, e);
            }
        }
        return cases;
    }

    static Case parse(JsonNode node) {
        String id = node.path("id").asText();
        int size = node.path("size").asInt(15);
        List<Point> black = points(node.path("black"), size);
        List<Point> white = points(node.path("white"), size);
        Map<Point, Forbidden> expected = new LinkedHashMap<>();
        boolean complete = node.path("complete").asBoolean(false);
        if (node.has("queries")) {
            for (JsonNode q : node.get("queries")) {
                Point p = point(q.path("point").asText(), size);
                expected.put(p, q.path("forbidden").asBoolean() ? kind(q.path("kind")) : Forbidden.NONE);
            }
        }
        if (node.has("forbidden")) {
            node.get("forbidden").fields().forEachRemaining(
                    e -> expected.put(point(e.getKey(), size), kind(e.getValue())));
        }
        if (node.has("forbidden_points")) {
            for (JsonNode p : node.get("forbidden_points")) {
                expected.put(point(p.asText(), size), null);
            }
        }
        if (expected.isEmpty() && !complete) {
            throw new IllegalArgumentException(id + ": nothing to check");
        }
        return new Case(id, size, black, white, Collections.unmodifiableMap(expected), complete);
    }

    private static Forbidden kind(JsonNode kind) {
        if (kind.isNull() || kind.isMissingNode()) {
            throw new IllegalArgumentException("forbidden point without a kind");
        }
        return Forbidden.valueOf(kind.asText().toUpperCase(java.util.Locale.ROOT));
    }

    private static List<Point> points(JsonNode array, int size) {
        List<Point> points = new ArrayList<>();
        for (JsonNode p : array) {
            points.add(point(p.asText(), size));
        }
        return points;
    }

    /**
     * Renju notation to protocol coordinates: {@code h8} on 15x15 is (7, 7), {@code a15} is (0, 0).
     *
     * @throws IllegalArgumentException for anything that is not a point of the board
     */
    static Point point(String notation, int size) {
        if (notation.length() < 2 || notation.length() > 3) {
            throw new IllegalArgumentException("not a renju point: '" + notation + "'");
        }
        int x = notation.charAt(0) - 'a';
        int row;
        try {
            row = Integer.parseInt(notation.substring(1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a renju point: '" + notation + "'", e);
        }
        if (x < 0 || x >= size || row < 1 || row > size) {
            throw new IllegalArgumentException("off the " + size + "x" + size + " board: '" + notation + "'");
        }
        return new Point(x, size - row);
    }

    /** Protocol coordinates to renju notation, for messages. */
    static String notation(Point p, int size) {
        return (char) ('a' + p.x()) + Integer.toString(size - p.y());
    }
}
