package dev.gomoku.examples.web;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.ThreatSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What our threat solvers ({@link ThreatSolver}) say of a position, in words for the page: the side to
 * move wins by VCF or VCT (the line, and that the other side has no defence), or the other side
 * threatens one, or neither. A winning line can be played on move by move ({@link #after}).
 *
 * @param text the verdict, e.g. {@code Black to move wins by VCF: ... White has no defence.}
 * @param line the winning or threatening line in move order, attacker first; empty for none
 * @param wins whether the line is a forced win for the side to move (and so playable from here)
 */
record Proof(String text, List<Point> line, boolean wins) {
    /** Most attacker moves of a line. */
    private static final int MOVES = 20;
    /** Node budgets: a second or so each on a loaded machine. */
    private static final long VCF_NODES = 300_000;
    private static final long VCT_NODES = 300_000;
    /** The longest VCF a quiet VCT move may threaten. */
    private static final int THREES = 8;

    Proof {
        line = List.copyOf(line);
    }

    /**
     * Solves the position for the side to move (VCF, then VCT), then for the other side's threats.
     *
     * @param colour a board side as the page names it ({@code black}, {@code white})
     */
    static Proof of(Board board, Function<Side, String> colour) {
        Side me = board.sideToMove();
        Side op = me.opponent();
        String mover = capital(colour.apply(me));
        ThreatSolver.Outcome vcf = ThreatSolver.vcf(board, me, MOVES, VCF_NODES);
        if (vcf.wins()) {
            return win(board, vcf, "VCF", mover, colour.apply(op));
        }
        ThreatSolver.Outcome vct = ThreatSolver.vct(board, me, MOVES, THREES, VCT_NODES);
        if (vct.wins()) {
            return win(board, vct, "VCT", mover, colour.apply(op));
        }
        String none = "No forced win for " + colour.apply(me) + " to move: "
                + (vcf.proven() && vct.proven() ? "no VCF or VCT within " + MOVES + " moves."
                        : "no VCF or VCT found within the search budget (not proven).");
        ThreatSolver.Outcome threat = ThreatSolver.vcf(board, op, MOVES, VCF_NODES);
        if (threat.wins()) {
            List<Point> line = points(board, threat.line());
            return new Proof(none + " " + capital(colour.apply(op)) + " threatens a VCF (" + names(board, line) + "): "
                    + colour.apply(me) + " must defend.", line, false);
        }
        return new Proof(none + " " + capital(colour.apply(op)) + " has no VCF threat.", List.of(), false);
    }

    private static Proof win(Board board, ThreatSolver.Outcome o, String kind, String mover, String defender) {
        List<Point> line = points(board, o.line());
        int moves = (line.size() + 1) / 2;
        return new Proof(mover + " to move wins by " + kind + " in " + moves + (moves == 1 ? " move: " : " moves: ")
                + names(board, line) + ", then five. " + capital(defender) + " has no defence.", line, true);
    }

    /** The proof after the line's next move was played, or null if the line is done. */
    Proof after(Point played) {
        if (!wins || line.isEmpty() || !line.get(0).equals(played) || line.size() == 1) {
            return null;
        }
        return new Proof(text, line.subList(1, line.size()), true);
    }

    private static List<Point> points(Board board, int[] line) {
        List<Point> out = new ArrayList<>(line.length);
        for (int idx : line) {
            out.add(new Point(board.x(idx), board.y(idx)));
        }
        return out;
    }

    private static String names(Board board, List<Point> line) {
        StringBuilder sb = new StringBuilder();
        for (Point p : line) {
            sb.append(sb.length() == 0 ? "" : " ").append(Notation.name(p.x(), p.y(), board.height()));
        }
        return sb.toString();
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
