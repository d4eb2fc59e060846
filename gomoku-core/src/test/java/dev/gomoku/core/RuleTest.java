package dev.gomoku.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The pipe protocol's {@code INFO rule} mask and {@code fb_check}, as protocols.md section 4 reads them. */
class RuleTest {

    @Test
    void everyMaskMapsAsTheSpecReadsIt() {
        for (int mask = 0; mask < 32; mask++) {
            Rule expected;
            if ((mask & 4) != 0) {
                expected = Rule.RENJU;
            } else if ((mask & 8) != 0) {
                expected = (mask & 1) != 0 ? Rule.CARO_EXACT : Rule.CARO;
            } else {
                expected = (mask & 1) != 0 ? Rule.STANDARD : Rule.FREESTYLE;
            }
            assertEquals(expected, Rule.fromPipeMask(mask), "mask " + mask);
            assertEquals(expected, Rule.fromPipe(mask, false), "mask " + mask);
            assertEquals(Rule.RENJU, Rule.fromPipe(mask, true), "mask " + mask + " with fb_check 1");
        }
    }

    @Test
    void continuousBitDoesNotChangeTheWinner() {
        for (Rule r : Rule.values()) {
            assertEquals(r, Rule.fromPipeMask(r.pipeMask()));
            assertEquals(r, Rule.fromPipeMask(r.pipeMask() | 2));
        }
    }

    @Test
    void overlinesAndForbiddenMoves() {
        assertTrue(Rule.FREESTYLE.overlineWins(Side.BLACK));
        assertTrue(Rule.CARO.overlineWins(Side.WHITE));
        assertFalse(Rule.STANDARD.overlineWins(Side.WHITE));
        assertFalse(Rule.CARO_EXACT.overlineWins(Side.BLACK));
        assertFalse(Rule.RENJU.overlineWins(Side.BLACK));
        assertTrue(Rule.RENJU.overlineWins(Side.WHITE));
        for (Rule r : Rule.values()) {
            assertEquals(r == Rule.RENJU, r.hasForbiddenMoves());
        }
    }
}
