package dev.gomoku.examples.brains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.engine.brain.SearchBrain;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LauncherTest {
    @Test
    void searchOptionsAreTakenOutAndTheRestIsLeftForTheHost() {
        List<String> rest = new ArrayList<>(List.of("--set", "futilityMargin=90", "x", "--nodes", "5000", "--set",
                "lateMoves=12", "y"));
        assertInstanceOf(SearchBrain.class, Launcher.brain("search", rest));
        assertEquals(List.of("x", "y"), rest);
    }

    @Test
    void badSearchOptionsAreErrorsThatSayWhy() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--set", "speed=3"))));
        assertTrue(e.getMessage().contains("no search constant 'speed'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--set", "lateMoves"))));
        assertTrue(e.getMessage().contains("NAME=VALUE"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("weights", new ArrayList<>(List.of("--set", "lateMoves=3"))));
        assertTrue(e.getMessage().contains("needs the search brain"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Launcher.brain("search", new ArrayList<>(List.of("--nodes", "many"))));
    }
}
