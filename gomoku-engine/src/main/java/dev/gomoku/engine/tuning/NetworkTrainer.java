package dev.gomoku.engine.tuning;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.Score;
import dev.gomoku.engine.search.internal.NetworkCodec;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Trains a network evaluator ({@link dev.gomoku.engine.search.Evaluator#network(java.nio.file.Path)}) on
 * self-play data ({@link SelfPlayFile}), in plain Java on one thread: Adam on the cross-entropy between
 * the network's winning chance and a blend of the search's score and the game's result. Every tenth
 * game (the tenth, twentieth, ...) is held out, and the loss on it is reported after every epoch.
 * Games of any board size mix: the inputs do not depend on it.
 */
public final class NetworkTrainer {
    /** The accumulator's divisor: a midgame has some tens of non-quiet cells. */
    static final int POOL = 16;

    private NetworkTrainer() {
    }

    /**
     * Trains.
     *
     * @param data the self-play files, all of one rule
     * @param s how to train
     * @param progress told after each epoch, and before the first (epoch 0)
     * @return the network weights file's bytes: the weights after the epoch with the lowest held-out loss
     *     (the earliest of equals; epoch 0 is the untrained network), so that more epochs than the data
     *     bears do not cost what the earlier ones learned
     * @throws IllegalArgumentException if the data mixes rules or has no position to train or validate on
     */
    public static byte[] train(List<SelfPlayFile.Contents> data, NetworkTrainingSettings s, Consumer<TrainingEpoch> progress) {
        if (data.isEmpty() || data.stream().map(SelfPlayFile.Contents::rule).distinct().count() != 1) {
            throw new IllegalArgumentException("the data must hold games of one rule");
        }
        Rule rule = data.get(0).rule();
        NetworkSamples train = new NetworkSamples();
        NetworkSamples held = new NetworkSamples().withDefaultEvaluation();
        int game = 0;
        for (SelfPlayFile.Contents c : data) {
            for (SelfPlayGame g : c.games()) {
                (++game % 10 == 0 ? held : train).addGame(g, rule, c.size());
            }
        }
        if (train.size() == 0 || held.size() == 0) {
            throw new IllegalArgumentException("too few games: " + game + " games give " + train.size()
                    + " training and " + held.size() + " held-out positions (every tenth game is held out)");
        }
        double scale = s.scale() > 0 ? s.scale() : fitScale(train);
        float[] trainTargets = targets(train, s.lambda(), scale);
        float[] heldTargets = targets(held, s.lambda(), scale);
        double defaultLoss = defaultLoss(held, heldTargets);
        NetworkModel model = new NetworkModel(s.hidden(), s.hidden2(), POOL, s.seed());
        NetworkModel.Pass pass = new NetworkModel.Pass(model);
        double bestLoss = loss(model, held, heldTargets, pass);
        float[] best = model.p.clone();
        progress.accept(new TrainingEpoch(0, Double.NaN, bestLoss, 0, scale, defaultLoss));
        int n = train.size();
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        SplittableRandom rnd = new SplittableRandom(s.seed() ^ 0x5DEECE66DL);
        float[] grad = new float[model.p.length];
        for (int epoch = 1; epoch <= s.epochs(); epoch++) {
            for (int i = n - 1; i > 0; i--) {
                int j = rnd.nextInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
            double sum = 0;
            for (int b = 0; b < n; b += s.batch()) {
                int end = Math.min(n, b + s.batch());
                Arrays.fill(grad, 0);
                for (int k = b; k < end; k++) {
                    int i = order[k];
                    float y = model.forward(train, i, pass);
                    float t = trainTargets[i];
                    sum += crossEntropy(y, t);
                    model.backward(train, i, pass, sigmoid(y) - t, grad);
                }
                model.step(grad, end - b, (float) s.rate());
            }
            double heldLoss = loss(model, held, heldTargets, pass);
            if (heldLoss < bestLoss) {
                bestLoss = heldLoss;
                System.arraycopy(model.p, 0, best, 0, best.length);
            }
            progress.accept(new TrainingEpoch(epoch, sum / n, heldLoss, n, scale, defaultLoss));
        }
        System.arraycopy(best, 0, model.p, 0, best.length);
        return NetworkCodec.write(model.quantise(rule, (int) Math.round(scale)));
    }

    /** The mean cross-entropy over a set. */
    static double loss(NetworkModel model, NetworkSamples d, float[] targets, NetworkModel.Pass pass) {
        double sum = 0;
        for (int i = 0; i < d.size(); i++) {
            sum += crossEntropy(model.forward(d, i, pass), targets[i]);
        }
        return sum / d.size();
    }

    /**
     * The default evaluation's mean cross-entropy against the targets, at the scale that suits it best
     * (its units need not be the search score's).
     */
    static double defaultLoss(NetworkSamples d, float[] targets) {
        return goldenSection(scale -> {
            double sum = 0;
            for (int i = 0; i < d.size(); i++) {
                sum += crossEntropy((float) (d.defaultEval(i) / scale), targets[i]);
            }
            return sum / d.size();
        }, true);
    }

    /** The cross-entropy of a logit against a target probability, computed stably. */
    static double crossEntropy(float y, float t) {
        // -(t log p + (1-t) log(1-p)) with p = sigmoid(y) is softplus(y) - t y.
        double sp = y > 0 ? y + Math.log1p(Math.exp(-y)) : Math.log1p(Math.exp(y));
        return sp - t * y;
    }

    static float sigmoid(float y) {
        return (float) (1 / (1 + Math.exp(-y)));
    }

    private static float[] targets(NetworkSamples d, double lambda, double scale) {
        float[] t = new float[d.size()];
        for (int i = 0; i < t.length; i++) {
            t[i] = (float) (lambda / (1 + Math.exp(-d.score(i) / scale)) + (1 - lambda) * d.result(i));
        }
        return t;
    }

    /**
     * The scale at which the search's non-decisive scores best predict the results (golden-section search
     * of the log-loss over 10 to 100,000 on a log scale).
     */
    static double fitScale(NetworkSamples d) {
        return goldenSection(scale -> scaleLoss(d, scale), false);
    }

    /**
     * Golden-section search of a loss over scales 10 to 100,000 on a log scale.
     *
     * @return the least loss when {@code giveLoss}, else the scale that gives it
     */
    private static double goldenSection(java.util.function.DoubleUnaryOperator lossAt, boolean giveLoss) {
        double lo = Math.log(10);
        double hi = Math.log(100_000);
        double phi = (Math.sqrt(5) - 1) / 2;
        for (int it = 0; it < 60; it++) {
            double a = hi - phi * (hi - lo);
            double b = lo + phi * (hi - lo);
            if (lossAt.applyAsDouble(Math.exp(a)) < lossAt.applyAsDouble(Math.exp(b))) {
                hi = b;
            } else {
                lo = a;
            }
        }
        double best = Math.exp((lo + hi) / 2);
        return giveLoss ? lossAt.applyAsDouble(best) : best;
    }

    private static double scaleLoss(NetworkSamples d, double scale) {
        double sum = 0;
        for (int i = 0; i < d.size(); i++) {
            if (Math.abs(d.score(i)) < Score.WIN_THRESHOLD) {
                sum += crossEntropy((float) (d.score(i) / scale), d.result(i));
            }
        }
        return sum;
    }
}
