package dev.gomoku.engine.arena.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.client.TestPlayers;
import java.util.ArrayList;
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

    /**
     * An opening of 190 stones (95 each, rows 0..12 of a pattern whose rows never hold three of a kind
     * in a row in any direction), leaving rows 13 and 14 and five cells of row 12 empty; black to move.
     */
    private static List<Point> renjuFill() {
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        for (int y = 0; y <= 12; y++) {
            for (int x = 0; x < 15; x++) {
                List<Point> own = (x / 2 + y) % 2 == 0 ? black : white;
                if (own.size() < 95) {
                    own.add(new Point(x, y));
                }
            }
        }
        List<Point> opening = new ArrayList<>();
        for (int i = 0; i < 95; i++) {
            opening.add(black.get(i));
            opening.add(white.get(i));
        }
        return opening;
    }

    private static GameSettings renju15(Rule rule) {
        GameSettings s = GameSettings.of(15, rule, TIME).withOpening(renjuFill());
        Board b = Board.create(15, 15, rule);
        s.opening().forEach(p -> b.play(b.index(p.x(), p.y())));
        assertNull(b.winner(), "the filler holds no five");
        return s;
    }

    @Test
    void renjuWinOnTheMoveThatLeaves25EmptyPointsCounts() {
        // moves 191..200: white's fifth stone, move 200, completes 0..4,14 and leaves 25 empty points
        var black = new TestPlayers.Scripted("A").moves(0, 13, 2, 13, 4, 13, 6, 13, 8, 13);
        var white = new TestPlayers.Scripted("B").moves(0, 14, 1, 14, 2, 14, 3, 14, 4, 14);
        GameResult r = play(black, white, renju15(Rule.RENJU));
        assertEquals(Side.WHITE, r.winner());
        assertEquals(Ending.FIVE, r.ending());
        assertEquals(200, r.moves().size());
    }

    @Test
    void renjuIsDrawnWith25EmptyPointsBeforeTheNextMoveIsAsked() {
        // black has four on 0..3,14 after move 197; white ignores it; move 201 (4,14) would be five
        int[] b = {0, 14, 1, 14, 2, 14, 3, 14, 12, 14, 4, 14};
        int[] w = {6, 13, 8, 13, 10, 13, 12, 13, 14, 13};
        GameResult r = play(new TestPlayers.Scripted("A").moves(b), new TestPlayers.Scripted("B").moves(w),
                renju15(Rule.RENJU));
        assertNull(r.winner());
        assertEquals(Ending.RENJU_DRAW, r.ending());
        assertEquals(200, r.moves().size());
        assertFalse(r.ending().isFault());
        assertTrue(r.summary().contains("25 empty points"), r.summary());
        // other rules play on: the same moves in freestyle end with black's five at move 201
        GameResult f = play(new TestPlayers.Scripted("A").moves(b), new TestPlayers.Scripted("B").moves(w),
                renju15(Rule.FREESTYLE));
        assertEquals(Side.BLACK, f.winner());
        assertEquals(Ending.FIVE, f.ending());
        assertEquals(201, f.moves().size());
    }

    @Test
    void renjuOpeningThatAlreadyLeaves25EmptyPointsIsADrawAtOnce() {
        List<Point> opening = new ArrayList<>(renjuFill());
        opening.addAll(List.of(new Point(0, 14), new Point(6, 13), new Point(1, 14), new Point(8, 13),
                new Point(2, 14), new Point(10, 13), new Point(3, 14), new Point(12, 13), new Point(12, 14),
                new Point(14, 13)));
        GameResult r = play(new TestPlayers.Scripted("A").moves(4, 14), new TestPlayers.Scripted("B"),
                GameSettings.of(15, Rule.RENJU, TIME).withOpening(opening));
        assertEquals(Ending.RENJU_DRAW, r.ending());
        assertEquals(200, r.moves().size());
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
