/** Example brains and the gomoku command-line tool. */
package dev.gomoku.examples;
