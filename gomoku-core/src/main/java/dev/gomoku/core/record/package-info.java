/** Game records: Gomocup .psq, opening files in offset and pos notation, and simple SGF. */
package dev.gomoku.core.record;
