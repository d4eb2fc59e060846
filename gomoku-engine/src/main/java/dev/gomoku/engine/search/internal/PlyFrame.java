package dev.gomoku.engine.search.internal;

import dev.gomoku.engine.search.MoveGenerator;

/**
 * What a {@link Worker} keeps for one ply of its search: the node's move list, its killers and its
 * principal variation, and the facts about the node that the steps of {@code Worker.search} share. A
 * worker allocates its frames once; the move lists when a ply is first reached (most searches stay
 * shallow), so no node allocates.
 */
final class PlyFrame {
    /** The moves generated at this ply and their ordering scores; null until the ply is first reached. */
    int[] moves;
    int[] scores;
    /**
     * Per cell, the generator's score of the moves of this ply's node, where order-gap reductions apply;
     * null until first needed.
     */
    int[] generatorScores;
    /** The best generator score among this node's moves, where order-gap reductions apply. */
    int bestGenerated;
    /** Two moves that last caused a cut at this ply (-1 for none), the newest first. */
    int killer0 = -1;
    int killer1 = -1;
    /** The node's remaining depth, its kind and its fractions of a ply (see {@code Worker.search}). */
    int depth;
    boolean pvNode;
    boolean cutNode;
    int tenths;
    /** The opponent's fives on the board at this node. */
    int opFives;
    /** The opponent's move into this node, or -1 at the root. */
    int previous;
    /** The transposition table's move for this node, or -1. */
    int ttMove;
    /** The principal variation from this ply: {@code pvLength} moves. */
    final int[] pv;
    int pvLength;

    PlyFrame(int maxLength) {
        pv = new int[maxLength];
    }

    /** Allocates the move lists when the ply is first reached. */
    void ensureMoves() {
        if (moves == null) {
            moves = new int[MoveGenerator.MAX_MOVES];
            scores = new int[MoveGenerator.MAX_MOVES];
        }
    }
}
