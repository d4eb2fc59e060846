/**
 * One game between two {@link dev.gomoku.engine.arena.referee.Player}s: the referee that checks every
 * stone, keeps the clocks, runs the Swap2 opening and decides the result under Gomocup's rules.
 */
package dev.gomoku.engine.arena.referee;
