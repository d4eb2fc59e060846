package dev.gomoku.core.record;

import java.util.ArrayList;
import java.util.List;

/** Line splitting and small number parsing shared by the readers. */
final class Lines {
    private Lines() {
    }

    /** Lines split on LF, CR LF or a lone CR; no empty piece after a final line end. */
    static List<String> split(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(text.substring(start, i));
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < n) {
            lines.add(text.substring(start));
        }
        return lines;
    }

    /** Cuts spaces and control characters at both ends. */
    static String strip(String s) {
        int a = 0;
        int b = s.length();
        while (a < b && s.charAt(a) <= ' ') {
            a++;
        }
        while (b > a && s.charAt(b - 1) <= ' ') {
            b--;
        }
        return s.substring(a, b);
    }

    /**
     * The comma-separated integers of a line (blanks allowed around each), or null when the line is
     * not such a list. At most {@code max} numbers, each of at most 9 digits with an optional minus.
     */
    static int[] integers(String line, int max) {
        String[] parts = line.split(",", -1);
        if (parts.length > max) {
            return null;
        }
        int[] values = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String p = strip(parts[i]);
            int start = p.startsWith("-") ? 1 : 0;
            if (p.length() == start || p.length() - start > 9) {
                return null;
            }
            for (int k = start; k < p.length(); k++) {
                if (p.charAt(k) < '0' || p.charAt(k) > '9') {
                    return null;
                }
            }
            values[i] = Integer.parseInt(p);
        }
        return values;
    }
}
