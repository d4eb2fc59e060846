package dev.gomoku.examples.cluster;

/** What a worker did with a job it accepted. */
enum JobOutcome {
    /** The unit was played and its result stored. */
    PLAYED,
    /** The unit already has a result: not played again. */
    ALREADY_PLAYED,
    /** Another live worker holds the unit, or another job of it is playing here. */
    HELD,
    /** The run was stopped (a match by its SPRT) before the unit began. */
    CANCELLED,
    /** A brain or network cannot start on this worker: reported, and the unit released for another. */
    UNAVAILABLE,
    /** The unit failed in a way that would fail it anywhere: reported, and the run ends. */
    FAILED;

    /** Why a unit was not played, for the worker's log; null if there is nothing to say beyond the game's own lines. */
    String why() {
        return switch (this) {
            case ALREADY_PLAYED -> "it already has a result";
            case HELD -> "it is being played already";
            case CANCELLED -> "the run was stopped";
            case PLAYED, UNAVAILABLE, FAILED -> null;
        };
    }
}
