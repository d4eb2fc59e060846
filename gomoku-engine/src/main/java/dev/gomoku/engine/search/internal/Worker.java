package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Board;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.MoveGenerator;
import dev.gomoku.engine.search.Position;
import dev.gomoku.engine.search.Score;
import dev.gomoku.engine.search.SearchParameters;
import dev.gomoku.engine.search.TranspositionTable;
import dev.gomoku.engine.search.Tunable;

/**
 * One search thread: iterative-deepening principal-variation alpha-beta with aspiration windows, a
 * shared transposition table, killer, counter-move and history move ordering, move-count pruning,
 * logarithmic late-move reductions and a one-reply extension, a little more than a ply for the block of
 * a four; a VCF quiescence at the leaves. Scores are negamax, mate scores {@code WIN - ply}. Which of
 * these a rule uses and how far: {@link SearchParameters}; what each is and what it was measured to be
 * worth: {@code docs/search.md}, whose anchors the steps below name.
 */
final class Worker {
    static final int MAX_PLY = 128;
    private static final int INF = Score.WIN + 1;
    /** What a step returns when it does not end the node (no score is this low). */
    private static final int NO_SCORE = Integer.MIN_VALUE;
    private static final int POLL = 1024;
    /** History scores count in move ordering up to this size either way (below the killers' bonus). */
    private static final int HISTORY_LIMIT = 1 << 20;
    /** Ordering bonus of a killer: above the history's range. */
    private static final int KILLER_BONUS = 1 << 21;
    /** Ordering bonus of the counter-move: below the killers', a quarter of the history's range. */
    private static final int COUNTER_BONUS = 1 << 18;
    /** Natural logarithms of 0 to 255 (0 for 0), the factors of the late-move reduction. */
    private static final double[] LN = new double[256];

    static {
        for (int i = 1; i < LN.length; i++) {
            LN[i] = Math.log(i);
        }
    }
    final SearchBoard pos;
    private final Evaluator eval;
    private final MoveGenerator gen;
    private final TranspositionTable tt;
    private final SharedSearch shared;
    /** One frame per ply, and one more for the principal variation's end. */
    private final PlyFrame[] frames = new PlyFrame[MAX_PLY + 1];
    /** {@link #threatsFirst}'s scratch lists. */
    private final int[] keptMoves = new int[MoveGenerator.MAX_MOVES];
    private final int[] keptScores = new int[MoveGenerator.MAX_MOVES];
    /** Per side and cell, the history score. */
    private final int[][] history = new int[3][];
    /**
     * Per side and opponent's previous cell, the last move below a four that cut after it (-1 for none);
     * null where {@link SearchParameters#counterMoves()} is off.
     */
    private final int[][] counterMoves;
    private final long noise;
    /** The rule's {@link SearchParameters}, read into fields for the hot path (see {@link Tunable}). */
    private final int lateMoves;
    private final int futilityDepth;
    private final int futilityMargin;
    private final int aspirationWindow;
    private final int blockLevel;
    private final int quiescenceAttacks;
    private final int reductionPercent;
    private final int orderGap;
    private final int orderGap2;
    private final int fourBlockTenths;
    private final boolean uselessDefence;
    private long nodes;
    private int pending;
    boolean stopped;

    int bestMove = -1;
    /** Best root move of the current iteration so far (a move that raised alpha), or -1. */
    private int iterationMove = -1;
    int bestScore;
    int completedDepth;
    int[] bestPv = new int[0];

