package dev.gomoku.engine.tuning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.Position;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetworkTrainerTest {
    private static final double SCALE = 400;
    private static final double LAMBDA = 0.7;

    private static SelfPlayFile.Contents data() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SelfPlay.generate(new SelfPlaySettings(Rule.FREESTYLE, 15, 40, 600, 3, 2, 2), Evaluator.patterns(),
                new DataOutputStream(bytes), g -> { });
        return SelfPlayFile.read(new ByteArrayInputStream(bytes.toByteArray()));
    }

    /**
     * On a small self-play set the held-out loss falls, the same seed gives the same file, and the file
     * loads as an evaluator whose integer output, read as a winning chance, scores the held-out positions
     * as the trainer's floating-point network did.
     */
    @Test
    void validationLossFallsAndTheFileEvaluatesSeed3(@TempDir Path dir) throws IOException {
        SelfPlayFile.Contents c = data();
        NetworkTrainingSettings s = new NetworkTrainingSettings(8, 4, 6, 16, 0.01, LAMBDA, SCALE, 3);
        List<TrainingEpoch> epochs = new ArrayList<>();
        byte[] file = NetworkTrainer.train(List.of(c), s, epochs::add);
        assertEquals(7, epochs.size());
        double first = epochs.get(0).validationLoss();
        double last = epochs.get(6).validationLoss();
        assertTrue(last < first - 0.01, "validation loss " + first + " -> " + last);
        double kept = epochs.stream().mapToDouble(TrainingEpoch::validationLoss).min().orElseThrow();
        assertArrayEquals(file, NetworkTrainer.train(List.of(c), s, e -> { }));

        Path p = dir.resolve("net.gknn");
        Files.write(p, file);
        Evaluator net = Evaluator.network(p);
        double sum = 0;
        int n = 0;
        for (int gi = 9; gi < c.games().size(); gi += 10) {
            SelfPlayGame g = c.games().get(gi);
            Board b = Board.create(15, Rule.FREESTYLE);
            for (int ply = 0; ply < g.moves().length; ply++) {
                if (ply >= g.scoredFrom()) {
                    double t = LAMBDA / (1 + Math.exp(-g.scores()[ply - g.scoredFrom()] / SCALE))
                            + (1 - LAMBDA) * g.result(ply);
                    sum += NetworkTrainer.crossEntropy((float) (net.evaluate(Position.of(b)) / SCALE), (float) t);
                    n++;
                }
                b.play(b.index(g.moves()[ply] % 15, g.moves()[ply] / 15));
            }
        }
        assertTrue(n > 0);
        assertEquals(kept, sum / n, 0.02, "the quantised network's held-out loss");
    }

    /**
     * Trained on little data at a high rate for many epochs, the network overfits: the file written is
     * the one of the epoch with the lowest held-out loss, byte for byte the file of a run stopped there.
     */
    @Test
    void theEpochWithTheLowestHeldOutLossIsKeptSeed5() throws IOException {
        SelfPlayFile.Contents c = data();
        int total = 24;
        NetworkTrainingSettings s = new NetworkTrainingSettings(16, 8, total, 8, 0.05, LAMBDA, SCALE, 5);
        List<TrainingEpoch> epochs = new ArrayList<>();
        byte[] file = NetworkTrainer.train(List.of(c), s, epochs::add);
        int best = 0;
        for (TrainingEpoch e : epochs) {
            if (e.validationLoss() < epochs.get(best).validationLoss()) {
                best = e.epoch();
            }
        }
        assertTrue(best > 0 && best < total, "the held-out loss rises again after epoch " + best);
        NetworkTrainingSettings stopped = new NetworkTrainingSettings(16, 8, best, 8, 0.05, LAMBDA, SCALE, 5);
        assertArrayEquals(NetworkTrainer.train(List.of(c), stopped, e -> { }), file);
        NetworkTrainingSettings later = new NetworkTrainingSettings(16, 8, best + 1, 8, 0.05, LAMBDA, SCALE, 5);
        assertArrayEquals(NetworkTrainer.train(List.of(c), later, e -> { }), file, "a worse epoch changes nothing");
    }

    /**
     * The default evaluation's held-out loss the trainer reports is that evaluation's loss against the
     * same targets at its best scale: no scale on a fine grid does better, and the best of the grid is
     * within a hair of it.
     */
    @Test
    void theDefaultEvaluationsLossIsItsBestOverScalesSeed3() throws IOException {
        SelfPlayFile.Contents c = data();
        NetworkTrainingSettings s = new NetworkTrainingSettings(8, 4, 1, 16, 0.01, LAMBDA, SCALE, 3);
        List<TrainingEpoch> epochs = new ArrayList<>();
        NetworkTrainer.train(List.of(c), s, epochs::add);
        double reported = epochs.get(0).defaultLoss();
        assertEquals(reported, epochs.get(1).defaultLoss(), "the same every epoch");
        List<double[]> evalAndTarget = new ArrayList<>();
        for (int gi = 9; gi < c.games().size(); gi += 10) {
            SelfPlayGame g = c.games().get(gi);
            Board b = Board.create(15, Rule.FREESTYLE);
            for (int ply = 0; ply < g.moves().length; ply++) {
                if (ply >= g.scoredFrom()) {
                    double t = LAMBDA / (1 + Math.exp(-g.scores()[ply - g.scoredFrom()] / SCALE))
                            + (1 - LAMBDA) * g.result(ply);
                    evalAndTarget.add(new double[] {Evaluator.patterns().evaluate(Position.of(b)), t});
                }
                b.play(b.index(g.moves()[ply] % 15, g.moves()[ply] / 15));
            }
        }
        double best = Double.MAX_VALUE;
        for (double scale = 10; scale <= 100_000; scale *= 1.01) {
            double sum = 0;
            for (double[] et : evalAndTarget) {
                sum += NetworkTrainer.crossEntropy((float) (et[0] / scale), (float) et[1]);
            }
            best = Math.min(best, sum / evalAndTarget.size());
        }
        assertTrue(reported <= best + 1e-6, reported + " against the grid's best " + best);
        assertEquals(best, reported, 1e-3);
    }

    @Test
    void mixedRulesAndTooLittleDataAreRefused() {
        SelfPlayGame g = new SelfPlayGame(new int[] {112, 113}, 0, new int[] {0, 0}, 1);
        SelfPlayFile.Contents fs = new SelfPlayFile.Contents(Rule.FREESTYLE, 15, List.of(g));
        SelfPlayFile.Contents renju = new SelfPlayFile.Contents(Rule.RENJU, 15, List.of(g));
        NetworkTrainingSettings s = new NetworkTrainingSettings(4, 2, 1, 8, 0.01, 0.5, 400, 1);
        assertThrows(IllegalArgumentException.class, () -> NetworkTrainer.train(List.of(fs, renju), s, e -> { }));
        assertThrows(IllegalArgumentException.class, () -> NetworkTrainer.train(List.of(fs), s, e -> { }));
    }
}
