package dev.gomoku.engine.arena;

/** Creates {@link Player}s for brain programs. */
public final class Brains {
    private Brains() {
    }

    /**
     * A player for a brain program; nothing is started until its first game.
     *
     * @param spec how to start it and which protocol it speaks
     * @param log receives the brain's messages and the manager's events
     * @return the player; {@link Player#close()} it when done
     */
    public static Player player(BrainSpec spec, ArenaLog log) {
        return switch (spec.protocol()) {
            case PIPE -> new PipeBrain(spec, log);
            case LEGACY -> new LegacyBrain(spec, log);
            case KOTH -> new KothBot(spec, log);
        };
    }
}
