package dev.gomoku.examples.cli;

import dev.gomoku.core.Rule;
import dev.gomoku.core.record.Opening;
import dev.gomoku.engine.openings.OpeningGenerator;
import dev.gomoku.engine.openings.OpeningRecipe;
import dev.gomoku.engine.openings.OpeningSet;
import dev.gomoku.engine.search.SearchLimits;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code gomoku openings}: makes a set of balanced openings. */
@Command(name = "openings", mixinStandardHelpOptions = true,
        description = {"Makes balanced openings for matches: random stones near the centre, kept when our search scores "
                + "the position near even for the side to move and neither side has a forced win by threats. The same "
                + "options make the same set. The file (with a header saying how it was made) is what match -o reads.",
            "Without options: the SDK's freestyle 15x15 set, which matches use when no openings are given."})
final class OpeningsCommand implements Callable<Integer> {
    /** The most scoring threads, as the search caps its own. */
    private static final int MAX_THREADS = 64;

    @Option(names = {"-r", "--rule"}, description = "freestyle, standard, renju, caro or caro_exact "
            + "(default: ${DEFAULT-VALUE})", defaultValue = "freestyle")
    Rule rule;

    @Option(names = {"-s", "--size"}, description = "board size, 5..32 (default: ${DEFAULT-VALUE})", defaultValue = "15")
    int size;

    @Option(names = "--stones", description = "stones per opening; odd counts leave white to move (default: "
            + "${DEFAULT-VALUE})", defaultValue = "5")
    int stones;

    @Option(names = "--area", description = "side of the square around the centre the stones fall in (default: "
            + "${DEFAULT-VALUE})", defaultValue = "7")
    int area;

    @Option(names = {"-n", "--count"}, description = "openings to make (default: ${DEFAULT-VALUE})", defaultValue = "50")
    int count;

    @Option(names = "--seed", description = "random seed (default: ${DEFAULT-VALUE})", defaultValue = "1")
    long seed;

    @Option(names = "--depth", description = "depth in plies of the search that scores a candidate (default: 4, or "
            + SearchLimits.MAX_DEPTH + " with --nodes)")
    Integer depth;

    @Option(names = "--nodes", description = "node budget of that search, 0 for none; 250000 ranks openings much as "
            + "Rapfi does, depth 4 much less (default: ${DEFAULT-VALUE})", defaultValue = "0")
    long nodes;

    @Option(names = "--centre", description = "the search's score, for the side to move, of an even position: the "
            + "scores hold the side to move's tempo; with white to move (odd --stones), at depth 4 near -670 in freestyle "
            + "15x15; at 250000 nodes, by Rapfi's judgement, near -700 (freestyle 15x15), -650 (20x20) and -600 (renju) "
            + "(default: ${DEFAULT-VALUE})", defaultValue = "-670")
    int centre;

    @Option(names = "--window", description = "largest distance of a kept opening's score from --centre "
            + "(default: ${DEFAULT-VALUE})", defaultValue = "100")
    int window;

    @Option(names = {"-j", "--threads"}, description = "threads that score candidates, 1..64; the set is the same "
            + "for any count (default: ${DEFAULT-VALUE})", defaultValue = "1")
    int threads;

    @Option(names = "--pos", description = "write pos notation (h8h7i7) for this board size instead of offsets from "
            + "the centre (0,0, 0,-1, 1,-1), which fit any size")
    boolean pos;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "write the set to FILE instead of standard "
            + "output")
    Path out;

    @Override
    public Integer call() throws IOException {
        OpeningRecipe recipe;
        try {
            int d = depth != null ? depth : nodes > 0 ? SearchLimits.MAX_DEPTH : 4;
            recipe = new OpeningRecipe(rule, size, stones, area, count, seed, d, nodes, centre, window);
        } catch (IllegalArgumentException e) {
            System.err.println("gomoku openings: " + e.getMessage());
            return 2;
        }
        if (threads < 1 || threads > MAX_THREADS) {
            // each thread keeps a searcher and its table: a bound keeps a typo from exhausting memory
            System.err.println("gomoku openings: --threads must be 1.." + MAX_THREADS + ": " + threads);
            return 2;
        }
        int[] kept = {0};
        OpeningSet set = OpeningGenerator.generate(recipe, threads, o -> {
            System.err.print("\r" + ++kept[0] + "/" + count + " openings");
            System.err.flush();
        });
        System.err.println();
        String text = pos ? set.header() + Opening.writePos(set.openings(), size, size) : set.toFile();
        if (out == null) {
            System.out.print(text);
        } else {
            Files.writeString(out, text, StandardCharsets.UTF_8);
        }
        System.err.print(set.header());
        if (set.openings().size() < count) {
            System.err.println("gomoku openings: only " + set.openings().size() + " found; widen --window or change "
                    + "--stones/--area");
            return 1;
        }
        return 0;
    }
}
