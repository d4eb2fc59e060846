package dev.gomoku.engine.tuning;

/**
 * Progress of {@link NetworkTrainer}: the losses after an epoch (epoch 0: the initial weights).
 *
 * @param epoch the epoch, from 0
 * @param trainLoss the mean cross-entropy against the targets over the epoch's training positions (NaN at epoch 0)
 * @param validationLoss the same over the held-out positions, after the epoch
 * @param positions training positions the epoch went through (0 at epoch 0)
 * @param scale the evaluation units per logit in use (fitted to the data unless given)
 * @param defaultLoss the default (pattern) evaluation's loss over the same held-out positions and targets,
 *     with its own scale fitted to them: the figure a network must beat
 */
public record TrainingEpoch(int epoch, double trainLoss, double validationLoss, int positions, double scale,
        double defaultLoss) {
}
