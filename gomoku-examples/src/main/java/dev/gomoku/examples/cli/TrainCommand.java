package dev.gomoku.examples.cli;

import dev.gomoku.engine.tuning.NetworkTrainer;
import dev.gomoku.engine.tuning.NetworkTrainingSettings;
import dev.gomoku.engine.tuning.TrainingEpoch;
import dev.gomoku.engine.tuning.SelfPlayFile;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gomoku train}: a network evaluator from {@code gomoku selfplay} data. */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = "Trains a network evaluator on `gomoku selfplay` data and writes its weights file, for "
                + "Evaluator.network(path). Every tenth game is held out; its loss is printed after each epoch.")
final class TrainCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "DATA", description = "self-play data files, all of one rule")
    List<Path> inputs = new ArrayList<>();

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", required = true, description = "the weights file to write")
    Path out;

    @Option(names = "--hidden", description = "accumulator width (default: ${DEFAULT-VALUE})", defaultValue = "32")
    int hidden;

    @Option(names = "--hidden2", description = "second layer width (default: ${DEFAULT-VALUE})", defaultValue = "16")
    int hidden2;

    @Option(names = {"-e", "--epochs"}, description = "passes over the data (default: ${DEFAULT-VALUE})",
            defaultValue = "10")
    int epochs;

    @Option(names = "--batch", description = "positions per step (default: ${DEFAULT-VALUE})", defaultValue = "256")
    int batch;

    @Option(names = "--lr", description = "Adam's learning rate (default: ${DEFAULT-VALUE})", defaultValue = "0.002")
    double rate;

    @Option(names = "--lambda", description = "the search score's share of the target, the result having the rest "
            + "(default: ${DEFAULT-VALUE})", defaultValue = "0.7")
    double lambda;

    @Option(names = "--scale", description = "evaluation units per logit; 0 fits it to the data "
            + "(default: ${DEFAULT-VALUE})", defaultValue = "0")
    double scale;

    @Option(names = "--seed", description = "seed of the initial weights and the order (default: ${DEFAULT-VALUE})",
            defaultValue = "1")
    long seed;

    @Override
    public Integer call() throws IOException {
        NetworkTrainingSettings s;
        try {
            s = new NetworkTrainingSettings(hidden, hidden2, epochs, batch, rate, lambda, scale, seed);
        } catch (IllegalArgumentException e) {
            System.err.println("gomoku train: " + e.getMessage());
            return 2;
        }
        List<SelfPlayFile.Contents> data = new ArrayList<>();
        long positions = 0;
        for (Path p : inputs) {
            try (InputStream in = new BufferedInputStream(Files.newInputStream(p))) {
                SelfPlayFile.Contents c = SelfPlayFile.read(in);
                data.add(c);
                positions += c.positions();
            } catch (NoSuchFileException e) {
                System.err.println("gomoku train: " + p + ": no such file");
                return 2;
            } catch (IOException e) {
                System.err.println("gomoku train: " + p + ": " + e.getMessage());
                return 2;
            }
        }
        System.out.printf(Locale.ROOT, "%d files, %d positions, rule %s%n", data.size(), positions, data.get(0).rule());
        byte[] file;
        long[] last = {System.nanoTime()};
        // the trainer keeps the epoch with the lowest held-out loss: say which
        TrainingEpoch[] kept = {null};
        try {
            file = NetworkTrainer.train(data, s, e -> {
                long now = System.nanoTime();
                if (e.epoch() == 0) {
                    System.out.printf(Locale.ROOT, "the default evaluation's validation loss: %.5f (to beat)%n",
                            e.defaultLoss());
                    System.out.printf(Locale.ROOT, "epoch 0 (untrained): validation loss %.5f (scale %.0f)%n",
                            e.validationLoss(), e.scale());
                } else {
                    System.out.printf(Locale.ROOT, "epoch %d: train loss %.5f, validation loss %.5f, %.0f positions/s "
                            + "(scale %.0f)%n", e.epoch(), e.trainLoss(), e.validationLoss(),
                            e.positions() / ((now - last[0]) / 1e9), e.scale());
                }
                if (kept[0] == null || e.validationLoss() < kept[0].validationLoss()) {
                    kept[0] = e;
                }
                last[0] = now;
            });
        } catch (IllegalArgumentException e) {
            System.err.println("gomoku train: " + e.getMessage());
            return 2;
        }
        Files.createDirectories(out.toAbsolutePath().getParent()); // e.g. a new project's src/main/resources
        Files.write(out, file);
        System.out.printf(Locale.ROOT, "wrote %s (%d bytes): the network of epoch %d, validation loss %.5f%n", out,
                file.length, kept[0].epoch(), kept[0].validationLoss());
        return 0;
    }
}
