package dev.gomoku.examples.check;

import java.util.Objects;

/**
 * One line of the report card.
 *
 * @param id a stable key for scripts, e.g. {@code swap2.after3.xy}
 * @param area what it is about
 * @param verdict how the brain fared
 * @param title what was checked, in a few words
 * @param evidence what was seen: the exchange or the figure
 * @param referee what the referee (and other managers) would do about it
 */
public record Finding(String id, Area area, Verdict verdict, String title, String evidence, String referee) {

    /**
     * Checks the values.
     *
     * @param id the id component
     * @param area the area component
     * @param verdict the verdict component
     * @param title the title component
     * @param evidence the evidence component
     * @param referee the referee component
     * @throws NullPointerException if a component is null
     */
    public Finding {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(area, "area");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(evidence, "evidence");
        Objects.requireNonNull(referee, "referee");
    }

    /**
     * This finding with another verdict, evidence and consequence.
     *
     * @param v the verdict
     * @param what the evidence
     * @param then what the referee does
     * @return the new finding
     */
    Finding with(Verdict v, String what, String then) {
        return new Finding(id, area, v, title, what, then);
    }
}
