/**
 * Matches and tournaments: games in turn and at once, openings and their symmetries, records, and
 * the {@link dev.gomoku.engine.arena.match.MatchRunner} that plays a match locally or elsewhere.
 */
package dev.gomoku.engine.arena.match;
