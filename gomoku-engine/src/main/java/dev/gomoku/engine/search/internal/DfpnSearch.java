package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.engine.search.Position;
import java.util.SplittableRandom;

/**
 * VCT (victory by continuous threats) by depth-first proof-number search (df-pn, after Nagai),
 * for the side to move: an attacker move is a four or a quiet move after which
 * the attacker, given a free move, has a VCF of at most {@code threatLimit} moves; the defender
 * answers a four with its block and a threat with every point of the threat's shortest VCF, its five
 * points, the counter-four points its blocks would make, and every own four (so a defender's own
 * VCF is part of the tree). Attacker moves are counted exactly (forced blocks included), so a
 * disproof at limit N means no win within N. Renju: black never plays a forbidden point, and a
 * black defender whose only block is forbidden loses.
 *
 * <p>Two cuts keep the tree small without losing a win: when the defender, given a free move, has a
 * VCF, a quiet attacker move must be one of that VCF's defences (else the defender just plays it;
 * like the defence sets, this assumes that a white quiet move does not change which black points are
 * forbidden); and the defences after which the attacker has a VCF are proven as soon as they are generated, so
 * a threat's proof number counts only the defences that need a real search.
 *
 * <p>The search runs in three stages on one node budget. Restricting the attacker's moves can never
 * produce a false proof, and a restricted game is disproven quickly, so the first two stages look
 * for a win in narrower games: {@code NEAR} (after the first move, quiet attacker moves must share
 * a line, within four points, with an attacker stone of the sequence) gets a quarter of the budget,
 * {@code NARROW} (also, a plain four must make at least a flexible two in another line) half of it,
 * and {@code FULL}, the only exhaustive one, whatever is left. Only {@code FULL} may disprove.
 *
 * <p>Nodes are keyed by (stones, attacker moves left). The table keeps proof and disproof numbers
 * and the move list of every expanded node; thresholds use the 1+&epsilon; trick against thrashing.
 */
public final class DfpnSearch {
    static final long INF = 1L << 60;
    /** Sums saturate below INF: only a real proof or disproof reaches it. */
    private static final long BIG = INF - 1;
    private static final int MAX_PLY = VcfSearch.MAX_LINE;
    private static final int MAX_MOVES = 256;

    /** Initial proof numbers of unexplored quiet attacker moves: threes, then weaker moves. */
    private static final int INIT_THREE = 2;
    private static final int INIT_WEAK = 4;
    /** Longest defender VCF looked for before restricting quiet attacker moves. */
    private static final int PARRY_DEPTH = 20;
    /** Stage: quiet moves near the sequence's attacker stones, plain fours that build. */
    static final int NARROW = 0;
    /** Stage: quiet moves near the sequence's attacker stones. */
    static final int NEAR = 1;
    /** Stage: every threat. */
    static final int FULL = 2;
    /** How far along a line an attacker stone of the sequence makes a quiet move "near". */
    private static final int NEAR_DISTANCE = 4;
    private final SearchBoard pos;
    private final VcfSearch vcf;
    private final long[] zobrist;
    private final int cap;
    private final long[] keys;
    private final long[] pns;
    private final long[] dns;
    private final long[] work;
    private final int[][] kids;
    private final int mask;
    private final int[][] moveBuf = new int[MAX_PLY][];
    private final long[][] pnBuf = new long[MAX_PLY][];
    private final long[][] dnBuf = new long[MAX_PLY][];
    private final int[] scratch = new int[1024];
    /** Cells marked with {@code stamp} are the defences of the defender's VCF (see generateAttacks). */
    private final int[] mark;
    private int stamp;
    /** Per cell: how many attacker stones of the current sequence share a line with it within reach. */
    private final int[] near;
    private int stage = FULL;
    private final int[] line = new int[MAX_PLY];
    private int lineLen;
    private long hash;
    private int attacker;
    private int threatLimit;
    private long nodes;
    private long maxNodes;
    private boolean aborted;
    private long retPn;
    private long retDn;

