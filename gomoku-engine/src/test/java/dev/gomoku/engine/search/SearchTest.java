package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.testkit.Property;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class SearchTest {
    private static final String E = "...............";

    private static Board board(Rule rule, String... middle) {
        String[] rows = new String[15];
        for (int i = 0; i < 15; i++) {
            rows[i] = E;
        }
        System.arraycopy(middle, 0, rows, 5, middle.length);
        return Positions.parse(rule, rows);
    }

    private static SearchResult search(Board b, int depth) {
        return Engine.create().search(b, SearchLimits.depth(depth), SearchListener.NONE);
    }

    @Test
    void completesOwnFive() {
        Board b = board(Rule.FREESTYLE,
                "....xxxx.......",
                "....oooo.......");
        // Black to move (4 v 4): both have a four; black must take the five.
        SearchResult r = search(b, 4);
        assertEquals(Score.winIn(1), r.score());
        assertTrue(r.bestMove() == b.index(3, 5) || r.bestMove() == b.index(8, 5));
    }

    @Test
    void blocksTheOpponentsFour() {
        Board b = board(Rule.FREESTYLE,
                "...oxxxx.......",
                "......o........",
                ".....o.........",
                "..x...o........");
        // White to move (5 black, 4 white... ) -> make it white's move by count.
        assertEquals(Side.WHITE, b.sideToMove());
        SearchResult r = search(b, 4);
        assertEquals(b.index(8, 5), r.bestMove());
    }

    @Test
    void openFourWinsAndIsScoredAsAWin() {
        Board b = board(Rule.FREESTYLE,
                ".....xxx.......",
                ".....oo........",
                "........o......");
        SearchResult r = search(b, 3);
        assertTrue(r.bestMove() == b.index(4, 5) || r.bestMove() == b.index(8, 5), "makes the open four");
        assertTrue(r.score() >= Score.WIN_THRESHOLD, "score " + r.score());
    }

    @Test
    void defendsAnOpenThree() {
        Board b = board(Rule.FREESTYLE,
                ".....ooo.......",
                "......x........",
                ".....x.........");
        b.place(b.index(0, 0), Side.BLACK);
        // Black to move must stop the open three (or lose to the open four).
        assertEquals(Side.BLACK, b.sideToMove());
        SearchResult r = search(b, 4);
        int x = b.x(r.bestMove());
        int y = b.y(r.bestMove());
        assertEquals(5, y, "blocks on the three's row");
        assertTrue(x == 4 || x == 8 || x == 3 || x == 9, "blocks at an end, was " + x);
        assertFalse(Score.isDecisive(r.score()) && r.score() < 0, "not lost: " + r.score());
    }

    @Test
    void renjuBlackNeverPlaysADoubleThree() {
        // h8 would make two open threes for black: forbidden even though it looks strong.
        Board b = board(Rule.RENJU,
                ".......x.......",
                ".......x.......",
                ".....xx........");
        b.place(b.index(0, 14), Side.WHITE);
        b.place(b.index(14, 14), Side.WHITE);
        b.place(b.index(14, 0), Side.WHITE);
        b.place(b.index(0, 0), Side.WHITE);
        int h = b.index(7, 7);
        assertTrue(ForbiddenMoves.isForbidden(b, h), "the test position has its double three");
        assertEquals(Side.BLACK, b.sideToMove());
        for (int d = 1; d <= 4; d++) {
            SearchResult r = search(b, d);
            assertNotEquals(h, r.bestMove(), "depth " + d);
        }
    }

    @Test
    void renjuWhiteWinsWithAnOverline() {
        Board b = board(Rule.RENJU,
                "...ooo.oo......",
                "...xxx.x.......");
        b.place(b.index(0, 14), Side.BLACK);
        b.place(b.index(14, 0), Side.BLACK);
        assertEquals(Side.WHITE, b.sideToMove());
        SearchResult r = search(b, 2);
        assertEquals(b.index(6, 5), r.bestMove());
        assertEquals(Score.winIn(1), r.score());
    }

    @Test
    void fixedDepthSearchIsDeterministic() {
        Board b = Positions.random(new java.util.SplittableRandom(42), Rule.FREESTYLE, 20);
        SearchResult a = search(b, 5);
        SearchResult c = search(b, 5);
        assertEquals(a.bestMove(), c.bestMove());
        assertEquals(a.score(), c.score());
        assertEquals(a.nodes(), c.nodes());
        assertArrayEquals(a.pv(), c.pv());
    }

    @Test
    void stoppedAtOnceStillReturnsALegalMove() {
        Board b = Positions.random(new java.util.SplittableRandom(7), Rule.RENJU, 30);
        SearchLimits l = new SearchLimits(Long.MAX_VALUE, 20, Long.MAX_VALUE, () -> true, 0, 1, 0);
        SearchResult r = Engine.create().search(b, l, SearchListener.NONE);
        assertEquals(Board.EMPTY, b.cell(r.bestMove()));
        if (b.sideToMove() == Side.BLACK) {
            assertFalse(ForbiddenMoves.isForbidden(b, r.bestMove()));
        }
    }

    @TestFactory
    Stream<DynamicTest> everyBoardShapeGetsALegalMove() {
        return Property.check("legal move on any board shape", 12, rnd -> {
            int w = 5 + rnd.nextInt(28);
            int h = 5 + rnd.nextInt(28);
            Rule rule = Rule.values()[rnd.nextInt(Rule.values().length)];
            Board b = Board.create(w, h, rule);
            int stones = rnd.nextInt(Math.min(30, w * h / 3) + 1);
            while (b.moveCount() < stones) {
                int c = b.index(rnd.nextInt(w), rnd.nextInt(h));
                if (b.cell(c) == Board.EMPTY && !(rule == Rule.RENJU && b.sideToMove() == Side.BLACK
                        && ForbiddenMoves.isForbidden(b, c))) {
                    b.play(c);
                    if (b.winner() != null) {
                        b.undo();
                        break;
                    }
                }
            }
            SearchResult r = Engine.create().search(b, SearchLimits.depth(3), SearchListener.NONE);
            assertEquals(Board.EMPTY, b.cell(r.bestMove()), w + "x" + h + " " + rule);
            if (rule == Rule.RENJU && b.sideToMove() == Side.BLACK) {
                assertFalse(ForbiddenMoves.isForbidden(b, r.bestMove()));
            }
        });
    }

    @Test
    void emptyBoardOpensInTheCentre() {
        Board b = Board.create(15, Rule.FREESTYLE);
        assertEquals(b.index(7, 7), search(b, 3).bestMove());
    }

    @Test
    void fullBoardIsRejected() {
        Board b = Board.create(5, Rule.FREESTYLE);
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 5; x++) {
                // Columns of alternating pairs: no five anywhere.
                b.place(b.index(x, y), ((x / 2 + y) % 2 == 0) ? Side.BLACK : Side.WHITE);
            }
        }
        assertThrows(IllegalArgumentException.class, () -> search(b, 2));
    }

    @TestFactory
    Stream<DynamicTest> returnedMoveIsAlwaysLegalAndBoardUnchanged() {
        Searcher s = Engine.create();
        return Property.check("search returns a legal move", 30, rnd -> {
            Rule rule = rnd.nextBoolean() ? Rule.RENJU : Rule.FREESTYLE;
            Board b = Positions.random(rnd, rule, 1 + rnd.nextInt(60));
            long hash = b.hash();
            int moves = b.moveCount();
            SearchLimits l = SearchLimits.nodes(500 + rnd.nextInt(3000));
            SearchResult r = s.search(b, l, SearchListener.NONE);
            assertEquals(hash, b.hash());
            assertEquals(moves, b.moveCount());
            assertEquals(Board.EMPTY, b.cell(r.bestMove()), "move on an empty cell");
            if (rule == Rule.RENJU && b.sideToMove() == Side.BLACK) {
                assertFalse(ForbiddenMoves.isForbidden(b, r.bestMove()), "black move not forbidden");
            }
            // A five available is always taken.
            Side me = b.sideToMove();
            boolean canWin = false;
            for (int y = 0; y < 15; y++) {
                for (int x = 0; x < 15; x++) {
                    int c = b.index(x, y);
                    canWin |= b.cell(c) == Board.EMPTY && b.wouldWin(me, c);
                }
            }
            if (canWin) {
                assertTrue(b.wouldWin(me, r.bestMove()), "takes the five");
            }
        });
    }

    @Test
    void timedSearchWithTwoThreadsReturnsInTime() {
        Board b = Positions.random(new java.util.SplittableRandom(3), Rule.FREESTYLE, 16);
        long deadline = System.nanoTime() + 200_000_000L;
        SearchResult r = Engine.create().search(b, SearchLimits.until(deadline, null).withThreads(2).withMemory(8 << 20),
                SearchListener.NONE);
        assertEquals(Board.EMPTY, b.cell(r.bestMove()));
        assertTrue(r.depth() >= 1);
    }
}
