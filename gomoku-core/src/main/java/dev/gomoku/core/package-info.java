/**
 * The rules core: {@link dev.gomoku.core.Board}, {@link dev.gomoku.core.Side},
 * {@link dev.gomoku.core.Point}, {@link dev.gomoku.core.Rule} and the renju forbidden-move check.
 */
package dev.gomoku.core;
