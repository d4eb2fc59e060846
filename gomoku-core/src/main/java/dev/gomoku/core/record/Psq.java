package dev.gomoku.core.record;

import dev.gomoku.core.Point;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The Gomocup / Piskvork {@code .psq} game record:
 *
 * <pre>
 * Piskvorky 15x15, 11:11, 0      header: width x height, then fields this reader ignores
 * 8,8,0                          one move per line: x,y[,ms], 1-based from the TOP-LEFT corner
 * 8,7                            black first, colours alternate; the time in ms may be missing
 * pbrain-a.zip                   optional trailer: the first (black) and second player's names,
 * pbrain-b.zip                   an end code, and lines this reader ignores (e.g. "result,tournament")
 * -1
 * </pre>
 *
 * The moves end at the first line that is not {@code int,int[,int]}. A later line of one integer is
 * the end code; names are the (at most two) lines before it that are not lists of integers. When only some move lines
 * carry a time, the others count as 0 ms. Lines may end with LF, CR LF or CR.
 */
public final class Psq {
    private static final String HEADER = "Piskvorky";

    private Psq() {
    }

    /**
     * Reads a record.
     *
     * @param text the file content
     * @return the game
     * @throws RecordFormatException if the header is malformed, the size is outside
     *     {@value GameRecord#MIN_SIZE}..{@value GameRecord#MAX_SIZE}, or a move is off the board,
     *     repeated or has a negative time
     */
    public static GameRecord read(String text) throws RecordFormatException {
        List<String> lines = Lines.split(text);
        if (lines.isEmpty()) {
            throw new RecordFormatException(1, "expected the header \"Piskvorky WxH, ...\", found an empty file");
        }
        String header = Lines.strip(lines.get(0));
        if (header.startsWith("\uFEFF")) {
            header = header.substring(1);
        }
        if (!header.startsWith(HEADER + " ")) {
            throw new RecordFormatException(1, "expected the header \"Piskvorky WxH, ...\"");
        }
        String size = header.substring(HEADER.length() + 1).strip();
        int comma = size.indexOf(',');
        int[] wh = dimensions(comma < 0 ? size : size.substring(0, comma));
        if (wh == null) {
            throw new RecordFormatException(1, "expected the board size WxH after \"Piskvorky\"");
        }
        int width = wh[0];
        int height = wh[1];
        if (width < GameRecord.MIN_SIZE || width > GameRecord.MAX_SIZE || height < GameRecord.MIN_SIZE || height > GameRecord.MAX_SIZE) {
            throw new RecordFormatException(1, "board size " + width + "x" + height + " outside "
                    + GameRecord.MIN_SIZE + ".." + GameRecord.MAX_SIZE);
        }
        List<Point> moves = new ArrayList<>();
        List<Integer> times = new ArrayList<>();
        boolean anyTime = false;
        Set<Point> seen = new HashSet<>();
        int n = 1;
        for (; n < lines.size(); n++) {
            int[] v = Lines.integers(lines.get(n), 3);
            if (v == null || v.length < 2) {
                break;
            }
            int x = v[0] - 1;
            int y = v[1] - 1;
            if (x < 0 || x >= width || y < 0 || y >= height) {
                throw new RecordFormatException(n + 1, "move " + v[0] + "," + v[1] + " is off the "
                        + width + "x" + height + " board (coordinates are 1-based)");
            }
            Point p = new Point(x, y);
            if (!seen.add(p)) {
                throw new RecordFormatException(n + 1, "move " + v[0] + "," + v[1] + " is played twice");
            }
            if (v.length == 3) {
                if (v[2] < 0) {
                    throw new RecordFormatException(n + 1, "negative time " + v[2] + " ms");
                }
                anyTime = true;
            }
            moves.add(p);
            times.add(v.length == 3 ? v[2] : 0);
        }
        List<String> names = new ArrayList<>();
        OptionalInt endCode = OptionalInt.empty();
        for (; n < lines.size(); n++) {
            String line = Lines.strip(lines.get(n));
            if (line.isEmpty()) {
                continue;
            }
            int[] v = Lines.integers(line, 3);
            if (v != null && v.length == 1) {
                endCode = OptionalInt.of(v[0]);
                break;
            }
            if (v != null || names.size() == 2) {
                // numbers after the names, e.g. "result,tournament": not ours to interpret
                break;
            }
            names.add(line);
        }
        return new GameRecord(width, height, moves, anyTime ? times : List.of(),
                names.isEmpty() ? Optional.empty() : Optional.of(names.get(0)),
                names.size() < 2 ? Optional.empty() : Optional.of(names.get(1)), endCode);
    }

    private static int[] dimensions(String s) {
        int x = s.indexOf('x');
        if (x < 0) {
            return null;
        }
        int[] w = Lines.integers(s.substring(0, x), 1);
        int[] h = Lines.integers(s.substring(x + 1), 1);
        return w == null || h == null ? null : new int[] {w[0], h[0]};
    }

    /**
     * Writes a record: header {@code Piskvorky WxH, 11:11, 0}, the moves ({@code x,y,ms} when the
     * record has times, else {@code x,y}), then the names and the end code when present. Lines end
     * with LF.
     *
     * @param record the game
     * @return the file content
     * @throws IllegalArgumentException if only the white name is present, or a name would read back
     *     as a move or an end code (it is a comma-separated list of integers)
     */
    public static String write(GameRecord record) {
        if (record.whiteName().isPresent() && record.blackName().isEmpty()) {
            throw new IllegalArgumentException(".psq cannot hold a second player's name without the first");
        }
        StringBuilder sb = new StringBuilder();
        sb.append(HEADER).append(' ').append(record.width()).append('x').append(record.height()).append(", 11:11, 0\n");
        for (int i = 0; i < record.moves().size(); i++) {
            Point p = record.moves().get(i);
            sb.append(p.x() + 1).append(',').append(p.y() + 1);
            if (!record.times().isEmpty()) {
                sb.append(',').append(record.times().get(i));
            }
            sb.append('\n');
        }
        for (Optional<String> name : List.of(record.blackName(), record.whiteName())) {
            if (name.isPresent()) {
                if (Lines.integers(name.get(), 3) != null) {
                    throw new IllegalArgumentException("name reads as numbers in .psq: " + name.get());
                }
                sb.append(name.get()).append('\n');
            }
        }
        record.endCode().ifPresent(c -> sb.append(c).append('\n'));
        return sb.toString();
    }
}
