/**
 * The rules core: {@link dev.gomoku.core.Board}, {@link dev.gomoku.core.Side},
 * {@link dev.gomoku.core.Point}, {@link dev.gomoku.core.Rule}, the renju forbidden-move check, the
 * legality of a stone ({@link dev.gomoku.core.Legality}) and the Swap2 opening ({@link dev.gomoku.core.Swap2}).
 */
package dev.gomoku.core;
