package dev.gomoku.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.record.Opening;
import dev.gomoku.engine.arena.match.MatchResult;
import dev.gomoku.engine.arena.stats.MatchScore;
import dev.gomoku.engine.arena.match.MatchSettings;
import dev.gomoku.engine.arena.stats.PairCounts;
import dev.gomoku.engine.openings.BalancedOpenings;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpeningsCommandTest {

    @Test
    void openingsWritesAFileTheMatchReads(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("o.txt");
        assertEquals(0, GomokuCli.run("openings", "-r", "standard", "-n", "2", "--depth", "2", "--window", "250",
                "--seed", "3", "--pos", "-o", file.toString()));
        String text = Files.readString(file);
        assertTrue(text.contains("# made by: gomoku openings --rule standard --size 15 --stones 5 --area 7 --count 2 "
                + "--seed 3 --depth 2 --centre -670 --window 250\n"), text);
        List<Opening> read = Opening.read(text, 15, 15);
        assertEquals(2, read.size(), text);
        assertTrue(text.lines().filter(l -> !l.startsWith("#")).allMatch(l -> l.matches("([a-o][0-9]+){5}")), text);
        RunOptions run = run(file);
        MatchSettings ms = run.settings(game(Rule.STANDARD, false), 4);
        assertEquals(read.get(1).points(15, 15), ms.gameSettings(2).opening());
        assertEquals(2, GomokuCli.run("openings", "--stones", "40", "--area", "5"));
        assertEquals(2, GomokuCli.run("openings", "-j", "0"));
        assertEquals(2, GomokuCli.run("openings", "-j", "65"));
    }

    @Test
    void aNodeBudgetJudgesAndIsInTheHeader(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("o.txt");
        assertEquals(0, GomokuCli.run("openings", "-r", "renju", "-n", "2", "--nodes", "2000",
                "--centre", "-600", "--window", "300", "--seed", "4", "-j", "2", "-o", file.toString()));
        String text = Files.readString(file);
        assertTrue(text.contains("# made by: gomoku openings --rule renju --size 15 --stones 5 --area 7 --count 2 "
                + "--seed 4 --depth 100 --nodes 2000 --centre -600 --window 300\n"), text);
        assertEquals(2, Opening.read(text, 15, 15).size(), text);
    }

    @Test
    void aMatchWithoutOpeningsPlaysTheBalancedSet() throws Exception {
        List<Opening> shipped = BalancedOpenings.of(Rule.RENJU, 15);
        assertTrue(shipped.size() >= 2);
        MatchSettings ms = run(null).settings(game(Rule.RENJU, false), 4);
        assertEquals(shipped.size(), ms.openings().size());
        assertEquals(shipped.get(1).points(15, 15), ms.gameSettings(3).opening());
        assertEquals(List.<Point>of(), run(Path.of("none")).settings(game(Rule.RENJU, false), 4).gameSettings(0)
                .opening());
        // Swap2 makes its own openings; boards without a shipped set start empty
        assertTrue(run(null).settings(game(Rule.RENJU, true), 4).openings().isEmpty());
        GameOptions nine = game(Rule.FREESTYLE, false);
        nine.size = 9;
        assertTrue(run(null).settings(nine, 4).openings().isEmpty());
    }

    @Test
    void theSummaryGivesThePairsAndTheirElo() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(buf, true, StandardCharsets.UTF_8);
        MatchResult r = new MatchResult("a", "b", new MatchScore(50, 50, 0), List.of(), null);
        MatchCommand.printTable(out, r, new PairCounts(0, 0, 50, 0, 0));
        String text = buf.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("Pairs by a's points (0, 1/2, 1, 3/2, 2): [0, 0, 50, 0, 0]"), text);
        // every pair split by colour: exactly even by pairs, a coin's error by games
        assertTrue(text.contains("Elo difference (a - b): +0.0 +- 0.0 (95%, 50 pairs; games counted alone: +0.0 +- 69.0)"),
                text);
    }

    private static RunOptions run(Path openings) {
        RunOptions run = new RunOptions();
        run.concurrency = 1;
        run.seed = 1;
        run.openings = openings;
        return run;
    }

    private static GameOptions game(Rule rule, boolean swap2) {
        GameOptions g = new GameOptions();
        g.rule = rule;
        g.size = 15;
        g.turnMillis = 100;
        g.toleranceMillis = 1000;
        g.swap2 = swap2;
        return g;
    }
}
