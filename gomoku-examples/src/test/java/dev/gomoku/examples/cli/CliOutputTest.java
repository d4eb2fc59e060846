package dev.gomoku.examples.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.referee.Ending;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.TimeControl;
import dev.gomoku.engine.arena.stats.MatchScore;
import dev.gomoku.engine.arena.stats.Sprt;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the CLI tells: named or guessed protocols, and progress lines that never mix with events. */
class CliOutputTest {
    private static final GameResult WIN = new GameResult("a", "b", Side.BLACK, Ending.FIVE, "",
            List.of(new Point(7, 7)), List.of(1L), GameSettings.of(15, Rule.FREESTYLE, TimeControl.of(100, 0)));

    @Test
    void aPrefixNamesTheProtocol() {
        BrainSpec s = BrainSpec.parse("pipe:java -jar my.jar");
        assertEquals(BrainProtocol.PIPE, s.protocol());
        assertEquals(List.of("java", "-jar", "my.jar"), s.command());
        assertEquals(BrainProtocol.LEGACY, BrainSpec.parse("LEGACY: ./pbrain-x").protocol());
        assertEquals(BrainProtocol.KOTH, BrainSpec.parse("koth:./bot").protocol());
        assertEquals(BrainProtocol.LEGACY, BrainSpec.parse("java -jar my.jar").protocol(), "guessed");
        assertTrue(BrainProtocol.prefixOf("C:\\\\brains\\\\pbrain-x.exe").isEmpty(), "a drive letter is no protocol");
        String w = BrainArgs.guessWarning("java -jar my.jar", BrainProtocol.LEGACY);
        assertTrue(w.startsWith("warning: ") && w.contains("guessed legacy") && w.contains("pipe:java -jar my.jar"), w);
    }

    private static String progress(boolean verbose) {
        return progress(verbose, null);
    }

