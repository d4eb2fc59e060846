package dev.gomoku.examples.check;

/** What part of a tournament a check is about. */
public enum Area {
    /** Commands and answers over the pipe. */
    PROTOCOL,
    /** Answer times against the clocks. */
    TIMING,
    /** Unique memory of the process tree against {@code max_memory}. */
    MEMORY,
    /** The Swap2 opening ({@code SWAP2BOARD}). */
    SWAP2,
    /** Renju: forbidden points. */
    RENJU,
    /** The persistent folder ({@code INFO folder}). */
    FOLDER,
    /** The legacy file protocol (PLOCHA.DAT, TAH.DAT). */
    LEGACY
}
