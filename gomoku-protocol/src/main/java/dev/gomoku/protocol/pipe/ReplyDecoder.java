package dev.gomoku.protocol.pipe;

import dev.gomoku.protocol.ProtocolException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Manager side: turns the brain's lines into {@link Reply}s by their shape: a line starting with a digit
 * is one stone ({@link Reply.Moved}) or two or three stones ({@link Reply.Stones}); otherwise the first
 * word, in any case, names the reply; a line of {@code key="value"} pairs is an {@link Reply.About}.
 *
 * <p>Only the free-text ABOUT of old brains cannot be told by its shape: call {@link #expectAbout()}
 * after sending {@code ABOUT}, and the next line that is not {@code MESSAGE}, {@code DEBUG},
 * {@code ERROR} or {@code UNKNOWN} decodes as the ABOUT answer, pairs or free text.
 *
 * <p>Blank lines are ignored; any other line that fits no shape throws {@link ProtocolException}. Not
 * thread-safe; one decoder per brain.
 */
public final class ReplyDecoder {
    private final Cursor cur = new Cursor();
    private int lineNumber;
    private boolean expectAbout;

    /** Creates a decoder. */
    public ReplyDecoder() {
    }

    /**
     * The next non-blank line that is not {@code MESSAGE}, {@code DEBUG}, {@code ERROR} or
     * {@code UNKNOWN} is the answer to {@code ABOUT}: decode it as pairs, or as free text if it has no
     * pair shape.
     */
    public void expectAbout() {
        expectAbout = true;
    }

    /**
     * How many lines were fed so far, blank ones included; the number of the last line.
     *
     * @return the count
     */
    public int lineNumber() {
        return lineNumber;
    }

    /**
     * Decodes the next line.
     *
     * @param line one line, with or without its trailing CR/LF
     * @return the reply, or empty if the line is blank
     * @throws ProtocolException if the line fits no reply shape or holds a line break in its middle
     */
    public Optional<Reply> decode(CharSequence line) throws ProtocolException {
        lineNumber++;
        int end = line.length();
        while (end > 0 && (line.charAt(end - 1) == '\n' || line.charAt(end - 1) == '\r')) {
            end--;
        }
        cur.reset(line, end, lineNumber);
        cur.skipBlanks();
        if (cur.atEnd()) {
            return Optional.empty();
        }
        for (int i = cur.pos(); i < end; i++) {
            char c = line.charAt(i);
            if (c == '\r' || c == '\n') {
                throw cur.errorAt(i, "one line without line breaks inside");
            }
        }
        return Optional.of(reply());
    }

    private Reply reply() throws ProtocolException {
        int start = cur.pos();
        char first = cur.peek();
        if (first >= '0' && first <= '9' && !expectAbout && !looksLikePairs(start)) {
            return stones();
        }
        int stop = cur.skipWord();
        switch (stop - start) {
            case 5:
                if (cur.equalsIgnoreCase(start, stop, "ERROR")) {
                    return new Reply.Error(cur.rest());
                }
                if (cur.equalsIgnoreCase(start, stop, "DEBUG")) {
                    return new Reply.Debug(cur.rest());
                }
                break;
            case 7:
                if (cur.equalsIgnoreCase(start, stop, "UNKNOWN")) {
                    return new Reply.Unknown(cur.rest());
                }
                if (cur.equalsIgnoreCase(start, stop, "MESSAGE")) {
                    return new Reply.Message(cur.rest());
                }
                break;
            default:
                break;
        }
        if (expectAbout) {
            expectAbout = false;
            cur.pos(start);
            Map<String, String> pairs = pairsOrNull();
            cur.pos(start);
            return pairs != null ? new Reply.About(pairs) : new Reply.AboutText(cur.rest());
        }
        switch (stop - start) {
            case 2:
                if (cur.equalsIgnoreCase(start, stop, "OK")) {
                    // "OK - parameters are good" in the seeds: the words after OK are a comment.
                    return new Reply.Ok();
                }
                break;
            case 4:
                if (cur.equalsIgnoreCase(start, stop, "SWAP")) {
                    cur.expectEnd();
                    return new Reply.Swap();
                }
                break;
            case 6:
                if (cur.equalsIgnoreCase(start, stop, "FORBID")) {
                    return forbid();
                }
                break;
            case 7:
                if (cur.equalsIgnoreCase(start, stop, "SUGGEST")) {
                    Move m = cur.move();
                    cur.expectEnd();
                    return new Reply.Suggest(m);
                }
                break;
            default:
                break;
        }
        cur.pos(start);
        // Pairs first: a key such as FORBID09x="1" is an ABOUT pair, not a FORBID list.
        if (looksLikePairs(start)) {
            return new Reply.About(pairs());
        }
        if (stop - start > 6 && cur.equalsIgnoreCase(start, start + 6, "FORBID")) {
            // "FORBID." or "FORBID0912.": no blank after the name.
            char next = cur.line().charAt(start + 6);
            if (next == '.' || digit(next)) {
                cur.pos(start + 6);
                return forbid();
            }
        }
        throw cur.error("a reply: x,y, OK, ERROR, UNKNOWN, MESSAGE, DEBUG, SUGGEST, SWAP, FORBID"
                + " or key=\"value\" pairs");
    }

    private Reply stones() throws ProtocolException {
        Move first = cur.move();
        cur.skipBlanks();
        if (cur.atEnd()) {
            return new Reply.Moved(first);
        }
        List<Move> list = new ArrayList<>(3);
        list.add(first);
        while (!cur.atEnd()) {
            if (list.size() == 3) {
                throw cur.error("end of line after at most three stones");
            }
            list.add(cur.move());
            cur.skipBlanks();
        }
        return new Reply.Stones(list);
    }

    private Reply forbid() throws ProtocolException {
        List<Move> points = new ArrayList<>();
        while (true) {
            cur.skipBlanks();
            if (cur.atEnd()) {
                return new Reply.Forbid(points); // the dot is missing; take what came
            }
            if (cur.peek() == '.') {
                cur.pos(cur.pos() + 1);
                cur.expectEnd();
                return new Reply.Forbid(points);
            }
            int x = twoDigits();
            int y = twoDigits();
            points.add(new Move(x, y));
        }
    }

    private int twoDigits() throws ProtocolException {
        int p = cur.pos();
        CharSequence s = cur.line();
        if (p + 2 > cur.end() || !digit(s.charAt(p)) || !digit(s.charAt(p + 1))) {
            throw cur.error("two-digit x and y, or '.'");
        }
        cur.pos(p + 2);
        return (s.charAt(p) - '0') * 10 + (s.charAt(p + 1) - '0');
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Whether the first word has a '=' in it, or the second word starts with '=': a pair is meant. */
    private boolean looksLikePairs(int start) {
        CharSequence s = cur.line();
        int i = start;
        while (i < cur.end() && s.charAt(i) > ' ') {
            if (s.charAt(i) == '=') {
                return true;
            }
            i++;
        }
        while (i < cur.end() && s.charAt(i) <= ' ') {
            i++;
        }
        return i < cur.end() && s.charAt(i) == '=';
    }

    private Map<String, String> pairsOrNull() {
        try {
            return pairs();
        } catch (ProtocolException e) {
            return null;
        }
    }

    /** {@code key="value"} pairs separated by commas, blanks allowed around the signs. */
    private Map<String, String> pairs() throws ProtocolException {
        Map<String, String> map = new LinkedHashMap<>();
        CharSequence s = cur.line();
        while (true) {
            cur.skipBlanks();
            int keyStart = cur.pos();
            while (!cur.atEnd()) {
                char c = cur.peek();
                if (c <= ' ' || c == '=' || c == '"' || c == ',') {
                    break;
                }
                cur.pos(cur.pos() + 1);
            }
            if (cur.pos() == keyStart) {
                throw cur.error("a key");
            }
            String key = s.subSequence(keyStart, cur.pos()).toString();
            cur.expect('=', "'='");
            cur.expect('"', "'\"'");
            int valueStart = cur.pos();
            while (!cur.atEnd() && cur.peek() != '"') {
                cur.pos(cur.pos() + 1);
            }
            if (cur.atEnd()) {
                throw cur.error("a closing '\"'");
            }
            map.put(key, s.subSequence(valueStart, cur.pos()).toString());
            cur.pos(cur.pos() + 1);
            cur.skipBlanks();
            if (cur.atEnd()) {
                return map;
            }
            cur.expect(',', "',' or end of line");
            cur.skipBlanks();
            if (cur.atEnd()) {
                return map; // a trailing comma
            }
        }
    }
}
