/** The pluggable search: evaluator, move generator, searcher, time manager, transposition table. */
package dev.gomoku.engine.search;
