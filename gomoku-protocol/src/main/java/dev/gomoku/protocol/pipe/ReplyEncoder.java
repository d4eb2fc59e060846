package dev.gomoku.protocol.pipe;

import java.util.List;
import java.util.Map;

/**
 * Brain side: writes {@link Reply}s in the canonical form of the pipe protocol: upper-case names,
 * {@code x,y}, stones separated by a single space, {@code SWAP} exactly, ABOUT as
 * {@code key="value"} pairs joined by {@code ", "}, every line ended by the chosen {@link LineEnd}
 * (CR LF by default). Stateless and thread-safe.
 */
public final class ReplyEncoder {
    private final String lineEnd;

    /** Creates an encoder that ends lines with CR LF. */
    public ReplyEncoder() {
        this(LineEnd.CRLF);
    }

    /**
     * Creates an encoder with the given line terminator.
     *
     * @param lineEnd the terminator written after the line
     */
    public ReplyEncoder(LineEnd lineEnd) {
        this.lineEnd = lineEnd.chars();
    }

    /**
     * Encodes a reply.
     *
     * @param reply the reply
     * @return its line with its terminator
     */
    public String encode(Reply reply) {
        StringBuilder out = new StringBuilder(16);
        encode(reply, out);
        return out.toString();
    }

    /**
     * Appends the encoding of a reply.
     *
     * @param reply the reply
     * @param out where to append its line with its terminator
     */
    public void encode(Reply reply, StringBuilder out) {
        if (reply instanceof Reply.Moved) {
            move(out, ((Reply.Moved) reply).move());
        } else if (reply instanceof Reply.Ok) {
            out.append("OK");
        } else if (reply instanceof Reply.Error) {
            text(out, "ERROR", ((Reply.Error) reply).message());
        } else if (reply instanceof Reply.Unknown) {
            text(out, "UNKNOWN", ((Reply.Unknown) reply).message());
        } else if (reply instanceof Reply.Message) {
            text(out, "MESSAGE", ((Reply.Message) reply).text());
        } else if (reply instanceof Reply.Debug) {
            text(out, "DEBUG", ((Reply.Debug) reply).text());
        } else if (reply instanceof Reply.Suggest) {
            move(out.append("SUGGEST "), ((Reply.Suggest) reply).move());
        } else if (reply instanceof Reply.About) {
            String sep = "";
            for (Map.Entry<String, String> e : ((Reply.About) reply).fields().entrySet()) {
                out.append(sep).append(e.getKey()).append("=\"").append(e.getValue()).append('"');
                sep = ", ";
            }
        } else if (reply instanceof Reply.AboutText) {
            out.append(((Reply.AboutText) reply).text());
        } else if (reply instanceof Reply.Swap) {
            out.append("SWAP");
        } else if (reply instanceof Reply.Stones) {
            List<Move> stones = ((Reply.Stones) reply).stones();
            for (int i = 0; i < stones.size(); i++) {
                if (i > 0) {
                    out.append(' ');
                }
                move(out, stones.get(i));
            }
        } else {
            out.append("FORBID ");
            for (Move m : ((Reply.Forbid) reply).points()) {
                twoDigits(out, m.x());
                twoDigits(out, m.y());
            }
            out.append('.');
        }
        out.append(lineEnd);
    }

    private static void text(StringBuilder out, String name, String text) {
        out.append(name);
        if (!text.isEmpty()) {
            out.append(' ').append(text);
        }
    }

    private static void move(StringBuilder out, Move m) {
        out.append(m.x()).append(',').append(m.y());
    }

    private static void twoDigits(StringBuilder out, int v) {
        out.append((char) ('0' + v / 10)).append((char) ('0' + v % 10));
    }
}
