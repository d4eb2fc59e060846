package dev.gomoku.engine;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.protocol.pipe.Info;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The manager's {@code INFO} values as one immutable snapshot. The host replaces its snapshot with
 * {@link #with(Info)} for every {@code INFO} value (also during a search); unknown keys are kept in
 * {@link #values()} only. Values arrive typed: the protocol's decoder is the one parser of INFO text.
 *
 * @param timeoutTurnMillis time per move in ms; 0 = as fast as possible
 * @param timeoutMatchMillis time for the whole match in ms; 0 = no limit
 * @param timeLeftMillis remaining match time in ms; {@link Integer#MAX_VALUE} = unlimited; may be negative
 * @param maxMemoryBytes memory limit in bytes; 0 = no limit
 * @param gameType 0 human, 1 brain, 2 tournament, 3 network tournament
 * @param ruleMask the {@code INFO rule} bit mask (1 exact five, 2 continuous, 4 renju, 8 caro)
 * @param forbiddenCheck {@code INFO fb_check 1}: renju forbidden moves are checked for black
 * @param folder the folder for persistent files, or {@code null} when the manager named none
 * @param evaluate the point under the mouse from {@code INFO evaluate}, or {@code null}
 * @param threads search threads from {@code INFO thread_num} (Yixin extension), 0 when not given
 * @param values every key received (lower case) with its last raw value
 */
public record Settings(long timeoutTurnMillis, long timeoutMatchMillis, long timeLeftMillis, long maxMemoryBytes,
        int gameType, int ruleMask, boolean forbiddenCheck, Path folder, Point evaluate, int threads,
        Map<String, String> values) {

    /** Unlimited remaining match time as the protocol writes it. */
    public static final long UNLIMITED = Integer.MAX_VALUE;

    /** The values before any {@code INFO}: 5 s per move, no match limit, freestyle, brain opponent. */
    public static final Settings DEFAULTS = new Settings(5000, 0, UNLIMITED, 0, 1, 0, false, null, null, 0, Map.of());

    /**
     * Copies the map of raw values.
     *
     * @param timeoutTurnMillis time per move in ms
     * @param timeoutMatchMillis time for the match in ms
     * @param timeLeftMillis remaining match time in ms
     * @param maxMemoryBytes memory limit in bytes
     * @param gameType the game type
     * @param ruleMask the rule bit mask
     * @param forbiddenCheck whether black's forbidden moves are checked
     * @param folder the persistent folder or null
     * @param evaluate the evaluate point or null
     * @param threads search threads, 0 when not given
     * @param values raw values by lower-case key
     */
    public Settings {
        values = Map.copyOf(values);
    }

    /**
     * The rule that decides wins: {@link Rule#fromPipe(int, boolean)} of the mask and {@code fb_check}
     * (renju when {@code fb_check} is on).
     *
     * @return the rule
     */
    public Rule rule() {
        return Rule.fromPipe(ruleMask, forbiddenCheck);
    }

    /**
     * Whether the manager runs a tournament ({@code game_type} 2 or 3): send nothing but answers.
     *
     * @return true in tournaments
     */
    public boolean tournament() {
        return gameType == 2 || gameType == 3;
    }

    /**
     * A raw value by key, case-insensitively.
     *
     * @param key the INFO key
     * @return the last value received, or {@code null}
     */
    public String value(String key) {
        return values.get(key.toLowerCase(Locale.ROOT));
    }

    /**
     * The settings after one {@code INFO} value, typed by the protocol's decoder (the only place
     * that parses INFO text, also for {@code INFO.DAT}).
     *
     * @param info the value
     * @return the new snapshot
     */
    public Settings with(Info info) {
        Map<String, String> raw = new TreeMap<>(values);
        raw.put(info.key().toLowerCase(Locale.ROOT), info.text());
        long turn = timeoutTurnMillis;
        long match = timeoutMatchMillis;
        long left = timeLeftMillis;
        long memory = maxMemoryBytes;
        int type = gameType;
        int mask = ruleMask;
        boolean fb = forbiddenCheck;
        Path dir = folder;
        Point eval = evaluate;
        int threadCount = threads;
        if (info instanceof Info.TimeoutTurn t) {
            turn = Math.max(0, t.millis());
        } else if (info instanceof Info.TimeoutMatch t) {
            match = Math.max(0, t.millis());
        } else if (info instanceof Info.TimeLeft t) {
            left = t.millis();
        } else if (info instanceof Info.MaxMemory m) {
            memory = Math.max(0, m.bytes());
        } else if (info instanceof Info.GameType g) {
            type = g.type();
        } else if (info instanceof Info.Rule r) {
            mask = r.mask();
        } else if (info instanceof Info.FbCheck f) {
            fb = f.enabled();
        } else if (info instanceof Info.Folder f) {
            dir = path(f.path(), dir);
        } else if (info instanceof Info.Evaluate e) {
            eval = new Point(e.at().x(), e.at().y());
        } else if (info instanceof Info.ThreadNum t) {
            threadCount = Math.max(0, t.threads());
        }
        return new Settings(turn, match, left, memory, type, mask, fb, dir, eval, threadCount, raw);
    }

    private static Path path(String v, Path fallback) {
        try {
            return Path.of(v);
        } catch (RuntimeException e) {
            return fallback;
        }
    }
}
