/**
 * Ready-made brains assembled from the library's parts: {@link dev.gomoku.engine.brain.SearchBrain}
 * turns a searcher (the default one, or one with your evaluator, move generator or table) into a
 * complete brain that follows the manager's time, memory and thread settings and plays Swap2.
 */
package dev.gomoku.engine.brain;
