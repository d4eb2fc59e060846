package dev.gomoku.engine.tuning;

import dev.gomoku.core.Board;
import dev.gomoku.engine.search.DefaultWeights;
import dev.gomoku.engine.search.MoveGenerator;
import dev.gomoku.engine.search.Position;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Move choices as the ordering sees them: per position the default generator's legal candidates, per
 * candidate the indices of its move-ordering weights ({@link DefaultWeights#orderFeatures}), packed in flat arrays for the fit.
 */
final class ChoiceSet {
    /** Per position, its first candidate; one more entry closes the last. */
    final int[] firstCandidate;
    /** Per position, the chosen candidate. */
    final int[] chosen;
    /** Per candidate, its first feature; one more entry closes the last. */
    final int[] firstFeature;
    /** Weight indices. */
    final int[] features;
    final int positions;
    final int unusable;

    private ChoiceSet(int[] firstCandidate, int[] chosen, int[] firstFeature, int[] features, int positions,
            int unusable) {
        this.firstCandidate = firstCandidate;
        this.chosen = chosen;
        this.firstFeature = firstFeature;
        this.features = features;
        this.positions = positions;
        this.unusable = unusable;
    }

    /** Reads the choices, each distinct position and move once. */
    static ChoiceSet of(List<MoveChoice> choices) {
        IntList firstCandidate = new IntList();
        IntList chosen = new IntList();
        IntList firstFeature = new IntList();
        IntList features = new IntList();
        MoveGenerator generator = MoveGenerator.threatAware();
        int[] ms = new int[MoveGenerator.MAX_MOVES];
        int[] ss = new int[MoveGenerator.MAX_MOVES];
        int[] weights = new int[DefaultWeights.MAX_ORDER_FEATURES];
        Set<Long> seen = new HashSet<>();
        int unusable = 0;
        for (MoveChoice c : choices) {
            Board board = c.board();
            if (!seen.add(board.hash() * 31 + c.move())) {
                continue;
            }
            Position p = Position.of(board);
            int n = generator.generate(p, ms, ss);
            int legal = 0;
            int target = -1;
            for (int i = 0; i < n; i++) {
                if (p.isLegal(ms[i])) {
                    ms[legal++] = ms[i];
                    target = ms[i] == c.move() ? legal - 1 : target;
                }
            }
            if (target < 0 || legal < 2) {
                unusable++;
                continue;
            }
            chosen.add(firstFeature.size() + target);
            firstCandidate.add(firstFeature.size());
            for (int i = 0; i < legal; i++) {
                firstFeature.add(features.size());
                int k = DefaultWeights.orderFeatures(p, ms[i], weights);
                for (int j = 0; j < k; j++) {
                    features.add(weights[j]);
                }
            }
        }
        int positions = chosen.size();
        firstCandidate.add(firstFeature.size());
        firstFeature.add(features.size());
        return new ChoiceSet(firstCandidate.toArray(), chosen.toArray(), firstFeature.toArray(), features.toArray(),
                positions, unusable);
    }

    /** Each candidate's score under the weights. */
    double[] scores(double[] w) {
        int n = firstFeature.length - 1;
        double[] s = new double[n];
        for (int i = 0; i < n; i++) {
            double v = 0;
            for (int j = firstFeature[i]; j < firstFeature[i + 1]; j++) {
                v += w[features[j]];
            }
            s[i] = v;
        }
        return s;
    }

    /** Where the scores rank the chosen moves. */
    OrderRanks ranks(double[] w) {
        double[] s = scores(w);
        int first = 0;
        int firstThree = 0;
        double sum = 0;
        for (int p = 0; p < positions; p++) {
            double t = s[chosen[p]];
            int above = 0;
            int equal = -1;
            for (int i = firstCandidate[p]; i < firstCandidate[p + 1]; i++) {
                above += s[i] > t ? 1 : 0;
                equal += s[i] == t ? 1 : 0;
            }
            double rank = above + equal / 2.0;
            first += rank == 0 ? 1 : 0;
            firstThree += rank < 3 ? 1 : 0;
            sum += rank;
        }
        int n = Math.max(1, positions);
        return new OrderRanks(positions, (double) first / n, (double) firstThree / n, sum / n);
    }

    /** A growable int array. */
    private static final class IntList {
        private int[] a = new int[1024];
        private int size;

        void add(int v) {
            if (size == a.length) {
                a = java.util.Arrays.copyOf(a, size * 2);
            }
            a[size++] = v;
        }

        int size() {
            return size;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(a, size);
        }
    }
}
