/** The KoTH Swap2 format: judge prompts and bot answers. */
package dev.gomoku.protocol.koth;
