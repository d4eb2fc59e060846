package dev.gomoku.engine.tuning;

/**
 * What {@link TexelTuner#tune(TrainingSet, double[])} found.
 *
 * @param weights the fitted weights, one per feature
 * @param scale the evaluation scale of the starting weights: a position evaluated {@code scale}
 *     points up wins with probability {@code 1 / (1 + e^-1)}, about 73%; the weights are fitted
 *     with it held, so they stay in the starting weights' units
 * @param startLoss the mean log-loss of the starting weights at that scale
 * @param loss the mean log-loss of the fitted weights
 * @param positions how many positions the fit used
 */
public record TexelFit(double[] weights, double scale, double startLoss, double loss, int positions) {
    /**
     * Copies the weights.
     *
     * @param weights the fitted weights
     * @param scale the evaluation scale
     * @param startLoss the starting weights' loss
     * @param loss the fitted weights' loss
     * @param positions positions used
     */
    public TexelFit {
        weights = weights.clone();
    }

    /**
     * The fitted weights.
     *
     * @return a copy
     */
    @Override
    public double[] weights() {
        return weights.clone();
    }
}
