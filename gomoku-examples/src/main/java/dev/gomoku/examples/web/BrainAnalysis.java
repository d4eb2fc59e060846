package dev.gomoku.examples.web;

import dev.gomoku.core.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a brain prints while it thinks, read leniently for the page: its latest search line (depth, score,
 * best line) and, asked with {@code YXNBEST}, its ranked candidate moves. Three dialects:
 *
 * <ul>
 *   <li>ours ({@code SearchMessage} in gomoku-engine): {@code depth 9 ev 120 n 51234 tm 830 pv h8 i9} and
 *       {@code nbest 2 of 3 i9 ev 35 depth 7 pv i9 h8}, moves named as the board's labels;</li>
 *   <li>Rapfi's ({@code Rapfi/search/searchoutput.cpp} at dhbloo/rapfi {@code 3aedf3a}): the
 *       {@code INFO PV k} ... {@code INFO PV DONE} block per ranked move that {@code INFO show_detail 2} turns
 *       on (lines 110-123: {@code DEPTH}, {@code SELDEPTH}, {@code EVAL}, {@code BESTLINE 7,9 9,7}), the
 *       messages {@code (2) -123 | 15-31 | G8 I7} (line 127, multi-PV after {@code YXSHOWINFO}),
 *       {@code depth 15-31 multipv 2 ev -123 ... pv G8 I7} (line 131), {@code Depth 16-33 | Eval -130 | Time
 *       508ms | H7 G8} (line 154), {@code Speed 924K | Depth 17-34 | Eval -107 | ...} (line 234),
 *       {@code Bestline G8 H10} (line 245) and {@code REALTIME BEST 7,7} (line 28). Its moves are {@code x,y}
 *       pairs or a letter for x from {@code A} and y + 1 ({@code Rapfi/core/iohelper.cpp} line 96): {@code G8}
 *       is 6,7, its row counted from the top, unlike the board's labels;</li>
 *   <li>any other {@code MESSAGE} with the words {@code depth}, {@code ev}, {@code pv} or {@code best},
 *       read as ours.</li>
 * </ul>
 *
 * A line that fits none changes nothing; a line of moves ends at its first word that is no point of the
 * board. Not thread-safe.
 */
final class BrainAnalysis {
    /** The most ranked moves kept (the page asks for 10 at most). */
    static final int MAX_RANK = 10;
    /** Longest score or depth text kept. */
    private static final int MAX_TEXT = 16;

    private static final Pattern NBEST = Pattern.compile(
            "nbest (\\d{1,3}) of \\d{1,3} (\\S+) ev (\\S+) depth (\\S+) pv (.*)");
    private static final Pattern RAPFI_RANKED = Pattern.compile("\\((\\d{1,3})\\)\\s+(\\S+)([^|]*\\|.*)");
    private static final Pattern RAPFI_DEPTH = Pattern.compile("(?:\\[Pondering\\]\\s+)?Depth\\s+(\\S+)\\s*\\|\\s*"
            + "Eval\\s+(\\S+)\\s*\\|\\s*Time\\s+[^|]*\\|(.*)");
    private static final Pattern RAPFI_SPEED = Pattern.compile("(?:\\[Pondering\\]\\s+)?Speed\\s+[^|]*\\|\\s*"
            + "Depth\\s+(\\S+)\\s*\\|\\s*Eval\\s+(\\S+)\\s*\\|.*");
    private static final Pattern RAPFI_BESTLINE = Pattern.compile("Bestline\\s+(.*)");
    private static final Pattern REALTIME_BEST = Pattern.compile("REALTIME\\s+BEST\\s+(\\S+).*");
    private static final Pattern DEPTH_RANGE = Pattern.compile("\\s*(\\d{1,3}(?:-\\d{1,3})?)\\s*");
    private static final Pattern MULTIPV = Pattern.compile("(?i)\\bmultipv\\s+(\\d{1,3})\\b");
    private static final Pattern DEPTH = Pattern.compile("(?i)\\bdepth\\s+([\\w+-]+)");
    private static final Pattern EV = Pattern.compile("(?i)\\bev\\s+([+-]?[\\w*]+)");
    private static final Pattern LINE = Pattern.compile("(?i)\\b(?:pv|best)\\s+\\[?(.*)");
    private static final Pattern RAW = Pattern.compile("(\\d{1,2}),(\\d{1,2})");
    private static final Pattern NAME = Pattern.compile("([A-Za-z])(\\d{1,2})");

    /** A ranked move: rank from 1, the move, score and depth as the brain wrote them, and its line (the move first). */
    record Candidate(int rank, Point move, String ev, String depth, List<Point> pv) {
        Candidate {
            pv = List.copyOf(pv);
        }
    }