    Worker(SearchBoard pos, Evaluator eval, MoveGenerator gen, TranspositionTable tt, SharedSearch shared, long noise,
            SearchParameters params) {
        this.pos = pos;
        this.lateMoves = params.get(Tunable.LATE_MOVES);
        this.futilityDepth = params.get(Tunable.FUTILITY_DEPTH);
        this.futilityMargin = params.get(Tunable.FUTILITY_MARGIN);
        this.aspirationWindow = params.get(Tunable.ASPIRATION_WINDOW);
        this.blockLevel = params.get(Tunable.BLOCK_LEVEL);
        this.reductionPercent = params.get(Tunable.REDUCTION_PERCENT);
        this.orderGap = params.get(Tunable.ORDER_GAP);
        this.orderGap2 = params.get(Tunable.ORDER_GAP_2);
        this.uselessDefence = params.uselessDefencePruning();
        this.quiescenceAttacks = params.get(Tunable.QUIESCENCE_ATTACKS);
        this.fourBlockTenths = params.get(Tunable.FOUR_BLOCK_TENTHS);
        this.eval = eval;
        this.gen = gen;
        this.tt = tt;
        this.shared = shared;
        this.noise = noise;
        history[1] = new int[pos.board().capacity()];
        history[2] = new int[pos.board().capacity()];
        counterMoves = params.counterMoves() ? new int[3][] : null;
        if (counterMoves != null) {
            for (int side = 1; side <= 2; side++) {
                counterMoves[side] = new int[pos.board().capacity()];
                java.util.Arrays.fill(counterMoves[side], -1);
            }
        }
        for (int i = 0; i < frames.length; i++) {
            frames[i] = new PlyFrame(MAX_PLY + 1);
        }
    }

    long nodes() {
        return nodes;
    }

    /** Flushes the uncounted nodes into the shared count. */
    void flush() {
        shared.poll(pending);
        pending = 0;
    }

    interface IterationListener {
        void onIteration(Worker w);
    }

    /**
     * Runs iterative deepening from {@code startDepth} to {@code maxDepth}
     * (docs/search.md#iterative-deepening).
     */
    void iterate(int startDepth, int maxDepth, double softFraction, IterationListener listener) {
        PlyFrame root = frames[0];
        int prev = 0;
        for (int depth = startDepth; depth <= maxDepth; depth++) {
            iterationMove = -1;
            int score = depth >= 4 && !Score.isDecisive(prev) ? aspirate(prev, depth)
                    : search(-INF, INF, depth, 0, true, false, 0);
            if (stopped) {
                if (iterationMove >= 0 && iterationMove != bestMove && root.pvLength > 0
                        && root.pv[0] == iterationMove) {
                    // A deeper iteration already found a better move than the last complete one.
                    bestMove = iterationMove;
                    bestPv = java.util.Arrays.copyOf(root.pv, root.pvLength);
                }
                break;
            }
            prev = score;
            if (root.pvLength > 0) {
                bestMove = root.pv[0];
                bestPv = java.util.Arrays.copyOf(root.pv, root.pvLength);
            }
            bestScore = score;
            completedDepth = depth;
            if (listener != null) {
                listener.onIteration(this);
            }
            if (Score.isDecisive(score) && Score.WIN - Math.abs(score) < depth) {
                break;
            }
            if (softFraction < 1 && shared.deadlineNanos != Long.MAX_VALUE) {
                long now = System.nanoTime();
                if (now - shared.startNanos > softFraction * (shared.deadlineNanos - shared.startNanos)) {
                    break;
                }
            }
        }
        flush();
    }

    /**
     * One iteration in a window around the last score, widened four times on each side that fails
     * (docs/search.md#aspiration-windows).
     */
    private int aspirate(int prev, int depth) {
        int window = aspirationWindow;
        int alpha = Math.max(-INF, prev - window);
        int beta = Math.min(INF, prev + window);
        while (true) {
            int score = search(alpha, beta, depth, 0, true, false, 0);
            if (stopped) {
                return score;
            }
            if (score <= alpha) {
                window *= 4;
                alpha = Math.max(-INF, score - window);
            } else if (score >= beta) {
                window *= 4;
                beta = Math.min(INF, score + window);
            } else {
                return score;
            }
        }
    }

    private boolean checkStop() {
        if (++pending >= POLL) {
            if (shared.poll(pending)) {
                stopped = true;
            }
            pending = 0;
        }
        return stopped;
    }

