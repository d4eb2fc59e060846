package dev.gomoku.examples.web;

import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.referee.TimeControl;

/**
 * The game clocks of the game on the page, one per colour of the board, kept and judged as the referee
 * keeps them ({@code gomoku match --match-time}): each answer's time is taken off its side's game time,
 * and a side whose time is {@linkplain TimeControl#exhausted exhausted} has lost. A move is waited for at
 * most {@link TimeControl#moveBudgetMillis} (time per move or game time left, plus the tolerance).
 * The person's moves are timed only when asked for.
 */
final class GameClocks {
    private final TimeControl time;
    private final boolean person;
    /** Game time left by board side (black, white); {@code Long.MAX_VALUE} without a game limit. */
    private final long[] left = new long[2];

    GameClocks(TimeControl time, boolean person) {
        this.time = time;
        this.person = person;
        long match = time.matchMillis() > 0 ? time.matchMillis() : Long.MAX_VALUE;
        left[0] = match;
        left[1] = match;
    }

    /** Whether the person's moves are timed. */
    boolean timesPerson() {
        return person;
    }

    /** The game time left of a board side, {@code Long.MAX_VALUE} without a game limit. */
    long left(Side side) {
        return left[side == Side.BLACK ? 0 : 1];
    }

    /** The longest a move of this side may take, tolerance included; {@code Long.MAX_VALUE} for no limit. */
    long budget(Side side) {
        return time.moveBudgetMillis(left(side));
    }

    /**
     * Takes a move's time off its side's game time.
     *
     * @return true if the game time is exhausted: the side has lost on time
     */
    boolean charge(Side side, long elapsedMillis) {
        int k = side == Side.BLACK ? 0 : 1;
        if (left[k] == Long.MAX_VALUE) {
            return false;
        }
        left[k] -= elapsedMillis;
        return time.exhausted(left[k]);
    }

    /** {@code [black, white]} game time left as the page shows the colours (below 0 once spent), null for no limit. */
    void left(Json j, boolean flip) {
        j.beginArray();
        for (Side s : new Side[] {Side.BLACK, Side.WHITE}) {
            long v = left(flip ? s.opponent() : s);
            if (v == Long.MAX_VALUE) {
                j.nullValue();
            } else {
                j.value(v);
            }
        }
        j.endArray();
    }
}
