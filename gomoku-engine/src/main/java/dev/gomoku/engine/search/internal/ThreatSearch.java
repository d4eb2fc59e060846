package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.engine.search.Position;

/**
 * Depth-first VCT (victory by continuous threats) on a {@link SearchBoard} for the side to move. An
 * attacker move is a four, or a quiet move after which the attacker, given a free move, would have a
 * VCF of at most {@code threatLimit} moves (a "threat"). The defender answers a threat with every
 * point of that VCF line, its five points and every own four; a defender who has a VCF of their own
 * refutes the threat. Bounded by attacker moves (forced blocks count) and nodes; proven failures are
 * cached. With threat limit 0 this is a plain VCF.
 */
public final class ThreatSearch {
    private static final int MAX_LINE = VcfSearch.MAX_LINE;
    private final SearchBoard pos;
    private final VcfSearch vcf;
    private final VcfSearch defenderVcf;
    private final long[] failKeys;
    private final int[] failValues;
    private final int failMask;
    private final int[] line = new int[MAX_LINE];
    private int lineLen;
    private final int[][] buf = new int[MAX_LINE][];
    private long nodes;
    private long maxNodes;
    private boolean aborted;
    private int threatLimit;
    /** Whether the caches hold entries of an earlier solve (fresh arrays need no clearing). */
    private boolean used;

    /**
     * Creates a solver on a position (which it makes and takes back moves on).
     *
     * @param pos the position
     * @param cacheBits log2 of the failure cache sizes
     */
    public ThreatSearch(SearchBoard pos, int cacheBits) {
        this.pos = pos;
        vcf = new VcfSearch(pos, cacheBits);
        defenderVcf = new VcfSearch(pos, Math.max(10, cacheBits - 2));
        failKeys = new long[1 << cacheBits];
        failValues = new int[1 << cacheBits];
        failMask = (1 << cacheBits) - 1;
    }

    /**
     * Looks for a forced win of the side to move.
     *
     * @param maxAttackerMoves most attacker moves (the final five not counted)
     * @param threatLimit longest VCF a quiet attacker move may threaten (0 = VCF only)
     * @param nodeBudget most moves made, VCF sub-searches included
     * @return true if a win was found; then {@link #line()} holds it
     */
    public boolean solve(int maxAttackerMoves, int threatLimit, long nodeBudget) {
        nodes = 0;
        maxNodes = nodeBudget;
        aborted = false;
        lineLen = 0;
        this.threatLimit = threatLimit;
        if (used) {
            vcf.reset();
            defenderVcf.reset();
            java.util.Arrays.fill(failKeys, 0);
        }
        used = true;
        int limit = Math.min(maxAttackerMoves, MAX_LINE / 2 - 2);
        if (threatLimit == 0) {
            boolean win = vcf.solve(limit, nodeBudget);
            nodes = vcf.nodes();
            aborted = vcf.aborted();
            if (win) {
                copyVcf(0);
            }
            return win;
        }
        return attack(limit, 0);
    }

