/**
 * The pluggable search: {@link dev.gomoku.engine.search.Evaluator}, {@link dev.gomoku.engine.search.MoveGenerator},
 * {@link dev.gomoku.engine.search.Searcher} and {@link dev.gomoku.engine.search.TranspositionTable}, each an interface with a fast default, assembled by
 * {@link dev.gomoku.engine.search.Engine}. Replace one part and keep the rest:
 *
 * <pre>{@code
 * // An evaluator that values own threats twice as much as the opponent's.
 * Evaluator greedy = pos -> {
 *     Side me = pos.sideToMove();
 *     return pos.patternScore(me) - pos.patternScore(me.opponent()) / 2;
 * };
 * Searcher searcher = Engine.builder()
 *         .evaluator(greedy)                              // yours
 *         .moveGenerator(MoveGenerator.threatAware(16))   // default, capped at 16 quiet moves
 *         .transpositionTable(TranspositionTable::create) // default lockless table
 *         .build();
 * // The deadline: a brain passes its host's (Turn.deadlineNanos()), which the host derives from the
 * // manager's timeout_turn, time_left and timeout_match.
 * SearchResult r = searcher.search(board,
 *         SearchLimits.until(deadlineNanos, stopFlag::get).withMemory(maxMemory),
 *         info -> System.err.println("depth " + info.depth() + " score " + info.score()));
 * }</pre>
 *
 * <p>{@link dev.gomoku.engine.search.ThreatSolver} answers VCF/VCT questions directly, and
 * {@link dev.gomoku.engine.search.Swap2Advisor} makes the swap2 opening decisions from search scores.
 */
package dev.gomoku.engine.search;
