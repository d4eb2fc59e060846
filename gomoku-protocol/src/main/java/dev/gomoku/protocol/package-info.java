/** Protocol codecs shared by all three protocols. */
package dev.gomoku.protocol;