    /**
     * The winning line of the last successful {@link #solve}: attacker, defender, ..., ending with
     * the attacker move after which the defender is lost.
     *
     * @return board indices
     */
    public int[] line() {
        return java.util.Arrays.copyOf(line, lineLen);
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

    private void copyVcf(int ply) {
        int n = vcf.lineLength();
        for (int i = 0; i < n; i++) {
            line[ply + i] = vcf.lineAt(i);
        }
        lineLen = ply + n;
    }

    private int[] buffer(int ply) {
        int[] b = buf[ply];
        if (b == null) {
            b = new int[512];
            buf[ply] = b;
        }
        return b;
    }

    private boolean budgetLeft() {
        if (nodes > maxNodes) {
            aborted = true;
        }
        return !aborted;
    }

    private boolean vcfOf(VcfSearch s, int moves, long budget) {
        boolean win = s.solve(moves, Math.max(1, budget));
        nodes += s.nodes();
        if (s.aborted()) {
            aborted = true;
        }
        return win;
    }

    private boolean attack(int movesLeft, int ply) {
        SearchBoard p = pos;
        int a = p.sideToMove();
        int d = 3 - a;
        if (p.levelCount(a, Position.LEVEL_FIVE) > 0) {
            line[ply] = pos.findCandidate(a, Position.LEVEL_FIVE);
            lineLen = ply == 0 ? 1 : ply;
            return true;
        }
        if (movesLeft <= 0 || !budgetLeft()) {
            return false;
        }
        long key = p.hash() * 0x9E3779B97F4A7C15L + a;
        int slot = (int) (key ^ (key >>> 29)) & failMask;
        if (failKeys[slot] == key && failValues[slot] >= movesLeft) {
            return false;
        }
        int defFives = p.levelCount(d, Position.LEVEL_FIVE);
        if (defFives > 0) {
            if (defFives > 1) {
                return false;
            }
            int b = pos.findCandidate(d, Position.LEVEL_FIVE);
            if (a == Board.BLACK && p.isForbidden(b)) {
                return false;
            }
            line[ply] = b;
            p.make(b);
            nodes++;
            boolean win = defend(movesLeft - 1, ply + 1);
            p.undo();
            return win;
        }
        if (vcfOf(vcf, movesLeft, maxNodes - nodes)) {
            copyVcf(ply);
            return true;
        }
        if (aborted) {
            return false;
        }
        int[] list = buffer(ply);
        int n = 0;
        int cn = p.candidateCount();
        for (int i = 0; i < cn; i++) {
            int c = p.candidate(i);
            int lv = p.level(a, c);
            if (lv < Position.LEVEL_TWO) {
                continue;
            }
            if (a == Board.BLACK && p.isForbidden(c)) {
                continue;
            }
            int s = lv * 4096 + p.cellScore(a, c) + p.cellScore(d, c) / 2;
            MoveLists.insertDescending(list, 256, n++, c, s);
            if (n >= 255) {
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
            if (!budgetLeft()) {
                return false;
            }
        }
        failKeys[slot] = key;
        failValues[slot] = movesLeft;
        return false;
    }


    /** Defender to move after an attacker move. */
    private boolean defend(int movesLeft, int ply) {
        SearchBoard p = pos;
        int d = p.sideToMove();
        int a = 3 - d;
        if (p.levelCount(d, Position.LEVEL_FIVE) > 0) {
            return false;
        }
        int fives = p.levelCount(a, Position.LEVEL_FIVE);
        if (fives > 1) {
            lineLen = ply;
            return true;
        }
        if (fives == 1) {
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
        if (movesLeft <= 0) {
            return false;
        }
        // A quiet move: it must threaten a short VCF.
        p.pass();
        boolean threat = vcfOf(vcf, Math.min(movesLeft, threatLimit), maxNodes - nodes);
        p.pass();
        if (!threat) {
            return false;
        }
        int[] list = buffer(ply);
        int n = 0;
        int tl = vcf.lineLength();
        for (int i = 0; i < tl && n < 500; i++) {
            n = MoveLists.addUnique(list, n, vcf.lineAt(i));
        }
        // The five points at the end of the threat line.
        int[] threatLine = vcf.line();
        p.pass();
        for (int m : threatLine) {
            p.make(m);
        }
        if ((threatLine.length & 1) == 1) {
            // Attacker moved last: the defender is to move; add the attacker's five points.
            int cn = p.candidateCount();
            for (int i = 0; i < cn && n < 500; i++) {
                int c = p.candidate(i);
                if (p.level(a, c) == Position.LEVEL_FIVE) {
                    n = MoveLists.addUnique(list, n, c);
                    if (d == Board.BLACK && p.levelCount(a, Position.LEVEL_FIVE) == 1) {
                        // The block is forbidden: moves that un-forbid it defend.
                        n = MoveLists.addEmptyAround(pos, list, n, c);
                    }
                }
            }
        }
        for (int i = threatLine.length - 1; i >= 0; i--) {
            p.undo();
        }
        p.pass();
        if (vcfOf(defenderVcf, 60, maxNodes - nodes)) {
            return false;
        }
        if (aborted) {
            return false;
        }
        int cn = p.candidateCount();
        for (int i = 0; i < cn && n < 500; i++) {
            int c = p.candidate(i);
            if (p.level(d, c) >= Position.LEVEL_FOUR) {
                n = MoveLists.addUnique(list, n, c);
            }
        }
        int saved = -1;
        for (int i = 0; i < n; i++) {
            int c = list[i];
            if (p.cell(c) != Board.EMPTY || (d == Board.BLACK && p.isForbidden(c))) {
                continue;
            }
            p.make(c);
            nodes++;
            boolean win = attack(movesLeft, ply + 1);
            p.undo();
            if (!win) {
                return false;
            }
            if (saved < 0) {
                saved = c;
            }
            if (!budgetLeft()) {
                return false;
            }
        }
        if (saved < 0) {
            lineLen = ply;
            return true;
        }
        // Every defence loses: re-run the first to leave its line in place.
        line[ply] = saved;
        p.make(saved);
        boolean win = attack(movesLeft, ply + 1);
        p.undo();
        return win;
    }

}
