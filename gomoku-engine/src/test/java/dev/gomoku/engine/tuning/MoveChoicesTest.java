package dev.gomoku.engine.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.record.GameRecord;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class MoveChoicesTest {
    /** Black makes five on row 7 while white plays row 8; then a stray move after the end. */
    private static final String MOVES = "3,7 3,8 4,7 4,8 5,7 5,8 6,7 6,8 7,7 9,9";

    private static GameRecord game(String black, String white) {
        List<Point> ps = Arrays.stream(MOVES.split(" "))
                .map(m -> new Point(Integer.parseInt(m.split(",")[0]), Integer.parseInt(m.split(",")[1]))).toList();
        return new GameRecord(15, 15, ps, List.of(), Optional.of(black), Optional.of(white), OptionalInt.empty());
    }

    @Test
    void theNamedPlayersMovesFromTheSkippedPliesToTheEnd() {
        List<MoveChoice> white = MoveChoices.fromGame(game("search", "rapfi-mem"), Rule.FREESTYLE, "rapfi", 3);
        // White's moves at plies 3, 5 and 7 (ply 1 is skipped; the stray move after black's five is not read).
        assertEquals(3, white.size());
        for (MoveChoice c : white) {
            assertEquals(Side.WHITE, c.board().sideToMove());
        }
        assertEquals(3, white.get(0).board().moveCount());
        assertEquals(white.get(0).board().index(4, 8), white.get(0).move());
        List<MoveChoice> black = MoveChoices.fromGame(game("rapfi-mem", "search"), Rule.FREESTYLE, "rapfi", 0);
        assertEquals(5, black.size());
        assertEquals(black.get(4).board().index(7, 7), black.get(4).move());
    }

    @Test
    void noChoicesUnlessOnePlayerIsNamed() {
        assertTrue(MoveChoices.fromGame(game("search", "weights"), Rule.FREESTYLE, "rapfi", 0).isEmpty());
        assertTrue(MoveChoices.fromGame(game("rapfi-a", "rapfi-b"), Rule.FREESTYLE, "rapfi", 0).isEmpty());
        // An exact name wins over one that merely contains it (a match renames the second of two "java" to "java-2").
        List<MoveChoice> exact = MoveChoices.fromGame(game("java-2", "java"), Rule.FREESTYLE, "java", 0);
        assertEquals(4, exact.size());
        assertEquals(Side.WHITE, exact.get(0).board().sideToMove());
        GameRecord anonymous = new GameRecord(15, 15, List.of(new Point(7, 7), new Point(8, 8)));
        assertTrue(MoveChoices.fromGame(anonymous, Rule.FREESTYLE, "rapfi", 0).isEmpty());
    }

    @Test
    void renjuBlacksForbiddenMoveIsNotAChoice() {
        // Black's last stone joins 3 + 1 + 2 into six in a row: a win in freestyle, forbidden in renju.
        List<Point> ps = Arrays.stream("2,7 2,9 3,7 3,9 4,7 4,9 6,7 6,9 7,7 10,10 5,7".split(" "))
                .map(m -> new Point(Integer.parseInt(m.split(",")[0]), Integer.parseInt(m.split(",")[1]))).toList();
        GameRecord g = new GameRecord(15, 15, ps, List.of(), Optional.of("rapfi"), Optional.of("search"),
                OptionalInt.empty());
        assertEquals(6, MoveChoices.fromGame(g, Rule.FREESTYLE, "rapfi", 0).size());
        assertEquals(5, MoveChoices.fromGame(g, Rule.RENJU, "rapfi", 0).size());
    }
}
