package dev.gomoku.engine.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Turn;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code --help} prints the usage on standard output and starts no host, for every protocol. */
class BrainMainTest {
    private static final Brain BRAIN = new Brain() {
        @Override
        public About about() {
            return About.of("helpful", "2.5");
        }

        @Override
        public Point move(Board board, Turn turn) {
            throw new AssertionError("no game is played for --help");
        }
    };

    private static String help(String... args) {
        PrintStream old = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
        try {
            assertEquals(0, BrainMain.run(BRAIN, args));
        } finally {
            System.setOut(old);
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    @Test
    void helpOnEveryProtocol() {
        String pipe = help("--help");
        assertTrue(pipe.contains("helpful 2.5") && pipe.contains("pipe protocol") && pipe.contains("usage:"), pipe);
        assertTrue(help("legacy", "-h").contains("legacy protocol"));
        String koth = help("koth", "--help");
        assertTrue(koth.contains("koth protocol") && koth.contains("koth OPPONENT SEED"), koth);
    }
}
