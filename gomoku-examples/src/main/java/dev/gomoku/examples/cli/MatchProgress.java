package dev.gomoku.examples.cli;

import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.stats.MatchScore;
import dev.gomoku.engine.arena.stats.PairCounts;
import dev.gomoku.engine.arena.stats.Sprt;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Shows the live score: a progress bar redrawn in place on one line, or with {@code -v} one whole
 * line per finished game and no bar, so that the event lines the brains cause (on standard error,
 * from other threads) never land in the middle of a half-drawn bar; without {@code -v} the few event
 * lines still printed ({@link #interject}) clear the bar and redraw it below. At the end, each brain's
 * peak memory and longest move, once.
 */
final class MatchProgress implements MatchListener {
    private final PrintStream out;
    private final int total;
    private final String a;
    private final String b;
    private final boolean verbose;
    /** The match's test, or null: its log-likelihood ratio is shown with the score. */
    private final Sprt sprt;
    /** The games over so far by number, to count the finished pairs. */
    private final GameResult[] results;
    /** The bar as last drawn, to clear and redraw it around an interjected line. */
    private String drawn = "";
    private MatchScore lastScore = MatchScore.ZERO;
    private int lastFinished;
    /** Each brain's peak unique memory over its games, in bytes, as the brain events report it. */
    private final Map<String, Long> peakUss = new TreeMap<>();
    /** Each brain's longest answer, in milliseconds, from the finished games. */
    private final Map<String, Long> longestMove = new TreeMap<>();

    MatchProgress(PrintStream out, int total, String a, String b, boolean verbose, Sprt sprt) {
        this.out = out;
        this.total = total;
        this.a = a;
        this.b = b;
        this.verbose = verbose;
        this.sprt = sprt;
        this.results = new GameResult[total];
        if (!verbose) {
            redraw();
        }
    }

    @Override
    public synchronized void gameFinished(int game, GameResult result, MatchScore score, int finished) {
        if (game >= 0 && game < total) {
            results[game] = result;
        }
        for (int i = 0; i < result.moves().size(); i++) {
            // stones alternate in colour from black's first; opening stones take 0 ms
            longestMove.merge(i % 2 == 0 ? result.black() : result.white(), result.millis().get(i), Math::max);
        }
        lastScore = score;
        lastFinished = finished;
        if (verbose) {
            out.println("game " + (game + 1) + ": " + result.summary() + "; " + score(score, finished));
            out.flush();
        } else {
            redraw();
        }
    }

    /**
     * Notes a brain's peak memory in one game, for the summary.
     *
     * @param brain the brain's name
     * @param bytes its peak unique memory in the game
     */
    synchronized void resources(String brain, long bytes) {
        peakUss.merge(brain, bytes, Math::max);
    }

    /**
     * Prints a line on standard error on a line of its own: the bar is cleared first and redrawn after.
     *
     * @param line the line
     */
    synchronized void interject(String line) {
        if (!verbose) {
            out.print("\r" + " ".repeat(drawn.length()) + "\r");
            out.flush();
        }
        System.err.println(line);
        System.err.flush();
        if (!verbose) {
            redraw();
        }
    }

    private void redraw() {
        drawn = bar(lastFinished) + score(lastScore, lastFinished);
        out.print("\r" + drawn);
        out.flush();
    }

    private String bar(int done) {
        int width = 30;
        int filled = total == 0 ? width : done * width / total;
        return "[" + "#".repeat(filled) + "-".repeat(width - filled) + "] ";
    }

    private String score(MatchScore s, int done) {
        return done + "/" + total + "  " + a + " " + s.pointsVersus() + " " + b + "  (" + s.countsText() + ")"
                + (sprt == null ? "" : "  " + llr(sprt, s, pairs()));
    }

    /** The pairs whose two games are over, from the first brain's side. */
    synchronized PairCounts pairs() {
        return PairCounts.of(results, a);
    }

    /** The ratio and the bounds it is decided at, as an SPRT log records them. */
    static String llr(Sprt sprt, MatchScore s, PairCounts pairs) {
        return String.format(java.util.Locale.ROOT, "LLR %.2f in [%.2f, %.2f]", sprt.llr(s, pairs),
                sprt.lowerBound(), sprt.upperBound());
    }

    /** Ends the bar's line and prints each brain's peak memory (where measured) and longest move. */
    synchronized void done() {
        if (!verbose) {
            out.println();
        }
        for (String brain : List.of(a, b)) {
            Long mem = peakUss.get(brain);
            Long ms = longestMove.get(brain);
            if (mem != null || ms != null) {
                out.println(brain + ": " + (mem == null ? "" : String.format(Locale.ROOT,
                        "peak memory %.1f MiB (unique memory of the process tree), ", mem / (double) (1L << 20)))
                        + "longest move " + (ms == null ? 0 : ms) + " ms");
            }
        }
    }
}
