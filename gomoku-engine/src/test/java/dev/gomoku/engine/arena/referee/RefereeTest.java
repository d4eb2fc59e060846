package dev.gomoku.engine.arena.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.client.TestPlayers;
import java.util.List;
import org.junit.jupiter.api.Test;

class RefereeTest {
    private static final TimeControl TIME = TimeControl.of(1000, 0);

    private static GameResult play(Player a, Player b, GameSettings s) {
        return Referee.play(a, b, s, 1);
    }

    @Test
    void fiveInARowWinsForBlack() {
        var black = new TestPlayers.Scripted("A").moves(0, 0, 1, 0, 2, 0, 3, 0, 4, 0);
        var white = new TestPlayers.Scripted("B").moves(0, 2, 1, 2, 2, 2, 3, 2);
        GameResult r = play(black, white, GameSettings.of(9, Rule.FREESTYLE, TIME));
        assertEquals(Side.BLACK, r.winner());
        assertEquals(Ending.FIVE, r.ending());
        assertEquals("A", r.winnerName());
        assertEquals(9, r.moves().size());
        assertEquals(Side.BLACK, black.sideAtEnd);
        assertEquals(Side.WHITE, white.sideAtEnd);
    }

    @Test
    void overlineDoesNotWinUnderStandardButWinsUnderFreestyle() {
        // black: 0,0 1,0 2,0 4,0 5,0 then 3,0 makes six
        int[] b = {0, 0, 1, 0, 2, 0, 4, 0, 5, 0, 3, 0};
        int[] w = {0, 3, 2, 3, 4, 3, 6, 3, 8, 3, 0, 5};
        GameResult free = play(new TestPlayers.Scripted("A").moves(b), new TestPlayers.Scripted("B").moves(w),
                GameSettings.of(9, Rule.FREESTYLE, TIME));
        assertEquals(Ending.FIVE, free.ending());
        assertEquals(Side.BLACK, free.winner());
        GameResult std = play(new TestPlayers.Scripted("A").moves(b), new TestPlayers.Scripted("B").moves(w),
                GameSettings.of(9, Rule.STANDARD, TIME));
        // no five: black's script ends and it loses by a fault at its 7th request, not by the overline
        assertEquals(Side.WHITE, std.winner());
        assertEquals(Ending.GARBAGE, std.ending());
        assertEquals(12, std.moves().size());
    }

