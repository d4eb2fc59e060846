package dev.gomoku.examples.cli;

import dev.gomoku.core.Rule;
import dev.gomoku.core.record.GameRecord;
import dev.gomoku.core.record.Psq;
import dev.gomoku.core.record.RecordFormatException;
import dev.gomoku.engine.tuning.LabeledPosition;
import dev.gomoku.engine.tuning.MoveChoice;
import dev.gomoku.engine.tuning.MoveChoices;
import dev.gomoku.engine.tuning.OrderFit;
import dev.gomoku.engine.tuning.OrderRanks;
import dev.gomoku.engine.tuning.OrderTuner;
import dev.gomoku.engine.tuning.PatternFeatures;
import dev.gomoku.engine.tuning.ScoredPositions;
import dev.gomoku.engine.tuning.TexelTuner;
import dev.gomoku.engine.tuning.TrainingPositions;
import dev.gomoku.engine.tuning.TrainingSet;
import dev.gomoku.engine.tuning.TexelFit;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gomoku tune}: fits the default evaluator's weights to the results of recorded games, or to scored positions. */
@Command(name = "tune", mixinStandardHelpOptions = true,
        description = "Fits the default evaluation's weights to game results (Texel's method) from .psq records, "
                + "such as those `gomoku match --out DIR` writes, or to positions scored by a stronger program "
                + "(--scored), and prints them beside the current ones; or, with --order, fits the move "
                + "ordering to one player's moves. Every tenth game or scored position is held out to check "
                + "that the fit generalises.")
