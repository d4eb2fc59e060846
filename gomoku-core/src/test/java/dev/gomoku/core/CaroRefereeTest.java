package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Caro wins as the official Gomocup referee judges them (GomocupJudge {@code c11ec6a},
 * {@code client/ai_match.py}, {@code make_move}): through the stone just played it counts the row
 * {@code c} and {@code blocked}, the ends whose next cell holds an opponent stone (off the board
 * counts not); rule 8 wins on {@code c > 5 or (c == 5 and blocked < 2)}, rule 9 on
 * {@code c == 5 and blocked < 2}. Piskvork ({@code 2c32965}, {@code source/game.cpp}) and
 * AlphaGomoku's CARO6 / CARO5 ({@code 08f463d}, {@code src/patterns/PatternClassifier.cpp}) agree.
 * The expected values below are that formula worked by hand.
 */
class CaroRefereeTest {

    /**
     * One row of a 15x15 board ({@code X} black, {@code O} white, {@code *} black's move), laid along
     * each of the four directions and with the colours swapped.
     */
    @ParameterizedTest(name = "{0} {1} wins {2}")
    @CsvSource({
        // rule 8: c == 5 wins unless blocked == 2
        "CARO,       ....XX*XX......, true",
        "CARO,       ...OXX*XX......, true",
        "CARO,       ...OXX*XXO....., false",
        "CARO,       ....XXXX*O.....,  true",
        "CARO,       ...OXXXX*O.....,  false",
        "CARO,       XX*XXO.........,  true",
        "CARO,       .........OXXXX*,  true",
        "CARO,       ..O.XX*XX.O....,  true",
        // rule 8: c > 5 wins, blocked or not
        "CARO,       ...XXX*XX......,  true",
        "CARO,       ..OXXX*XXO.....,  true",
        "CARO,       ...OXXXXX*O....,  true",
        "CARO,       .OXXX*XXXO.....,  true",
        "CARO,       XXXX*XO........,  true",
        "CARO,       OXXXX*XXXXO....,  true",
        // rule 9: only c == 5, and not with blocked == 2
        "CARO_EXACT, ....XX*XX......, true",
        "CARO_EXACT, ...OXX*XX......, true",
        "CARO_EXACT, ...OXX*XXO....., false",
        "CARO_EXACT, XX*XXO.........,  true",
        "CARO_EXACT, .........OXXXX*,  true",
        "CARO_EXACT, ...XXX*XX......,  false",
        "CARO_EXACT, ..OXXX*XXO.....,  false",
        "CARO_EXACT, XXXX*XO........,  false",
        // a row that is not five is no win under either
        "CARO,       ...OXX*X.O.....,  false",
        "CARO_EXACT, ...OXX*X.O.....,  false",
    })
    void theRefereesVerdict(Rule rule, String row, boolean wins) {
        for (int dir = 0; dir < Board.DIRECTIONS; dir++) {
            for (boolean swapped : new boolean[] {false, true}) {
                String where = rule + " " + row + " direction " + dir + (swapped ? " colours swapped" : "");
                Side mover = swapped ? Side.WHITE : Side.BLACK;
                Board b = Board.create(15, rule);
                int move = -1;
                for (int k = 0; k < row.length(); k++) {
                    int i = along(b, dir, k);
                    char c = row.charAt(k);
                    if (c == '*') {
                        move = i;
                    } else if (c == 'X' || c == 'O') {
                        b.place(i, (c == 'X') != swapped ? Side.BLACK : Side.WHITE);
                    }
                }
                assertEquals(wins, b.wouldWin(mover, move), "wouldWin " + where);
                assertEquals(wins, b.patternOf(mover, move, dir) == Pattern.FIVE, "pattern FIVE " + where);
                b.place(move, mover);
                assertEquals(wins, b.isWin(move), "isWin " + where);
                assertEquals(wins ? mover : null, b.winner(), "winner " + where);
            }
        }
    }

    /** The k-th cell (0..14) of a line across the 15x15 board in a direction. */
    private static int along(Board b, int dir, int k) {
        return switch (dir) {
            case 0 -> b.index(k, 7);
            case 1 -> b.index(7, k);
            case 2 -> b.index(k, k);
            default -> b.index(k, 14 - k);
        };
    }

    /**
     * The referee's own caro check ({@code test_zip_rules.py}, {@code caro_specific}, same commit):
     * after h8 f8 g8 f9 i8 f7 j8 l8 black's k8 would make g8..k8 between white f8 and l8, no win, so
     * the expected answer is to stop white's three on the f file.
     */
    @Test
    void theRefereesTestPosition() {
        for (Rule rule : Rule.values()) {
            Board b = Board.create(15, rule);
            for (String m : new String[] {"h8", "f8", "g8", "f9", "i8", "f7", "j8", "l8"}) {
                b.play(b.index(m.charAt(0) - 'a', Integer.parseInt(m.substring(1)) - 1));
            }
            int k8 = b.index(10, 7);
            boolean caro = rule == Rule.CARO || rule == Rule.CARO_EXACT;
            assertEquals(!caro, b.wouldWin(Side.BLACK, k8), rule.name());
            b.play(k8);
            assertEquals(!caro, b.isWin(k8), rule.name());
        }
    }

    @Test
    void anOverlineBlockedAtBothEndsIsAFiveToMakeInCaroOnly() {
        Board caro = Board.create(15, Rule.CARO);
        Board exact = Board.create(15, Rule.CARO_EXACT);
        for (Board b : new Board[] {caro, exact}) {
            b.place(b.index(2, 7), Side.WHITE);
            for (int x = 3; x <= 8; x++) {
                if (x != 6) {
                    b.place(b.index(x, 7), Side.BLACK);
                }
            }
            b.place(b.index(9, 7), Side.WHITE);
        }
        int gap = caro.index(6, 7);
        assertTrue(caro.wouldWin(Side.BLACK, gap));
        assertEquals(Threat.FIVE, caro.threatOf(Side.BLACK, gap));
        assertFalse(exact.wouldWin(Side.BLACK, gap));
        assertEquals(Pattern.OVERLINE, exact.patternOf(Side.BLACK, gap, 0));
    }
}
