package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.engine.search.Position;

/**
 * Depth-first VCF (victory by continuous fours) on a {@link SearchBoard}, for the side to move,
 * bounded by attacker moves and nodes. Proven failures are cached by (hash, side, moves left).
 * Renju: black never plays a forbidden point, and a black defender whose only block is forbidden
 * loses.
 */
public final class VcfSearch {
    static final int MAX_LINE = 600;
    private final SearchBoard pos;
    private final long[] failKeys;
    private final int[] failDepth;
    private final int failMask;
    private final int[] line = new int[MAX_LINE];
    private int lineLen;
    private final int[][] buf = new int[MAX_LINE][];
    private long nodes;
    private long maxNodes;
    private boolean aborted;

    /**
     * Creates a solver on a position (which it makes and takes back moves on).
     *
     * @param pos the position
     * @param cacheBits log2 of the failure cache size
     */
    public VcfSearch(SearchBoard pos, int cacheBits) {
        this.pos = pos;
        failKeys = new long[1 << cacheBits];
        failDepth = new int[1 << cacheBits];
        failMask = (1 << cacheBits) - 1;
    }

    /** Forgets cached failures. */
    public void reset() {
        java.util.Arrays.fill(failKeys, 0);
    }

    /**
     * Looks for a VCF of the side to move. Keeps cached failures of earlier calls on this solver
     * (they stay valid: they are facts about positions).
     *
     * @param maxAttackerMoves most attacker moves (the final five not counted)
     * @param nodeBudget most moves made
     * @return true if a win was found; then {@link #line()} holds it
     */
    public boolean solve(int maxAttackerMoves, long nodeBudget) {
        nodes = 0;
        maxNodes = nodeBudget;
        aborted = false;
        lineLen = 0;
        return attack(Math.min(maxAttackerMoves, MAX_LINE / 2 - 2), 0);
    }

    /**
     * The winning line of the last successful solve: attacker, defender, ..., ending with the attacker
     * move after which the defender is lost; a single five point when the attacker has a five already.
     *
     * @return board indices
     */
    public int[] line() {
        return java.util.Arrays.copyOf(line, lineLen);
    }

    int lineLength() {
        return lineLen;
    }

    int lineAt(int i) {
        return line[i];
    }

    /**
     * Whether the last solve ran out of nodes (a failure is then not a proof).
     *
     * @return true if aborted
     */
    public boolean aborted() {
        return aborted;
    }

    /**
     * Moves made by the last solve.
     *
     * @return the node count
     */
    public long nodes() {
        return nodes;
    }

    private int[] buffer(int ply) {
        int[] b = buf[ply];
        if (b == null) {
            b = new int[256];
            buf[ply] = b;
        }
        return b;
    }

    private boolean attack(int movesLeft, int ply) {
        SearchBoard p = pos;
        int a = p.toMove();
        int d = 3 - a;
        if (p.levelCount(a, Position.LEVEL_FIVE) > 0) {
            if (ply == 0) {
                line[0] = pos.findCandidate(a, Position.LEVEL_FIVE);
                lineLen = 1;
            } else {
                lineLen = ply;
            }
            return true;
        }
        if (movesLeft <= 0 || aborted) {
            return false;
        }
        int fourCells = p.levelCount(a, Position.LEVEL_FOUR) + p.levelCount(a, Position.LEVEL_FOUR_THREE)
                + p.levelCount(a, Position.LEVEL_WIN_FOUR);
        if (fourCells == 0) {
            return false;
        }
        long key = p.hash() * 0x9E3779B97F4A7C15L + a;
        int slot = (int) (key ^ (key >>> 29)) & failMask;
        if (failKeys[slot] == key && failDepth[slot] >= movesLeft) {
            return false;
        }
        int forcedBlock = -1;
        int defFives = p.levelCount(d, Position.LEVEL_FIVE);
        if (defFives > 0) {
            if (defFives > 1) {
                return false;
            }
            forcedBlock = pos.findCandidate(d, Position.LEVEL_FIVE);
        }
        int[] list = buffer(ply);
        int n = 0;
        int last = ply >= 2 ? line[ply - 2] : -1;
        int cn = p.candidateCount();
        for (int i = 0; i < cn; i++) {
            int c = p.candidate(i);
            int lv = p.level(a, c);
            if (lv < Position.LEVEL_FOUR || (forcedBlock >= 0 && c != forcedBlock)) {
                continue;
            }
            if (a == Board.BLACK && p.isForbidden(c)) {
                continue;
            }
            // Order: winning fours, then four-threes, then fours near the last attacker move.
            int s = lv * 64 + (last >= 0 ? 32 - Math.min(32, pos.distance(c, last)) : 0);
            MoveLists.insertDescending(list, 128, n++, c, s);
            if (n >= 127) {
                break;
            }
        }
        for (int i = 0; i < n; i++) {
            int c = list[i];
            line[ply] = c;
            p.make(c);
            nodes++;
            boolean win = defend(movesLeft - 1, ply + 1);
            p.undo();
            if (win) {
                return true;
            }
            if (nodes > maxNodes) {
                aborted = true;
                return false;
            }
        }
        if (!aborted) {
            failKeys[slot] = key;
            failDepth[slot] = movesLeft;
        }
        return false;
    }

    /** Defender to move after the attacker made a four. */
    private boolean defend(int movesLeft, int ply) {
        SearchBoard p = pos;
        int d = p.toMove();
        int a = 3 - d;
        if (p.levelCount(d, Position.LEVEL_FIVE) > 0) {
            return false;
        }
        int fives = p.levelCount(a, Position.LEVEL_FIVE);
        if (fives == 0) {
            return false;
        }
        if (fives > 1) {
            lineLen = ply;
            return true;
        }
        int b = pos.findCandidate(a, Position.LEVEL_FIVE);
        if (d == Board.BLACK && p.isForbidden(b)) {
            lineLen = ply;
            return true;
        }
        line[ply] = b;
        p.make(b);
        nodes++;
        boolean win = attack(movesLeft, ply + 1);
        p.undo();
        return win;
    }
}
