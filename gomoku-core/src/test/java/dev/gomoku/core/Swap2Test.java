package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.testkit.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The Swap2 opening machine: each way through it, its refusals, and random drives against a model. */
class Swap2Test {
    private static final Point A = new Point(7, 7);
    private static final Point B = new Point(8, 7);
    private static final Point C = new Point(8, 8);
    private static final Point D = new Point(6, 6);
    private static final Point E = new Point(9, 9);
    private static final Point F = new Point(5, 5);

    private static Swap2 opened(Board board) {
        Swap2 s = new Swap2(board);
        for (Point p : List.of(A, B, C)) {
            assertEquals(Legality.LEGAL, s.place(p));
        }
        return s;
    }

    @Test
    void openerPlacesThreeInColourOrder() {
        Board board = Board.create(15, Rule.FREESTYLE);
        Swap2 s = new Swap2(board);
        assertEquals(Swap2.Stage.OPEN, s.stage());
        assertEquals(Swap2.Role.OPENER, s.actor());
        s.place(A);
        s.place(B);
        assertEquals(Swap2.Stage.OPEN, s.stage(), "two stones do not end the opening's first step");
        s.place(C);
        assertEquals(Swap2.Stage.CHOOSE_AFTER_3, s.stage());
        assertEquals(Swap2.Role.RESPONDER, s.actor());
        assertEquals(Side.BLACK, board.stoneAt(7, 7));
        assertEquals(Side.WHITE, board.stoneAt(8, 7));
        assertEquals(Side.BLACK, board.stoneAt(8, 8));
    }

    @Test
    void responderTakesBlack() {
        Board board = Board.create(15, Rule.FREESTYLE);
        Swap2 s = opened(board);
        s.takeBlack();
        assertEquals(Swap2.Stage.DECIDED, s.stage());
        assertEquals(Swap2.Role.RESPONDER, s.black());
        assertEquals(Side.WHITE, board.sideToMove(), "the opener, now white, plays the fourth stone");
    }

    @Test
    void responderTakesWhiteWithItsStone() {
        Board board = Board.create(15, Rule.FREESTYLE);
        Swap2 s = opened(board);
        assertTrue(s.mayAnswerStones(1));
        s.answerStones(1);
        assertEquals(Swap2.Role.OPENER, s.black());
        assertEquals(Legality.LEGAL, s.place(D));
        assertEquals(Side.WHITE, board.stoneAt(6, 6));
        assertEquals(4, board.moveCount());
    }

    @Test
    void responderAddsTwoAndOpenerChooses() {
        for (String choice : List.of("black", "white", "stone")) {
            Board board = Board.create(15, Rule.FREESTYLE);
            Swap2 s = opened(board);
            s.answerStones(2);
            assertEquals(Swap2.Stage.ADD_TWO, s.stage());
            assertEquals(Swap2.Role.RESPONDER, s.actor());
            s.place(D);
            assertEquals(Swap2.Stage.ADD_TWO, s.stage());
            s.place(E);
            assertEquals(Swap2.Stage.CHOOSE_AFTER_5, s.stage());
            assertEquals(Swap2.Role.OPENER, s.actor());
            assertEquals(Side.BLACK, board.stoneAt(9, 9), "the fifth stone is black");
            assertFalse(s.mayAnswerStones(2), "two stones are added once");
            switch (choice) {
                case "black" -> s.takeBlack();
                case "white" -> s.takeWhite();
                default -> {
                    s.answerStones(1);
                    assertEquals(Legality.LEGAL, s.place(F));
                }
            }
            assertEquals(choice.equals("black") ? Swap2.Role.OPENER : Swap2.Role.RESPONDER, s.black(), choice);
        }
    }

