package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Swap2Opening;
import dev.gomoku.testkit.Property;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class MiscTest {
    @TestFactory
    Stream<DynamicTest> tableEntriesRoundTrip() {
        return Property.check("tt pack/unpack", 100, rnd -> {
            int move = rnd.nextInt(2000) - 1;
            int score = rnd.nextInt(2 * Score.WIN + 1) - Score.WIN;
            int depth = rnd.nextInt(256);
            int bound = 1 + rnd.nextInt(3);
            long e = TranspositionTable.pack(move, score, depth, bound);
            assertTrue(e != 0);
            assertEquals(move, TranspositionTable.move(e));
            assertEquals(score, TranspositionTable.score(e));
            assertEquals(depth, TranspositionTable.depth(e));
            assertEquals(bound, TranspositionTable.bound(e));
            TranspositionTable t = TranspositionTable.create(1 << 12);
            long h = rnd.nextLong();
            t.store(h, e);
            assertEquals(e, t.probe(h));
            assertTrue(t.bytes() <= 1 << 12);
        });
    }

    @Test
    void swap2OpeningIsThreeDistinctCentralStones() {
        Swap2Advisor a = new Swap2Advisor(Engine.create(), SearchLimits.depth(2));
        Swap2Opening o = a.openingStones(15, 15, Rule.FREESTYLE);
        List<Point> stones = List.of(o.black1(), o.white2(), o.black3());
        assertEquals(3, new HashSet<>(stones).size());
        for (Point p : stones) {
            assertTrue(Math.abs(p.x() - 7) <= 4 && Math.abs(p.y() - 7) <= 4, p.toString());
        }
    }

    @Test
    void swap2DecisionsPlaceLegalStonesOrSwap() {
        Swap2Advisor a = new Swap2Advisor(Engine.create(), SearchLimits.depth(2));
        Board b = Board.create(15, Rule.FREESTYLE);
        b.play(b.index(7, 7));
        b.play(b.index(8, 7));
        b.play(b.index(9, 9));
        Swap2Choice d = a.afterThree(b);
        List<Point> placed = d instanceof Swap2Choice.PlayWhite p ? List.of(p.white())
                : d instanceof Swap2Choice.AddTwo t ? List.of(t.white4(), t.black5()) : List.of();
        for (Point p : placed) {
            assertEquals(Board.EMPTY, b.cell(b.index(p.x(), p.y())));
        }
        assertEquals(placed.size(), new HashSet<>(placed).size());
        // A black position that is already won for black: white should swap.
        Board five = Board.create(15, Rule.FREESTYLE);
        five.play(five.index(5, 7));
        five.play(five.index(5, 0));
        five.play(five.index(6, 7));
        five.play(five.index(14, 14));
        five.play(five.index(7, 7));
        assertTrue(a.afterFive(five) instanceof Swap2Choice.Swap, "open three for black after five stones: swap to black");
    }

    /** Once the answer is due, the opening search stops trying candidates and answers the best so far. */
    @Test
    void swap2OpeningStopsScoringCandidatesWhenTheAnswerIsDue() {
        java.util.concurrent.atomic.AtomicInteger searches = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicBoolean due = new java.util.concurrent.atomic.AtomicBoolean();
        Searcher counting = new Searcher() {
            @Override
            public SearchResult search(Board board, SearchLimits limits, SearchListener listener) {
                searches.incrementAndGet();
                due.set(true); // the caller's stop signal turns on during the first search
                int move = board.index(0, 0);
                return new SearchResult(move, 1000, 1, 1, new int[] {move});
            }

            @Override
            public void clear() {
            }
        };
        Swap2Opening o = new Swap2Advisor(counting, SearchLimits.until(Long.MAX_VALUE, due::get))
                .openingStones(15, 15, Rule.FREESTYLE);
        assertEquals(1, searches.get());
        assertEquals(new Swap2Opening(new Point(7, 7), new Point(8, 7), new Point(9, 9)), o, "the first candidate");
    }
}
