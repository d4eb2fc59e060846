package dev.gomoku.engine.arena.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.client.TestPlayers;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A game's opening, seating and seed are functions of its number: what lets another machine play it. */
class MatchPlanTest {
    private static final List<List<Point>> OPENINGS = List.of(
            List.of(new Point(7, 7), new Point(8, 6)), List.of(new Point(7, 7), new Point(9, 9)));

    private static MatchSettings settings(long seed) {
        return new MatchSettings(GameSettings.of(15, Rule.FREESTYLE, TimeControl.of(100, 0)), 12, 3, OPENINGS, true,
                null, null, seed);
    }

    @Test
    void aLocalMatchPlaysEveryGameAsItsPlanSays() {
        MatchSettings ms = settings(7);
        MatchResult m = Match.run(() -> new TestPlayers.LastEmpty("a"), () -> new TestPlayers.LastEmpty("b"), ms,
                MatchListener.NONE);
        assertEquals(12, m.games().size());
        for (int i = 0; i < 12; i++) {
            GameResult g = m.games().get(i);
            assertEquals(ms.gameSettings(i), g.settings(), "game " + i);
            assertEquals(MatchSettings.firstOpens(i) ? "a" : "b", g.black(), "game " + i);
            assertEquals(ms.gameSettings(i).opening(), g.moves().subList(0, 2), "game " + i);
        }
    }

    @Test
    void pairsShareAnOpeningUnderASeededSymmetry() {
        MatchSettings ms = settings(7);
        for (int i = 0; i < 12; i += 2) {
            assertEquals(ms.gameSettings(i), ms.gameSettings(i + 1));
            assertEquals(ms.gameSettings(i), settings(7).gameSettings(i));
            assertNotEquals(ms.gameSeed(i), ms.gameSeed(i + 1));
            List<Point> o = ms.gameSettings(i).opening();
            assertEquals(new Point(7, 7), o.get(0), "the centre is fixed by every symmetry");
            int d = Math.abs(o.get(1).x() - 7) + Math.abs(o.get(1).y() - 7);
            assertEquals(i / 2 % 2 == 0 ? 2 : 4, d, "pair " + i / 2 + " plays an image of its opening: " + o);
        }
        Set<List<Point>> images = new HashSet<>();
        MatchSettings many = new MatchSettings(ms.game(), 40, 1, List.of(OPENINGS.get(0)), true, null, null, 7);
        for (int i = 0; i < 40; i += 2) {
            images.add(many.gameSettings(i).opening());
        }
        assertTrue(images.size() >= 4, "pairs get different symmetries: " + images);
        assertTrue(MatchSettings.firstOpens(0) && !MatchSettings.firstOpens(1) && MatchSettings.firstOpens(38));
    }
}