    /**
     * The principal variation search of one node (docs/search.md#principal-variation-search), as the
     * steps below in order. cutNode: a zero-window node expected to fail high (the first child of an
     * expected all-node, or a reduced late move), where reductions go a ply further. tenths: the fractions
     * of a ply that the blocks of fours on the line to this node earned and that have not yet made a
     * whole ply.
     */
    private int search(int alpha, int beta, int depth, int ply, boolean pvNode, boolean cutNode, int tenths) {
        PlyFrame f = frames[ply];
        f.pvLength = 0;
        SearchBoard p = pos;
        int me = p.toMove();
        int op = 3 - me;
        // 1. Game over: an own five to make, two of the opponent's to block, no empty cell.
        int s = gameOver(f, ply, me, op);
        if (s != NO_SCORE) {
            return s;
        }
        int opFives = p.levelCount(op, Position.LEVEL_FIVE);
        if (ply > 0) {
            // 2. Mate distance pruning (docs/search.md#mate-distance-pruning).
            alpha = Math.max(alpha, -(Score.WIN - ply));
            beta = Math.min(beta, Score.WIN - ply - 1);
            if (alpha >= beta) {
                return alpha;
            }
        }
        if (depth <= 0 || ply >= MAX_PLY - 1) {
            // 3. Leaves: the VCF quiescence (docs/search.md#vcf-quiescence).
            return quiesce(alpha, beta, ply, quiescenceAttacks);
        }
        // 4. Transposition table: a cut by a deep enough entry, else its move (docs/search.md#transposition-table).
        long hash = p.hash() ^ (me == Board.BLACK ? 0 : 0x5A5A5A5A5A5A5A5AL);
        s = probeTable(f, hash, alpha, beta, depth, ply, pvNode);
        if (s != NO_SCORE) {
            return s;
        }
        if (ply > 0) {
            // 5. Static wins: an open four, or a four-three the opponent cannot stop (docs/search.md#static-wins).
            s = staticWin(ply, opFives);
            if (s != NO_SCORE) {
                return s;
            }
        }
        if (!pvNode) {
            // 6. Reverse futility pruning (docs/search.md#reverse-futility-pruning).
            s = reverseFutility(beta, depth, op, opFives);
            if (s != NO_SCORE) {
                return s;
            }
        }
        f.depth = depth;
        f.pvNode = pvNode;
        f.cutNode = cutNode;
        f.tenths = tenths;
        f.opFives = opFives;
        // 7. The moves, ordered (docs/search.md#threat-aware-moves, docs/search.md#fitted-move-ordering).
        int n = orderMoves(f, ply, me);
        // 8. The move loop, then the table store (docs/search.md#principal-variation-search).
        return searchMoves(f, alpha, beta, ply, n, hash);
    }

    /**
     * The step that ends a node whose game is over: an own five to make wins (at the root it becomes the
     * principal variation), two opponent fives lose below the root, a full board is a draw; else
     * {@link #NO_SCORE}.
     */
    private int gameOver(PlyFrame f, int ply, int me, int op) {
        SearchBoard p = pos;
        if (p.levelCount(me, Position.LEVEL_FIVE) > 0) {
            if (ply == 0) {
                f.pv[0] = p.findCandidate(me, Position.LEVEL_FIVE);
                f.pvLength = 1;
            }
            return Score.WIN - ply - 1;
        }
        if (p.levelCount(op, Position.LEVEL_FIVE) > 1 && ply > 0) {
            return -(Score.WIN - ply - 2);
        }
        if (p.isFull()) {
            return Score.DRAW;
        }
        return NO_SCORE;
    }

