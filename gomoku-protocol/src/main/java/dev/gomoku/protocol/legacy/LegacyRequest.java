package dev.gomoku.protocol.legacy;

import dev.gomoku.protocol.ProtocolException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Everything the manager writes before it starts the brain for one move: the board, the side to
 * move, {@code TIMEOUTS.DAT} and, from newer managers, {@code INFO.DAT}. The manager side encodes it
 * with {@link #toFiles()}, the brain side decodes it with {@link #fromFiles(Map)}.
 *
 * @param board {@code PLOCHA.DAT}
 * @param toMove {@code TAH.DAT} before the run: the side the brain plays
 * @param timeouts {@code TIMEOUTS.DAT}, if written
 * @param info {@code INFO.DAT}, if written
 */
public record LegacyRequest(LegacyBoard board, Mark toMove, Optional<LegacyTimeouts> timeouts, Optional<LegacyInfo> info) {

    /**
     * Checks for nulls.
     *
     * @param board {@code PLOCHA.DAT}
     * @param toMove the side the brain plays
     * @param timeouts {@code TIMEOUTS.DAT}, if written
     * @param info {@code INFO.DAT}, if written
     * @throws NullPointerException if an argument is null
     */
    public LegacyRequest {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(toMove, "toMove");
        Objects.requireNonNull(timeouts, "timeouts");
        Objects.requireNonNull(info, "info");
    }

    /**
     * Time per move: {@code INFO.DAT}'s {@code timeout_turn} when present (millisecond precision),
     * else {@code TIMEOUTS.DAT} line 1.
     *
     * @return milliseconds, 0 = as fast as possible; empty when neither file says
     */
    public OptionalLong turnMillis() {
        OptionalLong fromInfo = info.map(LegacyInfo::timeoutTurn).orElse(OptionalLong.empty());
        if (fromInfo.isPresent()) {
            return fromInfo;
        }
        return timeouts.map(t -> OptionalLong.of(t.turnMillis())).orElse(OptionalLong.empty());
    }

    /**
     * Remaining match time: {@code INFO.DAT}'s {@code time_left} when present, else
     * {@code TIMEOUTS.DAT} line 2 (some managers omit {@code time_left}).
     *
     * @return milliseconds, possibly negative; {@value LegacyTimeouts#UNLIMITED} = unlimited;
     *     empty when neither file says
     */
    public OptionalLong timeLeftMillis() {
        OptionalLong fromInfo = info.map(LegacyInfo::timeLeft).orElse(OptionalLong.empty());
        if (fromInfo.isPresent()) {
            return fromInfo;
        }
        return timeouts.map(t -> OptionalLong.of(t.matchLeftMillis())).orElse(OptionalLong.empty());
    }

    /**
     * The files the manager writes, by file name: {@code PLOCHA.DAT}, {@code TAH.DAT},
     * {@code TIMEOUTS.DAT} and {@code INFO.DAT} when present, and an empty {@code MSG.DAT}.
     *
     * @return file name to content, in that order
     */
    public Map<String, String> toFiles() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put(LegacyFile.BOARD.fileName(), board.encode());
        files.put(LegacyFile.MOVE.fileName(), toMove.encodeTurn());
        timeouts.ifPresent(t -> files.put(LegacyFile.TIMEOUTS.fileName(), t.encode()));
        info.ifPresent(i -> files.put(LegacyFile.INFO.fileName(), i.encode()));
        files.put(LegacyFile.MESSAGE.fileName(), "");
        return files;
    }

    /**
     * Decodes the manager's files (names compared ignoring case; other files ignored).
     * {@code PLOCHA.DAT} and {@code TAH.DAT} are required.
     *
     * @param files file name to content
     * @return the request
     * @throws ProtocolException if a required file is missing or a file is malformed; the expected
     *     text names the file
     */
    public static LegacyRequest fromFiles(Map<String, String> files) throws ProtocolException {
        LegacyBoard board = decode(files, LegacyFile.BOARD, true, LegacyBoard::decode);
        Mark toMove = decode(files, LegacyFile.MOVE, true, Mark::decodeTurn);
        LegacyTimeouts timeouts = decode(files, LegacyFile.TIMEOUTS, false, LegacyTimeouts::decode);
        LegacyInfo info = decode(files, LegacyFile.INFO, false, LegacyInfo::decode);
        return new LegacyRequest(board, toMove, Optional.ofNullable(timeouts), Optional.ofNullable(info));
    }

    /** A decoder of one file. */
    interface Decoder<T> {
        T decode(String text) throws ProtocolException;
    }

    static <T> T decode(Map<String, String> files, LegacyFile file, boolean required, Decoder<T> decoder)
            throws ProtocolException {
        String text = required ? FileSet.require(files, file) : FileSet.get(files, file);
        if (text == null) {
            return null;
        }
        try {
            return decoder.decode(text);
        } catch (ProtocolException e) {
            throw FileSet.inFile(file, e);
        }
    }
}
