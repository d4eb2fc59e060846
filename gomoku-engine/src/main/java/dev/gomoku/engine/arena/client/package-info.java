/**
 * The manager's clients of brain programs: how to start a brain ({@link dev.gomoku.engine.arena.client.BrainSpec})
 * and a {@link dev.gomoku.engine.arena.referee.Player} that speaks its protocol (pipe, legacy files, KoTH)
 * to its process ({@link dev.gomoku.engine.arena.client.BrainClients}), with the events it logs.
 */
package dev.gomoku.engine.arena.client;
