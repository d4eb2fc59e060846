package dev.gomoku.engine.brain;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.Turn;
import dev.gomoku.engine.search.Score;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchResult;
import dev.gomoku.engine.search.Searcher;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The search brain's answer to {@code YXNBEST n} ({@link Turn#candidates()}): several best moves, each
 * with a score and a principal variation, multi-PV style but around the unchanged searcher. Half the
 * time goes to the ordinary search, whose move is played and ranked first; the rest is shared by
 * searches of the positions after the other likely moves (the cells where either side's stone makes
 * the most, near the stones), each scored as the negated score of the reply. After every search the
 * ranked list so far is sent as {@code MESSAGE nbest k of n ...} lines ({@link SearchMessage#candidate}).
 */
final class CandidateMoves {
    /** Moves searched beyond the best, per candidate asked for. */
    private static final int WIDTH = 2;

    private CandidateMoves() {
    }

    /** One scored move: its score for the side to move, the depth reached and the line from it. */
    private record Line(int move, int score, int depth, int[] pv) {
    }

    static int search(Searcher searcher, Board board, Turn turn, SearchLimits limits, int count) {
        long start = System.nanoTime();
        long deadline = limits.deadlineNanos();
        long nodes = limits.maxNodes();
        SearchResult main = searcher.search(board, share(limits, start, deadline, 2, nodes / 2), info -> {
            turn.publish(new Point(board.x(info.bestMove()), board.y(info.bestMove())));
            turn.message(SearchMessage.of(board, info));
        });
        List<Line> lines = new ArrayList<>();
        lines.add(new Line(main.bestMove(), main.score(), main.depth(), main.pv()));
        report(board, turn, lines, count);
        int[] others = likelyMoves(board, main.bestMove(), WIDTH * count);
        for (int i = 0; i < others.length && !turn.stopRequested(); i++) {
            int m = others[i];
            long now = System.nanoTime();
            board.play(m);
            Line line;
            if (board.isWin(m)) {
                line = new Line(m, Score.winIn(1), 0, new int[] {m});
            } else if (board.isFull()) {
                line = new Line(m, Score.DRAW, 0, new int[] {m});
            } else {
                SearchResult r = searcher.search(board, share(limits, now, deadline, others.length - i,
                        nodes == Long.MAX_VALUE ? nodes : nodes / 2 / others.length), info -> { });
                int[] pv = new int[r.pv().length + 1];
                pv[0] = m;
                System.arraycopy(r.pv(), 0, pv, 1, r.pv().length);
                line = new Line(m, -r.score(), r.depth() + 1, pv);
            }
            board.undo();
            lines.add(line);
            report(board, turn, lines, count);
        }
        return main.bestMove();
    }

    /** The limits with a share of the time left ({@code 1/parts}) and a node budget. */
    private static SearchLimits share(SearchLimits l, long now, long deadline, int parts, long nodes) {
        long end = deadline == Long.MAX_VALUE ? deadline : now + Math.max(0, deadline - now) / parts;
        return new SearchLimits(end, l.maxDepth(), Math.max(1, nodes), l.stop(), l.memoryBytes(), l.threads(), l.seed());
    }

    /** The best searched move first, then the others by score: the first {@code count} as MESSAGE lines. */
    private static void report(Board board, Turn turn, List<Line> lines, int count) {
        List<Line> rest = new ArrayList<>(lines.subList(1, lines.size()));
        rest.sort(Comparator.comparingInt(Line::score).reversed());
        List<Line> ranked = new ArrayList<>();
        ranked.add(lines.get(0));
        ranked.addAll(rest);
        int n = Math.min(count, ranked.size());
        for (int k = 0; k < n; k++) {
            Line l = ranked.get(k);
            turn.message(SearchMessage.candidate(board, k + 1, n, l.score(), l.depth(), l.pv()));
        }
    }

    /**
     * Up to {@code limit} empty legal cells other than {@code best}, near the stones (two cells at most),
     * by what a stone there makes for the side to move and against the opponent.
     */
    private static int[] likelyMoves(Board board, int best, int limit) {
        Side me = board.sideToMove();
        boolean renjuBlack = me == Side.BLACK && board.rule().hasForbiddenMoves();
        List<int[]> keyed = new ArrayList<>();
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                int idx = board.index(x, y);
                if (idx == best || !board.isEmpty(idx) || !near(board, x, y) || renjuBlack && ForbiddenMoves.isForbidden(board, idx)) {
                    continue;
                }
                int key = board.threat(me, idx) * 20 + board.threat(me.opponent(), idx) * 16 + neighbours(board, x, y);
                keyed.add(new int[] {key, idx});
            }
        }
        keyed.sort((a, b) -> Integer.compare(b[0], a[0]));
        return keyed.stream().limit(limit).mapToInt(k -> k[1]).toArray();
    }

    private static boolean near(Board board, int x, int y) {
        if (board.moveCount() == 0) {
            return Math.abs(x - board.width() / 2) <= 1 && Math.abs(y - board.height() / 2) <= 1;
        }
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                if (board.contains(x + dx, y + dy) && !board.isEmpty(board.index(x + dx, y + dy))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int neighbours(Board board, int x, int y) {
        int n = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (board.contains(x + dx, y + dy) && !board.isEmpty(board.index(x + dx, y + dy))) {
                    n++;
                }
            }
        }
        return n;
    }
}
