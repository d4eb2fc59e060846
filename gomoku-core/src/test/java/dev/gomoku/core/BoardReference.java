package dev.gomoku.core;

import java.util.HashMap;
import java.util.Map;

/**
 * A deliberately simple model of a position on a plain {@code int[y][x]} grid (0 empty, 1 black,
 * 2 white), written straight from the rule table in {@code shared/spec/protocols.md} section 4 (caro
 * as the Gomocup referee judges it, see {@link #rowWins}) and the pattern definitions of
 * {@link Pattern}: wins by measuring whole rows, patterns by extracting the line and trying placements. Slow and meant to be obviously right; {@link Board} is tested against it.
 */
final class BoardReference {
    static final int EMPTY = 0;
    static final int BLACK = 1;
    static final int WHITE = 2;
    /** Outside the board, in extracted lines. */
    static final int OFF = 3;
    static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private final int[][] grid;
    private final int width;
    private final int height;
    private final Rule rule;

    BoardReference(int width, int height, Rule rule) {
        this.grid = new int[height][width];
        this.width = width;
        this.height = height;
        this.rule = rule;
    }

    static BoardReference of(Board board) {
        BoardReference ref = new BoardReference(board.width(), board.height(), board.rule());
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                Side s = board.stoneAt(x, y);
                ref.grid[y][x] = s == null ? EMPTY : s == Side.BLACK ? BLACK : WHITE;
            }
        }
        return ref;
    }

    int at(int x, int y) {
        return x >= 0 && x < width && y >= 0 && y < height ? grid[y][x] : OFF;
    }

    private boolean exactOnly(int colour) {
        return switch (rule) {
            case FREESTYLE, CARO -> false;
            case STANDARD, CARO_EXACT -> true;
            case RENJU -> colour == BLACK;
        };
    }

    private boolean caro() {
        return rule == Rule.CARO || rule == Rule.CARO_EXACT;
    }

    /**
     * Whether a maximal row of {@code length} stones of {@code colour}, with these cells just beyond its
     * ends, wins. Caro in the terms of GomocupJudge {@code c11ec6a} {@code client/ai_match.py}
     * {@code make_move}: {@code blocked} counts the ends that hold an opponent stone (off the board
     * counts not), rule 8 wins on {@code c > 5 or (c == 5 and blocked < 2)}, rule 9 on
     * {@code c == 5 and blocked < 2}.
     */
    private boolean rowWins(int colour, int length, int beforeStart, int afterEnd) {
        int opponent = 3 - colour;
        if (caro()) {
            int blocked = (beforeStart == opponent ? 1 : 0) + (afterEnd == opponent ? 1 : 0);
            return rule == Rule.CARO && length > 5 || length == 5 && blocked < 2;
        }
        return length == 5 || length > 5 && !exactOnly(colour);
    }

    /** Whether the stone at (x, y) is part of a winning row. */
    boolean isWin(int x, int y) {
        int colour = at(x, y);
        if (colour != BLACK && colour != WHITE) {
            return false;
        }
        for (int[] d : DIRECTIONS) {
            int back = 0;
            while (at(x - (back + 1) * d[0], y - (back + 1) * d[1]) == colour) {
                back++;
            }
            int fwd = 0;
            while (at(x + (fwd + 1) * d[0], y + (fwd + 1) * d[1]) == colour) {
                fwd++;
            }
            int before = at(x - (back + 1) * d[0], y - (back + 1) * d[1]);
            int after = at(x + (fwd + 1) * d[0], y + (fwd + 1) * d[1]);
            if (rowWins(colour, back + fwd + 1, before, after)) {
                return true;
            }
        }
        return false;
    }

    /** Black if black has a winning row, else white if white has one, else null. */
    Side winner() {
        boolean white = false;
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (isWin(x, y)) {
                    if (grid[y][x] == BLACK) {
                        return Side.BLACK;
                    }
                    white = true;
                }
            }
        }
        return white ? Side.WHITE : null;
    }

    /** Whether a stone of {@code colour} on the empty (x, y) would win. */
    boolean wouldWin(int colour, int x, int y) {
        grid[y][x] = colour;
        try {
            return isWin(x, y);
        } finally {
            grid[y][x] = EMPTY;
        }
    }

    /**
     * The pattern of a {@code colour} stone on the empty (x, y) in direction d: the whole line is
     * extracted (off-board cells as {@link #OFF}), the stone put on it, and the definitions applied
     * by trying placements on empty cells within five of it.
     */
    Pattern pattern(int colour, int x, int y, int d) {
        int dx = DIRECTIONS[d][0];
        int dy = DIRECTIONS[d][1];
        int back = 0;
        while (at(x - back * dx, y - back * dy) != OFF) {
            back++;
        }
        int fwd = 0;
        while (at(x + fwd * dx, y + fwd * dy) != OFF) {
            fwd++;
        }
        // the line with one OFF cell at each end, so that walks stop
        int[] line = new int[back + fwd + 1];
        int centre = back;
        for (int i = 0; i < line.length; i++) {
            line[i] = at(x + (i - centre) * dx, y + (i - centre) * dy);
        }
        line[centre] = colour;
        return new LineClassifier(line, centre, colour).classify();
    }

    private final class LineClassifier {
        private final int[] line;
        private final int centre;
        private final int colour;
        /** By the cells within five of the centre, the only ones placements change. */
        private final Map<Integer, Pattern> memo = new HashMap<>();

        LineClassifier(int[] line, int centre, int colour) {
            this.line = line;
            this.centre = centre;
            this.colour = colour;
        }

        /** The maximal row of own stones through the centre: its length and the cells beyond it. */
        private boolean centreRowWins() {
            int lo = centre;
            while (line[lo - 1] == colour) {
                lo--;
            }
            int hi = centre;
            while (line[hi + 1] == colour) {
                hi++;
            }
            return rowWins(colour, hi - lo + 1, line[lo - 1], line[hi + 1]);
        }

        private int centreRowLength() {
            int n = 1;
            for (int i = centre - 1; line[i] == colour; i--) {
                n++;
            }
            for (int i = centre + 1; line[i] == colour; i++) {
                n++;
            }
            return n;
        }

        Pattern classify() {
            int key = 0;
            for (int i = centre - 5; i <= centre + 5; i++) {
                key = key * 4 + (i >= 0 && i < line.length ? line[i] : OFF);
            }
            Pattern known = memo.get(key);
            if (known != null) {
                return known;
            }
            Pattern p = compute();
            memo.put(key, p);
            return p;
        }

        private Pattern compute() {
            if (centreRowWins()) {
                return Pattern.FIVE;
            }
            if (centreRowLength() >= 6) {
                return Pattern.OVERLINE;
            }
            int lo = Math.max(1, centre - 5);
            int hi = Math.min(line.length - 2, centre + 5);
            int fives = 0;
            for (int i = lo; i <= hi; i++) {
                if (line[i] == EMPTY) {
                    line[i] = colour;
                    if (centreRowWins()) {
                        fives++;
                    }
                    line[i] = EMPTY;
                }
            }
            if (fives > 0) {
                return fives >= 2 ? Pattern.FLEX_FOUR : Pattern.BLOCKED_FOUR;
            }
            Pattern best = Pattern.DEAD;
            for (int i = lo; i <= hi; i++) {
                if (line[i] != EMPTY) {
                    continue;
                }
                line[i] = colour;
                Pattern after = classify();
                line[i] = EMPTY;
                Pattern down = switch (after) {
                    case FLEX_FOUR -> Pattern.FLEX_THREE;
                    case BLOCKED_FOUR -> Pattern.BLOCKED_THREE;
                    case FLEX_THREE -> Pattern.FLEX_TWO;
                    case BLOCKED_THREE -> Pattern.BLOCKED_TWO;
                    case FLEX_TWO -> Pattern.FLEX_ONE;
                    case BLOCKED_TWO -> Pattern.BLOCKED_ONE;
                    default -> Pattern.DEAD;
                };
                if (down.compareTo(best) > 0) {
                    best = down;
                }
            }
            return best;
        }
    }
}
