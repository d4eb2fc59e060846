package dev.gomoku.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Pattern;
import org.junit.jupiter.api.Test;

class LineTablesTest {

    /** Every rule is decided inside the window: each entry of every table is a plain pattern ordinal. */
    @Test
    void everyEntryIsAPattern() {
        for (boolean exact : new boolean[] {false, true}) {
            for (boolean caro : new boolean[] {false, true}) {
                byte[] t = LineTables.table(exact, caro);
                assertEquals(LineTables.CLASSES * LineTables.CLASSES, t.length);
                for (byte e : t) {
                    assertTrue(e >= 0 && e <= Pattern.OVERLINE.ordinal(), "exact " + exact + " caro " + caro + ": " + e);
                }
            }
        }
    }
}
