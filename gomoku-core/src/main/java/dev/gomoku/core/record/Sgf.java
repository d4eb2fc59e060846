package dev.gomoku.core.record;

import dev.gomoku.core.Point;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Simple SGF for Gomoku ({@code GM[4]}): one game tree without variations, e.g.
 * {@code (;GM[4]SZ[15]PB[a]PW[b];B[hh];W[hg])}. A point is the column letter then the row letter,
 * both from the top-left, {@code a..z} then {@code A..Z} for 27 to 52. {@code SZ} is {@code N} or
 * {@code W:H} (default 15). Black moves first and the colours alternate; {@code PB} and {@code PW}
 * give the names; other properties are skipped. Setup stones ({@code AB}, {@code AW}, {@code AE}),
 * passes and variations are rejected. Times and end codes are not kept.
 */
public final class Sgf {
    private static final int DEFAULT_SIZE = 15;

    private Sgf() {
    }

    /**
     * Reads a game.
     *
     * @param text the SGF text
     * @return the game (no times, no end code)
     * @throws RecordFormatException naming the line of the first problem
     */
    public static GameRecord read(String text) throws RecordFormatException {
        return new Reader(text).game();
    }

    /**
     * Writes a game: {@code (;GM[4]SZ[..]} with the names, then one node per move, on one line.
     *
     * @param record the game
     * @return the SGF text, ending with LF
     */
    public static String write(GameRecord record) {
        StringBuilder sb = new StringBuilder("(;GM[4]SZ[");
        sb.append(record.width());
        if (record.height() != record.width()) {
            sb.append(':').append(record.height());
        }
        sb.append(']');
        record.blackName().ifPresent(n -> sb.append("PB[").append(escape(n)).append(']'));
        record.whiteName().ifPresent(n -> sb.append("PW[").append(escape(n)).append(']'));
        for (int i = 0; i < record.moves().size(); i++) {
            Point p = record.moves().get(i);
            sb.append(';').append(i % 2 == 0 ? 'B' : 'W').append('[').append(letter(p.x())).append(letter(p.y())).append(']');
        }
        return sb.append(")\n").toString();
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("]", "\\]");
    }

    private static char letter(int v) {
        return v < 26 ? (char) ('a' + v) : (char) ('A' + v - 26);
    }

    private static int coordinate(char c) {
        if (c >= 'a' && c <= 'z') {
            return c - 'a';
        }
        if (c >= 'A' && c <= 'Z') {
            return 26 + c - 'A';
        }
        return -1;
    }

    /** A recursive-descent reader that counts lines. */
    private static final class Reader {
        private final String s;
        private int pos;
        private int line = 1;

        Reader(String s) {
            this.s = s;
        }

        private RecordFormatException error(String problem) {
            return new RecordFormatException(line, problem);
        }

        private void skipBlanks() {
            while (pos < s.length() && s.charAt(pos) <= ' ') {
                char c = s.charAt(pos++);
                // LF, CR LF or a lone CR ends a line
                if (c == '\n' || c == '\r' && (pos >= s.length() || s.charAt(pos) != '\n')) {
                    line++;
                }
            }
        }

        GameRecord game() throws RecordFormatException {
            skipBlanks();
            if (pos < s.length() && s.charAt(pos) == '\uFEFF') {
                pos++;
                skipBlanks();
            }
            if (pos >= s.length() || s.charAt(pos) != '(') {
                throw error("expected '(' to start the game tree");
            }
            pos++;
            int width = DEFAULT_SIZE;
            int height = DEFAULT_SIZE;
            Optional<String> black = Optional.empty();
            Optional<String> white = Optional.empty();
            List<Point> moves = new ArrayList<>();
            Set<Point> seen = new HashSet<>();
            boolean sizeFixed = false;
            int nodes = 0;
            while (true) {
                skipBlanks();
                if (pos >= s.length()) {
                    throw error("expected ')' to end the game tree");
                }
                char c = s.charAt(pos);
                if (c == ')') {
                    pos++;
                    break;
                }
                if (c == '(') {
                    throw error("variations are not supported");
                }
                if (c != ';') {
                    throw error("expected ';' to start a node, found '" + c + "'");
                }
                pos++;
                nodes++;
                while (true) {
                    skipBlanks();
                    if (pos >= s.length() || !Character.isLetter(s.charAt(pos))) {
                        break;
                    }
                    int propLine = line;
                    String ident = ident();
                    List<String> values = values(ident);
                    String v = values.get(0);
                    switch (ident) {
                        case "GM":
                            if (!v.strip().equals("4")) {
                                throw new RecordFormatException(propLine, "GM[" + v + "] is not Gomoku (GM[4])");
                            }
                            break;
                        case "SZ":
                            if (sizeFixed || !moves.isEmpty()) {
                                throw new RecordFormatException(propLine, "SZ must come once, before the moves");
                            }
                            int[] wh = size(v.strip(), propLine);
                            width = wh[0];
                            height = wh[1];
                            sizeFixed = true;
                            break;
                        case "PB":
                            black = name(v);
                            break;
                        case "PW":
                            white = name(v);
                            break;
                        case "B":
                        case "W":
                            Side expected = moves.size() % 2 == 0 ? Side.B : Side.W;
                            if (!ident.equals(expected.name())) {
                                throw new RecordFormatException(propLine, "move " + (moves.size() + 1) + " must be "
                                        + expected.name() + " (black first, colours alternate)");
                            }
                            moves.add(move(v, width, height, seen, propLine));
                            sizeFixed = true;
                            break;
                        case "AB":
                        case "AW":
                        case "AE":
                            throw new RecordFormatException(propLine, "setup stones (" + ident + ") are not supported");
                        default:
                            break;
                    }
                }
            }
            if (nodes == 0) {
                throw error("expected at least one node");
            }
            skipBlanks();
            if (pos < s.length()) {
                throw error("expected the end after the game tree");
            }
            return new GameRecord(width, height, moves, List.of(), black, white, OptionalInt.empty());
        }

