package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearchConstantsTest {
    @Test
    void eachNameSetsItsOwnConstant() {
        SearchConstants d = SearchConstants.DEFAULT;
        // the defaults in declaration order, and for each name another value
        int[] defaults = {70, 12, 50, 20, 75, 12, 2, 3, 200, 1500, 3500, 3};
        int[] others = {71, 11, 30, 25, 100, 6, 3, 2, 150, 0, 2500, 0};
        assertEquals(constants(defaults), d);
        for (int i = 0; i < defaults.length; i++) {
            int[] v = defaults.clone();
            v[i] = others[i];
            assertEquals(constants(v), d.with(SearchConstants.NAMES.get(i), others[i]), SearchConstants.NAMES.get(i));
        }
        assertThrows(IllegalArgumentException.class, () -> d.with("blockLevel", Position.LEVEL_NONE));
        assertThrows(IllegalArgumentException.class, () -> d.with("renjuBlockLevel", Position.LEVEL_FIVE + 1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> d.with("rfp", 1));
        assertTrue(e.getMessage().contains("futilityMargin, futilityDepth"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> d.with("futilityMargin", 0));
        assertThrows(IllegalArgumentException.class, () -> d.with("renjuFutilityMargin", 0));
        assertThrows(IllegalArgumentException.class, () -> d.with("reductionPercent", -1));
        assertThrows(IllegalArgumentException.class, () -> d.with("renjuOrderGap2", -1));
        assertThrows(IllegalArgumentException.class, () -> d.with("fourBlockTenths", 11));
    }

    @Test
    void theConstantsReachTheSearch() {
        // the signature's positions at its depth: the defaults give its node count, other margins others
        List<Board> ps = SearchSignatureTest.positions().subList(0, 6);
        long defaults = nodes(ps, SearchConstants.DEFAULT);
        assertEquals(nodes(ps, null), defaults, "DEFAULT is what Engine.create() searches with");
        assertNotEquals(defaults, nodes(ps, SearchConstants.DEFAULT.with("futilityMargin", 20)));
        assertNotEquals(defaults, nodes(ps, SearchConstants.DEFAULT.with("reductionPercent", 100)));
        assertNotEquals(defaults, nodes(ps, SearchConstants.DEFAULT.with("fourBlockTenths", 10)));
    }

    @Test
    void eachRuleHasItsOwnBlockLevel() {
        List<Board> free = firstSix(Rule.FREESTYLE);
        List<Board> renju = firstSix(Rule.RENJU);
        SearchConstants d = SearchConstants.DEFAULT;
        assertNotEquals(nodes(free, d), nodes(free, d.with("blockLevel", Position.LEVEL_DOUBLE_THREE)));
        assertEquals(nodes(free, d), nodes(free, d.with("renjuBlockLevel", Position.LEVEL_THREE)));
        assertNotEquals(nodes(renju, d), nodes(renju, d.with("renjuBlockLevel", Position.LEVEL_THREE)));
        assertEquals(nodes(renju, d), nodes(renju, d.with("blockLevel", Position.LEVEL_DOUBLE_THREE)));
    }

    @Test
    void eachRuleHasItsOwnFutilityMargin() {
        List<Board> free = firstSix(Rule.FREESTYLE);
        List<Board> renju = firstSix(Rule.RENJU);
        SearchConstants d = SearchConstants.DEFAULT;
        assertNotEquals(nodes(free, d), nodes(free, d.with("futilityMargin", 20)));
        assertEquals(nodes(free, d), nodes(free, d.with("renjuFutilityMargin", 20)));
        assertNotEquals(nodes(renju, d), nodes(renju, d.with("renjuFutilityMargin", 20)));
        assertEquals(nodes(renju, d), nodes(renju, d.with("futilityMargin", 20)));
    }

    @Test
    void onlyRenjuReducesByTheOrderGap() {
        List<Board> free = firstSix(Rule.FREESTYLE);
        List<Board> renju = firstSix(Rule.RENJU);
        SearchConstants d = SearchConstants.DEFAULT;
        SearchConstants off = d.with("renjuOrderGap", 0).with("renjuOrderGap2", 0);
        assertEquals(nodes(free, d), nodes(free, off));
        assertNotEquals(nodes(renju, d), nodes(renju, off));
        assertNotEquals(nodes(renju, d), nodes(renju, d.with("renjuOrderGap2", 0)));
    }

    private static SearchConstants constants(int[] v) {
        return new SearchConstants(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11]);
    }

    private static List<Board> firstSix(Rule rule) {
        return SearchSignatureTest.positions().stream().filter(b -> b.rule() == rule).limit(6).toList();
    }

    private static long nodes(List<Board> ps, SearchConstants c) {
        long n = 0;
        for (Board b : ps) {
            Searcher s = c == null ? Engine.create() : Engine.builder().constants(c).build();
            n += s.search(b, SearchLimits.depth(SearchSignatureTest.DEPTH), SearchListener.NONE).nodes();
        }
        return n;
    }
}
