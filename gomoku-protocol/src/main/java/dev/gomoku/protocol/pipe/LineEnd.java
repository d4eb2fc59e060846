package dev.gomoku.protocol.pipe;

/** The line terminators an encoder may write. */
public enum LineEnd {
    /** CR LF, what the manager must send and every manager accepts. */
    CRLF("\r\n"),
    /** LF alone. */
    LF("\n"),
    /** CR alone. */
    CR("\r");

    private final String chars;

    LineEnd(String chars) {
        this.chars = chars;
    }

    /**
     * The terminator's characters.
     *
     * @return e.g. {@code "\r\n"}
     */
    public String chars() {
        return chars;
    }
}