    /**
     * Transposition table (docs/search.md#transposition-table): remembers the entry's move for ordering
     * in {@code f.ttMove} and, at a non-PV node, returns the entry's score when it is deep enough and its
     * bound decides the window; else {@link #NO_SCORE}.
     */
    private int probeTable(PlyFrame f, long hash, int alpha, int beta, int depth, int ply, boolean pvNode) {
        long entry = tt.probe(hash);
        int ttMove = -1;
        if (entry != 0) {
            ttMove = TranspositionTable.move(entry);
            if (ttMove >= 0 && pos.cell(ttMove) != Board.EMPTY) {
                ttMove = -1;
            }
            if (!pvNode && TranspositionTable.depth(entry) >= depth) {
                int s = fromTt(TranspositionTable.score(entry), ply);
                int bound = TranspositionTable.bound(entry);
                if (bound == TranspositionTable.EXACT || (bound == TranspositionTable.LOWER && s >= beta)
                        || (bound == TranspositionTable.UPPER && s <= alpha)) {
                    f.ttMove = ttMove;
                    return s;
                }
            }
        }
        f.ttMove = ttMove;
        return NO_SCORE;
    }

    /**
     * Static wins below the root (docs/search.md#static-wins): an open four (or double four) against no
     * five wins in three plies; a four-three or double three the opponent cannot stop, in five; else
     * {@link #NO_SCORE}.
     */
    private int staticWin(int ply, int opFives) {
        SearchBoard p = pos;
        if (opFives == 0 && ThreatMoveGenerator.canMakeOpenFour(p, p.sideToMove())) {
            return Score.WIN - ply - 3;
        }
        if (ThreatMoveGenerator.winsInFive(p, p.sideToMove())) {
            return Score.WIN - ply - 5;
        }
        return NO_SCORE;
    }

    /**
     * Reverse futility pruning at a non-PV node (docs/search.md#reverse-futility-pruning): unthreatened
     * and shallow, a static evaluation this far above beta returns itself, as a shallow search would not
     * come back down; else {@link #NO_SCORE}.
     */
    private int reverseFutility(int beta, int depth, int op, int opFives) {
        SearchBoard p = pos;
        boolean threatened = opFives > 0 || p.levelCount(op, Position.LEVEL_WIN_FOUR) > 0
                || p.levelCount(op, Position.LEVEL_FOUR_THREE) > 0;
        if (!threatened && depth <= futilityDepth && Math.abs(beta) < Score.WIN_THRESHOLD) {
            int staticEval = eval.evaluate(p);
            if (staticEval - futilityMargin * depth >= beta) {
                return staticEval;
            }
        }
        return NO_SCORE;
    }

    /**
     * Generates the node's moves (docs/search.md#threat-aware-moves) and scores them for picking: the
     * generator's score (docs/search.md#fitted-move-ordering) plus history (docs/search.md#history), a
     * killer's or else the counter-move's bonus (docs/search.md#killer-moves, docs/search.md#counter-moves),
     * the table move first, and the root noise of a helper thread (docs/search.md#lazy-smp). Where
     * order-gap reductions apply, keeps the generator's scores per cell in the frame. Returns the count.
     */
    private int orderMoves(PlyFrame f, int ply, int me) {
        SearchBoard p = pos;
        f.ensureMoves();
        int[] ms = f.moves;
        int[] ss = f.scores;
        int n = gen.generate(p, ms, ss);
        int[] hist = history[me];
        int ttMove = f.ttMove;
        int k0 = f.killer0;
        int k1 = f.killer1;
        int previous = ply > 0 ? p.moveAt(ply - 1) : -1;
        f.previous = previous;
        int counter = counterMoves != null && previous >= 0 ? counterMoves[me][previous] : -1;
        int[] gs = null;
        int bestGenerated = Integer.MIN_VALUE;
        if (orderGap > 0 || orderGap2 > 0) {
            gs = f.generatorScores;
            if (gs == null) {
                gs = new int[p.board().capacity()];
                f.generatorScores = gs;
            }
        }
        for (int i = 0; i < n; i++) {
            int m = ms[i];
            if (gs != null) {
                gs[m] = ss[i];
                bestGenerated = Math.max(bestGenerated, ss[i]);
            }
            int s = ss[i] + Math.min(hist[m], HISTORY_LIMIT);
            if (m == ttMove) {
                // First, and no root noise: adding to the largest int would wrap it to the last place.
                ss[i] = Integer.MAX_VALUE;
                continue;
            }
            if (m == k0 || m == k1) {
                s += KILLER_BONUS;
            } else if (m == counter) {
                s += COUNTER_BONUS;
            }
            if (noise != 0 && ply == 0) {
                s += (int) ((mix(noise + m) & 63));
            }
            ss[i] = s;
        }
        f.bestGenerated = bestGenerated;
        return n;
    }

