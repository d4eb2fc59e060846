package dev.gomoku.examples.cluster;

/** What a worker did with a job it accepted. */
enum JobOutcome {
    /** The game was played and its result stored. */
    PLAYED,
    /** The game already has a result: not played again. */
    ALREADY_PLAYED,
    /** Another live worker holds the game, or another job of it is playing here. */
    HELD,
    /** The match was stopped (by its SPRT) before the game began. */
    CANCELLED,
    /** A brain cannot start on this worker: reported, and the game released for another. */
    UNAVAILABLE,
    /** The game failed in a way that would fail it anywhere: reported, and the match ends. */
    FAILED;

    /** Why a game was not played, for the worker's log; null if there is nothing to say beyond the game's own lines. */
    String why() {
        return switch (this) {
            case ALREADY_PLAYED -> "it already has a result";
            case HELD -> "it is being played already";
            case CANCELLED -> "the match was stopped";
            case PLAYED, UNAVAILABLE, FAILED -> null;
        };
    }
}
