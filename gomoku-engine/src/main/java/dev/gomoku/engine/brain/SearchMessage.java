package dev.gomoku.engine.brain;

import dev.gomoku.core.Board;
import dev.gomoku.engine.search.Score;
import dev.gomoku.engine.search.SearchInfo;

/**
 * The {@code MESSAGE} line the search brain sends after every iteration, in the form analysis GUIs
 * read (as Rapfi and Yixin print theirs): {@code depth 9 ev 120 n 51234 tm 830 pv h8 i9 j10}. The
 * score is for the side to move; a proven result reads {@code +W7} (wins in 7 plies) or {@code -L6}.
 */
final class SearchMessage {
    private SearchMessage() {
    }

    static String of(Board board, SearchInfo info) {
        StringBuilder sb = new StringBuilder(96);
        sb.append("depth ").append(info.depth()).append(" ev ").append(score(info.score()))
                .append(" n ").append(info.nodes()).append(" tm ").append(info.elapsedNanos() / 1_000_000L).append(" pv");
        for (int idx : info.pv()) {
            int x = board.x(idx);
            sb.append(' ').append(x < 26 ? (char) ('a' + x) : (char) ('A' + x - 26)).append(board.height() - board.y(idx));
        }
        return sb.toString();
    }

    /**
     * One of the ranked moves answering {@code YXNBEST}: {@code nbest 2 of 3 i9 ev 35 depth 7 pv i9 h8 j10},
     * the score for the side to move.
     */
    static String candidate(Board board, int rank, int count, int score, int depth, int[] pv) {
        StringBuilder sb = new StringBuilder(80);
        sb.append("nbest ").append(rank).append(" of ").append(count).append(' ');
        name(sb, board, pv[0]);
        sb.append(" ev ").append(score(score)).append(" depth ").append(depth).append(" pv");
        for (int idx : pv) {
            sb.append(' ');
            name(sb, board, idx);
        }
        return sb.toString();
    }

    private static void name(StringBuilder sb, Board board, int idx) {
        int x = board.x(idx);
        sb.append(x < 26 ? (char) ('a' + x) : (char) ('A' + x - 26)).append(board.height() - board.y(idx));
    }

    private static String score(int s) {
        if (Score.isDecisive(s)) {
            return s > 0 ? "+W" + (Score.WIN - s) : "-L" + (Score.WIN + s);
        }
        return Integer.toString(s);
    }
}