    /** The latest search line: depth and score as written ("" when not given), and the best line. */
    record Line(String depth, String ev, List<Point> pv) {
        Line {
            pv = List.copyOf(pv);
        }
    }

    private int width = 15;
    private int height = 15;
    private Line latest;
    /** The latest line is only Rapfi's {@code REALTIME BEST} move. */
    private boolean realtimeOnly;
    /** The latest line came during the request being answered (not an earlier one). */
    private boolean current;
    private final Map<Integer, Candidate> ranked = new TreeMap<>();
    /** The {@code INFO PV} block being read: its index from 0, or -1 outside one. */
    private int block = -1;
    private String blockDepth;
    private String blockSelDepth;
    private String blockEval;
    private List<Point> blockLine;

    /** Forgets everything: a new game on a board of this size. */
    void reset(int boardWidth, int boardHeight) {
        latest = null;
        request(boardWidth, boardHeight);
    }

    /**
     * A new request on a board of this size: its ranked moves start afresh; the latest search line is
     * kept, as the last thing the brain said, but no longer {@link #current()}.
     */
    void request(int boardWidth, int boardHeight) {
        width = boardWidth;
        height = boardHeight;
        realtimeOnly = false;
        current = false;
        ranked.clear();
        block = -1;
    }

    /** Whether the latest search line came during the request being answered. */
    boolean current() {
        return current;
    }

    /** The latest search line, or null. */
    Line latest() {
        return latest;
    }

    /** The ranked moves so far, by rank. */
    List<Candidate> candidates() {
        return List.copyOf(ranked.values());
    }

    /** Reads a {@code MESSAGE} line's text; whether it changed what is shown. */
    boolean message(String text) {
        String t = text.strip();
        Matcher m = NBEST.matcher(t);
        if (m.matches()) {
            Point move = point(m.group(2), false);
            List<Point> pv = moves(m.group(5), false);
            return move != null && rank(Integer.parseInt(m.group(1)), move, m.group(3), m.group(4),
                    !pv.isEmpty() && pv.get(0).equals(move) ? pv : List.of(move));
        }
        if ((m = REALTIME_BEST.matcher(t)).matches()) {
            // the move searched best so far: shown until a line with a score comes
            Point best = point(m.group(1), true);
            if (best == null || current && !realtimeOnly) {
                return false;
            }
            latest = new Line("", "", List.of(best));
            realtimeOnly = true;
            current = true;
            return true;
        }
        if ((m = RAPFI_RANKED.matcher(t)).matches()) {
            String[] parts = m.group(3).split("\\|");
            List<Point> pv = moves(parts[parts.length - 1], true);
            String depth = "";
            for (int i = 1; i < parts.length - 1; i++) {
                Matcher d = DEPTH_RANGE.matcher(parts[i]);
                if (d.matches()) {
                    depth = d.group(1);
                }
            }
            return !pv.isEmpty() && rank(Integer.parseInt(m.group(1)), pv.get(0), m.group(2), depth, pv);
        }
        if ((m = RAPFI_DEPTH.matcher(t)).matches()) {
            return line(m.group(1), m.group(2), moves(m.group(3), true));
        }
        if ((m = RAPFI_SPEED.matcher(t)).matches()) {
            return line(m.group(1), m.group(2), current ? latest.pv() : List.of());
        }
        if ((m = RAPFI_BESTLINE.matcher(t)).matches()) {
            return line(current ? latest.depth() : "", current ? latest.ev() : "", moves(m.group(1), true));
        }
        // a line with depth, ev or pv words: Rapfi's UCI-like lines carry "n/ms" and its notation
        boolean rapfi = t.contains(" n/ms ");
        Matcher depth = DEPTH.matcher(t);
        Matcher ev = EV.matcher(t);
        Matcher line = LINE.matcher(t);
        String d = depth.find() ? depth.group(1) : "";
        String e = ev.find() ? ev.group(1) : "";
        List<Point> pv = line.find() ? moves(line.group(1), rapfi) : List.of();
        Matcher multi = MULTIPV.matcher(t);
        if (multi.find()) {
            return !pv.isEmpty() && rank(Integer.parseInt(multi.group(1)), pv.get(0), e, d, pv);
        }
        return (!d.isEmpty() || !e.isEmpty() || !pv.isEmpty()) && line(d, e, pv);
    }

