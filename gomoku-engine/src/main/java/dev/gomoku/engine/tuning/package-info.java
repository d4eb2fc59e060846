/**
 * Evaluation tuning from game results (Texel's method): turn recorded games into
 * {@link dev.gomoku.engine.tuning.LabeledPosition positions labelled with their game's result}
 * ({@link dev.gomoku.engine.tuning.TrainingPositions}), describe a linear evaluation by its
 * {@link dev.gomoku.engine.tuning.Features}, and fit its weights with
 * {@link dev.gomoku.engine.tuning.TexelTuner} so that {@code sigmoid(eval / scale)} predicts the results.
 * {@link dev.gomoku.engine.tuning.PatternFeatures} are the default evaluator's own features.
 *
 * <pre>{@code
 * List<LabeledPosition> data = new ArrayList<>();
 * for (GameRecord game : games) {                 // e.g. Psq.read of `gomoku match --out` records
 *     data.addAll(TrainingPositions.fromGame(game, Rule.RENJU, 6));
 * }
 * PatternFeatures f = PatternFeatures.INSTANCE;
 * TunedWeights tuned = TexelTuner.tune(data, f, f.defaults(Rule.RENJU));
 * }</pre>
 */
package dev.gomoku.engine.tuning;
