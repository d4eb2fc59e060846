package dev.gomoku.protocol.pipe;

/**
 * How a manager writes the stones of {@code SWAP2BOARD}. Either way they come in move order, and a brain
 * reads their colours from the order (stone 1 black, 2 white, ...).
 */
public enum Swap2Lines {
    /** {@code x,y}: what the Gomocup protocol document shows and the Gomocup referee sends; the default. */
    XY,
    /**
     * {@code x,y,field}, with the fields a {@code BOARD} of the same position would carry (1 for the stones
     * of the side to move, 2 for the others), for brains that expect the field.
     */
    XY_FIELD
}
