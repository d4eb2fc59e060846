package dev.gomoku.engine.search;

import dev.gomoku.core.Board;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.internal.SearchBoard;

/**
 * The search's read-only view of the position at a node: the board plus per-cell threat data kept
 * up to date incrementally from the core's line patterns as the search makes and takes back moves.
 * Sides are {@link Side}s, as on the {@link Board}. Per-cell data is kept for the
 * {@linkplain #candidate(int) candidate cells} (empty cells within two of a stone: every cell where
 * a stone makes a three or more is one); for other cells it is unspecified.
 *
 * <p>The threat ladder of an empty cell says what a stone of a side placed there would make over its
 * four lines: {@link #LEVEL_NONE} &lt; {@link #LEVEL_TWO} &lt; {@link #LEVEL_THREE} &lt;
 * {@link #LEVEL_DOUBLE_THREE} &lt; {@link #LEVEL_FOUR} &lt; {@link #LEVEL_FOUR_THREE} &lt;
 * {@link #LEVEL_WIN_FOUR} &lt; {@link #LEVEL_FIVE}. Renju legality is not included: use
 * {@link #isLegal(int)} for the side to move.
 */
public interface Position {
    /** Nothing better than a two. */
    int LEVEL_NONE = 0;
    /** A two (one more stone makes an open three) or a blocked three. */
    int LEVEL_TWO = 1;
    /** An open three (one more stone makes an open four). */
    int LEVEL_THREE = 2;
    /** Two open threes. */
    int LEVEL_DOUBLE_THREE = 3;
    /** One blocked four (one point completes a five). */
    int LEVEL_FOUR = 4;
    /** A blocked four and an open three. */
    int LEVEL_FOUR_THREE = 5;
    /** An open four or two fours: wins unless the opponent has a five. */
    int LEVEL_WIN_FOUR = 6;
    /** A five (under the rule: renju black exactly five). */
    int LEVEL_FIVE = 7;
    /** Number of levels. */
    int LEVELS = 8;

    /**
     * The position of a board (copied), its cells scored by the rule's default weights: to evaluate a
     * position or generate its moves outside a search.
     *
     * @param board the board; its side to move moves
     * @return the position
     */
    static Position of(Board board) {
        return new SearchBoard(board, board.sideToMove().code());
    }

    /**
     * The board; read it, never change it.
     *
     * @return the board in its current state
     */
    Board board();

    /**
     * The side to move at this node.
     *
     * @return the side whose move it is
     */
    Side sideToMove();

    /**
     * Plies made since the search root.
     *
     * @return the distance from the root
     */
    int ply();

    /**
     * The threat level a stone of {@code side} would make on an empty cell.
     *
     * @param side the side placing the stone
     * @param index a candidate cell
     * @return a {@code LEVEL_*} constant
     */
    int level(Side side, int index);

    /**
     * The built-in pattern score of an empty cell for a side: how much a stone there would be worth
     * by the patterns it makes (higher is better).
     *
     * @param side the side placing the stone
     * @param index a candidate cell
     * @return a non-negative score
     */
    int cellScore(Side side, int index);

    /**
     * The sum of {@link #cellScore(Side, int)} over the candidate cells, maintained incrementally.
     *
     * @param side the side
     * @return the total
     */
    int patternScore(Side side);

    /**
     * How many candidate cells have exactly a given threat level for a side (constant time from
     * {@link #LEVEL_THREE} up).
     *
     * @param side the side
     * @param level a {@code LEVEL_*} constant
     * @return the count
     */
    int levelCount(Side side, int level);

    /**
     * The number of candidate cells: empty cells within two cells (king distance) of a stone.
     *
     * @return the count; 0 on an empty board
     */
    int candidateCount();

    /**
     * One candidate cell.
     *
     * @param i 0 to {@link #candidateCount()} - 1
     * @return its index
     */
    int candidate(int i);

    /**
     * Whether black may not play an empty cell (renju forbidden point). Always false for other rules.
     *
     * @param index an empty cell
     * @return true if a black stone there is forbidden
     */
    boolean isForbidden(int index);

    /**
     * Whether the side to move may play an empty cell (not forbidden for black under renju).
     *
     * @param index an empty cell
     * @return true if legal
     */
    boolean isLegal(int index);
}
