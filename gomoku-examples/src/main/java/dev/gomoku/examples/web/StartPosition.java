package dev.gomoku.examples.web;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A position a game starts from: stones of either colour and the side to move, as the page's editor
 * sets them up. A {@link Board} derives the side to move from the stone counts, so the stones are
 * played alternately; when the side to move has as many stones as the other and is white (or one
 * fewer and is black, as "white moves first" needs), the board holds the colours swapped
 * ({@link #flipped()}): under a rule without forbidden moves the two colours play alike.
 *
 * @param black black's stones
 * @param white white's stones
 * @param toMove the side to move
 */
record StartPosition(List<Point> black, List<Point> white, Side toMove) {
    /** The empty board, black to move. */
    static final StartPosition EMPTY = new StartPosition(List.of(), List.of(), Side.BLACK);

    StartPosition {
        black = List.copyOf(black);
        white = List.copyOf(white);
    }

    /** Whether the board holds the colours swapped. */
    boolean flipped() {
        int mine = (toMove == Side.BLACK ? black : white).size();
        int theirs = (toMove == Side.BLACK ? white : black).size();
        return toMove == Side.BLACK ? mine + 1 == theirs : mine == theirs;
    }

    /** The number of stones. */
    int size() {
        return black.size() + white.size();
    }

    /**
     * The board of this position (colours swapped when {@link #flipped()}), or a refusal that says why
     * it cannot be played: stones off the board or repeated, stone counts no game can reach, five in a
     * row already, or white to move first under renju.
     */
    Board board(int width, int height, Rule rule) throws BadRequest {
        Set<Point> seen = new HashSet<>();
        for (Point p : concat(black, white)) {
            if (p.x() < 0 || p.y() < 0 || p.x() >= width || p.y() >= height) {
                throw new BadRequest(400, "stone " + p.x() + "," + p.y() + " is off the " + width + "x" + height + " board");
            }
            if (!seen.add(p)) {
                throw new BadRequest(400, "two stones on " + p.x() + "," + p.y());
            }
        }
        List<Point> mover = toMove == Side.BLACK ? black : white;
        List<Point> other = toMove == Side.BLACK ? white : black;
        if (mover.size() != other.size() && mover.size() + 1 != other.size()) {
            throw new BadRequest(400, name(toMove) + " to move needs as many stones as " + name(toMove.opponent())
                    + " or one fewer; the position has " + black.size() + " black and " + white.size() + " white");
        }
        boolean flip = flipped();
        if (flip && rule.hasForbiddenMoves()) {
            throw new BadRequest(400, "under renju black moves first: with " + black.size() + " black and " + white.size()
                    + " white stones it is " + name(toMove.opponent()) + " to move");
        }
        // the board's black: the side with the first stone of an alternating order
        List<Point> first = flip ? white : black;
        List<Point> second = flip ? black : white;
        Board b = Board.create(width, height, rule);
        for (int i = 0; i < first.size(); i++) {
            place(b, first.get(i));
            if (i < second.size()) {
                place(b, second.get(i));
            }
        }
        return b;
    }

    private static void place(Board b, Point p) throws BadRequest {
        int idx = b.index(p.x(), p.y());
        b.play(idx);
        if (b.isWin(idx)) {
            throw new BadRequest(400, "the position already has five in a row at " + p.x() + "," + p.y());
        }
    }

    private static List<Point> concat(List<Point> a, List<Point> b) {
        List<Point> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static String name(Side s) {
        return s.name().toLowerCase(Locale.ROOT);
    }

    /** A named three-stone opening (black, white, black around the centre), white to move. */
    static StartPosition of(NamedOpening o, int width, int height) throws BadRequest {
        List<Point> p;
        try {
            p = o.opening().points(width, height);
        } catch (IllegalArgumentException e) {
            throw new BadRequest(400, o.label() + " does not fit a " + width + "x" + height + " board");
        }
        return new StartPosition(List.of(p.get(0), p.get(2)), List.of(p.get(1)), Side.WHITE);
    }

    /** The stones in move order (black first, alternately), when they alternate from black. */
    List<Point> inOrder() {
        List<Point> out = new ArrayList<>();
        for (int i = 0; i < black.size(); i++) {
            out.add(black.get(i));
            if (i < white.size()) {
                out.add(white.get(i));
            }
        }
        return out;
    }

    /**
     * Reads the editor's form: {@code black} and {@code white} as {@code x,y} lists ({@code 7,7 8,7}), and
     * {@code toMove}.
     */
    static StartPosition of(String black, String white, String toMove) throws BadRequest {
        Side side = switch (toMove) {
            case "black" -> Side.BLACK;
            case "white" -> Side.WHITE;
            default -> throw new BadRequest(400, "toMove must be black or white, got " + toMove);
        };
        return new StartPosition(xy(black), xy(white), side);
    }

    /**
     * Reads a typed or pasted position: stones in move order (black first, then alternately), in pos
     * notation with rows as the board's labels count them ({@link Notation#pos}: {@code h8h9i9}, the
     * Kagetsu opening) or as {@code x,y} pairs ({@code 7,7 7,6 8,6}). The side to move follows from the count.
     */
    static StartPosition parse(String text, int width, int height) throws BadRequest {
        String t = text.strip();
        List<Point> stones = !t.isEmpty() && Character.isLetter(t.charAt(0)) ? Notation.pos(t, width, height) : xy(t);
        List<Point> b = new ArrayList<>();
        List<Point> w = new ArrayList<>();
        for (int i = 0; i < stones.size(); i++) {
            (i % 2 == 0 ? b : w).add(stones.get(i));
        }
        return new StartPosition(b, w, stones.size() % 2 == 0 ? Side.BLACK : Side.WHITE);
    }

    /** {@code x,y} pairs separated by blanks, semicolons or commas: {@code 7,7 8,8} or {@code 7,7;8,8}. */
    private static List<Point> xy(String text) throws BadRequest {
        String t = text.strip();
        List<Point> out = new ArrayList<>();
        if (t.isEmpty()) {
            return out;
        }
        String[] nums = t.split("[\\s,;()\\[\\]]+");
        List<Integer> v = new ArrayList<>();
        for (String n : nums) {
            if (n.isEmpty()) {
                continue;
            }
            try {
                v.add(Integer.parseInt(n));
            } catch (NumberFormatException e) {
                throw new BadRequest(400, "expected x,y pairs like 7,7 8,8 or pos notation like h8h9i9, got " + n);
            }
        }
        if (v.size() % 2 != 0) {
            throw new BadRequest(400, "x,y pairs: " + v.size() + " numbers is an odd count");
        }
        for (int i = 0; i < v.size(); i += 2) {
            out.add(new Point(v.get(i), v.get(i + 1)));
        }
        return out;
    }
}
