package dev.gomoku.examples.web;

import dev.gomoku.core.Point;
import dev.gomoku.core.record.Opening;
import dev.gomoku.core.record.RecordFormatException;
import dev.gomoku.core.record.RenjuOpening;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * An opening the page offers by name: one of the 26 standard renju openings ({@code D1} Kansei ...
 * {@code I13} Suigetsu), or one of the balanced three-stone openings to start a Swap2 game from
 * ({@code S1} ... {@code S20}), made by the SDK's own generator and shipped as {@code swap2-freestyle-15.txt}
 * (its header gives the {@code gomoku openings --stones 3} command and seed).
 *
 * @param id {@code D1}, {@code I13}, {@code S4}
 * @param name the renju name, or a Swap2 opening's stones on 15x15 ({@code h7 h8 k5})
 * @param kind {@code renju} or {@code swap2}
 * @param opening the stones, black first
 */
record NamedOpening(String id, String name, String kind, Opening opening) {
    /** The page's list: the renju openings, then the Swap2 ones. */
    static final List<NamedOpening> ALL = load();

    private static List<NamedOpening> load() {
        List<NamedOpening> out = new ArrayList<>();
        for (RenjuOpening o : RenjuOpening.standard()) {
            out.add(new NamedOpening(o.id(), o.name(), "renju", o.opening()));
        }
        List<Opening> swap2;
        try (InputStream in = NamedOpening.class.getResourceAsStream("swap2-freestyle-15.txt")) {
            swap2 = Opening.readOffsets(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (RecordFormatException e) {
            throw new IllegalStateException("swap2-freestyle-15.txt: " + e.getMessage(), e);
        }
        for (int i = 0; i < swap2.size(); i++) {
            StringBuilder stones = new StringBuilder();
            for (Point p : swap2.get(i).points(15, 15)) {
                stones.append(stones.length() == 0 ? "" : " ").append(Notation.name(p.x(), p.y(), 15));
            }
            out.add(new NamedOpening("S" + (i + 1), stones.toString(), "swap2", swap2.get(i)));
        }
        return List.copyOf(out);
    }

    /** The opening with this id (any case), null for none ({@code ""}). */
    static NamedOpening byId(String id) throws BadRequest {
        if (id.isBlank()) {
            return null;
        }
        for (NamedOpening o : ALL) {
            if (o.id.equalsIgnoreCase(id.strip())) {
                return o;
            }
        }
        long swap2 = ALL.stream().filter(o -> o.kind.equals("swap2")).count();
        throw new BadRequest(400, "no opening " + id + " (renju D1..D13, I1..I13; Swap2 S1..S" + swap2 + ")");
    }

    /** How the page names it once chosen: {@code D4 Kagetsu}, {@code balanced S4 (h7 h8 k5)}. */
    String label() {
        return kind.equals("renju") ? id + " " + name : "balanced " + id + " (" + name + ")";
    }
}
