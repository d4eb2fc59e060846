/**
 * Brain processes, not exported: starting a program, its output lines stamped as they arrive, its
 * process tree (memory, suspension, killing) and the folders it is given.
 */
package dev.gomoku.engine.arena.internal.process;
