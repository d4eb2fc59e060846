package dev.gomoku.examples.brains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Rule;
import dev.gomoku.engine.brain.SearchBrain;
import dev.gomoku.engine.search.SearchParameters;
import dev.gomoku.engine.search.Tunable;
import dev.gomoku.engine.tuning.PatternFeatures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LauncherTest {
    @Test
    void searchOptionsAreTakenOutAndTheRestIsLeftForTheHost() {
        List<String> rest = new ArrayList<>(List.of("--set", "futilityMargin=90", "x", "--nodes", "5000", "--set",
                "lateMoves=12", "y"));
        assertInstanceOf(SearchBrain.class, Launcher.brain("search", rest));
        assertEquals(List.of("x", "y"), rest);
    }

    @Test
    void searchParametersAreSetPerRuleOrForEveryRule() {
        Map<Rule, SearchParameters> parameters = new EnumMap<>(Rule.class);
        Launcher.set(parameters, "renju.lateMoves=25");
        assertEquals(Map.of(Rule.RENJU, SearchParameters.forRule(Rule.RENJU).with(Tunable.LATE_MOVES, 25)), parameters);
        Launcher.set(parameters, "futilityMargin=90");
        assertEquals(Set.of(Rule.values()), parameters.keySet());
        for (Rule rule : Rule.values()) {
            SearchParameters expected = SearchParameters.forRule(rule).with(Tunable.FUTILITY_MARGIN, 90);
            assertEquals(rule == Rule.RENJU ? expected.with(Tunable.LATE_MOVES, 25) : expected, parameters.get(rule),
                    rule.name());
        }
    }

    @Test
    void weightsAreSetPerRuleFromTheDefaults() {
        List<String> rest = new ArrayList<>(List.of("--weight", "renju.black.tempo=55", "x"));
        assertInstanceOf(SearchBrain.class, Launcher.brain("search", rest));
        assertEquals(List.of("x"), rest);
        Map<Rule, int[]> weights = new EnumMap<>(Rule.class);
        Launcher.weight(weights, "renju.black.tempo=55");
        Launcher.weight(weights, "RENJU.white.to_move.FLEX_THREE=300");
        assertEquals(Set.of(Rule.RENJU), weights.keySet());
        PatternFeatures f = PatternFeatures.INSTANCE;
        double[] defaults = f.defaults(Rule.RENJU);
        int[] w = weights.get(Rule.RENJU);
        for (int i = 0; i < f.size(); i++) {
            int expected = f.name(i).equals("black.tempo") ? 55
                    : f.name(i).equals("white.to_move.FLEX_THREE") ? 300 : (int) defaults[i];
            assertEquals(expected, w[i], f.name(i));
        }
    }

    @Test
    void badSearchOptionsAreErrorsThatSayWhy() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--set", "speed=3"))));
        assertTrue(e.getMessage().contains("no search parameter 'speed'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--set", "go.lateMoves=3"))));
        assertTrue(e.getMessage().contains("no rule 'go'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--set", "lateMoves=-1"))));
        assertTrue(e.getMessage().contains("lateMoves must be from 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--set", "lateMoves"))));
        assertTrue(e.getMessage().contains("NAME=VALUE"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("weights", new ArrayList<>(List.of("--set", "lateMoves=3"))));
        assertTrue(e.getMessage().contains("needs the search brain"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--nodes", "many"))));
        e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--weight", "renju.black.speed=3"))));
        assertTrue(e.getMessage().contains("no weight 'black.speed'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--weight", "go.black.tempo=3"))));
        assertTrue(e.getMessage().contains("no rule 'go'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--weight", "black.tempo"))));
        assertTrue(e.getMessage().contains("RULE.NAME=VALUE"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--network", "no-such.gknn"))));
        assertTrue(e.getMessage().startsWith("--network: no-such.gknn: cannot read"), e.getMessage());
    }

    @Test
    void orderWeightsAreReadFromAFileAsTheTunerPrintsThem(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("order.txt");
        Files.writeString(file, "[3, -2,\n 7]\n");
        Map<Rule, int[]> order = new EnumMap<>(Rule.class);
        Launcher.order(order, "Renju=" + file);
        assertEquals(Set.of(Rule.RENJU), order.keySet());
        assertEquals(List.of(3, -2, 7), java.util.Arrays.stream(order.get(Rule.RENJU)).boxed().toList());
        // Three weights are not the engine's table: the brain is refused, naming the count it wanted.
        List<String> rest = new ArrayList<>(List.of("--order", "renju=" + file, "x"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Launcher.brain("search", rest));
        assertTrue(e.getMessage().contains("ordering weights, got 3"), e.getMessage());
    }

    @Test
    void badOrderOptionsAreErrorsThatSayWhy(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("order.txt");
        Files.writeString(file, "1, 2, x3");
        Map<Rule, int[]> order = new EnumMap<>(Rule.class);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.order(order, "renju=" + file));
        assertTrue(e.getMessage().contains("'x3'") && e.getMessage().contains("not an integer"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Launcher.order(order, "renju=" + dir.resolve("none")));
        assertTrue(e.getMessage().contains("cannot read"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Launcher.order(order, "go=" + file));
        assertTrue(e.getMessage().contains("no rule 'go'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Launcher.order(order, file.toString()));
        assertTrue(e.getMessage().contains("RULE=FILE"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("weights", new ArrayList<>(List.of("--order", "renju=" + file))));
        assertTrue(e.getMessage().contains("needs the search brain"), e.getMessage());
        assertTrue(order.isEmpty());
    }
}
