/** Scores and what they mean: wins, losses and draws, the Elo difference, and the sequential test. */
package dev.gomoku.engine.arena.stats;
