package dev.gomoku.engine.tuning;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.Position;
import dev.gomoku.engine.search.internal.NetworkFeatures;
import java.util.Arrays;

/**
 * Scored positions as the network sees them, packed: per position the side to move, the search's score,
 * the game's result for the side to move, and its non-quiet empty cells, each as black's and white's
 * pattern multiset ({@code black | white << 16}) in one shared array.
 */
final class NetworkSamples {
    private int[] cells = new int[1 << 16];
    private int cellCount;
    private int[] start = new int[(1 << 10) + 1];
    private byte[] side = new byte[1 << 10];
    private float[] score = new float[1 << 10];
    private float[] result = new float[1 << 10];
    /** The default evaluation of each position for its side to move, when asked for ({@link #withDefaultEvaluation}). */
    private float[] defaultEval;
    private int size;

    /**
     * Keeps the default (pattern) evaluation of every position added from now on, which
     * {@link NetworkTrainer} compares the network with.
     *
     * @return this
     */
    NetworkSamples withDefaultEvaluation() {
        defaultEval = new float[side.length];
        return this;
    }

    /** Adds every scored position of a game. */
    void addGame(SelfPlayGame g, Rule rule, int boardSize) {
        Board b = Board.create(boardSize, rule);
        int[] moves = g.moves();
        for (int ply = 0; ply < moves.length; ply++) {
            if (ply >= g.scoredFrom()) {
                add(b, g.scores()[ply - g.scoredFrom()], g.result(ply));
            }
            b.play(b.index(moves[ply] % boardSize, moves[ply] / boardSize));
        }
    }

    private void add(Board b, int searchScore, double res) {
        if (size == side.length) {
            int n = size * 2;
            start = Arrays.copyOf(start, n + 1);
            side = Arrays.copyOf(side, n);
            score = Arrays.copyOf(score, n);
            result = Arrays.copyOf(result, n);
            if (defaultEval != null) {
                defaultEval = Arrays.copyOf(defaultEval, n);
            }
        }
        if (defaultEval != null) {
            defaultEval[size] = Evaluator.patterns().evaluate(Position.of(b));
        }
        start[size] = cellCount;
        side[size] = (byte) (b.sideToMove().code() - 1);
        score[size] = searchScore;
        result[size] = (float) res;
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int c = b.index(x, y);
                if (!b.isEmpty(c)) {
                    continue;
                }
                int keys = NetworkFeatures.keys(b, c);
                int kb = NetworkFeatures.index(keys & 0xFFFF);
                int kw = NetworkFeatures.index(keys >>> 16);
                if (NetworkFeatures.active(kb, kw)) {
                    if (cellCount == cells.length) {
                        cells = Arrays.copyOf(cells, cells.length * 2);
                    }
                    cells[cellCount++] = kb | kw << 16;
                }
            }
        }
        size++;
        start[size] = cellCount;
    }

    int size() {
        return size;
    }

    int from(int i) {
        return start[i];
    }

    int to(int i) {
        return start[i + 1];
    }

    int cell(int k) {
        return cells[k];
    }

    int side(int i) {
        return side[i];
    }

    float score(int i) {
        return score[i];
    }

    float result(int i) {
        return result[i];
    }

    float defaultEval(int i) {
        return defaultEval[i];
    }
}