    @Test
    void whatEachStageAllows() {
        Board board = Board.create(15, Rule.FREESTYLE);
        Swap2 s = new Swap2(board);
        assertTrue(s.mayAnswerStones(3));
        assertFalse(s.mayAnswerStones(1));
        assertFalse(s.mayTakeBlack());
        assertFalse(s.mayStay());
        assertThrows(IllegalStateException.class, s::takeBlack);
        assertThrows(IllegalStateException.class, s::addTwo);
        assertThrows(IllegalStateException.class, s::black);
        s.place(A);
        s.place(B);
        s.place(C);
        assertTrue(s.mayTakeBlack());
        assertFalse(s.mayStay(), "after three, white is taken with its stone");
        assertFalse(s.mayAnswerStones(3));
        assertThrows(IllegalStateException.class, () -> s.place(D), "a colour is to be chosen");
        s.addTwo();
        assertFalse(s.mayTakeBlack());
        s.place(D);
        s.place(E);
        assertTrue(s.mayStay());
        assertTrue(s.mayTakeBlack());
        assertThrows(IllegalStateException.class, s::addTwo);
    }

    @Test
    void illegalStonesAreRefusedAndNotPlaced() {
        Board board = Board.create(15, Rule.FREESTYLE);
        Swap2 s = new Swap2(board);
        s.place(A);
        assertEquals(Legality.OCCUPIED, s.place(A));
        assertEquals(Legality.OFF_BOARD, s.place(new Point(15, 0)));
        assertEquals(Legality.OFF_BOARD, s.place(null));
        assertEquals(1, board.moveCount());
        assertEquals(Swap2.Stage.OPEN, s.stage());
        assertEquals(Legality.OCCUPIED, s.check(List.of(B, B)), "a repeated stone");
        assertEquals(Legality.LEGAL, s.check(List.of(B, C)));
        assertEquals(1, board.moveCount(), "check places nothing");
    }

    @Test
    void takenUpAfterStones() {
        Board board = Board.create(15, Rule.FREESTYLE);
        opened(board);
        Swap2 s = Swap2.after(board, 3);
        assertEquals(Swap2.Stage.CHOOSE_AFTER_3, s.stage());
        assertTrue(s.mayAnswerStones(2));
        assertEquals(Swap2.Stage.CHOOSE_AFTER_5, Swap2.after(board, 5).stage());
        assertEquals(Swap2.Stage.OPEN, Swap2.after(Board.create(15, Rule.FREESTYLE), 0).stage());
        assertThrows(IllegalArgumentException.class, () -> Swap2.after(board, 4));
    }

    @Test
    void legalityOfBlackOnAForbiddenPoint() {
        Board renju = Board.create(15, Rule.RENJU);
        // two open threes through (7,7) once black plays there
        for (int[] xy : new int[][] {{5, 7}, {0, 0}, {6, 7}, {0, 14}, {7, 5}, {14, 0}, {7, 6}}) {
            renju.play(renju.index(xy[0], xy[1]));
        }
        assertEquals(Side.WHITE, renju.sideToMove());
        assertEquals(Legality.FORBIDDEN, Legality.of(renju, A, Side.BLACK));
        assertEquals(Legality.LEGAL, Legality.of(renju, A, Side.WHITE), "white has no forbidden points");
        Board free = Board.create(15, Rule.FREESTYLE);
        for (int ply = 0; ply < renju.moveCount(); ply++) {
            free.play(renju.moveAt(ply));
        }
        assertEquals(Legality.LEGAL, Legality.of(free, A, Side.BLACK));
    }

    /** The rules as a table, apart from the machine: stones so far, who chose which colour. */
    private static final class Model {
        int stones;
        boolean added;
        Swap2.Role black;

        Swap2.Stage stage() {
            if (black != null) {
                return Swap2.Stage.DECIDED;
            }
            if (stones < 3) {
                return Swap2.Stage.OPEN;
            }
            if (!added) {
                return Swap2.Stage.CHOOSE_AFTER_3;
            }
            return stones < 5 ? Swap2.Stage.ADD_TWO : Swap2.Stage.CHOOSE_AFTER_5;
        }

        Swap2.Role chooser() {
            return stage() == Swap2.Stage.CHOOSE_AFTER_3 ? Swap2.Role.RESPONDER : Swap2.Role.OPENER;
        }
    }

