package dev.gomoku.engine.search.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.search.Position;
import dev.gomoku.testkit.Property;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class SearchBoardTest {
    private static final Rule[] RULES = Rule.values();

    /** Everything the incremental board keeps must equal a fresh computation from the board. */
    private static void assertSameAsFresh(SearchBoard inc) {
        Board b = inc.board();
        SearchBoard fresh = new SearchBoard(b, inc.toMove());
        for (int s = 1; s <= 2; s++) {
            assertEquals(fresh.patternScore(s), inc.patternScore(s), "pattern score of side " + s);
            for (int l = 0; l < Position.LEVELS; l++) {
                assertEquals(fresh.levelCount(s, l), inc.levelCount(s, l), "count of level " + l + " side " + s);
            }
        }
        // Every empty cell's patterns, not only the candidates': the threat solvers read cells
        // beyond them, and a cell becoming a candidate takes its keys as they are.
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int c = b.index(x, y);
                if (b.cell(c) != Board.EMPTY) {
                    continue;
                }
                for (int d = 0; d < 4; d++) {
                    assertEquals(b.pattern(Side.BLACK, c, d), inc.pattern(Board.BLACK, c, d),
                            "black's pattern at " + x + "," + y + " direction " + d);
                    assertEquals(b.pattern(Side.WHITE, c, d), inc.pattern(Board.WHITE, c, d),
                            "white's pattern at " + x + "," + y + " direction " + d);
                }
            }
        }
        assertEquals(candidates(fresh), candidates(inc), "candidate set");
    }

    /** Black's blocked threes on row 7 and column 7 meet at (7,7): a double four there. */
    static Board doubleFourPoint(Rule rule) {
        Board b = Board.create(15, rule);
        for (int i = 4; i <= 6; i++) {
            b.place(b.index(i, 7), Side.BLACK);
            b.place(b.index(7, i), Side.BLACK);
        }
        b.place(b.index(3, 7), Side.WHITE);
        b.place(b.index(7, 3), Side.WHITE);
        return b;
    }

    @Test
    void readsTheCellsForbiddenToBlackUnderRenjuOnly() {
        for (Rule rule : new Rule[] {Rule.RENJU, Rule.FREESTYLE}) {
            Board b = doubleFourPoint(rule);
            int point = b.index(7, 7);
            boolean renju = rule == Rule.RENJU;
            assertEquals(renju, ForbiddenMoves.isForbidden(b, point), rule + ": the premise");
            SearchBoard p = new SearchBoard(b, Board.WHITE);
            assertEquals(renju, p.isForbidden(point), rule.toString());
            // White closes the row's end: the row holds no four any more, one four is no foul.
            p.make(b.index(8, 7));
            assertFalse(p.isForbidden(point), rule + " after white's block");
            assertSameAsFresh(p);
            p.undo();
            assertEquals(renju, p.isForbidden(point), rule + " after the undo");
            assertSameAsFresh(p);
        }
    }

    private static Set<Integer> candidates(SearchBoard p) {
        Set<Integer> s = new HashSet<>();
        for (int i = 0; i < p.candidateCount(); i++) {
            s.add(p.candidate(i));
        }
        return s;
    }

    @TestFactory
    Stream<DynamicTest> makeAndUndoKeepTheCachesExact() {
        return Property.check("incremental caches equal a fresh scan", 40, rnd -> {
            Rule rule = RULES[rnd.nextInt(RULES.length)];
            int w = 5 + rnd.nextInt(16);
            int h = 5 + rnd.nextInt(16);
            Board b = Board.create(w, h, rule);
            SearchBoard p = new SearchBoard(b, Board.BLACK);
            List<Integer> made = new ArrayList<>();
            int steps = 20 + rnd.nextInt(60);
            for (int i = 0; i < steps; i++) {
                boolean undo = !made.isEmpty() && rnd.nextInt(4) == 0;
                if (undo) {
                    p.undo();
                    made.remove(made.size() - 1);
                } else {
                    int c = randomEmpty(p.board(), rnd);
                    if (c < 0) {
                        break;
                    }
                    p.make(c);
                    made.add(c);
                }
                if (i % 7 == 0) {
                    assertSameAsFresh(p);
                }
            }
            assertSameAsFresh(p);
            while (!made.isEmpty()) {
                p.undo();
                made.remove(made.size() - 1);
            }
            assertSameAsFresh(p);
            assertEquals(0, p.board().moveCount());
        });
    }

    private static int randomEmpty(Board b, SplittableRandom rnd) {
        for (int t = 0; t < 200; t++) {
            int c = b.index(rnd.nextInt(b.width()), rnd.nextInt(b.height()));
            if (b.cell(c) == Board.EMPTY) {
                return c;
            }
        }
        return -1;
    }
}