    /**
     * The move loop: picks the moves best first, skips black's forbidden cells
     * (docs/search.md#forbidden-cells) and, past the move-count limit, the quiet ones
     * (docs/search.md#move-count-pruning, quiet by docs/search.md#block-level); searches each
     * ({@link #searchChild}); on a cut rewards the move; at the end stores the result in the table.
     */
    private int searchMoves(PlyFrame f, int alpha, int beta, int ply, int n, long hash) {
        SearchBoard p = pos;
        int[] ms = f.moves;
        int[] ss = f.scores;
        int me = p.toMove();
        int op = 3 - me;
        int depth = f.depth;
        int best = -INF;
        int bestM = -1;
        int origAlpha = alpha;
        int searched = 0;
        // Move-count pruning: fewer quiet moves at shallow non-PV nodes, once a move did not lose.
        int quietLimit = f.pvNode ? lateMoves : Math.min(lateMoves, 3 + depth * depth);
        // Once past that limit, the moves still to search are [i, limit); [setAside, n) holds the quiet
        // moves set aside then (see threatsFirst).
        int limit = n;
        int setAside = n;
        boolean narrowed = false;
        for (int i = 0; i < limit; i++) {
            if (!narrowed && searched >= quietLimit && best > -Score.WIN_THRESHOLD) {
                narrowed = true;
                int k = threatsFirst(ms, ss, i, n, me, op);
                if (k >= 0) {
                    limit = i + k;
                    setAside = limit;
                    if (i == limit) {
                        break;
                    }
                }
            }
            int m = MoveLists.pickBest(ms, ss, i, limit);
            if (me == Board.BLACK && p.suspect(m) && p.isForbidden(m)) {
                continue;
            }
            int myLevel = p.level(me, m);
            int opLevel = p.level(op, m);
            if (searched >= quietLimit && myLevel < Position.LEVEL_THREE && opLevel < blockLevel
                    && best > -Score.WIN_THRESHOLD) {
                // History can sort a quiet move before a threat: skip it, keep looking.
                continue;
            }
            p.make(m);
            nodes++;
            if (checkStop()) {
                p.undo();
                return 0;
            }
            int s = searchChild(f, alpha, beta, ply, n == 1, searched, m, myLevel, opLevel);
            p.undo();
            if (stopped) {
                return 0;
            }
            searched++;
            if (s > best) {
                best = s;
                bestM = m;
                if (s > alpha) {
                    alpha = s;
                    if (ply == 0) {
                        iterationMove = m;
                    }
                    extendPv(f, ply, m);
                    if (s >= beta) {
                        rewardCut(f, depth, me, m, myLevel, i, setAside, n);
                        break;
                    }
                }
            }
        }
        if (searched == 0) {
            // No legal move: black whose only replies are forbidden, or nothing generated.
            return n == 0 ? Score.DRAW : -(Score.WIN - ply - 2);
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > origAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(hash, TranspositionTable.pack(bestM, toTt(best, ply), Math.min(depth, 255), bound));
        return best;
    }

    /**
     * Searches a move made on the board and returns its score: a single reply a ply deeper, the block of
     * a four a little more (docs/search.md#four-block-extension); the first move with the full window,
     * later ones with a zero window, reduced first (docs/search.md#late-move-reductions), then at full
     * depth and with the full window as long as they beat alpha
     * (docs/search.md#principal-variation-search).
     */
    private int searchChild(PlyFrame f, int alpha, int beta, int ply, boolean single, int searched, int m,
            int myLevel, int opLevel) {
        int depth = f.depth;
        boolean pvNode = f.pvNode;
        boolean cutNode = f.cutNode;
        int newDepth = single ? depth : depth - 1;
        int childTenths = f.tenths;
        if (single && f.opFives == 1) {
            // Rapfi's 1.3 plies: a four and its block cost 0.7 of a ply, so longer VCF lines stay in view.
            childTenths += fourBlockTenths;
            if (childTenths >= 10) {
                childTenths -= 10;
                newDepth++;
            }
        }
        if (searched == 0) {
            return -search(-beta, -alpha, newDepth, ply + 1, pvNode, !pvNode && !cutNode, childTenths);
        }
        int r = depth >= 2 ? reduction(f, newDepth, ply, searched, m, myLevel, opLevel) : 0;
        int s = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, false, true, childTenths);
        if (s > alpha && r > 0) {
            s = -search(-alpha - 1, -alpha, newDepth, ply + 1, false, !cutNode, childTenths);
        }
        if (s > alpha && s < beta) {
            s = -search(-beta, -alpha, newDepth, ply + 1, true, false, childTenths);
        }
        return s;
    }

