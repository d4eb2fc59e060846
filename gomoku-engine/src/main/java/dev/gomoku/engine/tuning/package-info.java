/**
 * Evaluation tuning (Texel's method): turn recorded games into
 * {@link dev.gomoku.engine.tuning.LabeledPosition positions labelled with their game's result}
 * ({@link dev.gomoku.engine.tuning.TrainingPositions}), or read positions a stronger program scored
 * ({@link dev.gomoku.engine.tuning.ScoredPositions}); describe a linear evaluation by its
 * {@link dev.gomoku.engine.tuning.Features}, and fit its weights with
 * {@link dev.gomoku.engine.tuning.TexelTuner} so that {@code sigmoid(eval / scale)} predicts the labels.
 * {@link dev.gomoku.engine.tuning.PatternFeatures} are the default evaluator's own features.
 *
 * <pre>{@code
 * PatternFeatures f = PatternFeatures.INSTANCE;
 * TrainingSet set = new TrainingSet(f);           // keeps the quiet positions, as feature values
 * for (GameRecord game : games) {                 // e.g. Psq.read of `gomoku match --out` records
 *     TrainingPositions.fromGame(game, Rule.RENJU, 6).forEach(set::add);
 * }
 * TunedWeights tuned = TexelTuner.tune(set, f.defaults(Rule.RENJU));
 * }</pre>
 */
package dev.gomoku.engine.tuning;
