package dev.gomoku.engine.brain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Settings;
import dev.gomoku.engine.Turn;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.MemoryBudget;
import dev.gomoku.engine.search.SearchLimits;
import dev.gomoku.engine.search.SearchListener;
import dev.gomoku.engine.testing.BrainHarness;
import dev.gomoku.engine.testing.FakeTurn;
import dev.gomoku.protocol.pipe.Info;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The search brain: its warm-up works on every board shape the protocol allows and leaves nothing
 * behind that changes the first real move; it follows max_memory and thread_num; it plays through the
 * pipe host with its own answers.
 */
class SearchBrainTest {
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"5, 5", "7, 5", "15, 15"})
    void warmUpOnAnyBoardThenBlocksAFour(int width, int height) {
        SearchBrain brain = SearchBrain.create();
        brain.warmUp(width, height);
        brain.newGame(width, height, Settings.DEFAULTS);
        // black has four in the bottom row from the left edge; white must take the fifth point
        Board board = Board.create(width, height, Rule.FREESTYLE);
        int y = height - 1;
        for (int x = 0; x < 4; x++) {
            board.place(board.index(x, y), Side.BLACK);
        }
        board.place(board.index(0, 0), Side.WHITE);
        board.place(board.index(2, 0), Side.WHITE);
        board.place(board.index(4, 0), Side.WHITE);
        assertEquals(Side.WHITE, board.sideToMove());
        Point p = brain.move(board, FakeTurn.of(board).timeLimit(Duration.ofSeconds(1)));
        assertEquals(new Point(4, y), p);
        assertTrue(board.isEmpty(board.index(4, y)), "the brain leaves the board as it found it");
    }

    @Test
    void blocksAFourThroughThePipeHost() {
        try (BrainHarness game = BrainHarness.start(SearchBrain.create())) {
            game.info("timeout_turn", "1000");
            game.newGame(15);
            Board position = Board.create(15, Rule.FREESTYLE);
            for (int x = 3; x <= 6; x++) {
                position.place(position.index(x, 7), Side.BLACK);
            }
            position.place(position.index(3, 8), Side.BLACK);
            // white: the block at the four's left end and three corners
            for (Point w : List.of(new Point(2, 7), new Point(0, 0), new Point(14, 0), new Point(0, 14))) {
                position.place(position.index(w.x(), w.y()), Side.WHITE);
            }
            assertEquals(Side.WHITE, position.sideToMove());
            assertEquals(new Point(7, 7), game.board(position));
        }
    }

    @Test
    void limitsFollowTheManagersMemoryAndThreads() {
        SearchBrain brain = SearchBrain.builder().threads(3).build();
        FakeTurn turn = new FakeTurn(Side.BLACK);
        assertEquals(3, brain.limits(turn).threads(), "the builder's count without thread_num");
        assertEquals(1, SearchBrain.builder().threads(1).build().limits(turn).threads(), "one means one");
        assertEquals(0, SearchBrain.create().limits(turn).threads(), "by default one per core");
        assertEquals(MemoryBudget.DEFAULT_TABLE_BYTES, brain.limits(turn).memoryBytes(), "no max_memory: the default");
        SearchBrain limited = SearchBrain.builder().build();
        long room = MemoryBudget.processUss() + MemoryBudget.HEADROOM;
        Settings large = Settings.DEFAULTS.with(new Info.MaxMemory(room + (600L << 20))).with(new Info.ThreadNum(2));
        turn.settings(large);
        SearchBrain oneMove = SearchBrain.builder().build();
        assertEquals(MemoryBudget.DEFAULT_TABLE_BYTES, oneMove.limits(turn).memoryBytes(),
                "without INFO lines (a legacy process, one move) no more than the default");
        limited.info("max_memory", large);
        assertEquals(510L << 20, limited.limits(turn).memoryBytes(), 64L << 20,
                "a share of the limit less what the process holds");
        assertEquals(2, limited.limits(turn).threads());
    }

    @Test
    void aLimitTooSmallToKeepIsRefusedAndTheSmallestTableUsed() {
        SearchBrain brain = SearchBrain.builder().warmUp(Duration.ZERO).build();
        Settings tiny = Settings.DEFAULTS.with(new Info.MaxMemory(1 << 20));
        assertThrows(IllegalArgumentException.class, () -> brain.info("max_memory", tiny));
        FakeTurn turn = new FakeTurn(Side.BLACK);
        turn.settings(tiny);
        assertEquals(MemoryBudget.MIN_TABLE_BYTES, brain.limits(turn).memoryBytes());
    }

    @Test
    void aNodeBudgetMakesTheMovesIndependentOfTheClock() {
        SearchBrain first = SearchBrain.builder().nodesPerMove(20_000).warmUp(Duration.ZERO).build();
        SearchBrain second = SearchBrain.builder().nodesPerMove(20_000).warmUp(Duration.ZERO).build();
        assertEquals(20_000, first.limits(new FakeTurn(Side.BLACK)).maxNodes());
        assertEquals(Long.MAX_VALUE, SearchBrain.create().limits(new FakeTurn(Side.BLACK)).maxNodes());
        assertThrows(IllegalArgumentException.class, () -> SearchBrain.builder().nodesPerMove(0));
        // Ten moves each with an hour on the clock: the budget ends every search, the same way twice.
        Board a = Board.create(15, Rule.RENJU);
        Board b = Board.create(15, Rule.RENJU);
        a.play(a.index(7, 7));
        b.play(b.index(7, 7));
        for (int i = 0; i < 10; i++) {
            Point pa = first.move(a, FakeTurn.of(a).timeLimit(Duration.ofHours(1)));
            Point pb = second.move(b, FakeTurn.of(b).timeLimit(Duration.ofHours(1)));
            assertEquals(pa, pb, "move " + (i + 2));
            a.play(a.index(pa.x(), pa.y()));
            b.play(b.index(pb.x(), pb.y()));
        }
    }

    @Test
    void playsWithTheGivenEvaluator() {
        AtomicLong calls = new AtomicLong();
        SearchBrain brain = SearchBrain.builder()
                .evaluator(pos -> {
                    calls.incrementAndGet();
                    return Evaluator.patterns().evaluate(pos);
                })
                .warmUp(Duration.ZERO)
                .about(About.of("mine", "2.0"))
                .build();
        assertEquals("mine", brain.about().name());
        Board board = Board.create(15, Rule.FREESTYLE);
        board.play(board.index(7, 7));
        board.play(board.index(8, 8));
        brain.searcher().search(board, SearchLimits.depth(3), SearchListener.NONE);
        assertTrue(calls.get() > 0, "the search evaluated with the builder's evaluator");
    }

    @Test
    void thePipeHostWarmsUpOnceAtTheFirstGame() {
        List<String> calls = new CopyOnWriteArrayList<>();
        Brain brain = new Brain() {
            @Override
            public void warmUp(int width, int height) {
                calls.add("warmUp " + width + "x" + height);
            }

            @Override
            public void newGame(int width, int height, Settings settings) {
                calls.add("newGame");
            }

            @Override
            public Point move(Board board, Turn turn) {
                return new Point(0, 0);
            }
        };
        try (BrainHarness game = BrainHarness.start(brain)) {
            game.newGame(15);
            game.newGame(20);
            assertEquals("OK", game.command("RESTART"));
        }
        assertEquals(List.of("warmUp 15x15", "newGame", "newGame", "newGame"), calls);
    }
}