    private static String progress(boolean verbose, Sprt sprt) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(buf, true, StandardCharsets.UTF_8);
        MatchProgress p = new MatchProgress(out, 2, "a", "b", verbose, sprt);
        p.gameFinished(0, WIN, new MatchScore(1, 0, 0), 1);
        p.gameFinished(1, WIN, new MatchScore(2, 0, 0), 2);
        p.done();
        return buf.toString(StandardCharsets.UTF_8);
    }

    @Test
    void verboseProgressIsWholeLinesOnly() {
        String v = progress(true);
        assertFalse(v.contains("\r"), v);
        List<String> lines = v.lines().toList();
        assertEquals(3, lines.size(), v);
        assertTrue(lines.get(1).startsWith("game 2: ") && lines.get(1).contains("2/2  a 2 - 0 b"), lines.get(1));
        assertEquals("a: longest move 1 ms", lines.get(2), "the summary: b made no move, nothing measured");
        String bar = progress(false);
        assertTrue(bar.contains("\r[###") && bar.endsWith("a: longest move 1 ms" + System.lineSeparator()), bar);
        assertFalse(v.contains("LLR"), "no test, no ratio");
    }

    @Test
    void eventLinesGoAroundTheBarAndTheSummaryHasEachBrainsPeak() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(buf, true, StandardCharsets.UTF_8);
        MatchProgress p = new MatchProgress(out, 2, "a", "b", false, null);
        p.gameFinished(0, WIN, new MatchScore(1, 0, 0), 1);
        p.resources("a", 100L << 20);
        p.resources("a", 50L << 20);
        p.resources("b", 3L << 19);
        p.interject("[b] ERROR x");
        p.done();
        String text = buf.toString(StandardCharsets.UTF_8);
        String bar = "[###############---------------] 1/2  a 1 - 0 b  (+1 -0 =0)";
        // cleared (spaces over the bar, back to the start of the line) before the line, then redrawn
        assertTrue(text.contains("\r" + bar + "\r" + " ".repeat(bar.length()) + "\r\r" + bar + System.lineSeparator()),
                text);
        List<String> summary = text.lines().skip(text.lines().count() - 2).toList();
        assertEquals(List.of("a: peak memory 100.0 MiB (unique memory of the process tree), longest move 1 ms",
                "b: peak memory 1.5 MiB (unique memory of the process tree), longest move 0 ms"), summary);
    }

    @Test
    void anSprtMatchShowsItsRatioAfterEveryGame() {
        // by pairs: nothing to weigh until both games of the first opening are over, then a won pair
        List<String> pairs = progress(true, new Sprt(0, 40, 0.05, 0.05)).lines().toList();
        assertTrue(pairs.get(0).endsWith("  LLR 0.00 in [-2.94, 2.94]"), pairs.get(0));
        assertTrue(pairs.get(1).matches(".*  LLR 0\\.[1-9][0-9] in \\[-2\\.94, 2\\.94\\]"), pairs.get(1));
        List<String> lines = progress(true, new Sprt(0, 40, 0.05, 0.05, Sprt.Model.TRINOMIAL)).lines().toList();
        // alpha = beta = 0.05: the bounds are -+ ln(0.95 / 0.05) = 2.944; two wins raise the ratio above 0
        assertTrue(lines.get(0).matches(".*  LLR 0\\.[0-9][0-9] in \\[-2\\.94, 2\\.94\\]"), lines.get(0));
        double first = Double.parseDouble(lines.get(0).replaceAll(".*LLR ([-0-9.]+) .*", "$1"));
        double second = Double.parseDouble(lines.get(1).replaceAll(".*LLR ([-0-9.]+) .*", "$1"));
        assertTrue(second > first && first > 0, lines.toString());
    }

    @Test
    void newWritesAProjectAndRefusesBadNames(@TempDir Path dir) throws Exception {
        assertEquals("Mybrain", NewCommand.className("mybrain"), "a name ending in brain gets no second Brain");
        assertEquals("FastOneBrain", NewCommand.className("fast-one"));
        assertEquals(2, GomokuCli.run("new", "Bad Name", "--dir", dir.resolve("x").toString()));
        assertEquals(2, GomokuCli.run("new", "ok", "--package", "Not.A.Package", "--dir", dir.resolve("y").toString()));
        Path p = dir.resolve("fast-one");
        assertEquals(0, GomokuCli.run("new", "fast-one", "--dir", p.toString()));
        String pom = Files.readString(p.resolve("pom.xml"));
        assertTrue(pom.contains("<artifactId>fast-one</artifactId>") && pom.contains("brains.fastone.FastOneBrain")
                && !pom.contains("@SDK_VERSION@"), pom);
        assertTrue(Files.readString(p.resolve("src/main/java/brains/fastone/FastOneBrain.java"))
                .contains("public final class FastOneBrain"));
        assertTrue(Files.isRegularFile(p.resolve("src/test/java/brains/fastone/FastOneBrainTest.java")));
        assertTrue(Files.isExecutable(p.resolve("mvnw")));
        assertTrue(Files.isRegularFile(p.resolve(".mvn/wrapper/maven-wrapper.properties")));
        try (var shipped = NewCommand.class.getResourceAsStream("/dev/gomoku/examples/gomocup/gomocup-launcher.exe")) {
            assertArrayEquals(shipped.readAllBytes(), Files.readAllBytes(p.resolve("src/gomocup/launcher.exe")),
                    "the project gets the SDK's Windows launcher");
        }
        assertEquals(2, GomokuCli.run("new", "fast-one", "--dir", p.toString()), "an existing project is kept");
    }

    @Test
    void checkZipFailsOnWhatIsNoEntry(@TempDir Path dir) throws Exception {
        Path notZip = Files.writeString(dir.resolve("entry.zip"), "not a zip");
        assertEquals(1, GomokuCli.run("check-zip", notZip.toString()));
        assertEquals(2, GomokuCli.run("check-zip"), "a file is required");
    }
}
