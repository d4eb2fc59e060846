package dev.gomoku.engine.tuning;

/**
 * What {@link OrderTuner#tune} found.
 *
 * @param weights the fitted weights, in the layout and units of the engine's ordering table
 *     (thousandths of a logit), to play with through
 *     {@link dev.gomoku.engine.search.Engine.Builder#orderWeights}
 * @param before how the weights in use rank the held-out choices
 * @param after how the fitted weights rank them
 * @param trained how many positions the fit used
 * @param unusable positions left out because the chosen move was not among the generator's legal
 *     candidates, or was the only one
 */
public record OrderFit(int[] weights, OrderRanks before, OrderRanks after, int trained, int unusable) {
    /**
     * Copies the weights.
     *
     * @param weights the fitted weights
     * @param before ranks of the weights in use
     * @param after ranks of the fitted weights
     * @param trained positions fitted
     * @param unusable positions left out
     */
    public OrderFit {
        weights = weights.clone();
    }

    /**
     * The fitted weights.
     *
     * @return a copy
     */
    @Override
    public int[] weights() {
        return weights.clone();
    }
}
