package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetworkEvaluatorTest {
    private static final String TINY = "/dev/gomoku/engine/search/internal/tiny-network.gknn";

    @Test
    void aSearchWithTheNetworkIsLegalAndRepeatable() throws NetworkFileException {
        Evaluator net = Evaluator.network(NetworkEvaluatorTest.class, TINY);
        Board b = Board.create(15, Rule.FREESTYLE);
        b.play(b.index(7, 7));
        b.play(b.index(8, 8));
        b.play(b.index(7, 8));
        Searcher one = Engine.builder().evaluator(net).build();
        SearchResult first = one.search(b, SearchLimits.nodes(20_000), SearchListener.NONE);
        one.clear();
        SearchResult again = one.search(b, SearchLimits.nodes(20_000), SearchListener.NONE);
        assertTrue(b.isEmpty(first.bestMove()));
        assertEquals(first.bestMove(), again.bestMove());
        assertEquals(first.nodes(), again.nodes());
        SearchResult threads = Engine.builder().evaluator(net).build()
                .search(b, SearchLimits.nodes(40_000).withThreads(2), SearchListener.NONE);
        assertTrue(b.isEmpty(threads.bestMove()));
    }

    @Test
    void aBadFileFailsAtLoadingNamingIt(@TempDir Path dir) throws Exception {
        Path p = dir.resolve("weights.txt");
        Files.writeString(p, "not a network");
        NetworkFileException e = assertThrows(NetworkFileException.class, () -> Evaluator.network(p));
        assertEquals(NetworkFileException.Problem.NOT_A_NETWORK, e.problem());
        assertTrue(e.getMessage().startsWith(p.toString()), e.getMessage());
        assertEquals(NetworkFileException.Problem.UNREADABLE,
                assertThrows(NetworkFileException.class, () -> Evaluator.network(getClass(), "missing.gknn")).problem());
    }
}
