package dev.gomoku.protocol.legacy;

import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.internal.Blanks;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * {@code INFO.DAT}: {@code key value} lines with the same keys as the pipe protocol's {@code INFO}
 * command. Keys are kept in file order; unknown keys are kept as text. The numeric keys
 * ({@value #TIMEOUT_TURN}, {@value #TIMEOUT_MATCH}, {@value #MAX_MEMORY}, {@value #TIME_LEFT},
 * {@value #GAME_TYPE}, {@value #RULE}) must hold whole numbers. Managers may omit any key.
 *
 * @param entries the keys and their values in file order (a later line replaces an earlier one with
 *     the same key); keys are non-empty words, values single lines without surrounding blanks
 *     (spaces and control characters)
 */
public record LegacyInfo(Map<String, String> entries) {
    /** Time per move in ms, 0 = as fast as possible. */
    public static final String TIMEOUT_TURN = "timeout_turn";
    /** Time per match in ms, 0 = unlimited. */
    public static final String TIMEOUT_MATCH = "timeout_match";
    /** Memory limit in bytes, 0 = unlimited. */
    public static final String MAX_MEMORY = "max_memory";
    /** Remaining match time in ms. */
    public static final String TIME_LEFT = "time_left";
    /** 0 human opponent, 1 brain opponent, 2 tournament, 3 network tournament. */
    public static final String GAME_TYPE = "game_type";
    /** Rule bit mask, as in the pipe protocol: 1 exactly five, 2 continuous game. */
    public static final String RULE = "rule";
    /** Folder for persistent files. */
    public static final String FOLDER = "folder";

    private static final Set<String> NUMERIC = Set.of(TIMEOUT_TURN, TIMEOUT_MATCH, MAX_MEMORY, TIME_LEFT, GAME_TYPE, RULE);

    /**
     * Checks and copies the entries.
     *
     * @param entries the keys and their values in order
     * @throws IllegalArgumentException if a key is empty or holds blanks, a value holds a line break
     *     or surrounding blanks, or a numeric key holds no whole number
     */
    public LegacyInfo {
        Map<String, String> copy = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : entries.entrySet()) {
            String key = e.getKey();
            String value = e.getValue();
            if (key.isEmpty() || key.chars().anyMatch(c -> c <= ' ')) {
                throw new IllegalArgumentException("bad INFO.DAT key: \"" + key + "\"");
            }
            Lines.oneLine(value, "INFO.DAT value of " + key);
            if (!value.equals(Blanks.strip(value))) {
                throw new IllegalArgumentException("INFO.DAT value of " + key + " has surrounding blanks");
            }
            if (NUMERIC.contains(key) && !isNumber(value)) {
                throw new IllegalArgumentException("INFO.DAT " + key + " is not a whole number: " + value);
            }
            copy.put(key, value);
        }
        entries = Collections.unmodifiableMap(copy);
    }

    private static boolean isNumber(String s) {
        int start = s.startsWith("-") || s.startsWith("+") ? 1 : 0;
        if (s.length() == start || s.length() - start > 18) {
            return false;
        }
        for (int i = start; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * The text of a key.
     *
     * @param key the key, e.g. {@code "folder"}
     * @return its value, or empty when the file lacks it
     */
    public Optional<String> value(String key) {
        return Optional.ofNullable(entries.get(key));
    }

    /**
     * A numeric key.
     *
     * @param key one of the numeric keys, or any key whose value is a whole number
     * @return the number, or empty when the key is missing or not a whole number
     */
    public OptionalLong number(String key) {
        String v = entries.get(key);
        return v != null && isNumber(v) ? OptionalLong.of(Long.parseLong(v)) : OptionalLong.empty();
    }

    /**
     * Time per move.
     *
     * @return {@value #TIMEOUT_TURN} in ms, if present
     */
    public OptionalLong timeoutTurn() {
        return number(TIMEOUT_TURN);
    }

    /**
     * Remaining match time.
     *
     * @return {@value #TIME_LEFT} in ms, if present
     */
    public OptionalLong timeLeft() {
        return number(TIME_LEFT);
    }

    /**
     * Decodes the file. Blank lines are skipped; the key is the first word of a line and the value
     * the rest of the line without surrounding blanks (so folder names may contain spaces).
     *
     * @param text the file content
     * @return the entries
     * @throws ProtocolException if a numeric key has no whole number
     */
    public static LegacyInfo decode(String text) throws ProtocolException {
        Map<String, String> entries = new LinkedHashMap<>();
        List<String> lines = Lines.split(text);
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n);
            int k = skipControls(line, 0);
            if (k >= line.length()) {
                continue;
            }
            int ke = k;
            while (ke < line.length() && line.charAt(ke) > ' ') {
                ke++;
            }
            String key = line.substring(k, ke);
            int v = skipControls(line, ke);
            String value = Blanks.strip(line.substring(v));
            int cr = value.indexOf('\r');
            if (cr >= 0) {
                throw new ProtocolException(line, n + 1, v + cr, "a line end (CR LF or LF), not a lone CR");
            }
            if (NUMERIC.contains(key)) {
                Lines.number(line, n + 1, v, true, "a whole number for " + key);
                int end = Lines.end(line, v, true);
                Lines.expectEnd(line, n + 1, end);
            }
            entries.put(key, value);
        }
        return new LegacyInfo(entries);
    }

    /** Skips spaces and control characters: they separate key and value. */
    private static int skipControls(String line, int from) {
        int i = from;
        while (i < line.length() && line.charAt(i) <= ' ') {
            i++;
        }
        return i;
    }

    /**
     * Encodes the file: one {@code key value} line per entry, each ending with CR LF.
     *
     * @return the file content
     */
    public String encode() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : entries.entrySet()) {
            sb.append(e.getKey()).append(' ').append(e.getValue()).append(Lines.EOL);
        }
        return sb.toString();
    }
}
