package dev.gomoku.engine.search.internal;

import dev.gomoku.core.Rule;

/**
 * The quantised weights of a pattern-cell network (architecture {@value #ARCHITECTURE}), for one rule.
 *
 * <p>In real numbers: every non-quiet empty cell ({@link NetworkFeatures}) has
 * {@code x = bias1 + cells[black][kb] + cells[white][kw]} ({@code hidden} values, {@code kb} and
 * {@code kw} the colours' pattern multisets there) and the activation {@code u = clamp(x, 0, 1)};
 * the accumulator is the sum of {@code u} over the cells, {@code g = sum / pool}; then, with the
 * weights of the side to move {@code s}, {@code h = clamp(w2[s] g + b2[s], 0, 1)} ({@code hidden2}
 * values) and the output logit {@code y = w3[s] . h + b3[s]}, the side to move's winning chance being
 * {@code sigmoid(y)}; the evaluation is {@code y * evalScale}.
 *
 * <p>In integers: cell weights are {@code int16} at {@code activationMax << activationShift} per 1, so a
 * cell's activation is {@code (clamp(x, 0, activationMax << shift) + half) >> shift}, rounded (0 to
 * {@code activationMax}) and the accumulator sums those in {@code int16}: at most 1,024 cells times
 * {@value #MAX_ACTIVATION}. {@code w2} is {@code int8} at {@code w2Scale} per 1; {@code b2} and the
 * clamp of {@code h} are {@code int32} at {@code s2 = w2Scale * activationMax * pool} per 1; {@code w3} is
 * {@code int16} at {@code w3Scale} per 1 and {@code b3} {@code int32} at {@code w3Scale * s2} per 1.
 *
 * @param rule the rule it was trained for
 * @param hidden accumulator width
 * @param hidden2 second layer width
 * @param pool the accumulator's divisor (cells), so that {@code g} stays near 1
 * @param activationMax a cell activation's integer value at 1
 * @param activationShift the cell weights' extra precision bits
 * @param w2Scale {@code w2}'s integer value at 1
 * @param w3Scale {@code w3}'s integer value at 1
 * @param evalScale evaluation units per unit of the output logit
 * @param bias1 the cell bias, {@code hidden} values
 * @param cells per colour (black, white) and pattern multiset, {@code hidden} values
 * @param w2 per side to move (black, white), {@code hidden2} rows of {@code hidden}
 * @param b2 per side to move, {@code hidden2}
 * @param w3 per side to move, {@code hidden2}
 * @param b3 per side to move
 */
public record Network(Rule rule, int hidden, int hidden2, int pool, int activationMax, int activationShift,
        int w2Scale, int w3Scale, int evalScale, short[] bias1, short[] cells, byte[] w2, int[] b2, short[] w3,
        int[] b3) {
    /** The only architecture so far: pattern multisets per cell, summed, two small layers per side to move. */
    public static final int ARCHITECTURE = 1;
    /** The largest activation: 1,024 cells of it fit an {@code int16} accumulator. */
    public static final int MAX_ACTIVATION = 31;
    /** The widest accumulator: keeps the second layer's sums within {@code int32}. */
    public static final int MAX_HIDDEN = 256;
    /** The widest second layer. */
    public static final int MAX_HIDDEN2 = 128;
    /** The largest {@code |b2|}: with the widest accumulator at most, the second layer stays within {@code int32}. */
    public static final int MAX_B2 = 1 << 30;
    /** The largest cell weight or bias: three of them sum within {@code int16}. */
    public static final int MAX_CELL = 10_000;

    /**
     * The second layer's integer value of 1.
     *
     * @return {@code w2Scale * activationMax * pool}
     */
    public int s2() {
        return w2Scale * activationMax * pool;
    }

    /**
     * What is wrong with the sizes and scales, if anything.
     *
     * @return null when they are valid, else what is wrong
     */
    public String badSizes() {
        if (hidden < 1 || hidden > MAX_HIDDEN || hidden2 < 1 || hidden2 > MAX_HIDDEN2) {
            return "layer sizes " + hidden + " and " + hidden2 + " are outside 1.." + MAX_HIDDEN + " and 1.." + MAX_HIDDEN2;
        }
        if (pool < 1 || pool > 1024 || activationMax < 1 || activationMax > MAX_ACTIVATION || activationShift < 0
                || activationShift > 8 || w2Scale < 1 || w2Scale > 4096 || w3Scale < 1 || w3Scale > 65536
                || evalScale < 1 || evalScale > 100_000) {
            return "a scale is out of range (pool " + pool + ", activation " + activationMax + " << " + activationShift
                    + ", w2 " + w2Scale + ", w3 " + w3Scale + ", eval " + evalScale + ")";
        }
        if (bias1.length != hidden || cells.length != 2 * NetworkFeatures.KEYS * hidden || w2.length != 2 * hidden2 * hidden
                || b2.length != 2 * hidden2 || w3.length != 2 * hidden2 || b3.length != 2) {
            return "array lengths do not match the layer sizes";
        }
        return null;
    }

    /**
     * A value integer inference cannot take without overflow, if any.
     *
     * @return null when every value is in range, else which is not
     */
    public String badValues() {
        for (short v : bias1) {
            if (Math.abs(v) > MAX_CELL) {
                return "a cell bias " + v + " is outside +-" + MAX_CELL;
            }
        }
        for (short v : cells) {
            if (Math.abs(v) > MAX_CELL) {
                return "a cell weight " + v + " is outside +-" + MAX_CELL;
            }
        }
        for (int v : b2) {
            if (Math.abs((long) v) > MAX_B2) {
                return "a second-layer bias " + v + " is outside +-" + MAX_B2;
            }
        }
        return null;
    }
}
