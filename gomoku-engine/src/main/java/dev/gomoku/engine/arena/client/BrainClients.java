package dev.gomoku.engine.arena.client;

import dev.gomoku.engine.arena.referee.Player;

/**
 * Creates the manager's clients of brain programs: a {@link Player} that speaks the brain's protocol to
 * its process.
 */
public final class BrainClients {
    private BrainClients() {
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
            case PIPE -> new PipeClient(spec, log);
            case LEGACY -> new LegacyClient(spec, log);
            case KOTH -> new KothClient(spec, log);
        };
    }
}
