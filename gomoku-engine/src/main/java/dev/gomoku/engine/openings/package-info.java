/**
 * Balanced openings: a generator that keeps random positions our search scores near even and the
 * threat solvers find no forced win in, and the sets shipped with the SDK, which matches use by
 * default.
 */
package dev.gomoku.engine.openings;
