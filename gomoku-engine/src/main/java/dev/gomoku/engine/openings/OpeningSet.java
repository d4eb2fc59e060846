package dev.gomoku.engine.openings;

import dev.gomoku.core.record.Opening;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A generated set of openings with how it was filtered.
 *
 * @param recipe how it was made
 * @param openings the kept openings, in the order found
 * @param tried candidates drawn (duplicates under a board symmetry, fives and forbidden points included)
 * @param uneven candidates dropped because the search scored them outside the window
 * @param forced candidates within the window dropped because a side had a forced win by threats (or
 *     the solver could not rule one out within its budget)
 */
public record OpeningSet(OpeningRecipe recipe, List<Opening> openings, int tried, int uneven, int forced) {

    /**
     * Checks and copies the values.
     *
     * @param recipe the recipe component
     * @param openings the openings component
     * @param tried the tried component
     * @param uneven the uneven component
     * @param forced the forced component
     * @throws NullPointerException if the recipe or the list is null
     */
    public OpeningSet {
        Objects.requireNonNull(recipe, "recipe");
        openings = List.copyOf(openings);
    }

    /**
     * The set as an openings file in offset notation (which fits any board size), under its
     * {@link #header()}.
     *
     * @return the file's text
     */
    public String toFile() {
        return header() + Opening.writeOffsets(openings);
    }

    /**
     * The {@code #} comment lines that say how the set was made, each ending with LF.
     *
     * @return the header
     */
    public String header() {
        StringBuilder sb = new StringBuilder();
        sb.append("# ").append(openings.size()).append(" balanced openings, ").append(recipe.rule().name()
                .toLowerCase(Locale.ROOT)).append(' ').append(recipe.size()).append('x').append(recipe.size())
                .append(", stones black first\n");
        sb.append("# made by: ").append(recipe.command()).append('\n');
        sb.append("# kept: our search at ").append(recipe.judge()).append(" scores the side to move within ")
                .append(recipe.centre()).append(" +- ").append(recipe.window())
                .append(", and neither side, given the move, wins by threats (VCT)\n");
        sb.append(String.format(Locale.ROOT, "# tried %d candidates: %d scored outside the window, %d had a forced win",
                tried, uneven, forced)).append('\n');
        return sb.toString();
    }
}