    /**
     * Creates a solver on a position (which it makes and takes back moves on).
     *
     * @param pos the position
     * @param tableBits log2 of the proof-number table size
     */
    public DfpnSearch(SearchBoard pos, int tableBits) {
        this.pos = pos;
        vcf = new VcfSearch(pos, Math.max(10, tableBits - 2));
        cap = pos.board().capacity();
        zobrist = new long[3 * cap];
        SplittableRandom r = new SplittableRandom(0x5EEDL);
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = r.nextLong();
        }
        keys = new long[1 << tableBits];
        pns = new long[1 << tableBits];
        dns = new long[1 << tableBits];
        work = new long[1 << tableBits];
        kids = new int[1 << tableBits][];
        mark = new int[cap];
        near = new int[cap];
        mask = (1 << tableBits) - 1;
    }

    /**
     * Looks for a forced win of the side to move.
     *
     * @param maxAttackerMoves most attacker moves (the final five not counted)
     * @param threatLimit longest VCF a quiet attacker move may threaten (0 = fours only)
     * @param nodeBudget most moves made proving, VCF sub-searches included; rebuilding the line of a
     *     proof may take as much again
     * @return true if a win was found; then {@link #line()} holds it
     */
    public boolean solve(int maxAttackerMoves, int threatLimit, long nodeBudget) {
        nodes = 0;
        maxNodes = nodeBudget;
        aborted = false;
        lineLen = 0;
        hash = 0x1234_5678_9ABCL;
        attacker = pos.toMove();
        this.threatLimit = threatLimit;
        vcf.reset();
        int limit = Math.min(maxAttackerMoves, MAX_PLY / 2 - 4);
        // VCF failures found in one stage stay valid in the next; proof numbers do not.
        for (int st : new int[] {NEAR, NARROW, FULL}) {
            if (threatLimit == 0 && st != FULL) {
                continue; // fours only: nothing to narrow
            }
            stage = st;
            java.util.Arrays.fill(keys, 0);
            java.util.Arrays.fill(kids, null);
            aborted = false;
            maxNodes = st == FULL ? nodeBudget : nodes + (st == NEAR ? nodeBudget / 4 : nodeBudget / 2);
            mid(limit, 0, INF, INF);
            if (retPn == 0) {
                break;
            }
        }
        if (retPn != 0 && retDn != 0) {
            aborted = true;
        }
        if (retPn != 0) {
            return false;
        }
        // The proof's line; if the table lost part of it, the search runs again from there. The whole
        // rebuilding, its VCF checks included, gets one more budget (a fresh one per re-proof ran to
        // thousands of budgets on a small table); a proof it cannot rebuild within that is unfinished.
        maxNodes = nodes + nodeBudget;
        boolean found = extractAttack(limit, 0);
        aborted = !found;
        if (!found) {
            lineLen = 0;
        }
        return found;
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
     * Moves made by the last solve, VCF sub-searches included.
     *
     * @return the node count
     */
    public long nodes() {
        return nodes;
    }

    private static long key(long h, int movesLeft) {
        long k = (h ^ (movesLeft * 0x9E3779B97F4A7C15L)) * 0xBF58476D1CE4E5B9L;
        return k == 0 ? 1 : k;
    }

    private int slot(long k) {
        return (int) (k ^ (k >>> 32)) & mask & ~1;
    }

    /** The table entry of a key (two-way buckets), or -1. */
    private int probe(long k) {
        int s = slot(k);
        return keys[s] == k ? s : keys[s + 1] == k ? s + 1 : -1;
    }

    private void make(int c) {
        if (pos.toMove() == attacker) {
            markNear(c, 1);
        }
        hash ^= zobrist[pos.toMove() * cap + c];
        pos.make(c);
        nodes++;
    }

    private void undo(int c) {
        pos.undo();
        hash ^= zobrist[pos.toMove() * cap + c];
        if (pos.toMove() == attacker) {
            markNear(c, -1);
        }
    }

    /** Counts an attacker stone of the sequence in (or out of) the cells along its four lines. */
    private void markNear(int c, int delta) {
        for (int dir = 0; dir < 4; dir++) {
            int st = pos.step(dir);
            for (int k = -NEAR_DISTANCE; k <= NEAR_DISTANCE; k++) {
                int q = c + k * st;
                if (q >= 0 && q < cap) {
                    near[q] += delta;
                }
            }
        }
    }

    private int[] buf(int[][] b, int ply) {
        int[] a = b[ply];
        if (a == null) {
            a = new int[MAX_MOVES];
            b[ply] = a;
        }
        return a;
    }

    private long[] lbuf(long[][] b, int ply) {
        long[] a = b[ply];
        if (a == null) {
            a = new long[MAX_MOVES];
            b[ply] = a;
        }
        return a;
    }

    /** Stores an entry; in a full bucket the one that cost less work to find gives way. */
    private void store(long k, long pn, long dn, int[] moves, long cost) {
        int s = probe(k);
        if (s < 0) {
            s = slot(k);
            if (keys[s] != 0 && (keys[s + 1] == 0 || work[s + 1] <= work[s])) {
                s++;
            }
        }
        keys[s] = k;
        work[s] = cost;
        pns[s] = pn;
        dns[s] = dn;
        kids[s] = moves;
    }

    private boolean vcfOf(VcfSearch s, int moves) {
        long left = maxNodes - nodes;
        boolean win = s.solve(moves, Math.max(1, left));
        nodes += s.nodes();
        if (s.aborted()) {
            aborted = true;
        }
        return win;
    }

    /**
     * The shortest VCF up to a limit (iterative deepening): its line has the fewest defences. Most
     * quiet moves threaten nothing, so the full depth is tried first.
     */
    private boolean shortestVcf(VcfSearch s, int limit) {
        if (!vcfOf(s, limit) || aborted) {
            return false;
        }
        if (s.lineLength() <= 1) {
            return true;
        }
        for (int d = 1; d < limit; d++) {
            if (vcfOf(s, d)) {
                return true;
            }
            if (aborted) {
                return false;
            }
        }
        return vcfOf(s, limit);
    }

    /**
     * One df-pn visit: searches the node (attacker to move when {@code pos.toMove()} is the
     * attacker) until its numbers reach a threshold; leaves them in {@link #retPn}/{@link #retDn}.
     */
    private void mid(int movesLeft, int ply, long thpn, long thdn) {
        boolean or = pos.toMove() == attacker;
        long k = key(hash, movesLeft);
        long start = nodes;
        int s = probe(k);
        int[] moves;
        if (s >= 0 && kids[s] != null) {
            moves = kids[s];
        } else if (s >= 0 && (pns[s] == 0 || dns[s] == 0)) {
            retPn = pns[s];
            retDn = dns[s];
            return;
        } else {
            int n = or ? generateAttacks(movesLeft, ply) : generateDefences(movesLeft, ply);
            if (n < 0) {
                // Terminal: -1 proven, -2 disproven.
                retPn = n == -1 ? 0 : INF;
                retDn = n == -1 ? INF : 0;
                if (!aborted) {
                    store(k, retPn, retDn, null, nodes - start);
                }
                return;
            }
            moves = java.util.Arrays.copyOf(buf(moveBuf, ply), n);
            if (!or) {
                refuteByVcf(moves, movesLeft);
            }
        }
        int n = moves.length;
        int childMoves = or ? movesLeft - 1 : movesLeft;
        int side = pos.toMove();
        long[] cp = lbuf(pnBuf, ply);
        long[] cd = lbuf(dnBuf, ply);
        for (int i = 0; i < n; i++) {
            long ck = key(hash ^ zobrist[side * cap + moves[i]], childMoves);
            int cs = probe(ck);
            if (cs >= 0) {
                cp[i] = pns[cs];
                cd[i] = dns[cs];
            } else if (or) {
                // Unexplored threats: fours leave one answer, threes a few, weaker moves more.
                int lv = pos.level(side, moves[i]);
                cp[i] = lv >= Position.LEVEL_FOUR ? 1 : lv >= Position.LEVEL_THREE ? INIT_THREE : INIT_WEAK;
                cd[i] = 1;
            } else {
                cp[i] = 1;
                cd[i] = 1;
            }
        }
        long pn;
        long dn;
        while (true) {
            int best = -1;
            long first = INF + 1;
            long second = INF + 1;
            long sum = 0;
            for (int i = 0; i < n; i++) {
                long mine = or ? cp[i] : cd[i];
                sum = Math.min(BIG, sum + (or ? cd[i] : cp[i]));
                if (mine < first) {
                    second = first;
                    first = mine;
                    best = i;
                } else if (mine < second) {
                    second = mine;
                }
            }
            long total = Math.min(BIG, sum);
            if (n == 0) {
                first = INF;
            }
            pn = or ? first : total;
            dn = or ? total : first;
            if (pn >= thpn || dn >= thdn || aborted || pn == 0 || dn == 0) {
                break;
            }
            long tpn;
            long tdn;
            long sec = Math.min(second, BIG);
            long capped = Math.min(INF, sec + sec / 4 + 1);
            if (or) {
                tpn = Math.min(thpn, capped);
                tdn = Math.min(INF, thdn - dn + cd[best]);
            } else {
                tdn = Math.min(thdn, capped);
                tpn = Math.min(INF, thpn - pn + cp[best]);
            }
            make(moves[best]);
            mid(childMoves, ply + 1, tpn, tdn);
            undo(moves[best]);
            cp[best] = retPn;
            cd[best] = retDn;
            if (nodes > maxNodes) {
                aborted = true;
            }
        }
        store(k, pn, dn, pn == 0 || dn == 0 ? null : moves, nodes - start + (s >= 0 ? work[s] : 0));
        retPn = pn;
        retDn = dn;
    }

    /**
     * Stores as proven the defences after which the attacker has a VCF: the threat's proof number
     * then counts only the defences that need a real search, which steers the search to threats that
     * are nearly won.
     */
    private void refuteByVcf(int[] moves, int movesLeft) {
        int d = pos.toMove();
        for (int c : moves) {
            long ck = key(hash ^ zobrist[d * cap + c], movesLeft);
            if (probe(ck) >= 0) {
                continue;
            }
            make(c);
            long before = nodes;
            boolean win = pos.levelCount(d, Position.LEVEL_FIVE) == 0 && vcfOf(vcf, movesLeft);
            if (win && !aborted) {
                store(ck, 0, INF, null, nodes - before);
            }
            undo(c);
            if (aborted) {
                return;
            }
        }
    }

    /**
     * Attacker to move: -1 if won, -2 if lost, else the number of moves written to the ply's move
     * buffer.
     */
    private int generateAttacks(int movesLeft, int ply) {
        SearchBoard p = pos;
        int a = p.toMove();
        int d = 3 - a;
        if (p.levelCount(a, Position.LEVEL_FIVE) > 0) {
            return -1;
        }
        if (movesLeft <= 0) {
            return -2;
        }
        int[] list = buf(moveBuf, ply);
        int defFives = p.levelCount(d, Position.LEVEL_FIVE);
        if (defFives > 0) {
            int b = pos.findCandidate(d, Position.LEVEL_FIVE);
            if (defFives > 1 || (a == Board.BLACK && p.isForbidden(b))) {
                return -2;
            }
            list[0] = b;
            return 1;
        }
        if (vcfOf(vcf, movesLeft)) {
            return -1;
        }
        if (aborted) {
            return -2;
        }
        int minLevel = threatLimit > 0 ? Position.LEVEL_TWO : Position.LEVEL_FOUR;
        // If the defender, given a free move, has a VCF, a quiet move that does not meet it loses.
        boolean parry = false;
        if (minLevel < Position.LEVEL_FOUR) {
            p.pass();
            boolean defenderVcf = vcfOf(vcf, PARRY_DEPTH);
            p.pass();
            if (aborted) {
                return -2;
            }
            if (defenderVcf) {
                int raw = defences(vcf, a, scratch, 0);
                stamp++;
                for (int i = 0; i < raw; i++) {
                    mark[scratch[i]] = stamp;
                }
                parry = true;
            }
        }
        boolean restricted = stage != FULL && ply > 0;
        int n = 0;
        int cn = p.candidateCount();
        for (int i = 0; i < cn && n < MAX_MOVES - 1; i++) {
            int c = p.candidate(i);
            int lv = p.level(a, c);
            if (lv < minLevel || (lv < Position.LEVEL_FOUR && (parry && mark[c] != stamp || restricted && near[c] == 0))) {
                continue;
            }
            if (restricted && stage == NARROW && lv == Position.LEVEL_FOUR && !buildsBesideFour(a, c)) {
                continue;
            }
            if (a == Board.BLACK && p.isForbidden(c)) {
                continue;
            }
            n = insert(list, n, c, lv * 4096 + p.threatOrder(a, c) + p.threatOrder(d, c) / 2);
        }
        return n == 0 ? -2 : n;
    }

    /** Insertion by descending score; scores kept in the scratch tail. */
    private int insert(int[] list, int n, int c, int score) {
        int[] sc = scratch;
        int base = 512;
        int j = n;
        while (j > 0 && sc[base + j - 1] < score) {
            list[j] = list[j - 1];
            sc[base + j] = sc[base + j - 1];
            j--;
        }
        list[j] = c;
        sc[base + j] = score;
        return n + 1;
    }

    /** Whether a stone of side a at c makes at least a flexible two in a line other than its four. */
    private boolean buildsBesideFour(int a, int c) {
        for (int dir = 0; dir < 4; dir++) {
            int pt = pos.pattern(a, c, dir);
            if (pt >= FLEX_TWO && pt < BLOCKED_FOUR) {
                return true;
            }
        }
        return false;
    }

    /**
     * Defender to move after an attacker move: -1 if the attacker has won, -2 if the attacker has
     * lost, else the number of defences written to the ply's move buffer.
     */
    private int generateDefences(int movesLeft, int ply) {
        SearchBoard p = pos;
        int d = p.toMove();
        int a = 3 - d;
        if (p.levelCount(d, Position.LEVEL_FIVE) > 0) {
            return -2;
        }
        int[] list = buf(moveBuf, ply);
        int fives = p.levelCount(a, Position.LEVEL_FIVE);
        if (fives > 1) {
            return -1;
        }
        if (fives == 1) {
            int b = pos.findCandidate(a, Position.LEVEL_FIVE);
            if (d == Board.BLACK && p.isForbidden(b)) {
                return -1;
            }
            list[0] = b;
            return 1;
        }
        if (movesLeft <= 0) {
            return -2;
        }
        p.pass();
        boolean threat = shortestVcf(vcf, Math.min(movesLeft, threatLimit));
        p.pass();
        if (!threat || aborted) {
            return -2;
        }
        // A defender's own VCF needs no separate check: its fours are among the defences below.
        int raw = defences(vcf, d, scratch, 0);
        int cn = p.candidateCount();
        for (int i = 0; i < cn && raw < 500; i++) {
            int c = p.candidate(i);
            if (p.level(d, c) >= Position.LEVEL_FOUR) {
                raw = MoveLists.addUnique(scratch, raw, c);
            }
        }
        int[] cells = java.util.Arrays.copyOf(scratch, raw);
        int n = 0;
        for (int c : cells) {
            if (p.cell(c) != Board.EMPTY || (d == Board.BLACK && p.isForbidden(c)) || n >= MAX_MOVES - 1) {
                continue;
            }
            n = insert(list, n, c, p.level(d, c) * 4096 + p.threatOrder(d, c) + p.threatOrder(a, c));
        }
        return n == 0 ? -1 : n;
    }

    /**
     * The points where {@code x}, to move, can meet the threat found by {@code s} (a VCF of the
     * other side after a pass): the line's points, its final five points (and, for a black blocker
     * whose block would be forbidden, the lines around that point), and the points where x's blocks
     * in the line would make a four (counter-fours). Appends to {@code out} from {@code n}.
     */
    private int defences(VcfSearch s, int x, int[] out, int n) {
        SearchBoard p = pos;
        int t = 3 - x;
        int len = s.lineLength();
        for (int i = 0; i < len && n < 500; i++) {
            n = MoveLists.addUnique(out, n, s.lineAt(i));
        }
        p.pass();
        int made = 0;
        for (int i = 0; i < len; i++) {
            int m = s.lineAt(i);
            if (p.cell(m) != Board.EMPTY) {
                break;
            }
            p.make(m);
            made++;
            if ((i & 1) == 1) {
                n = counterFours(m, x, out, n);
            }
        }
        if ((made & 1) == 1) {
            int cn = p.candidateCount();
            boolean single = p.levelCount(t, Position.LEVEL_FIVE) == 1;
            for (int i = 0; i < cn && n < 500; i++) {
                int c = p.candidate(i);
                if (p.level(t, c) == Position.LEVEL_FIVE) {
                    n = MoveLists.addUnique(out, n, c);
                    if (x == Board.BLACK && single) {
                        n = MoveLists.addEmptyAround(pos, out, n, c);
                    }
                }
            }
        }
        for (int i = 0; i < made; i++) {
            p.undo();
        }
        p.pass();
        return n;
    }

    /** Empty points near x's stone m where x would make a four in one of m's lines. */
    private int counterFours(int m, int x, int[] out, int n) {
        SearchBoard p = pos;
        for (int dir = 0; dir < 4; dir++) {
            int st = p.step(dir);
            for (int sign = -1; sign <= 1; sign += 2) {
                int c = m;
                for (int k = 0; k < 4 && n < 500; k++) {
                    c += sign * st;
                    int v = p.cell(c);
                    if (v == Board.WALL || v == 3 - x) {
                        break;
                    }
                    if (v == Board.EMPTY && p.pattern(x, c, dir) >= BLOCKED_FOUR) {
                        n = MoveLists.addUnique(out, n, c);
                    }
                }
            }
        }
        return n;
    }

    private static final int BLOCKED_FOUR = dev.gomoku.core.Pattern.BLOCKED_FOUR.ordinal();
    private static final int FLEX_TWO = dev.gomoku.core.Pattern.FLEX_TWO.ordinal();

    /** Proven node, attacker to move: writes the line from {@code ply}. */
    private boolean extractAttack(int movesLeft, int ply) {
        SearchBoard p = pos;
        int a = p.toMove();
        if (p.levelCount(a, Position.LEVEL_FIVE) > 0) {
            if (ply == 0) {
                line[0] = pos.findCandidate(a, Position.LEVEL_FIVE);
                lineLen = 1;
            } else {
                lineLen = ply;
            }
            return true;
        }
        if (movesLeft <= 0 || ply >= MAX_PLY - 2) {
            return false;
        }
        if (p.levelCount(3 - a, Position.LEVEL_FIVE) == 0 && vcfOf(vcf, movesLeft)) {
            for (int i = 0; i < vcf.lineLength(); i++) {
                line[ply + i] = vcf.lineAt(i);
            }
            lineLen = ply + vcf.lineLength();
            return true;
        }
        int[] moves = childrenOf(movesLeft, ply);
        if (moves == null) {
            return false;
        }
        for (int pass = 0; pass < 2; pass++) {
            for (int c : moves) {
                long ck = key(hash ^ zobrist[a * cap + c], movesLeft - 1);
                int cs = probe(ck);
                if (cs < 0 || pns[cs] != 0) {
                    if (pass == 0) {
                        continue;
                    }
                    make(c);
                    research(movesLeft - 1, ply + 1);
                    undo(c);
                    if (retPn != 0) {
                        continue;
                    }
                }
                line[ply] = c;
                make(c);
                boolean ok = extractDefence(movesLeft - 1, ply + 1);
                undo(c);
                if (ok) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Proven node, defender to move: follows the first defence (all lose) and writes the line. */
    private boolean extractDefence(int movesLeft, int ply) {
        SearchBoard p = pos;
        int d = p.toMove();
        int a = 3 - d;
        int fives = p.levelCount(a, Position.LEVEL_FIVE);
        if (fives > 1 || (fives == 1 && d == Board.BLACK && p.isForbidden(pos.findCandidate(a, Position.LEVEL_FIVE)))) {
            lineLen = ply;
            return true;
        }
        int[] moves = childrenOf(movesLeft, ply);
        if (moves == null || moves.length == 0 || ply >= MAX_PLY - 2) {
            lineLen = ply;
            return moves != null;
        }
        int c = moves[0];
        line[ply] = c;
        make(c);
        long ck = key(hash, movesLeft);
        if (probe(ck) < 0 || pns[probe(ck)] != 0) {
            research(movesLeft, ply + 1);
        }
        int cs = probe(ck);
        boolean ok = cs >= 0 && pns[cs] == 0 && extractAttack(movesLeft, ply + 1);
        undo(c);
        return ok;
    }

    /** The move list of a non-terminal node (from the table, or generated again); null if terminal. */
    private int[] childrenOf(int movesLeft, int ply) {
        int s = probe(key(hash, movesLeft));
        if (s >= 0 && kids[s] != null) {
            return kids[s];
        }
        boolean or = pos.toMove() == attacker;
        int n = or ? generateAttacks(movesLeft, ply) : generateDefences(movesLeft, ply);
        if (n == -1) {
            return new int[0];
        }
        return n < 0 ? null : java.util.Arrays.copyOf(buf(moveBuf, ply), n);
    }

    /** Proves a node again (its entry was overwritten), within what is left of the rebuilding's budget. */
    private void research(int movesLeft, int ply) {
        aborted = false;
        mid(movesLeft, ply, INF, INF);
    }
}
