/**
 * Codecs for the three protocols a Gomoku brain may speak: the Gomocup pipe protocol, the legacy file
 * protocol and the KoTH Swap2 format, for the brain side and the manager side. Works on strings and
 * bounded byte input only: no processes, threads or files.
 */
module dev.gomoku.protocol {
    exports dev.gomoku.protocol;
    exports dev.gomoku.protocol.koth;
    exports dev.gomoku.protocol.legacy;
    exports dev.gomoku.protocol.pipe;
}
