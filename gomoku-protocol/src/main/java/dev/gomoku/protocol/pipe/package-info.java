/** The Gomocup pipe protocol: typed commands and replies, line decoders and encoders for both sides. */
package dev.gomoku.protocol.pipe;