    @TestFactory
    Stream<DynamicTest> randomDrivesFollowTheRules() {
        return Property.check("swap2 machine == rule table", 400, rnd -> drive(rnd));
    }

    private static void drive(SplittableRandom rnd) {
        int size = 5 + rnd.nextInt(11);
        Board board = Board.create(size, rnd.nextBoolean() ? Rule.RENJU : Rule.FREESTYLE);
        Swap2 s = new Swap2(board);
        Model m = new Model();
        List<String> trail = new ArrayList<>();
        for (int step = 0; step < 40 && m.black == null; step++) {
            Swap2.Stage before = m.stage();
            assertEquals(before, s.stage(), () -> "stage after " + trail);
            int op = rnd.nextInt(5);
            trail.add(op + "@" + before);
            boolean choosing = before == Swap2.Stage.CHOOSE_AFTER_3 || before == Swap2.Stage.CHOOSE_AFTER_5;
            switch (op) {
                case 0 -> {
                    Point p = new Point(rnd.nextInt(size + 2) - 1, rnd.nextInt(size + 2) - 1);
                    if (choosing) {
                        assertThrows(IllegalStateException.class, () -> s.place(p));
                        break;
                    }
                    int n = board.moveCount();
                    Legality l = s.place(p);
                    boolean on = p.x() >= 0 && p.y() >= 0 && p.x() < size && p.y() < size;
                    boolean free = on && board.stoneAt(p.x(), p.y()) != null && board.moveCount() == n + 1;
                    if (!on) {
                        assertEquals(Legality.OFF_BOARD, l);
                    }
                    assertEquals(l.isLegal(), free, () -> p + " " + l);
                    if (l.isLegal()) {
                        m.stones++;
                    }
                }
                case 1 -> {
                    if (!choosing) {
                        assertFalse(s.mayTakeBlack());
                        assertThrows(IllegalStateException.class, s::takeBlack);
                        break;
                    }
                    Swap2.Role chooser = m.chooser();
                    s.takeBlack();
                    m.black = chooser;
                }
                case 2 -> {
                    if (!choosing) {
                        assertThrows(IllegalStateException.class, s::takeWhite);
                        break;
                    }
                    assertEquals(before == Swap2.Stage.CHOOSE_AFTER_5, s.mayStay());
                    Swap2.Role chooser = m.chooser();
                    s.takeWhite();
                    m.black = chooser.other();
                }
                case 3 -> {
                    if (before != Swap2.Stage.CHOOSE_AFTER_3) {
                        assertThrows(IllegalStateException.class, s::addTwo);
                        break;
                    }
                    s.addTwo();
                    m.added = true;
                }
                default -> {
                    int n = rnd.nextInt(4);
                    boolean allowed = switch (before) {
                        case OPEN -> n == 3 && m.stones == 0;
                        case CHOOSE_AFTER_3 -> n == 1 || n == 2;
                        case ADD_TWO -> n == 5 - m.stones;
                        case CHOOSE_AFTER_5 -> n == 1;
                        case DECIDED -> false;
                    };
                    assertEquals(allowed, s.mayAnswerStones(n), () -> n + " stones in " + before);
                    if (!allowed) {
                        assertThrows(IllegalStateException.class, () -> s.answerStones(n));
                        break;
                    }
                    Swap2.Role chooser = m.chooser();
                    s.answerStones(n);
                    if (before == Swap2.Stage.CHOOSE_AFTER_3 && n == 2) {
                        m.added = true;
                    } else if (choosing) {
                        m.black = chooser.other();
                    }
                }
            }
            assertEquals(m.stones, board.moveCount(), () -> "stones after " + trail);
            if (m.stones > 0) {
                assertEquals(m.stones % 2 == 1 ? Side.BLACK : Side.WHITE, board.sideAt(m.stones - 1),
                        "stones alternate from black");
            }
        }
        if (m.black != null) {
            assertEquals(m.black, s.black());
            assertNull(s.actor());
            assertTrue(m.stones == 3 || m.stones == 5, () -> "decided after " + m.stones + " stones");
        }
    }
}
