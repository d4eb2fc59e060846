/**
 * The Brain API that brain authors implement, the hosts that run a brain under each protocol, the
 * pluggable search, and the match runner.
 */
module dev.gomoku.engine {
    requires transitive dev.gomoku.core;
    requires transitive dev.gomoku.protocol;

    exports dev.gomoku.engine;
    exports dev.gomoku.engine.search;
    exports dev.gomoku.engine.host;
    exports dev.gomoku.engine.arena.client;
    exports dev.gomoku.engine.arena.referee;
    exports dev.gomoku.engine.arena.match;
    exports dev.gomoku.engine.arena.stats;
    exports dev.gomoku.engine.brain;
    exports dev.gomoku.engine.testing;
    exports dev.gomoku.engine.tuning;
    exports dev.gomoku.engine.openings;
}
