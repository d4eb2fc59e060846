package dev.gomoku.engine.openings;

import dev.gomoku.core.Rule;
import dev.gomoku.core.record.Opening;
import dev.gomoku.core.record.RecordFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * The balanced opening sets shipped with the SDK, made by {@link OpeningGenerator} (each file's
 * header gives the command and seed): freestyle on 15x15 and 20x20, standard, renju and caro on
 * 15x15, the boards of the Gomocup leagues.
 */
public final class BalancedOpenings {
    private BalancedOpenings() {
    }

    /**
     * The shipped set for a rule and board size.
     *
     * @param rule the rule
     * @param size the board size
     * @return the openings, or an empty list when none is shipped for that rule and size
     */
    public static List<Opening> of(Rule rule, int size) {
        String text = text(rule, size);
        if (text == null) {
            return List.of();
        }
        try {
            return Opening.readOffsets(text);
        } catch (RecordFormatException e) {
            throw new IllegalStateException("shipped openings " + name(rule, size) + ": " + e.getMessage(), e);
        }
    }

    /**
     * The shipped set's file, header included.
     *
     * @param rule the rule
     * @param size the board size
     * @return the text, or null when none is shipped
     */
    public static String text(Rule rule, int size) {
        try (InputStream in = BalancedOpenings.class.getResourceAsStream(name(rule, size))) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String name(Rule rule, int size) {
        return rule.name().toLowerCase(Locale.ROOT) + "-" + size + ".txt";
    }
}