final class TuneCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "PSQ|DIR", description = ".psq records, or folders searched for them")
    List<Path> inputs = new ArrayList<>();

    @Option(names = "--scored", paramLabel = "FILE", description = "positions labelled with an expected score, "
            + "one per line: SCORE x,y x,y ... (the moves from the empty board, black first, 0-based)")
    List<Path> scored = new ArrayList<>();

    @Option(names = {"-s", "--size"}, description = "the board size of --scored positions (default: ${DEFAULT-VALUE})",
            defaultValue = "15")
    int size;

    @Option(names = {"-r", "--rule"}, description = "the rule the games were played under: freestyle, standard, "
            + "renju, caro or caro_exact (default: ${DEFAULT-VALUE})", defaultValue = "freestyle")
    Rule rule;

    @Option(names = "--skip", description = "opening plies left out of each game (default: ${DEFAULT-VALUE})",
            defaultValue = "6")
    int skip;

    @Option(names = "--hold", split = ",", paramLabel = "NAME",
            description = "weights kept at their current values, by the names the output uses (e.g. black.tempo)")
    List<String> hold = new ArrayList<>();

    @Option(names = "--order", paramLabel = "PLAYER", description = "fit the default generator's move ordering to "
            + "the moves of the player whose recorded name is PLAYER, or else contains it (a strong program, say), "
            + "instead of the evaluation to the results")
    String order;

    @Override
    public Integer call() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path in : inputs) {
            if (Files.isDirectory(in)) {
                try (Stream<Path> s = Files.walk(in)) {
                    s.filter(p -> p.toString().endsWith(".psq")).sorted().forEach(files::add);
                }
            } else {
                files.add(in);
            }
        }
        if (order != null && (!scored.isEmpty() || !hold.isEmpty())) {
            System.err.println("gomoku tune: --order fits the move ordering to records; --scored and --hold are "
                    + "for the evaluation");
            return 2;
        }
        return order != null ? tuneOrder(files) : tuneEvaluation(files);
    }

    private int tuneEvaluation(List<Path> files) {
        PrintStream out = System.out;
        PatternFeatures features = PatternFeatures.INSTANCE;
        boolean[] kept = new boolean[features.size()];
        for (String name : hold) {
            int i = 0;
            while (i < features.size() && !features.name(i).equals(name)) {
                i++;
            }
            if (i == features.size()) {
                System.err.println("gomoku tune: --hold " + name + ": no such weight");
                return 2;
            }
            kept[i] = true;
        }
        TrainingSet train = new TrainingSet(features);
        TrainingSet held = new TrainingSet(features);
        GamesRead read = eachGame(files, game -> TrainingPositions.fromGame(game, rule, skip),
                (positions, heldOut) -> positions.forEach((heldOut ? held : train)::add));
        int games = read.games();
        int unread = read.unread();
        int scoredCount = 0;
        for (Path f : scored) {
            List<LabeledPosition> positions;
            try {
                positions = ScoredPositions.read(Files.readString(f, StandardCharsets.UTF_8), size, rule);
            } catch (RecordFormatException | IllegalArgumentException | IOException e) {
                System.err.println("gomoku tune: " + f + ": " + e.getMessage());
                return 2;
            }
            for (LabeledPosition p : positions) {
                (scoredCount++ % 10 == 9 ? held : train).add(p);
            }
        }
        if (train.size() == 0) {
            System.err.println("gomoku tune: no positions from " + files.size() + " records (" + unread
                    + " unreadable or without a result) and " + scoredCount + " scored positions");
            return 2;
        }
        double[] start = features.defaults(rule);
        TexelFit fit = TexelTuner.tune(train, start, kept);
        out.printf(Locale.ROOT, "%d games (%d records without a result left out), %d scored positions, "
                + "%d quiet positions for the fit, %d held out, %d not quiet%n", games, unread, scoredCount,
                train.size(), held.size(), train.skipped() + held.skipped());
        out.printf(Locale.ROOT, "scale %.1f; log-loss %.5f -> %.5f", fit.scale(), fit.startLoss(), fit.loss());
        if (held.size() > 0) {
            out.printf(Locale.ROOT, "; held out %.5f -> %.5f", TexelTuner.loss(held, start, fit.scale()),
                    TexelTuner.loss(held, fit.weights(), fit.scale()));
        }
        out.println();
        double[] w = fit.weights();
        int[] rounded = new int[w.length];
        for (int i = 0; i < w.length; i++) {
            rounded[i] = (int) Math.round(w[i]);
            out.printf(Locale.ROOT, "%-26s %8.0f %8d%n", features.name(i), start[i], rounded[i]);
        }
        out.println("as an array: " + java.util.Arrays.toString(rounded));
        return 0;
    }

    private int tuneOrder(List<Path> files) {
        PrintStream out = System.out;
        List<MoveChoice> train = new ArrayList<>();
        List<MoveChoice> held = new ArrayList<>();
        GamesRead read = eachGame(files, game -> MoveChoices.fromGame(game, rule, order, skip),
                (choices, heldOut) -> (heldOut ? held : train).addAll(choices));
        int games = read.games();
        int unread = read.unread();
        if (train.isEmpty()) {
            System.err.println("gomoku tune: no moves of a player named like " + order + " in " + files.size()
                    + " records (" + unread + " unreadable or without such a player)");
            return 2;
        }
        OrderFit fit;
        try {
            fit = OrderTuner.tune(train, held, rule, OrderTuner.DEFAULT_STEPS);
        } catch (IllegalArgumentException e) {
            System.err.println("gomoku tune: " + e.getMessage());
            return 2;
        }
        out.printf(Locale.ROOT, "%d games of %s (%d records left out), %d positions for the fit, %d held out, "
                + "%d without the chosen move among two or more legal candidates%n", games, order, unread,
                fit.trained(), fit.after().positions(), fit.unusable());
        if (fit.after().positions() > 0) {
            out.println("held out, rank of the chosen move (0 = first): first, in the first 3, mean rank");
            printRanks(out, "weights in use", fit.before());
            printRanks(out, "fitted", fit.after());
        }
        out.println("as an array: " + java.util.Arrays.toString(fit.weights()));
        return 0;
    }

    /** How many records gave something, and how many could not be read or gave nothing. */
    private record GamesRead(int games, int unread) {
    }

    /**
     * Reads each record and hands what {@code items} makes of it to {@code use}, with whether the game
     * is held out (every tenth that gives something); prints why a record cannot be read.
     */
    private static <T> GamesRead eachGame(List<Path> files, Function<GameRecord, List<T>> items,
            BiConsumer<List<T>, Boolean> use) {
        int games = 0;
        int unread = 0;
        for (Path f : files) {
            List<T> got;
            try {
                got = items.apply(Psq.read(Files.readString(f, StandardCharsets.UTF_8)));
            } catch (RecordFormatException | IllegalArgumentException | IOException e) {
                System.err.println("gomoku tune: " + f + ": " + e.getMessage());
                unread++;
                continue;
            }
            if (got.isEmpty()) {
                unread++;
                continue;
            }
            use.accept(got, games++ % 10 == 9);
        }
        return new GamesRead(games, unread);
    }

    private static void printRanks(PrintStream out, String label, OrderRanks r) {
        out.printf(Locale.ROOT, "%-15s %5.1f%% %5.1f%% %5.2f%n", label, 100 * r.first(), 100 * r.firstThree(),
                r.meanRank());
    }
}
