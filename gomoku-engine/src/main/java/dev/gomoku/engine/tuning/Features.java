package dev.gomoku.engine.tuning;

import dev.gomoku.engine.search.Position;

/**
 * A linear evaluation described by its features: the evaluation of a position is the sum of
 * {@code weight[i] * feature[i]}, from the side to move's point of view.
 */
public interface Features {
    /**
     * Number of features (and weights).
     *
     * @return the count
     */
    int size();

    /**
     * A feature's name, for reports.
     *
     * @param i 0 to {@link #size()} - 1
     * @return the name
     */
    String name(int i);

    /**
     * Writes a position's feature values; {@code out} is zeroed by the caller.
     *
     * @param position the position, from the side to move's point of view
     * @param out {@link #size()} values to fill
     */
    void extract(Position position, double[] out);

    /**
     * The least value a weight may take (a table entry that must not go negative, say).
     *
     * @param i 0 to {@link #size()} - 1
     * @return the bound; no bound by default
     */
    default double lowest(int i) {
        return Double.NEGATIVE_INFINITY;
    }
}
