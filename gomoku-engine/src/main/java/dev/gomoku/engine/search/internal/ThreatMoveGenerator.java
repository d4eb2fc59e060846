package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Side;
import dev.gomoku.engine.search.MoveGenerator;
import dev.gomoku.engine.search.Position;

/** The default threat-aware move generator (see {@link MoveGenerator#threatAware(int)}). */
public final class ThreatMoveGenerator implements MoveGenerator {
    /** The default cap: none (the search prunes late quiet moves itself, which is cheaper). */
    public static final int DEFAULT_CAP = MAX_MOVES;

    private final int cap;

    /**
     * Creates the generator.
     *
     * @param cap cap on quiet moves, at least 1
     */
    public ThreatMoveGenerator(int cap) {
        if (cap < 1) {
            throw new IllegalArgumentException("maxCandidates must be at least 1, was " + cap);
        }
        this.cap = cap;
    }

    @Override
    public int generate(Position p, int[] moves, int[] scores) {
        Side me = p.sideToMove();
        Side op = me.opponent();
        int n = p.candidateCount();
        if (n == 0) {
            return firstMove(p, moves, scores);
        }
        if (p.levelCount(me, Position.LEVEL_FIVE) > 0) {
            return collect(p, me, Position.LEVEL_FIVE, moves, scores, false);
        }
        if (p.levelCount(op, Position.LEVEL_FIVE) > 0) {
            return collect(p, op, Position.LEVEL_FIVE, moves, scores, false);
        }
        if (p.levelCount(me, Position.LEVEL_WIN_FOUR) > 0) {
            int k = collect(p, me, Position.LEVEL_WIN_FOUR, moves, scores, true);
            if (k > 0) {
                return 1;
            }
        }
        boolean defend = canMakeOpenFour(p, op);
        // The engine's own positions are ordered by the fitted weights; another implementation by its cell scores.
        SearchBoard board = p instanceof SearchBoard b ? b : null;
        int count = 0;
        for (int i = 0; i < n; i++) {
            int c = p.candidate(i);
            int myLevel = p.level(me, c);
            int opLevel = p.level(op, c);
            if (defend && myLevel < Position.LEVEL_FOUR && opLevel < Position.LEVEL_FOUR) {
                continue;
            }
            moves[count] = c;
            scores[count++] = board != null ? 0
                    : p.cellScore(me, c) * 4 + p.cellScore(op, c) * 3 + LEVEL_BONUS[myLevel] * 4 + LEVEL_BONUS[opLevel] * 3;
        }
        if (board != null) {
            board.orderWeights().score(board, moves, scores, count);
        }
        if (!defend && count > cap) {
            // Keep the best cap moves (unordered; the search picks the best first) plus every own four.
            select(moves, scores, 0, count - 1, cap);
            int kept = cap;
            for (int i = cap; i < count; i++) {
                if (p.level(me, moves[i]) >= Position.LEVEL_FOUR) {
                    moves[kept] = moves[i];
                    scores[kept++] = scores[i];
                }
            }
            count = kept;
        }
        return count;
    }

