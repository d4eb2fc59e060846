package dev.gomoku.engine;

/**
 * A Gomoku-playing program. SKELETON: designed by issue #4.
 */
public interface Brain {
}
