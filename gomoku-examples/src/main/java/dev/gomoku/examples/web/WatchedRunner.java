package dev.gomoku.examples.web;

import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainClients;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.match.Match;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.match.MatchRunner;
import dev.gomoku.engine.arena.match.MatchSettings;
import java.util.function.UnaryOperator;

/**
 * Plays matches on this machine with players that report every request and answer to the page's
 * tiles, and brains whose events (their analysis) the tiles show too.
 */
public final class WatchedRunner implements MatchRunner {
    private final WebServer server;
    private final ArenaLog log;
    private final UnaryOperator<BrainSpec> prepare;

    /**
     * A runner for a server started for watching.
     *
     * @param server the page
     * @param log receives brain events besides the page
     * @param prepare adjusts each brain for being watched (asks our brains for their analysis)
     */
    public WatchedRunner(WebServer server, ArenaLog log, UnaryOperator<BrainSpec> prepare) {
        this.server = server;
        this.log = log;
        this.prepare = prepare;
    }

    @Override
    public MatchResult run(BrainSpec first, BrainSpec second, MatchSettings settings, MatchListener listener) {
        ArenaLog both = e -> {
            log.event(e);
            server.watchLog().event(e);
        };
        BrainSpec a = prepare.apply(first);
        BrainSpec b = prepare.apply(second.namedApartFrom(first));
        return Match.run(server.watched(() -> BrainClients.player(a, both)), server.watched(() -> BrainClients.player(b, both)),
                settings, listener);
    }
}
