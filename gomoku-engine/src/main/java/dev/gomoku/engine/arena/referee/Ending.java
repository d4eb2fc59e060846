package dev.gomoku.engine.arena.referee;

/** How a game ended. */
public enum Ending {
    /** A winning row. */
    FIVE,
    /** The board is full without a winner: a draw. */
    BOARD_FULL,
    /**
     * Renju: {@link Referee#RENJU_DRAW_EMPTY} empty points are left without a winner: a draw, as the
     * Gomocup referee decides before it asks for the next move.
     */
    RENJU_DRAW,
    /** The loser ran out of time (turn or game clock). */
    TIMEOUT,
    /** The loser's process crashed, could not start, or closed its output. */
    CRASH,
    /** The loser sent a line that is no valid answer. */
    GARBAGE,
    /** The loser refused a command ({@code UNKNOWN}, {@code ERROR}, or an init failure). */
    REFUSED,
    /** The loser played on an occupied cell. */
    OCCUPIED,
    /** The loser played outside the board. */
    OFF_BOARD,
    /** Black played a renju-forbidden point. */
    FORBIDDEN,
    /** The loser gave a Swap2 answer of the wrong shape (wrong number of stones, a bad choice). */
    BAD_SWAP2,
    /** The loser's process tree held more unique memory (USS) than {@code max_memory} after a move. */
    MEMORY,
    /** The loser's persistent folder held more than 70 MiB after a move. */
    FOLDER;

    /**
     * Whether the game ended by a fault of the loser rather than on the board.
     *
     * @return true unless {@link #FIVE}, {@link #BOARD_FULL} or {@link #RENJU_DRAW}
     */
    public boolean isFault() {
        return this != FIVE && this != BOARD_FULL && this != RENJU_DRAW;
    }
}
