package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearchParametersTest {
    @Test
    void eachRuleHasItsDefaults() {
        SearchParameters free = SearchParameters.forRule(Rule.FREESTYLE);
        SearchParameters renju = SearchParameters.forRule(Rule.RENJU);
        // in Tunable's order: the values the search was measured with
        int[] freeValues = {70, 12, 50, 20, 75, 12, Position.LEVEL_THREE, 0, 0, 3};
        int[] renjuValues = {120, 12, 50, 20, 75, 12, Position.LEVEL_DOUBLE_THREE, 1500, 3500, 3};
        for (Tunable t : Tunable.values()) {
            assertEquals(freeValues[t.ordinal()], free.get(t), t.id());
            assertEquals(renjuValues[t.ordinal()], renju.get(t), t.id());
        }
        assertTrue(free.uselessDefencePruning());
        assertFalse(free.counterMoves());
        assertFalse(renju.uselessDefencePruning());
        assertTrue(renju.counterMoves());
        assertEquals(free, SearchParameters.forRule(Rule.STANDARD));
        assertEquals(free, SearchParameters.forRule(Rule.CARO));
        assertNotEquals(free, renju);
        assertEquals(free, renju.toBuilder().set(Tunable.FUTILITY_MARGIN, 70).set(Tunable.BLOCK_LEVEL,
                Position.LEVEL_THREE).set(Tunable.ORDER_GAP, 0).set(Tunable.ORDER_GAP_2, 0)
                .uselessDefencePruning(true).counterMoves(false).build());
        assertEquals(free.hashCode(), renju.toBuilder().set(Tunable.FUTILITY_MARGIN, 70).set(Tunable.BLOCK_LEVEL,
                Position.LEVEL_THREE).set(Tunable.ORDER_GAP, 0).set(Tunable.ORDER_GAP_2, 0)
                .uselessDefencePruning(true).counterMoves(false).build().hashCode());
    }

    @Test
    void eachNameSetsItsOwnParameterWithinItsRange() {
        SearchParameters d = SearchParameters.forRule(Rule.RENJU);
        for (Tunable t : Tunable.values()) {
            assertSame(t, Tunable.byId(t.id()));
            int other = d.get(t) == t.min() ? t.min() + 1 : t.min();
            SearchParameters changed = d.with(t, other);
            for (Tunable u : Tunable.values()) {
                assertEquals(u == t ? other : d.get(u), changed.get(u), t.id() + " set " + u.id());
            }
            assertEquals(d.uselessDefencePruning(), changed.uselessDefencePruning());
            assertEquals(d.counterMoves(), changed.counterMoves());
            assertTrue(d.toString().contains(t.id() + "=" + d.get(t)), d.toString());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> d.with(t, t.min() - 1));
            assertTrue(e.getMessage().startsWith(t.id()), e.getMessage());
            if (t.max() < Integer.MAX_VALUE) {
                assertThrows(IllegalArgumentException.class, () -> d.with(t, t.max() + 1));
            }
        }
        assertEquals(Position.LEVEL_FIVE, Tunable.BLOCK_LEVEL.max());
        assertEquals(10, Tunable.FOUR_BLOCK_TENTHS.max());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Tunable.byId("rfp"));
        assertTrue(e.getMessage().contains("futilityMargin, futilityDepth"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Tunable.byId("renjuFutilityMargin"));
    }

    @Test
    void theParametersReachTheSearch() {
        // the signature's positions at its depth: the defaults give its node count, other margins others
        List<Board> ps = SearchSignatureTest.positions().subList(0, 6);
        SearchParameters d = SearchParameters.forRule(Rule.FREESTYLE);
        long defaults = nodes(ps, Rule.FREESTYLE, d);
        assertEquals(nodes(ps, Rule.FREESTYLE, null), defaults, "forRule is what Engine.create() searches with");
        assertNotEquals(defaults, nodes(ps, Rule.FREESTYLE, d.with(Tunable.FUTILITY_MARGIN, 20)));
        assertNotEquals(defaults, nodes(ps, Rule.FREESTYLE, d.with(Tunable.REDUCTION_PERCENT, 100)));
        assertNotEquals(defaults, nodes(ps, Rule.FREESTYLE, d.with(Tunable.FOUR_BLOCK_TENTHS, 10)));
    }

    @Test
    void eachRuleSearchesWithItsOwnParameters() {
        List<Board> free = firstSix(Rule.FREESTYLE);
        List<Board> renju = firstSix(Rule.RENJU);
        SearchParameters f = SearchParameters.forRule(Rule.FREESTYLE);
        SearchParameters r = SearchParameters.forRule(Rule.RENJU);
        long freeNodes = nodes(free, Rule.FREESTYLE, f);
        long renjuNodes = nodes(renju, Rule.RENJU, r);
        assertNotEquals(freeNodes, nodes(free, Rule.FREESTYLE, f.with(Tunable.BLOCK_LEVEL, Position.LEVEL_DOUBLE_THREE)));
        assertNotEquals(renjuNodes, nodes(renju, Rule.RENJU, r.with(Tunable.BLOCK_LEVEL, Position.LEVEL_THREE)));
        assertNotEquals(freeNodes, nodes(free, Rule.FREESTYLE, f.with(Tunable.FUTILITY_MARGIN, 20)));
        assertNotEquals(renjuNodes, nodes(renju, Rule.RENJU, r.with(Tunable.FUTILITY_MARGIN, 20)));
        // one rule's parameters leave the other's games alone
        assertEquals(freeNodes, nodes(free, Rule.RENJU, r.with(Tunable.FUTILITY_MARGIN, 20)));
        assertEquals(renjuNodes, nodes(renju, Rule.FREESTYLE, f.with(Tunable.FUTILITY_MARGIN, 20)));
    }

    @Test
    void theSwitchesAndOrderGapsReachTheSearch() {
        List<Board> free = firstSix(Rule.FREESTYLE);
        List<Board> renju = firstSix(Rule.RENJU);
        SearchParameters f = SearchParameters.forRule(Rule.FREESTYLE);
        SearchParameters r = SearchParameters.forRule(Rule.RENJU);
        long freeNodes = nodes(free, Rule.FREESTYLE, f);
        long renjuNodes = nodes(renju, Rule.RENJU, r);
        assertNotEquals(renjuNodes, nodes(renju, Rule.RENJU, r.toBuilder().set(Tunable.ORDER_GAP, 0)
                .set(Tunable.ORDER_GAP_2, 0).build()));
        assertNotEquals(renjuNodes, nodes(renju, Rule.RENJU, r.with(Tunable.ORDER_GAP_2, 0)));
        assertNotEquals(freeNodes, nodes(free, Rule.FREESTYLE, f.with(Tunable.ORDER_GAP, 1500)));
        assertNotEquals(renjuNodes, nodes(renju, Rule.RENJU, r.toBuilder().counterMoves(false).build()));
        assertNotEquals(freeNodes, nodes(free, Rule.FREESTYLE, f.toBuilder().counterMoves(true).build()));
        // On the first six renju positions the reduction happens to change nothing at the signature's depth.
        List<Board> renjuAll = SearchSignatureTest.positions().stream().filter(b -> b.rule() == Rule.RENJU).toList();
        assertNotEquals(nodes(renjuAll, Rule.RENJU, r),
                nodes(renjuAll, Rule.RENJU, r.toBuilder().uselessDefencePruning(true).build()));
        assertNotEquals(freeNodes, nodes(free, Rule.FREESTYLE, f.toBuilder().uselessDefencePruning(false).build()));
    }

    private static List<Board> firstSix(Rule rule) {
        return SearchSignatureTest.positions().stream().filter(b -> b.rule() == rule).limit(6).toList();
    }

    private static long nodes(List<Board> ps, Rule rule, SearchParameters p) {
        long n = 0;
        for (Board b : ps) {
            Searcher s = p == null ? Engine.create() : Engine.builder().parameters(rule, p).build();
            n += s.search(b, SearchLimits.depth(SearchSignatureTest.DEPTH), SearchListener.NONE).nodes();
        }
        return n;
    }
}
