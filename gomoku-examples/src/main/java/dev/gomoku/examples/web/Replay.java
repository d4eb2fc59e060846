package dev.gomoku.examples.web;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.record.GameRecord;
import dev.gomoku.core.record.Opening;
import dev.gomoku.core.record.Psq;
import dev.gomoku.core.record.RecordFormatException;
import dev.gomoku.core.record.Sgf;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The record open for replay: uploaded from the page or one of the files the server was given. The
 * format follows the text: {@code Piskvorky} header for {@code .psq}, {@code (;} for SGF, else one line
 * of pos notation ({@code h8h7i7}, rows counted from the top as {@code Opening} reads them) on a 15x15 board (20x20 if
 * it does not fit). The page steps through the moves itself.
 */
final class Replay {
    /** Longest record accepted; a 32x32 game is far below it. */
    static final int MAX_BYTES = 256 * 1024;

    private final List<Path> files;
    private final Updates updates;
    private final GameStory story;
    private String name;
    private GameRecord record;

    Replay(List<Path> files, Updates updates) {
        this.files = List.copyOf(files);
        this.updates = updates;
        this.story = new GameStory(updates);
    }

    /** Opens the {@code i}-th file the server was given. */
    void openFile(int i) throws BadRequest {
        if (i < 0 || i >= files.size()) {
            throw new BadRequest(404, "no record file number " + i);
        }
        Path f = files.get(i);
        String text;
        try {
            text = Files.readString(f, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new BadRequest(422, "cannot read " + f + ": " + e.getMessage());
        }
        open(String.valueOf(f.getFileName()), text);
    }

    /** Opens a record given as text; a malformed one is refused with its line and problem. */
    void open(String fileName, String text) throws BadRequest {
        GameRecord r = parse(fileName, text);
        synchronized (this) {
            name = fileName;
            record = r;
        }
        // records do not say their rule: the story is told under freestyle
        story.tell(r.width(), r.height(), Rule.FREESTYLE, r.moves());
        updates.changed();
    }

    static GameRecord parse(String fileName, String text) throws BadRequest {
        String t = text.strip();
        if (t.startsWith("\uFEFF")) {
            t = t.substring(1);
        }
        String lower = fileName.toLowerCase(Locale.ROOT);
        try {
            if (t.startsWith("Piskvorky") || lower.endsWith(".psq")) {
                return Psq.read(text);
            }
            if (t.startsWith("(") || lower.endsWith(".sgf")) {
                return Sgf.read(text);
            }
            return pos(t);
        } catch (RecordFormatException e) {
            throw new BadRequest(422, fileName + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new BadRequest(422, fileName + ": " + e.getMessage());
        }
    }

    /** Pos notation on the usual 15x15 board, or on 20x20 when the stones do not fit on 15x15. */
    private static GameRecord pos(String t) throws RecordFormatException {
        RecordFormatException first = null;
        for (int size : new int[] {15, 20}) {
            try {
                List<Point> stones = Opening.parsePos(t, size, size).points(size, size);
                return new GameRecord(size, size, stones);
            } catch (RecordFormatException e) {
                first = first == null ? e : first;
            }
        }
        throw first;
    }

    synchronized void json(Json j) {
        j.beginObject();
        j.key("files").beginArray();
        for (Path f : files) {
            j.value(String.valueOf(f.getFileName()));
        }
        j.endArray();
        if (record != null) {
            j.field("name", name);
            j.field("width", record.width()).field("height", record.height());
            j.field("black", record.blackName().orElse("black"));
            j.field("white", record.whiteName().orElse("white"));
            j.key("moves").beginArray();
            for (Point p : record.moves()) {
                j.beginArray().value(p.x()).value(p.y()).endArray();
            }
            j.endArray();
            j.key("story");
            story.json(j, false);
        }
        j.endObject();
    }

    /** Stops the story's search thread. */
    void close() {
        story.close();
    }
}
