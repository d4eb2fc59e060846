package dev.gomoku.engine.arena.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.client.TestPlayers;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import dev.gomoku.engine.arena.stats.MatchScore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A match resumed from its journal ends with the games of a match never stopped, none played twice. */
class MatchJournalTest {
    private static final List<List<Point>> OPENINGS = List.of(
            List.of(new Point(7, 7), new Point(8, 6)), List.of(new Point(7, 7), new Point(9, 9)));
    private static final MatchSettings SETTINGS = new MatchSettings(GameSettings.of(15, Rule.FREESTYLE,
            TimeControl.of(100, 0)), 12, 1, OPENINGS, true, null, null, 7);

    @TempDir
    Path dir;

    /** Counts the games each player is asked to play and the games the listener hears of. */
    private static final class Counting implements MatchListener {
        final TestPlayers.LastEmpty a = new TestPlayers.LastEmpty("a");
        final TestPlayers.LastEmpty b = new TestPlayers.LastEmpty("b");
        final List<Integer> finished = new ArrayList<>();

        MatchResult resume(MatchJournal journal) {
            return Match.resume(() -> a, () -> b, "a", "b", SETTINGS, this, journal);
        }

        @Override
        public void gameFinished(int game, GameResult result, MatchScore score, int count) {
            finished.add(game);
        }
    }

    @Test
    void aStoppedMatchPlaysOnlyWhatTheJournalLacks() throws Exception {
        Path file = dir.resolve("m.journal");
        MatchResult whole = new Counting().resume(MatchJournal.at(file));
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertEquals(12, lines.size());
        // stopped after five games, in the middle of writing the sixth
        Files.writeString(file, String.join("\n", lines.subList(0, 5)) + "\n" + lines.get(5).substring(0, 20),
                StandardCharsets.UTF_8);
        Counting again = new Counting();
        MatchResult resumed = again.resume(MatchJournal.at(file));
        assertEquals(7, again.a.games, "the games not in the journal, each once");
        assertEquals(7, again.b.games);
        assertEquals(List.of(0, 1, 2, 3, 4), again.finished.subList(0, 5), "the journal's games are heard of first");
        assertEquals(12, again.finished.size());
        assertEquals(whole.games(), resumed.games(), "the same games as a match never stopped");
        assertEquals(whole.score(), resumed.score());
        assertEquals(lines, Files.readAllLines(file, StandardCharsets.UTF_8), "the cut line is gone, the rest appended");
        Counting done = new Counting();
        assertEquals(whole.games(), done.resume(MatchJournal.at(file)).games());
        assertEquals(0, done.a.games, "a finished journal plays nothing");
    }

    @Test
    void linesOfAnotherMatchAreSkippedAndTheirGamesPlayed() throws Exception {
        Path file = dir.resolve("m.journal");
        new Counting().resume(MatchJournal.at(file));
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        String other = lines.get(2).replaceFirst("^2\t", "0\t"); // game 2's stones: the next pair's opening
        String beyond = lines.get(3).replaceFirst("^3\t", "12\t");
        Files.writeString(file, other + "\n" + beyond + "\n" + "3\ta\tb\tDRAW\tFIVE\t\t7,7,0\n", StandardCharsets.UTF_8);
        Map<Integer, GameResult> read = MatchJournal.at(file).read(SETTINGS);
        assertTrue(read.isEmpty(), read.toString());
        Counting again = new Counting();
        again.resume(MatchJournal.at(file));
        assertEquals(12, again.a.games);
    }

    @Test
    void theIdNamesTheMatchNotHowItIsRun() {
        BrainSpec a = new BrainSpec("a", List.of("./a"), null, BrainProtocol.PIPE);
        BrainSpec b = new BrainSpec("b", List.of("./b"), null, BrainProtocol.PIPE);
        String id = MatchJournal.id(a, b, SETTINGS);
        assertEquals(16, id.length());
        assertEquals(id, MatchJournal.id(a, b, SETTINGS.withConcurrency(4).withRecordDir(Path.of("x"))));
        assertNotEquals(id, MatchJournal.id(b, a, SETTINGS));
        assertNotEquals(id, MatchJournal.id(a, b, SETTINGS.withOpenings(OPENINGS, false)));
        assertFalse(id.equals(MatchJournal.id(a, b, MatchSettings.of(SETTINGS.game(), 12))));
    }
}
