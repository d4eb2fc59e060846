package dev.gomoku.protocol.legacy;

import dev.gomoku.protocol.ProtocolException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the brain leaves behind after a run: its move in {@code TAH.DAT} and an optional message in
 * {@code MSG.DAT}. The brain side encodes it with {@link #toFiles()}, the manager side decodes it
 * with {@link #fromFiles(Map)}.
 *
 * @param move the move
 * @param message the message, if any: non-empty, lines separated by {@code '\n'} (one line is
 *     recommended: older managers read only the first), no CR, no final line end
 */
public record LegacyAnswer(LegacyMove move, Optional<String> message) {

    /**
     * Checks the message.
     *
     * @param move the move
     * @param message the message, if any
     * @throws IllegalArgumentException if the message is empty, holds a CR or ends with a line end
     * @throws NullPointerException if an argument is null
     */
    public LegacyAnswer {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(message, "message");
        message.ifPresent(m -> {
            if (m.isEmpty() || m.indexOf('\r') >= 0 || m.endsWith("\n")) {
                throw new IllegalArgumentException("message must be non-empty, without CR or a final line end");
            }
        });
    }

    /**
     * Decodes {@code MSG.DAT}: lines (CR LF, LF or CR) joined with {@code '\n'}, trailing empty
     * lines dropped.
     *
     * @param text the file content
     * @return the message, or empty when the file holds no text
     */
    public static Optional<String> decodeMessage(String text) {
        // a lone CR is a line end too
        String joined = String.join("\n", Lines.split(text)).replace('\r', '\n');
        int end = joined.length();
        while (end > 0 && joined.charAt(end - 1) == '\n') {
            end--;
        }
        return end == 0 ? Optional.empty() : Optional.of(joined.substring(0, end));
    }

    /**
     * Encodes {@code MSG.DAT}: each line of the message followed by CR LF.
     *
     * @param message the message
     * @return the file content
     */
    public static String encodeMessage(String message) {
        return message.replace("\r\n", "\n").replace('\r', '\n').replace("\n", Lines.EOL) + Lines.EOL;
    }

    /**
     * The files the brain writes: {@code TAH.DAT} and, with a message, {@code MSG.DAT}.
     *
     * @return file name to content
     */
    public Map<String, String> toFiles() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put(LegacyFile.MOVE.fileName(), move.encode());
        message.ifPresent(m -> files.put(LegacyFile.MESSAGE.fileName(), encodeMessage(m)));
        return files;
    }

    /**
     * Decodes the brain's files (names compared ignoring case). {@code TAH.DAT} is required,
     * {@code MSG.DAT} optional.
     *
     * @param files file name to content
     * @return the answer
     * @throws ProtocolException if {@code TAH.DAT} is missing or holds no move; the expected text
     *     names the file
     */
    public static LegacyAnswer fromFiles(Map<String, String> files) throws ProtocolException {
        LegacyMove move = LegacyRequest.decode(files, LegacyFile.MOVE, true, LegacyMove::decode);
        String msg = FileSet.get(files, LegacyFile.MESSAGE);
        return new LegacyAnswer(move, msg == null ? Optional.empty() : decodeMessage(msg));
    }
}
