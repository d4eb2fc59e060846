/** Hosts that run a Brain under the pipe, legacy file and KoTH protocols. */
package dev.gomoku.engine.host;
