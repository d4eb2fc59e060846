package dev.gomoku.protocol.legacy;

/** The files of the legacy protocol, with their names as the managers spell them. */
public enum LegacyFile {
    /** {@code PLOCHA.DAT}: the board, one line per row. */
    BOARD("PLOCHA.DAT"),
    /** {@code TAH.DAT}: before the run the side to move, afterwards the brain's move. */
    MOVE("TAH.DAT"),
    /** {@code TIMEOUTS.DAT}: time per move and remaining match time. */
    TIMEOUTS("TIMEOUTS.DAT"),
    /** {@code INFO.DAT}: optional {@code key value} lines; preferred over {@code TIMEOUTS.DAT}. */
    INFO("INFO.DAT"),
    /** {@code MSG.DAT}: empty before the run; the brain may write a message. */
    MESSAGE("MSG.DAT");

    private final String fileName;

    LegacyFile(String fileName) {
        this.fileName = fileName;
    }

    /**
     * The file name, upper case as the managers write it (file systems of the original managers
     * ignore case).
     *
     * @return e.g. {@code "PLOCHA.DAT"}
     */
    public String fileName() {
        return fileName;
    }
}
