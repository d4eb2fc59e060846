package dev.gomoku.engine.search;

import dev.gomoku.core.Board;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.internal.DfpnSearch;
import dev.gomoku.engine.search.internal.SearchBoard;
import dev.gomoku.engine.search.internal.VcfSearch;
import java.util.Optional;

/**
 * Threat-space solvers: VCF (victory by continuous fours) and VCT (fours and open threes), renju
 * aware. A found line lists board indices attacker, defender, attacker, ..., ending with the
 * attacker move after which the defender is lost (the final five is not listed).
 */
public final class ThreatSolver {
    private ThreatSolver() {
    }

    /**
     * The outcome of a solve.
     *
     * @param line the winning line, empty when none was found
     * @param proven true when the search was exhaustive (no line means no win within the limits)
     * @param nodes moves made while searching
     */
    public record Outcome(int[] line, boolean proven, long nodes) {
        /**
         * Copies the line.
         *
         * @param line see the record component
         * @param proven see the record component
         * @param nodes see the record component
         * @throws NullPointerException when line is null
         */
        public Outcome {
            line = line.clone();
        }

        /**
         * The winning line (a copy).
         *
         * @return board indices
         */
        @Override
        public int[] line() {
            return line.clone();
        }

        /**
         * Whether a win was found.
         *
         * @return true if {@link #line()} is not empty
         */
        public boolean wins() {
            return line.length > 0;
        }

        /**
         * The first move of the win.
         *
         * @return the move, or empty
         */
        public Optional<Integer> firstMove() {
            return line.length > 0 ? Optional.of(line[0]) : Optional.empty();
        }
    }

    /**
     * Looks for a VCF for {@code attacker}, who moves first.
     *
     * @param board the position (not changed)
     * @param attacker the side that attacks
     * @param maxAttackerMoves most attacker moves
     * @param maxNodes node budget
     * @return the outcome
     * @throws IllegalArgumentException when a limit is negative
     */
    public static Outcome vcf(Board board, Side attacker, int maxAttackerMoves, long maxNodes) {
        return vct(board, attacker, maxAttackerMoves, 0, maxNodes);
    }

    /**
     * Looks for a VCT for {@code attacker}, who moves first. An attacker move is a four, or a quiet
     * move (a three or another threat) after which the attacker, given a free move, would have a VCF
     * of at most {@code maxThrees} moves (quintet's "threat limit"; 0 means a plain VCF). The defender
     * answers a threat with every point of its shortest VCF, its five points, counter-four points and
     * every own four. Forced blocks count as attacker moves, so an exhaustive failure
     * ({@link Outcome#proven()} without a line) means no such win within {@code maxAttackerMoves}.
     * VCTs are solved by a depth-first proof-number search; VCFs depth-first. A VCT search spends the
     * first three quarters of {@code maxNodes} on narrowed games (quiet attacker moves near the
     * sequence's own stones; then also fours that build beside their line), which can only find wins,
     * and the rest on the full game; so a failure is {@link Outcome#proven()} only when the full game
     * was searched to the end.
     *
     * @param board the position (not changed)
     * @param attacker the side that attacks
     * @param maxAttackerMoves most attacker moves
     * @param maxThrees longest VCF that a quiet attacker move may threaten
     * @param maxNodes node budget of the proof; rebuilding its line may take as much again
     * @return the outcome
     * @throws IllegalArgumentException when a limit is negative
     */
    public static Outcome vct(Board board, Side attacker, int maxAttackerMoves, int maxThrees, long maxNodes) {
        if (maxAttackerMoves < 0 || maxThrees < 0 || maxNodes < 0) {
            throw new IllegalArgumentException("negative limit: moves=" + maxAttackerMoves + " threes="
                    + maxThrees + " nodes=" + maxNodes);
        }
        SearchBoard pos = new SearchBoard(board, attacker.code());
        if (maxThrees == 0) {
            VcfSearch s = new VcfSearch(pos, 16);
            boolean win = s.solve(maxAttackerMoves, maxNodes);
            return new Outcome(win ? s.line() : new int[0], win || !s.aborted(), s.nodes());
        }
        // Table about a quarter of the node budget, within 4 K .. 1 M entries.
        int bits = Math.max(12, Math.min(20, 61 - Long.numberOfLeadingZeros(Math.max(1, maxNodes))));
        DfpnSearch s = new DfpnSearch(pos, bits);
        boolean win = s.solve(maxAttackerMoves, Math.min(maxThrees, 255), maxNodes);
        return new Outcome(win ? s.line() : new int[0], win || !s.aborted(), s.nodes());
    }
}