    /**
     * How many plies shallower a late move (made on the board) is searched first, at depth 2 or more
     * (docs/search.md#late-move-reductions): Rapfi's logarithmic form, its renju factor the default
     * percent; a ply less on the PV, for own threes and better and for killers, a ply more at expected
     * cut nodes; plus the useless-defence reduction (docs/search.md#useless-defence-reduction) and the
     * order-gap reductions (docs/search.md#order-gap-reductions) where the rule uses them; never to
     * depth 0.
     */
    private int reduction(PlyFrame f, int newDepth, int ply, int searched, int m, int myLevel, int opLevel) {
        SearchBoard p = pos;
        // The move is made: the side to move now is the node's opponent.
        int op = p.toMove();
        int r = (int) Math.round(LN[Math.min(f.depth, MAX_PLY - 1)] * LN[Math.min(searched + 1, LN.length - 1)]
                * reductionPercent / 100.0);
        if (f.pvNode) {
            r--;
        }
        if (f.cutNode) {
            r++;
        }
        if (myLevel >= Position.LEVEL_THREE || m == f.killer0 || m == f.killer1) {
            r--;
        }
        int previous = f.previous;
        if (uselessDefence && opLevel < Position.LEVEL_FOUR && previous >= 0
                && p.levelCount(op, Position.LEVEL_WIN_FOUR) > 0) {
            // After the move the opponent can still make an open or a double four, and the move blocks no
            // four of it: two plies more far from its last stone, one more far from our own.
            if (p.distance(m, previous) > 4) {
                r += 2;
            }
            if (ply >= 2 && p.distance(m, p.moveAt(ply - 2)) > 4) {
                r++;
            }
        }
        if ((orderGap > 0 || orderGap2 > 0) && myLevel < Position.LEVEL_FOUR) {
            // Far below the generator's best: the fitted ordering gives it little chance.
            int gap = f.bestGenerated - f.generatorScores[m];
            if (orderGap > 0 && gap > orderGap) {
                r++;
            }
            if (orderGap2 > 0 && gap > orderGap2) {
                r++;
            }
        }
        return Math.max(0, Math.min(r, newDepth - 1));
    }

    /** The principal variation from this ply: the move, then the child's. */
    private void extendPv(PlyFrame f, int ply, int m) {
        PlyFrame child = frames[ply + 1];
        f.pv[0] = m;
        System.arraycopy(child.pv, 0, f.pv, 1, child.pvLength);
        f.pvLength = child.pvLength + 1;
    }

