/** The Brain API. */
package dev.gomoku.engine;
