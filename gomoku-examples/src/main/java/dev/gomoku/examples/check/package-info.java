/**
 * {@code gomoku check BRAIN}: a report card for any pipe-protocol brain, ours or anyone's. Each check
 * drives the brain as real managers do (the Gomocup referee GomocupJudge, Piskvork, our manager) and
 * gives one {@link dev.gomoku.examples.check.Finding}: pass, warn, fail or skip, the evidence, and what
 * the referee would do about it.
 */
package dev.gomoku.examples.check;
