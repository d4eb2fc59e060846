/** The manager side: brain process clients, referee, matches and tournaments. */
package dev.gomoku.engine.arena;
