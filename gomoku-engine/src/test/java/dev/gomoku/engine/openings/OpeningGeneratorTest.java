package dev.gomoku.engine.openings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.record.Opening;
import dev.gomoku.engine.search.Engine;
import dev.gomoku.engine.search.ThreatSolver;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OpeningGeneratorTest {

    /** Replays an opening; fails on a stone that is occupied, makes five or stands on a forbidden point. */
    private static Board replay(Opening o, Rule rule, int size) {
        Board b = Board.create(size, rule);
        for (Point p : o.points(size, size)) {
            int idx = b.index(p.x(), p.y());
            assertTrue(b.isEmpty(idx), o.toOffsets());
            assertFalse(b.wouldWin(b.sideToMove(), idx), "a five in " + o.toOffsets());
            assertFalse(b.sideToMove() == Side.BLACK && ForbiddenMoves.isForbidden(b, idx), "forbidden: " + o.toOffsets());
            b.play(idx);
        }
        return b;
    }

    /** What the generator promises of each opening, checked again with a searcher of its own. */
    private static void assertBalanced(Opening o, OpeningRecipe r) {
        Board b = replay(o, r.rule(), r.size());
        assertEquals(r.stones(), b.moveCount());
        for (Point d : o.offsets()) {
            assertTrue(Math.abs(d.x()) <= r.area() / 2 && Math.abs(d.y()) <= r.area() / 2, o.toOffsets());
        }
        int score = OpeningGenerator.score(b, r, Engine.create());
        assertTrue(Math.abs(score - r.centre()) <= r.window(), o.toOffsets() + " scores " + score);
        for (Side s : Side.values()) {
            ThreatSolver.Outcome t = ThreatSolver.vct(b, s, 12, 2, 200_000);
            assertTrue(t.proven() && !t.wins(), s + " wins by threats in " + o.toOffsets());
        }
    }

    @Test
    void aRecipeMakesTheSameBalancedSetEveryTime_seed5() {
        OpeningRecipe r = new OpeningRecipe(Rule.FREESTYLE, 15, 5, 7, 3, 5, 2, 0, -550, 250);
        List<Opening> seen = new ArrayList<>();
        OpeningSet a = OpeningGenerator.generate(r, seen::add);
        assertEquals(3, a.openings().size());
        assertEquals(a.openings(), seen);
        assertEquals(a, OpeningGenerator.generate(r, o -> { }));
        assertNotEquals(a.openings(), OpeningGenerator.generate(new OpeningRecipe(Rule.FREESTYLE, 15, 5, 7, 3, 6, 2,
                0, -550, 250), o -> { }).openings());
        assertTrue(a.tried() >= 3 + a.uneven() + a.forced(), a.toString());
        Set<String> keys = new HashSet<>();
        for (Opening o : a.openings()) {
            assertBalanced(o, r);
            assertTrue(keys.add(OpeningGenerator.canonical(o)), "a duplicate under symmetry: " + o.toOffsets());
        }
    }

    @Test
    void threadsJudgeTheSameCandidatesInTheSameOrder_seed7() {
        // a node budget with a depth too deep to reach: the budget ends every search
        OpeningRecipe r = new OpeningRecipe(Rule.FREESTYLE, 15, 5, 7, 5, 7, 100, 3_000, -650, 200);
        List<Opening> seen = new ArrayList<>();
        OpeningSet one = OpeningGenerator.generate(r, 1, o -> { });
        OpeningSet three = OpeningGenerator.generate(r, 3, seen::add);
        assertEquals(one, three);
        assertEquals(three.openings(), seen);
        assertEquals(5, one.openings().size());
        assertTrue(one.uneven() > 0, one.toString());
        for (Opening o : one.openings()) {
            assertBalanced(o, r);
        }
        // the header names the limit that judged them
        assertTrue(one.header().contains("# kept: our search at 3000 nodes (at most depth 100) scores the side to move "
                + "within -650 +- 200"), one.header());
        assertThrows(IllegalArgumentException.class, () -> OpeningGenerator.generate(r, 0, o -> { }));
    }

    @Test
    void renjuOpeningsHaveNoBlackStoneOnAForbiddenPoint_seed9() throws Exception {
        OpeningRecipe r = new OpeningRecipe(Rule.RENJU, 15, 7, 5, 2, 9, 2, 0, -550, 300);
        OpeningSet set = OpeningGenerator.generate(r, o -> { });
        assertEquals(2, set.openings().size());
        for (Opening o : set.openings()) {
            assertBalanced(o, r);
        }
        // the file reads back as the manager reads it, header and all
        assertEquals(set.openings(), Opening.read(set.toFile(), 15, 15));
        assertTrue(set.toFile().startsWith("# 2 balanced openings, renju 15x15"), set.toFile());
        assertTrue(set.header().contains("# made by: " + r.command() + "\n"), set.header());
    }

    @Test
    void symmetricImagesShareOneKey() {
        Opening o = new Opening(List.of(new Point(0, 0), new Point(1, 0), new Point(2, 1)));
        Opening mirrored = new Opening(List.of(new Point(0, 0), new Point(-1, 0), new Point(-2, 1)));
        Opening turned = new Opening(List.of(new Point(0, 0), new Point(0, 1), new Point(-1, 2)));
        Opening coloursSwapped = new Opening(List.of(new Point(1, 0), new Point(0, 0), new Point(2, 1)));
        assertEquals(OpeningGenerator.canonical(o), OpeningGenerator.canonical(mirrored));
        assertEquals(OpeningGenerator.canonical(o), OpeningGenerator.canonical(turned));
        assertNotEquals(OpeningGenerator.canonical(o), OpeningGenerator.canonical(coloursSwapped));
    }

    @Test
    void badRecipesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new OpeningRecipe(Rule.FREESTYLE, 15, 13, 5, 1, 1, 2, 0, 0, 100));
        assertThrows(IllegalArgumentException.class, () -> new OpeningRecipe(Rule.FREESTYLE, 15, 3, 16, 1, 1, 2, 0, 0, 100));
        assertThrows(IllegalArgumentException.class, () -> new OpeningRecipe(Rule.FREESTYLE, 4, 3, 3, 1, 1, 2, 0, 0, 100));
        assertThrows(IllegalArgumentException.class, () -> new OpeningRecipe(Rule.FREESTYLE, 15, 3, 5, 0, 1, 2, 0, 0, 100));
        assertThrows(IllegalArgumentException.class, () -> new OpeningRecipe(Rule.FREESTYLE, 15, 3, 5, 1, 1, 2, 0, 0, -1));
        assertThrows(IllegalArgumentException.class, () -> new OpeningRecipe(Rule.FREESTYLE, 15, 3, 5, 1, 1, 2, -1, 0, 9));
        assertThrows(IllegalArgumentException.class, () -> new OpeningRecipe(Rule.FREESTYLE, 15, 3, 5, 1, 1, 101, 0, 0, 9));
    }

    @Test
    void theShippedSetsAreWhatTheirHeadersSay() throws Exception {
        for (Rule rule : new Rule[] {Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU, Rule.CARO}) {
            check(rule, 15);
        }
        check(Rule.FREESTYLE, 20);
        assertTrue(BalancedOpenings.of(Rule.FREESTYLE, 9).isEmpty());
        assertEquals(null, BalancedOpenings.text(Rule.CARO_EXACT, 15));
    }

    private static void check(Rule rule, int size) throws Exception {
        String text = BalancedOpenings.text(rule, size);
        assertTrue(text != null, rule + " " + size);
        List<Opening> set = BalancedOpenings.of(rule, size);
        String command = text.lines().filter(l -> l.startsWith("# made by: gomoku openings ")).findFirst().orElseThrow()
                .substring("# made by: ".length());
        OpeningRecipe r = recipe(command);
        assertEquals(rule, r.rule(), command);
        assertEquals(size, r.size(), command);
        assertEquals(r.count(), set.size(), command);
        assertTrue(text.startsWith("# " + set.size() + " balanced openings, "), text.lines().findFirst().orElseThrow());
        Set<String> keys = new HashSet<>();
        for (Opening o : set) {
            Board b = replay(o, rule, size);
            assertEquals(r.stones(), b.moveCount());
            assertTrue(keys.add(OpeningGenerator.canonical(o)), "a duplicate: " + o.toOffsets());
        }
        // the command made it: the same recipe, stopped after two openings, finds the file's first two
        OpeningRecipe firstTwo = new OpeningRecipe(r.rule(), r.size(), r.stones(), r.area(), 2, r.seed(), r.depth(),
                r.nodes(), r.centre(), r.window());
        OpeningSet again = OpeningGenerator.generate(firstTwo, 2, o -> { });
        assertEquals(set.subList(0, 2), again.openings(), command);
        assertEquals(keptLine(text), keptLine(again.header()), command);
        assertBalanced(set.get(0), r);
    }

    private static String keptLine(String header) {
        return header.lines().filter(l -> l.startsWith("# kept: ")).findFirst().orElseThrow();
    }

    /** The recipe of a {@link OpeningRecipe#command()} line. */
    private static OpeningRecipe recipe(String command) {
        String[] w = command.split(" ");
        java.util.Map<String, String> v = new java.util.HashMap<>();
        for (int i = 2; i + 1 < w.length; i += 2) {
            v.put(w[i], w[i + 1]);
        }
        OpeningRecipe r = new OpeningRecipe(Rule.valueOf(v.get("--rule").toUpperCase(java.util.Locale.ROOT)),
                Integer.parseInt(v.get("--size")), Integer.parseInt(v.get("--stones")), Integer.parseInt(v.get("--area")),
                Integer.parseInt(v.get("--count")), Long.parseLong(v.get("--seed")), Integer.parseInt(v.get("--depth")),
                Long.parseLong(v.getOrDefault("--nodes", "0")), Integer.parseInt(v.get("--centre")),
                Integer.parseInt(v.get("--window")));
        assertEquals(command, r.command());
        return r;
    }
}
