package dev.gomoku.engine.tuning;

import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Position;
import java.util.Arrays;
import java.util.Objects;

/**
 * Labelled positions reduced to their feature values, ready for {@link TexelTuner}. Only quiet
 * positions are kept: where the side to move can make a five, an open four or a four-three, or must
 * block a four, the game is decided by tactics the search sees, not by the evaluation.
 */
public final class TrainingSet {
    private final Features features;
    private final int width;
    private double[] rows;
    private double[] results = new double[1024];
    private int size;
    private int skipped;

    /**
     * An empty set.
     *
     * @param features the evaluation's features
     */
    public TrainingSet(Features features) {
        this.features = Objects.requireNonNull(features, "features");
        this.width = features.size();
        this.rows = new double[1024 * width];
    }

    /**
     * Adds a position if it is quiet.
     *
     * @param position the labelled position
     * @return true if it was kept
     */
    public boolean add(LabeledPosition position) {
        Position pos = Position.of(position.board());
        Side me = pos.sideToMove();
        if (pos.levelCount(me, Position.LEVEL_FIVE) + pos.levelCount(me, Position.LEVEL_WIN_FOUR)
                + pos.levelCount(me, Position.LEVEL_FOUR_THREE) + pos.levelCount(me.opponent(), Position.LEVEL_FIVE) > 0) {
            skipped++;
            return false;
        }
        if (size == results.length) {
            results = Arrays.copyOf(results, size * 2);
            rows = Arrays.copyOf(rows, size * 2 * width);
        }
        double[] row = new double[width];
        features.extract(pos, row);
        System.arraycopy(row, 0, rows, size * width, width);
        results[size++] = position.result();
        return true;
    }

    /**
     * The features the rows hold.
     *
     * @return the features
     */
    public Features features() {
        return features;
    }

    /**
     * Positions kept.
     *
     * @return the count
     */
    public int size() {
        return size;
    }

    /**
     * Positions left out as not quiet.
     *
     * @return the count
     */
    public int skipped() {
        return skipped;
    }

    /** The evaluation of position {@code i} under the weights. */
    double eval(int i, double[] w) {
        double e = 0;
        int o = i * width;
        for (int j = 0; j < width; j++) {
            e += w[j] * rows[o + j];
        }
        return e;
    }

    double feature(int i, int j) {
        return rows[i * width + j];
    }

    double result(int i) {
        return results[i];
    }
}