    /** Quickselect: afterwards the k highest scores are in positions 0..k-1. */
    private static void select(int[] m, int[] s, int lo, int hi, int k) {
        while (lo < hi) {
            int pivot = s[(lo + hi) >>> 1];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (s[i] > pivot) {
                    i++;
                }
                while (s[j] < pivot) {
                    j--;
                }
                if (i <= j) {
                    int t = s[i];
                    s[i] = s[j];
                    s[j] = t;
                    t = m[i];
                    m[i] = m[j];
                    m[j] = t;
                    i++;
                    j--;
                }
            }
            if (k <= j) {
                hi = j;
            } else if (k >= i) {
                lo = i;
            } else {
                return;
            }
        }
    }

    private static final int[] LEVEL_BONUS = {0, 20, 400, 900, 700, 2500, 6000, 20000};

    /**
     * Whether the side has a cell it may play that makes an open four or a double four (an open three
     * on the board, say): renju black's cells for it may all be forbidden, which only the exact check
     * tells. The search's static win check, the evaluation's open three faced and its tuner's feature
     * ask the same.
     *
     * @param p the position
     * @param s the side
     * @return true if the side may make an open four (or a double four) now
     */
    public static boolean canMakeOpenFour(Position p, Side s) {
        if (p.levelCount(s, Position.LEVEL_WIN_FOUR) == 0) {
            return false;
        }
        if (s != Side.BLACK || !p.board().rule().hasForbiddenMoves()) {
            return true;
        }
        int n = p.candidateCount();
        for (int i = 0; i < n; i++) {
            int c = p.candidate(i);
            if (p.level(s, c) == Position.LEVEL_WIN_FOUR && !p.isForbidden(c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the side wins in five plies: it has a four-three or a double three, and the opponent has
     * no cell for a four (so nothing to answer with); or it has a four-three whose forced block makes
     * no four and leaves it a legal open four. A four's block and a three lie on different lines through
     * the stone, so no one reply stops both. Renju black's double threes are forbidden; its four-threes
     * are judged by their block ({@link SearchBoard#fourThreeVerdict(int, int)}) and played out on the
     * board only when every open four through the stone turns out forbidden.
     *
     * @param p the position (restored afterwards, its candidates perhaps in another order)
     * @param s the side
     * @return true if the side wins by force in five plies
     */
    public static boolean winsInFive(SearchBoard p, Side s) {
        Side o = s.opponent();
        if (p.levelCount(o, Position.LEVEL_FIVE) != 0) {
            return false;
        }
        int fourThrees = p.levelCount(s, Position.LEVEL_FOUR_THREE);
        boolean renjuBlack = s == Side.BLACK && p.renju();
        if (!renjuBlack && fourThrees + p.levelCount(s, Position.LEVEL_DOUBLE_THREE) > 0
                && p.levelCount(o, Position.LEVEL_FOUR) + p.levelCount(o, Position.LEVEL_FOUR_THREE)
                        + p.levelCount(o, Position.LEVEL_WIN_FOUR) == 0) {
            return true;
        }
        // Downwards: renju black's play-out moves its cell to the end of the list and the last cell into its place.
        for (int i = p.candidateCount() - 1; i >= 0 && fourThrees > 0; i--) {
            int c = p.candidate(i);
            if (p.level(s, c) == Position.LEVEL_FOUR_THREE) {
                fourThrees--;
                if (renjuBlack && p.isForbidden(c)) {
                    continue;
                }
                int verdict = p.fourThreeVerdict(c, s.code());
                if (verdict == SearchBoard.FOUR_THREE_WINS
                        || verdict == SearchBoard.FOUR_THREE_UNDECIDED && fourThreeWinsPlayedOut(p, c, s)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Plays the four-three {@code c} and its forced block, and asks whether a legal open four remains
     * anywhere: what {@link SearchBoard#fourThreeVerdict(int, int)} cannot decide for renju black.
     */
    static boolean fourThreeWinsPlayedOut(SearchBoard p, int c, Side s) {
        Side o = s.opponent();
        p.make(c);
        int block = p.findCandidate(s.code(), Position.LEVEL_FIVE);
        boolean wins;
        if (block < 0) {
            wins = false;
        } else if (o == Side.BLACK && p.renju() && p.isForbidden(block)) {
            wins = true;
        } else if (p.level(o, block) >= Position.LEVEL_FOUR) {
            // The block makes a four of its own: the defender gains the tempo.
            wins = false;
        } else {
            p.make(block);
            wins = canMakeOpenFour(p, s);
            p.undo();
        }
        p.undo();
        return wins;
    }

    private static int collect(Position p, Side s, int level, int[] moves, int[] scores, boolean legalOnly) {
        int n = p.candidateCount();
        int k = 0;
        for (int i = 0; i < n; i++) {
            int c = p.candidate(i);
            if (p.level(s, c) == level && (!legalOnly || p.isLegal(c))) {
                moves[k] = c;
                scores[k++] = 1_000_000;
            }
        }
        return k;
    }

    private static int firstMove(Position p, int[] moves, int[] scores) {
        var b = p.board();
        if (b.isFull()) {
            return 0;
        }
        int c = b.index(b.width() / 2, b.height() / 2);
        if (b.cell(c) != dev.gomoku.core.Board.EMPTY) {
            search:
            for (int y = 0; y < b.height(); y++) {
                for (int x = 0; x < b.width(); x++) {
                    if (b.cell(b.index(x, y)) == dev.gomoku.core.Board.EMPTY) {
                        c = b.index(x, y);
                        break search;
                    }
                }
            }
        }
        moves[0] = c;
        scores[0] = 0;
        return 1;
    }
}
