package dev.gomoku.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Pattern;
import org.junit.jupiter.api.Test;

class LineTablesTest {

    /** The flags come from comparing variants 0 and 3 only; that is sound only if 1 and 2 never differ elsewhere. */
    @Test
    void caroFlagsCoverEveryVariantDisagreement() {
        byte[] flagged = LineTables.caroVariant(0);
        int flags = 0;
        for (int i = 0; i < flagged.length; i++) {
            int base = flagged[i] & LineTables.PATTERN_MASK;
            if ((flagged[i] & LineTables.NEEDS_ENDS) != 0) {
                flags++;
                continue;
            }
            for (int v = 1; v < 4; v++) {
                assertEquals(base, LineTables.caroVariant(v)[i], "entry " + i + " variant " + v);
            }
        }
        assertTrue(flags > 0, "some entries depend on the far ends");
        assertEquals(LineTables.CLASSES * LineTables.CLASSES, flagged.length);
    }

    @Test
    void onlyCaroWithOverlinesLooksPastTheWindow() {
        for (boolean exact : new boolean[] {false, true}) {
            for (boolean caro : new boolean[] {false, true}) {
                byte[] t = LineTables.table(exact, caro);
                boolean anyFlag = false;
                for (byte e : t) {
                    anyFlag |= (e & LineTables.NEEDS_ENDS) != 0;
                    assertTrue((e & LineTables.PATTERN_MASK) <= Pattern.OVERLINE.ordinal());
                }
                assertEquals(caro && !exact, anyFlag, "exact " + exact + " caro " + caro);
            }
        }
    }
}