    /**
     * The move at index i cut: below a four it becomes the ply's first killer
     * (docs/search.md#killer-moves) and the counter-move to the opponent's last move
     * (docs/search.md#counter-moves); it gains history, and the own non-threat moves picked before it and
     * the quiet moves set aside that scored above it lose as much (docs/search.md#history).
     */
    private void rewardCut(PlyFrame f, int depth, int me, int m, int myLevel, int i, int setAside, int n) {
        int[] ms = f.moves;
        int[] ss = f.scores;
        int[] hist = history[me];
        if (myLevel < Position.LEVEL_FOUR && m != f.killer0) {
            f.killer1 = f.killer0;
            f.killer0 = m;
        }
        if (counterMoves != null && myLevel < Position.LEVEL_FOUR && f.previous >= 0) {
            counterMoves[me][f.previous] = m;
        }
        hist[m] += depth * depth;
        // The own non-threat moves ranked before the one that cut did worse here.
        for (int j = 0; j < i; j++) {
            int q = ms[j];
            if (pos.level(me, q) < Position.LEVEL_THREE) {
                hist[q] = Math.max(hist[q] - depth * depth, -HISTORY_LIMIT);
            }
        }
        // The quiet moves set aside (all below a three) that picking would have put before it.
        for (int j = setAside; j < n; j++) {
            if (ss[j] > ss[i]) {
                int q = ms[j];
                hist[q] = Math.max(hist[q] - depth * depth, -HISTORY_LIMIT);
            }
        }
    }

    /**
     * Past the move-count limit every quiet move left would be picked and skipped, each pick a scan of
     * the list. Instead: the moves left that are not quiet go to {@code from}, best first, the quiet ones
     * after them; returns how many are not quiet. The search is the same as picking on (the same moves
     * in the same order, and {@link #rewardCut}'s history malus reaches the set-aside moves by score) as
     * long as no score of a move kept is shared by another move left, since {@link MoveLists#pickBest}
     * orders equals by places its swaps change: then the lists stay as they are and -1 is returned.
     */
    private int threatsFirst(int[] ms, int[] ss, int from, int n, int me, int op) {
        int[] km = keptMoves;
        int[] ks = keptScores;
        int k = 0;
        for (int j = from; j < n; j++) {
            if (!quiet(ms[j], me, op)) {
                km[k] = ms[j];
                ks[k++] = ss[j];
            }
        }
        for (int a = 0; a < k; a++) {
            int shared = 0;
            for (int j = from; j < n; j++) {
                if (ss[j] == ks[a]) {
                    shared++;
                }
            }
            if (shared > 1) {
                return -1;
            }
        }
        // Quiet moves to the back, in their order, then the kept ones in front, best first.
        int back = n;
        for (int j = n - 1; j >= from; j--) {
            if (quiet(ms[j], me, op)) {
                back--;
                ms[back] = ms[j];
                ss[back] = ss[j];
            }
        }
        for (int a = 0; a < k; a++) {
            int j = from + a;
            while (j > from && ss[j - 1] < ks[a]) {
                ms[j] = ms[j - 1];
                ss[j] = ss[j - 1];
                j--;
            }
            ms[j] = km[a];
            ss[j] = ks[a];
        }
        return k;
    }

    /**
     * The move-count pruning's quiet move, as {@link #searchMoves} tests it: below a three for the mover and
     * below {@code blockLevel} for the opponent.
     */
    private boolean quiet(int m, int me, int op) {
        return pos.level(me, m) < Position.LEVEL_THREE && pos.level(op, m) < blockLevel;
    }

