package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.tuning.PatternFeatures;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Engine.Builder#patternWeights}: a searcher plays with the weights it is given, under their rule only. */
class PatternWeightsTest {
    private static final int DEPTH = 5;

    private static List<String> results(Searcher s, List<Board> positions) {
        return SearchSignatureTest.results(s, positions, DEPTH);
    }

    private static int[] defaults(Rule rule) {
        return Arrays.stream(PatternFeatures.INSTANCE.defaults(rule)).mapToInt(v -> (int) v).toArray();
    }

    private static int index(String name) {
        PatternFeatures f = PatternFeatures.INSTANCE;
        for (int i = 0; i < f.size(); i++) {
            if (f.name(i).equals(name)) {
                return i;
            }
        }
        throw new AssertionError("no weight " + name);
    }

    @Test
    void theDefaultWeightsGivenBackSearchExactlyAsTheDefaults() {
        List<Board> ps = SearchSignatureTest.positions(Rule.RENJU);
        assertEquals(results(Engine.create(), ps),
                results(Engine.builder().patternWeights(Rule.RENJU, defaults(Rule.RENJU)).build(), ps));
    }

    @Test
    void otherWeightsChangeTheSearchUnderTheirRuleOnly() {
        List<Board> ps = SearchSignatureTest.positions(Rule.RENJU);
        List<String> base = results(Engine.create(), ps);
        int[] w = defaults(Rule.RENJU);
        // Open threes worth half as much, for both colours and roles.
        for (String who : new String[] {"black.to_move.", "black.waiting.", "white.to_move.", "white.waiting."}) {
            w[index(who + "FLEX_THREE")] /= 2;
        }
        assertNotEquals(base, results(Engine.builder().patternWeights(Rule.RENJU, w).build(), ps));
        assertEquals(base, results(Engine.builder().patternWeights(Rule.FREESTYLE, w).build(), ps));
    }

    @Test
    void theEvaluationTermsFollowTheGivenWeights() {
        // Black to move searches one ply: every child has white to move, and its evaluation adds half
        // of white's tempo, so 2000 more tempo for white is 1000 less for black at the root.
        Board b = Board.create(15, Rule.RENJU);
        b.play(b.index(7, 7));
        b.play(b.index(8, 7));
        int[] w = defaults(Rule.RENJU);
        w[index("white.tempo")] += 2000;
        SearchResult base = Engine.create().search(b, SearchLimits.depth(1), SearchListener.NONE);
        SearchResult raised = Engine.builder().patternWeights(Rule.RENJU, w).build()
                .search(b, SearchLimits.depth(1), SearchListener.NONE);
        assertEquals(base.bestMove(), raised.bestMove());
        assertEquals(base.score() - 1000, raised.score());
    }

    @Test
    void aWrongCountIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Engine.builder().patternWeights(Rule.RENJU, new int[3]));
    }
}