    /**
     * Reads a brain's {@code INFO} line (after the word {@code INFO}): Rapfi's detail block, one per ranked
     * move; whether it changed what is shown (at the block's end).
     */
    boolean info(String text) {
        String t = text.strip();
        int blank = t.indexOf(' ');
        String key = (blank < 0 ? t : t.substring(0, blank)).toUpperCase(Locale.ROOT);
        String value = blank < 0 ? "" : t.substring(blank + 1).strip();
        switch (key) {
            case "PV" -> {
                if (value.equalsIgnoreCase("DONE")) {
                    return blockDone();
                }
                block = value.matches("\\d{1,3}") ? Integer.parseInt(value) : -1;
                blockDepth = "";
                blockSelDepth = "";
                blockEval = "";
                blockLine = List.of();
            }
            case "NUMPV" -> {
                if (value.matches("\\d{1,3}") && Integer.parseInt(value) >= 1) {
                    int n = Integer.parseInt(value);
                    return ranked.keySet().removeIf(r -> r > n);
                }
            }
            case "DEPTH" -> blockDepth = clip(value);
            case "SELDEPTH" -> blockSelDepth = clip(value);
            case "EVAL" -> blockEval = clip(value);
            case "BESTLINE" -> blockLine = moves(value, true);
            default -> {
            }
        }
        return false;
    }

    private boolean blockDone() {
        int k = block;
        block = -1;
        if (k < 0 || blockLine == null || blockLine.isEmpty()) {
            return false;
        }
        String depth = blockDepth.isEmpty() || blockSelDepth.isEmpty() ? blockDepth : blockDepth + "-" + blockSelDepth;
        boolean changed = rank(k + 1, blockLine.get(0), blockEval, depth, blockLine);
        if (k == 0) {
            line(depth, blockEval, blockLine);
            changed = true;
        }
        return changed;
    }

    /**
     * Puts a ranked move in its place. Ranks arrive one at a time and a deeper search may rank a move
     * elsewhere: a move ranked again leaves its old place.
     */
    private boolean rank(int rank, Point move, String ev, String depth, List<Point> pv) {
        if (rank < 1 || rank > MAX_RANK) {
            return false;
        }
        ranked.values().removeIf(c -> c.move().equals(move));
        ranked.put(rank, new Candidate(rank, move, clip(ev), clip(depth), pv));
        return true;
    }

    private boolean line(String depth, String ev, List<Point> pv) {
        latest = new Line(clip(depth), clip(ev), pv);
        realtimeOnly = false;
        current = true;
        return true;
    }

    private static String clip(String s) {
        return s.length() <= MAX_TEXT ? s : s.substring(0, MAX_TEXT);
    }

    /** The moves of a line up to its first word that is no point (or a point named again). */
    private List<Point> moves(String text, boolean rapfi) {
        List<Point> out = new ArrayList<>();
        for (String word : text.strip().split("\\s+")) {
            Point p = point(word.replaceAll("^\\[|[\\],]+$", ""), rapfi);
            if (p == null || out.contains(p)) {
                break;
            }
            out.add(p);
        }
        return out;
    }

    /** A move: {@code x,y}; or a name, Rapfi's (x from A, y + 1) or the labels' ({@link Notation#point}). */
    private Point point(String word, boolean rapfi) {
        Matcher m = RAW.matcher(word);
        if (m.matches()) {
            int x = Integer.parseInt(m.group(1));
            int y = Integer.parseInt(m.group(2));
            return x < width && y < height ? new Point(x, y) : null;
        }
        m = NAME.matcher(word);
        if (!m.matches()) {
            return null;
        }
        char c = m.group(1).charAt(0);
        int n = Integer.parseInt(m.group(2));
        if (!rapfi) {
            return Notation.point(c, n, width, height);
        }
        int x = Character.toUpperCase(c) - 'A';
        return x < width && n >= 1 && n <= height ? new Point(x, n - 1) : null;
    }

    /**
     * The latest search line as {@code {"depth":..,"ev":..,"pv":[[x,y],..],"current":true}}, or null;
     * {@code current} when it came during the request being answered.
     */
    void latestJson(Json j) {
        if (latest == null) {
            j.nullValue();
            return;
        }
        j.beginObject().field("depth", latest.depth()).field("ev", latest.ev()).field("current", current).key("pv");
        points(j, latest.pv());
        j.endObject();
    }

    /** The ranked moves as {@code [{"rank":1,"move":[x,y],"ev":..,"depth":..,"pv":[[x,y],..]},..]}. */
    void candidatesJson(Json j) {
        j.beginArray();
        for (Candidate c : ranked.values()) {
            j.beginObject().field("rank", c.rank()).key("move").beginArray().value(c.move().x()).value(c.move().y())
                    .endArray().field("ev", c.ev()).field("depth", c.depth()).key("pv");
            points(j, c.pv());
            j.endObject();
        }
        j.endArray();
    }

    private static void points(Json j, List<Point> pts) {
        j.beginArray();
        for (Point p : pts) {
            j.beginArray().value(p.x()).value(p.y()).endArray();
        }
        j.endArray();
    }
}
