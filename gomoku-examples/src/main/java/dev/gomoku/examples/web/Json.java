package dev.gomoku.examples.web;

import java.util.Locale;

/**
 * A small JSON writer for the page's state: objects, arrays, strings, numbers and booleans, commas
 * placed automatically. The server only writes JSON; requests come as form fields or plain text.
 */
final class Json {
    private final StringBuilder sb = new StringBuilder(256);
    /** Whether the next value in the current container needs a comma before it. */
    private boolean comma;

    Json beginObject() {
        sep();
        sb.append('{');
        comma = false;
        return this;
    }

    Json endObject() {
        sb.append('}');
        comma = true;
        return this;
    }

    Json beginArray() {
        sep();
        sb.append('[');
        comma = false;
        return this;
    }

    Json endArray() {
        sb.append(']');
        comma = true;
        return this;
    }

    /** Writes a key; the next call writes its value. */
    Json key(String k) {
        sep();
        quote(k);
        sb.append(':');
        comma = false;
        return this;
    }

    Json value(String s) {
        sep();
        if (s == null) {
            sb.append("null");
        } else {
            quote(s);
        }
        comma = true;
        return this;
    }

    Json value(long v) {
        sep();
        sb.append(v);
        comma = true;
        return this;
    }

    Json value(double v) {
        sep();
        sb.append(String.format(Locale.ROOT, "%.2f", v));
        comma = true;
        return this;
    }

    Json value(boolean v) {
        sep();
        sb.append(v);
        comma = true;
        return this;
    }

    Json nullValue() {
        sep();
        sb.append("null");
        comma = true;
        return this;
    }

    /** Inserts JSON text written elsewhere as one value. */
    Json raw(String json) {
        sep();
        sb.append(json);
        comma = true;
        return this;
    }

    Json field(String k, String v) {
        return key(k).value(v);
    }

    Json field(String k, long v) {
        return key(k).value(v);
    }

    Json field(String k, boolean v) {
        return key(k).value(v);
    }

    private void sep() {
        if (comma) {
            sb.append(',');
        }
    }

    private void quote(String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == 0x2028 || c == 0x2029) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    @Override
    public String toString() {
        return sb.toString();
    }
}
