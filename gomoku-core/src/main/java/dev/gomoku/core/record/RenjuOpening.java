package dev.gomoku.core.record;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One of the 26 standard renju openings of the RIF: three stones (black at the centre, white beside
 * it directly or diagonally, then black), with their standard id and name. The set ships with the SDK
 * as the resource {@code renju-openings.txt} beside this class, which also names its source.
 *
 * <pre>{@code
 * for (RenjuOpening o : RenjuOpening.standard()) {
 *     List<Point> stones = o.opening().points(15, 15);   // black, white, black
 * }
 * }</pre>
 *
 * @param id {@code D1}..{@code D13} (direct) or {@code I1}..{@code I13} (indirect)
 * @param name the standard name, e.g. {@code Kagetsu}
 * @param opening the stones as offsets from the centre
 */
public record RenjuOpening(String id, String name, Opening opening) {
    private static final List<RenjuOpening> STANDARD = load();

    /**
     * Checks the components.
     *
     * @param id the id
     * @param name the name
     * @param opening the stones
     * @throws NullPointerException if a component is null
     */
    public RenjuOpening {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(opening, "opening");
    }

    /**
     * The 26 standard openings, D1..D13 then I1..I13.
     *
     * @return an unmodifiable list
     */
    public static List<RenjuOpening> standard() {
        return STANDARD;
    }

    private static List<RenjuOpening> load() {
        String text;
        try (InputStream in = RenjuOpening.class.getResourceAsStream("renju-openings.txt")) {
            if (in == null) {
                throw new IllegalStateException("renju-openings.txt is missing from gomoku-core");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<RenjuOpening> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            String[] parts = l.split(" ", 3);
            try {
                out.add(new RenjuOpening(parts[0], parts[1], Opening.parseOffsets(parts[2])));
            } catch (RecordFormatException | ArrayIndexOutOfBoundsException e) {
                throw new IllegalStateException("renju-openings.txt: bad line " + l, e);
            }
        }
        return List.copyOf(out);
    }
}
