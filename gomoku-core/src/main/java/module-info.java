/**
 * The rules core: board, sides, rules, renju forbidden moves, incremental line patterns and game
 * records. Knows nothing of protocols, processes or search.
 */
module dev.gomoku.core {
    exports dev.gomoku.core;
    exports dev.gomoku.core.record;
}
