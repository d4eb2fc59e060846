package dev.gomoku.examples.cli;

import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.stats.MatchScore;
import dev.gomoku.engine.arena.stats.PairCounts;
import dev.gomoku.engine.arena.stats.Sprt;
import java.io.PrintStream;

/**
 * Shows the live score: a progress bar redrawn in place on one line, or with {@code -v} one whole
 * line per finished game and no bar, so that the event lines the brains cause (on standard error,
 * from other threads) never land in the middle of a half-drawn bar.
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

    MatchProgress(PrintStream out, int total, String a, String b, boolean verbose, Sprt sprt) {
        this.out = out;
        this.total = total;
        this.a = a;
        this.b = b;
        this.verbose = verbose;
        this.sprt = sprt;
        this.results = new GameResult[total];
        if (!verbose) {
            out.print("\r" + bar(0) + score(MatchScore.ZERO, 0));
            out.flush();
        }
    }

    @Override
    public synchronized void gameFinished(int game, GameResult result, MatchScore score, int finished) {
        if (game >= 0 && game < total) {
            results[game] = result;
        }
        if (verbose) {
            out.println("game " + (game + 1) + ": " + result.summary() + "; " + score(score, finished));
        } else {
            out.print("\r" + bar(finished) + score(score, finished));
        }
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

    void done() {
        if (!verbose) {
            out.println();
        }
    }
}
