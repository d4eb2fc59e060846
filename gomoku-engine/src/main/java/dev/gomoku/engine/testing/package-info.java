/**
 * Testing a brain: {@link dev.gomoku.engine.testing.FakeTurn} for calling a brain's methods directly,
 * and {@link dev.gomoku.engine.testing.BrainHarness}, which plays a brain through the real pipe host in
 * the test's own process and fails unless every move it reports is the brain's own answer (never the
 * host's fallback). Neither depends on a test framework: failures are {@link java.lang.AssertionError}s,
 * which every framework reports as a failed test.
 */
package dev.gomoku.engine.testing;
