/** The legacy file protocol: PLOCHA.DAT, TAH.DAT, TIMEOUTS.DAT, INFO.DAT and MSG.DAT. */
package dev.gomoku.protocol.legacy;
