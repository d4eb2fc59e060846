package dev.gomoku.engine.tuning;

/**
 * How {@link NetworkTrainer} trains.
 *
 * @param hidden the accumulator's width (1 to 256)
 * @param hidden2 the second layer's width (1 to 128)
 * @param epochs passes over the training positions
 * @param batch positions per Adam step
 * @param rate Adam's learning rate
 * @param lambda the search score's share of the target, the game result having the rest: the target is
 *     {@code lambda * sigmoid(score / scale) + (1 - lambda) * result}
 * @param scale evaluation units per unit of logit, both for reading the search's scores and for the
 *     network's output; 0 fits it to the data (the scale at which the search's scores best predict the results)
 * @param seed the seed of the initial weights and of the order of the positions
 */
public record NetworkTrainingSettings(int hidden, int hidden2, int epochs, int batch, double rate, double lambda,
        double scale, long seed) {
    /**
     * Checks the values.
     *
     * @param hidden see the record component
     * @param hidden2 see the record component
     * @param epochs see the record component
     * @param batch see the record component
     * @param rate see the record component
     * @param lambda see the record component
     * @param scale see the record component
     * @param seed see the record component
     * @throws IllegalArgumentException if one is out of range
     */
    public NetworkTrainingSettings {
        if (hidden < 1 || hidden > 256 || hidden2 < 1 || hidden2 > 128 || epochs < 0 || batch < 1 || !(rate > 0)
                || !(lambda >= 0 && lambda <= 1) || !(scale >= 0 && scale <= 100_000)) {
            throw new IllegalArgumentException("hidden 1..256, hidden2 1..128, epochs >= 0, batch >= 1, rate > 0, "
                    + "lambda 0..1, scale 0..100000");
        }
    }
}
