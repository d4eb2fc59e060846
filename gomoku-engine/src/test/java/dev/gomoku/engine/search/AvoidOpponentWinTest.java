package dev.gomoku.engine.search;

import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import org.junit.jupiter.api.Test;

/** The searcher does not hand the opponent a VCT that its own horizon hides. */
class AvoidOpponentWinTest {
    /**
     * Renju, white to move (from a self-play game at 300 ms). The alpha-beta search at 200 k nodes
     * prefers k5, after which black wins by a VCT; the final check finds that VCT and picks another
     * move.
     */
    @Test
    void theChosenMoveLeavesTheOpponentNoVct() {
        Board b = Board.create(15, Rule.RENJU);
        for (String s : "h8 h9 j9 i8 j7 j8 k8 i10 l9 i6 i7 k7 i9 g8 f7 h7 f9 k4 j5".split(" ")) {
            b.play(TestData.index(b, s));
        }
        SearchResult r = Engine.create().search(b, SearchLimits.nodes(200_000).withThreads(1), info -> { });
        Board after = b.copy();
        after.play(r.bestMove());
        ThreatSolver.Outcome o = ThreatSolver.vct(after, b.sideToMove().opponent(), 12, 2, 50_000);
        assertFalse(o.wins(), () -> "after " + TestData.name(b, r.bestMove()) + " black wins by "
                + PuzzleTest.names(after, o.line()));
    }
}