    @Test
    void fullBoardIsADraw() {
        // 5x5 filled without a five: rows XXOOX / OOXXO / XXOOX / OOXXO / XXOOX
        String[] rows = {"XXOOX", "OOXXO", "XXOOX", "OOXXO", "XXOOX"};
        var black = new TestPlayers.Scripted("A");
        var white = new TestPlayers.Scripted("B");
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 5; x++) {
                (rows[y].charAt(x) == 'X' ? black : white).moves(x, y);
            }
        }
        GameResult r = play(black, white, GameSettings.of(5, Rule.FREESTYLE, TIME));
        assertNull(r.winner());
        assertEquals(Ending.BOARD_FULL, r.ending());
        assertEquals(25, r.moves().size());
    }

    @Test
    void occupiedAndOffBoardMovesLose() {
        GameResult occ = play(new TestPlayers.Scripted("A").moves(3, 3), new TestPlayers.Scripted("B").moves(3, 3),
                GameSettings.of(9, Rule.FREESTYLE, TIME));
        assertEquals(Ending.OCCUPIED, occ.ending());
        assertEquals(Side.BLACK, occ.winner());
        GameResult off = play(new TestPlayers.Scripted("A").moves(9, 0), new TestPlayers.Scripted("B"),
                GameSettings.of(9, Rule.FREESTYLE, TIME));
        assertEquals(Ending.OFF_BOARD, off.ending());
        assertEquals(Side.WHITE, off.winner());
    }

    @Test
    void renjuForbiddenMoveLosesForBlack() {
        // black 7,5 7,6 5,7 6,7 then 7,7: two open threes (double-three)
        var black = new TestPlayers.Scripted("A").moves(7, 5, 7, 6, 5, 7, 6, 7, 7, 7);
        var white = new TestPlayers.Scripted("B").moves(0, 0, 0, 2, 0, 4, 14, 14);
        GameResult r = play(black, white, GameSettings.of(15, Rule.RENJU, TIME));
        assertEquals(Ending.FORBIDDEN, r.ending());
        assertEquals(Side.WHITE, r.winner());
        // the same moves are fine in freestyle: the game goes on until the script ends
        var black2 = new TestPlayers.Scripted("A").moves(7, 5, 7, 6, 5, 7, 6, 7, 7, 7);
        var white2 = new TestPlayers.Scripted("B").moves(0, 0, 0, 2, 0, 4, 14, 14);
        GameResult f = play(black2, white2, GameSettings.of(15, Rule.FREESTYLE, TIME));
        assertEquals(Ending.GARBAGE, f.ending());
        assertEquals(9, f.moves().size());
    }

    @Test
    void faultsLoseWithTheirEnding() {
        for (Answer.Fault fault : Answer.Fault.values()) {
            var black = new TestPlayers.Scripted("A").moves(4, 4);
            var white = new TestPlayers.Scripted("B").answer(Answer.fault(fault, "x", 5));
            GameResult r = play(black, white, GameSettings.of(9, Rule.FREESTYLE, TIME));
            assertEquals(Side.BLACK, r.winner(), fault.name());
            assertEquals(fault.name(), r.ending().name().replace("TIMEOUT", "TIMEOUT"));
        }
    }

    @Test
    void gameClockRunsOutOverSeveralMoves() {
        TimeControl t = new TimeControl(0, 1000, 50, 0, 1000);
        var black = new TestPlayers.Scripted("A").answer(Answer.moves(List.of(new Point(0, 0)), 600))
                .answer(Answer.moves(List.of(new Point(1, 0)), 600));
        var white = new TestPlayers.Scripted("B").moves(5, 5, 6, 6);
        GameResult r = play(black, white, GameSettings.of(9, Rule.FREESTYLE, t));
        assertEquals(Ending.TIMEOUT, r.ending());
        assertEquals(Side.WHITE, r.winner());
        assertEquals(2, r.moves().size());
    }

    @Test
    void openingStonesArePlacedFirst() {
        var black = new TestPlayers.Scripted("A").moves(1, 1, 2, 2, 3, 3, 5, 5);
        var white = new TestPlayers.Scripted("B").moves(8, 0, 8, 1, 8, 2);
        GameSettings s = GameSettings.of(9, Rule.FREESTYLE, TIME)
                .withOpening(List.of(new Point(4, 4), new Point(8, 8)));
        GameResult r = play(black, white, s);
        // 1,1 2,2 3,3 with the opening's 4,4 and then 5,5 make five on the diagonal
        assertEquals(Ending.FIVE, r.ending());
        assertEquals(Side.BLACK, r.winner());
        assertEquals(new Point(4, 4), r.moves().get(0));
        assertEquals(0L, r.millis().get(0));
    }

    @Test
    void swap2ResponderSwapsAndTakesBlack() {
        var opener = new TestPlayers.Scripted("A").swap(TestPlayers.Scripted.stones(7, 7, 7, 8, 8, 8))
                .moves(0, 0, 1, 0, 2, 0, 3, 0, 4, 0);
        var responder = new TestPlayers.Scripted("B").swap(Answer.choice(Answer.Kind.SWAP, 1))
                .moves(0, 14, 2, 14, 4, 14, 6, 14);
        GameResult r = play(opener, responder, GameSettings.of(15, Rule.FREESTYLE, TIME).withSwap2(true));
        assertEquals("B", r.black());
        assertEquals("A", r.white());
        // white (A) moves fourth and makes five first
        assertEquals(Side.WHITE, r.winner());
        assertEquals(Ending.FIVE, r.ending());
        assertEquals(Side.WHITE, opener.sideAtEnd);
    }

    @Test
    void swap2ResponderStaysWhiteWithOneStone() {
        var opener = new TestPlayers.Scripted("A").swap(TestPlayers.Scripted.stones(7, 7, 7, 8, 8, 8))
                .moves(0, 0, 1, 0, 2, 0, 3, 0, 4, 0);
        var responder = new TestPlayers.Scripted("B").swap(TestPlayers.Scripted.stones(9, 9))
                .moves(0, 14, 2, 14, 4, 14, 6, 14);
        GameResult r = play(opener, responder, GameSettings.of(15, Rule.FREESTYLE, TIME).withSwap2(true));
        assertEquals("A", r.black());
        assertEquals(Side.BLACK, r.winner());
        assertEquals(new Point(9, 9), r.moves().get(3));
    }

    @Test
    void swap2TwoStonesThenOpenerChooses() {
        // opener takes black by SWAP: responder (white) plays the sixth stone
        var opener = new TestPlayers.Scripted("A").swap(TestPlayers.Scripted.stones(7, 7, 7, 8, 8, 8))
                .swap(Answer.choice(Answer.Kind.SWAP, 1)).moves(0, 0, 1, 0, 2, 0, 3, 0);
        var responder = new TestPlayers.Scripted("B").swap(TestPlayers.Scripted.stones(9, 9, 6, 6))
                .moves(0, 14, 2, 14, 4, 14, 6, 14);
        GameResult r = play(opener, responder, GameSettings.of(15, Rule.FREESTYLE, TIME).withSwap2(true));
        assertEquals("A", r.black());
        assertEquals("B", r.white());
        assertEquals(5, r.moves().indexOf(new Point(0, 14)));
        // opener plays the sixth stone itself and is white
        var opener2 = new TestPlayers.Scripted("A").swap(TestPlayers.Scripted.stones(7, 7, 7, 8, 8, 8))
                .swap(TestPlayers.Scripted.stones(10, 10)).moves(0, 0, 1, 0, 2, 0, 3, 0, 4, 0);
        var responder2 = new TestPlayers.Scripted("B").swap(TestPlayers.Scripted.stones(9, 9, 6, 6))
                .moves(0, 14, 2, 14, 4, 14, 6, 14, 8, 14);
        GameResult r2 = play(opener2, responder2, GameSettings.of(15, Rule.FREESTYLE, TIME).withSwap2(true));
        assertEquals("B", r2.black());
        assertEquals("A", r2.white());
        assertEquals(new Point(10, 10), r2.moves().get(5));
        assertEquals(Side.WHITE, r2.winner());
    }

    @Test
    void badSwap2AnswersLose() {
        var opener = new TestPlayers.Scripted("A").swap(TestPlayers.Scripted.stones(7, 7, 7, 8));
        GameResult r = play(opener, new TestPlayers.Scripted("B"),
                GameSettings.of(15, Rule.FREESTYLE, TIME).withSwap2(true));
        assertEquals(Ending.BAD_SWAP2, r.ending());
        assertEquals("B", r.winnerName());
        var opener2 = new TestPlayers.Scripted("A").swap(TestPlayers.Scripted.stones(7, 7, 7, 8, 8, 8));
        var responder2 = new TestPlayers.Scripted("B").swap(Answer.choice(Answer.Kind.STAY, 1));
        GameResult r2 = play(opener2, responder2, GameSettings.of(15, Rule.FREESTYLE, TIME).withSwap2(true));
        assertEquals(Ending.BAD_SWAP2, r2.ending());
        assertEquals("A", r2.winnerName());
    }
}