    /**
     * The leaves' VCF quiescence: a forced block is always played (never stand pat facing a four);
     * otherwise stand pat on the static evaluation, or try the own fours that also make an open three
     * (anywhere), then the own fours on the lines through the side's previous stone (an attack that
     * goes on), at most {@code attacks} of them in a row (docs/search.md#vcf-quiescence).
     */
    private int quiesce(int alpha, int beta, int ply, int attacks) {
        SearchBoard p = pos;
        int me = p.toMove();
        int op = 3 - me;
        if (p.levelCount(me, Position.LEVEL_FIVE) > 0) {
            return Score.WIN - ply - 1;
        }
        int opFives = p.levelCount(op, Position.LEVEL_FIVE);
        if (opFives > 1) {
            return -(Score.WIN - ply - 2);
        }
        if (p.isFull()) {
            return Score.DRAW;
        }
        if (opFives == 1 && ply < MAX_PLY - 2) {
            int block = p.findCandidate(op, Position.LEVEL_FIVE);
            if (block < 0 || (me == Board.BLACK && p.suspect(block) && p.isForbidden(block))) {
                return -(Score.WIN - ply - 2);
            }
            p.make(block);
            nodes++;
            if (checkStop()) {
                p.undo();
                return 0;
            }
            int s = -quiesce(-beta, -alpha, ply + 1, attacks);
            p.undo();
            return s;
        }
        int win = staticWin(ply, opFives);
        if (win != NO_SCORE) {
            return win;
        }
        int stand = Math.max(-Score.MAX_EVAL, Math.min(Score.MAX_EVAL, eval.evaluate(p)));
        if (stand >= beta || attacks <= 0 || ply >= MAX_PLY - 3
                || p.levelCount(me, Position.LEVEL_FOUR_THREE) + p.levelCount(me, Position.LEVEL_FOUR) == 0) {
            return stand;
        }
        PlyFrame f = frames[ply];
        int n = attackMoves(f, ply, me);
        int[] ms = f.moves;
        int best = stand;
        if (stand > alpha) {
            alpha = stand;
        }
        for (int i = 0; i < n; i++) {
            int m = ms[i];
            if (me == Board.BLACK && p.suspect(m) && p.isForbidden(m)) {
                continue;
            }
            p.make(m);
            nodes++;
            if (checkStop()) {
                p.undo();
                return 0;
            }
            int s = -quiesce(-beta, -alpha, ply + 1, attacks - 1);
            p.undo();
            if (stopped) {
                return 0;
            }
            if (s > best) {
                best = s;
                if (s > alpha) {
                    alpha = s;
                    if (s >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /**
     * The quiescence's attacks, into the frame's move list: the own four-threes anywhere, then the own
     * fours on a line within 4 of the side's previous stone; returns how many. Collected first, as making
     * moves changes the candidate list.
     */
    private int attackMoves(PlyFrame f, int ply, int me) {
        SearchBoard p = pos;
        f.ensureMoves();
        int[] ms = f.moves;
        int n = 0;
        int cn = p.candidateCount();
        for (int i = 0; i < cn; i++) {
            int c = p.candidate(i);
            if (p.level(me, c) == Position.LEVEL_FOUR_THREE) {
                ms[n++] = c;
            }
        }
        // Any four anywhere would make this search explode; the previous stone is where the attack is.
        int previous = ply >= 2 ? p.moveAt(ply - 2) : -1;
        for (int i = 0; i < cn; i++) {
            int c = p.candidate(i);
            if (p.level(me, c) == Position.LEVEL_FOUR && (previous < 0 || onLineWithin(previous, c, 4))) {
                ms[n++] = c;
            }
        }
        return n;
    }

    /** Whether two cells lie on one row, column or diagonal at most {@code distance} apart. */
    private boolean onLineWithin(int a, int b, int distance) {
        Board board = pos.board();
        int dx = board.x(b) - board.x(a);
        int dy = board.y(b) - board.y(a);
        return (dx == 0 || dy == 0 || Math.abs(dx) == Math.abs(dy)) && Math.max(Math.abs(dx), Math.abs(dy)) <= distance;
    }

    private static int toTt(int s, int ply) {
        if (s >= Score.WIN_THRESHOLD) {
            return s + ply;
        }
        if (s <= -Score.WIN_THRESHOLD) {
            return s - ply;
        }
        return s;
    }

    private static int fromTt(int s, int ply) {
        if (s >= Score.WIN_THRESHOLD) {
            return s - ply;
        }
        if (s <= -Score.WIN_THRESHOLD) {
            return s + ply;
        }
        return s;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }
}