        private enum Side { B, W }

        private String ident() {
            StringBuilder id = new StringBuilder();
            while (pos < s.length() && Character.isLetter(s.charAt(pos))) {
                char c = s.charAt(pos++);
                // FF[3] allowed lower-case letters inside identifiers; they carry no meaning
                if (c >= 'A' && c <= 'Z') {
                    id.append(c);
                }
            }
            return id.toString();
        }

        private List<String> values(String ident) throws RecordFormatException {
            List<String> values = new ArrayList<>();
            skipBlanks();
            while (pos < s.length() && s.charAt(pos) == '[') {
                pos++;
                StringBuilder v = new StringBuilder();
                while (true) {
                    if (pos >= s.length()) {
                        throw error("unterminated value of " + ident + ": expected ']'");
                    }
                    char c = s.charAt(pos++);
                    if (c == '\n') {
                        line++;
                    }
                    if (c == ']') {
                        break;
                    }
                    if (c == '\\' && pos < s.length()) {
                        char e = s.charAt(pos++);
                        if (e == '\n') {
                            line++;
                            continue;
                        }
                        if (e == '\r') {
                            if (pos < s.length() && s.charAt(pos) == '\n') {
                                pos++;
                            }
                            line++;
                            continue;
                        }
                        v.append(e);
                    } else {
                        v.append(c);
                    }
                }
                values.add(v.toString());
                skipBlanks();
            }
            if (values.isEmpty()) {
                throw error("expected '[' after " + (ident.isEmpty() ? "a property name" : ident));
            }
            return values;
        }

        private static int[] size(String v, int propLine) throws RecordFormatException {
            int colon = v.indexOf(':');
            int[] w = Lines.integers(colon < 0 ? v : v.substring(0, colon), 1);
            int[] h = colon < 0 ? w : Lines.integers(v.substring(colon + 1), 1);
            if (w == null || h == null) {
                throw new RecordFormatException(propLine, "SZ[" + v + "] is not N or W:H");
            }
            if (w[0] < GameRecord.MIN_SIZE || w[0] > GameRecord.MAX_SIZE || h[0] < GameRecord.MIN_SIZE || h[0] > GameRecord.MAX_SIZE) {
                throw new RecordFormatException(propLine, "board size " + w[0] + "x" + h[0] + " outside "
                        + GameRecord.MIN_SIZE + ".." + GameRecord.MAX_SIZE);
            }
            return new int[] {w[0], h[0]};
        }

        private static Optional<String> name(String v) {
            String n = Lines.strip(v.replace('\r', ' ').replace('\n', ' '));
            return n.isEmpty() ? Optional.empty() : Optional.of(n);
        }

        private static Point move(String v, int width, int height, Set<Point> seen, int propLine) throws RecordFormatException {
            if (v.length() != 2) {
                throw new RecordFormatException(propLine, "expected a move of two letters, found [" + v + "]"
                        + (v.isEmpty() ? " (passes are not supported)" : ""));
            }
            int x = coordinate(v.charAt(0));
            int y = coordinate(v.charAt(1));
            if (x < 0 || y < 0 || x >= width || y >= height) {
                throw new RecordFormatException(propLine, "move [" + v + "] is off the " + width + "x" + height + " board");
            }
            Point p = new Point(x, y);
            if (!seen.add(p)) {
                throw new RecordFormatException(propLine, "move [" + v + "] is played twice");
            }
            return p;
        }
    }
}
