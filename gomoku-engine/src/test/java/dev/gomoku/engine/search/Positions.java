package dev.gomoku.engine.search;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Positions for the search tests: random game-like ones (no five on the board, black never forbidden),
 * drawn ones, and those of the fixture files next to the tests.
 */
final class Positions {
    private Positions() {
    }

    static Board random(SplittableRandom rnd, Rule rule, int stones) {
        Board b = Board.create(15, rule);
        int tries = 0;
        while (b.moveCount() < stones && tries++ < stones * 50) {
            int x = (int) Math.round(7 + rnd.nextGaussian() * 2.5);
            int y = (int) Math.round(7 + rnd.nextGaussian() * 2.5);
            if (!b.contains(x, y)) {
                continue;
            }
            int c = b.index(x, y);
            if (b.cell(c) != Board.EMPTY) {
                continue;
            }
            if (b.sideToMove() == dev.gomoku.core.Side.BLACK && rule == Rule.RENJU && ForbiddenMoves.isForbidden(b, c)) {
                continue;
            }
            b.play(c);
            if (b.winner() != null) {
                b.undo();
            }
        }
        return b;
    }

    /** A board from rows of 'x' (black), 'o' (white) and '.', top row first. */
    static Board parse(Rule rule, String... rows) {
        Board b = Board.create(rows[0].length(), rows.length, rule);
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                char ch = rows[y].charAt(x);
                if (ch == 'x') {
                    b.place(b.index(x, y), dev.gomoku.core.Side.BLACK);
                } else if (ch == 'o') {
                    b.place(b.index(x, y), dev.gomoku.core.Side.WHITE);
                }
            }
        }
        return b;
    }

    /** The data lines of a fixture resource next to {@code owner}: not blank, not a {@code #} comment. */
    static List<String> dataLines(Class<?> owner, String resource) {
        List<String> out = new ArrayList<>();
        try (var in = owner.getResourceAsStream(resource);
                var r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The board after {@code moves}, "x,y" cells separated by spaces, from the first move on. */
    static Board played(Rule rule, String moves) {
        Board b = Board.create(15, rule);
        for (String xy : moves.trim().split(" ")) {
            b.play(cell(b, xy));
        }
        return b;
    }

    /** The cell of an "x,y" pair on {@code b}. */
    static int cell(Board b, String xy) {
        String[] p = xy.trim().split(",");
        return b.index(Integer.parseInt(p[0].trim()), Integer.parseInt(p[1].trim()));
    }
}
