package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.internal.OrderWeights;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Engine.Builder#orderWeights}: a searcher orders its moves by the weights it is given, under their rule only. */
class OrderWeightsOptionTest {
    private static final int DEPTH = 5;

    private static List<String> results(Searcher s, List<Board> positions) {
        return SearchSignatureTest.results(s, positions, DEPTH);
    }

    @Test
    void theDefaultOrderGivenBackSearchesExactlyAsTheDefaults() {
        for (Rule rule : new Rule[] {Rule.RENJU, Rule.FREESTYLE}) {
            List<Board> ps = SearchSignatureTest.positions(rule);
            assertEquals(results(Engine.create(), ps),
                    results(Engine.builder().orderWeights(rule, OrderWeights.of(rule).values()).build(), ps), rule.name());
        }
    }

    @Test
    void anotherOrderChangesTheSearchUnderItsRuleOnly() {
        List<Board> ps = SearchSignatureTest.positions(Rule.RENJU);
        List<String> base = results(Engine.create(), ps);
        // The fitted order turned around: the moves a strong player chooses come last.
        int[] reversed = OrderWeights.of(Rule.RENJU).values();
        for (int i = 0; i < reversed.length; i++) {
            reversed[i] = -reversed[i];
        }
        assertNotEquals(base, results(Engine.builder().orderWeights(Rule.RENJU, reversed).build(), ps));
        assertEquals(base, results(Engine.builder().orderWeights(Rule.FREESTYLE, reversed).build(), ps));
    }

    @Test
    void aWrongCountOrAnOutOfRangeWeightIsRefused() {
        Engine.Builder b = Engine.builder();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> b.orderWeights(Rule.RENJU, new int[3]));
        assertTrue(e.getMessage().contains("expected " + OrderWeights.SIZE), e.getMessage());
        int[] w = OrderWeights.of(Rule.RENJU).values();
        w[7] = OrderWeights.MAX_WEIGHT + 1;
        e = assertThrows(IllegalArgumentException.class, () -> b.orderWeights(Rule.RENJU, w));
        assertTrue(e.getMessage().contains("weight 7"), e.getMessage());
        w[7] = Integer.MIN_VALUE;
        assertThrows(IllegalArgumentException.class, () -> b.orderWeights(Rule.RENJU, w));
        w[7] = -OrderWeights.MAX_WEIGHT;
        assertDoesNotThrow(() -> b.orderWeights(Rule.RENJU, w));
        assertThrows(NullPointerException.class, () -> b.orderWeights(null, OrderWeights.of(Rule.RENJU).values()));
        assertThrows(NullPointerException.class, () -> b.orderWeights(Rule.RENJU, null));
    }
}
