package dev.gomoku.engine.arena.client;

/** Receives brain events; must be thread-safe when games run concurrently. */
@FunctionalInterface
public interface ArenaLog {
    /** Discards everything. */
    ArenaLog NONE = e -> { };

    /**
     * Called for every event.
     *
     * @param event the event
     */
    void event(BrainEvent event);
}
