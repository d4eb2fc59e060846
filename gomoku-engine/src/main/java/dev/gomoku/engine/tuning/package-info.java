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
 * TexelFit fit = TexelTuner.tune(set, f.defaults(Rule.RENJU));
 * }</pre>
 *
 * <p>Move ordering is fitted the same way to a strong player's choices instead of results:
 * {@link dev.gomoku.engine.tuning.MoveChoices} reads the moves one player chose in a record, and
 * {@link dev.gomoku.engine.tuning.OrderTuner} fits the default generator's ordering weights so that a
 * softmax over each position's candidates predicts them ({@code gomoku tune --order PLAYER}).
 *
 * <p>A network evaluator learns from self-play instead: {@link dev.gomoku.engine.tuning.SelfPlay} writes
 * games with the search's score of every position ({@link dev.gomoku.engine.tuning.SelfPlayFile}), and
 * {@link dev.gomoku.engine.tuning.NetworkTrainer} fits a network to them and writes the weights file that
 * {@link dev.gomoku.engine.search.Evaluator#network(java.nio.file.Path)} loads ({@code gomoku selfplay},
 * {@code gomoku train}).
 */
package dev.gomoku.engine.tuning;
