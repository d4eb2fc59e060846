package dev.gomoku.examples.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.examples.cli.GomokuCli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@code gomoku check} on real processes over real pipes: the example brains pass (no line fails), and
 * each hostile brain is caught by the line meant for its misbehaviour and by no other. The machine may
 * be loaded, so the clocks are generous where they are not what a test is about.
 */
class BrainCheckTest {
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final String CP = System.getProperty("java.class.path");

    /** The example brain's command, with the memory flags of its launcher. */
    private static String example(String name) {
        return JAVA + " -XX:+UseSerialGC -Xms24m -Xmn8m -Xmx1280m -XX:MinHeapFreeRatio=10 -XX:MaxHeapFreeRatio=20"
                + " -XX:ReservedCodeCacheSize=32m -XX:MaxMetaspaceSize=64m -cp " + CP
                + " dev.gomoku.examples.brains.Launcher pipe " + name;
    }

    private static String hostile(String mode) {
        return JAVA + " -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xmx500m -cp " + CP + " "
                + HostileBrain.class.getName() + " " + mode;
    }

    private static CheckOptions options(long tolerance, long coldTurn, boolean quick) {
        return new CheckOptions(tolerance, 1000, coldTurn, 128L << 20, quick, EnumSet.allOf(Area.class), null);
    }

    private static Set<String> failed(Report r) {
        return r.findings().stream().filter(f -> f.verdict() == Verdict.FAIL).map(Finding::id)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Report check(String brain, CheckOptions o) {
        List<Finding> seen = new ArrayList<>();
        Report r = BrainCheck.run(brain, o, seen::add);
        assertEquals(seen, r.findings(), "progress gets every finding");
        return r;
    }

    private static String text(Report r) {
        return r.findings().stream().map(Report::line).collect(Collectors.joining());
    }

    @Test
    void theSearchBrainPassesEveryLine() {
        Report r = check(example("search"), options(10_000, 5000, false));
        assertEquals(Set.of(), failed(r), text(r));
        assertTrue(r.findings().size() >= 30, text(r));
        assertTrue(r.findings().stream().noneMatch(f -> f.verdict() == Verdict.SKIP), text(r));
    }

    @Test
    void theRandomAndWeightsBrainsPassQuickly() {
        for (String b : List.of("random", "weights")) {
            Report r = check(example(b), options(10_000, 5000, true));
            assertEquals(Set.of(), failed(r), b + ":\n" + text(r));
        }
    }

    @Test
    void theHostileBrainWithoutMisbehaviourPasses() {
        Report r = check(hostile("NONE"), options(5000, 5000, true));
        assertEquals(Set.of(), failed(r), text(r));
    }

    @Test
    void aMemoryHogFailsTheGomocupMemoryLine() {
        Report r = check(hostile("HOG"), options(5000, 5000, true));
        assertEquals(Set.of("memory.350"), failed(r), text(r));
        assertTrue(r.findings().stream().anyMatch(f -> f.id().equals("memory.350") && f.evidence().contains("MiB")
                && f.referee().contains("MLE")), text(r));
    }

    @Test
    void aHelperThatSpinsWhileSuspendedFailsTheSuspensionLine() {
        Report r = check(hostile("SPIN"), options(5000, 5000, true));
        assertEquals(Set.of("timing.suspended"), failed(r), text(r));
    }

    @Test
    void garbageOnStandardOutputFailsTheOutputLine() {
        Report r = check(hostile("GARBAGE"), options(5000, 5000, true));
        assertEquals(Set.of("protocol.output"), failed(r), text(r));
        assertTrue(text(r).contains("thinking about the position"), text(r));
    }

    @Test
    void aCrashInTheMiddleOfAGameFailsTheGamesLine() {
        Report r = check(hostile("CRASH"), options(5000, 5000, true));
        assertEquals(Set.of("protocol.games"), failed(r), text(r));
        assertTrue(text(r).contains("crashed"), text(r));
    }

    @Test
    void aSlowStartFailsTheColdMoveLine() {
        Report r = check(hostile("SLOW_START 8000"), options(3000, 1000, true));
        assertEquals(Set.of("timing.cold"), failed(r), text(r));
    }

    @Test
    void answeringEverySwap2BoardAsTheOpenerFailsTheLaterSwap2Lines() {
        Report r = check(hostile("WRONG_SWAP2"), options(5000, 5000, true));
        assertEquals(Set.of("swap2.after3.xy", "swap2.after5.xy"), failed(r), text(r));
    }

    @Test
    void theLegacyProtocolIsCheckedWhenAsked() {
        String legacy = JAVA + " -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp " + CP
                + " dev.gomoku.examples.brains.Launcher legacy random";
        CheckOptions o = new CheckOptions(10_000, 1000, 5000, 128L << 20, true, EnumSet.of(Area.LEGACY), legacy);
        Report r = check(hostile("NONE"), o);
        assertEquals(List.of("legacy"), r.findings().stream().map(Finding::id).toList(), text(r));
        assertEquals(Verdict.PASS, r.findings().get(0).verdict(), text(r));
        Report wrong = check(hostile("NONE"), new CheckOptions(10_000, 1000, 5000, 128L << 20, true,
                EnumSet.of(Area.LEGACY), ""));
        assertEquals(Set.of("legacy"), failed(wrong), "a pipe brain writes no TAH.DAT:\n" + text(wrong));
    }

    @Test
    void theCommandPrintsJsonAndExitsWithOneOnAFail() {
        PrintStream was = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code;
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            code = GomokuCli.run("check", hostile("GARBAGE"), "--only", "protocol", "--quick", "--json",
                    "--tolerance", "5000");
        } finally {
            System.setOut(was);
        }
        String out = bytes.toString(StandardCharsets.UTF_8).strip();
        assertEquals(1, code, out);
        assertTrue(out.startsWith("{\"brain\":") && out.endsWith("]}") && out.lines().count() == 1, out);
        assertTrue(out.contains("{\"id\":\"protocol.output\",\"area\":\"protocol\",\"verdict\":\"fail\""), out);
        assertTrue(!out.contains("\"area\":\"timing\"") && !out.contains("\"area\":\"swap2\""), out);
    }

    @Test
    void theJsonFormHoldsEveryFinding() {
        Report r = new Report("x \"y\"", List.of(new Finding("a.b", Area.PROTOCOL, Verdict.FAIL, "t", "line\r\n",
                "r")), 5);
        assertEquals("{\"brain\":\"x \\\"y\\\"\",\"passed\":false,\"millis\":5,\"counts\":{\"pass\":0,\"warn\":0,"
                + "\"fail\":1,\"skip\":0},\"findings\":[{\"id\":\"a.b\",\"area\":\"protocol\",\"verdict\":\"fail\","
                + "\"title\":\"t\",\"evidence\":\"line\\r\\n\",\"referee\":\"r\"}]}", r.json());
    }
}
