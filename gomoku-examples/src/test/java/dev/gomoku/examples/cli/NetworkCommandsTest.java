package dev.gomoku.examples.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.gomoku.core.Board;
import dev.gomoku.core.Rule;
import dev.gomoku.engine.search.Evaluator;
import dev.gomoku.engine.search.Position;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetworkCommandsTest {
    /**
     * The author's path in small: self-play data, the same again, a network trained on it, loaded; each
     * written into folders that do not exist yet (a new project has no src/main/resources).
     */
    @Test
    void selfplayThenTrainMakesANetworkThatLoads(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("runs/d.gksp");
        Path again = dir.resolve("again.gksp");
        String[] selfplay = {"selfplay", "-r", "renju", "-g", "20", "-n", "500", "--seed", "4", "-o", ""};
        selfplay[selfplay.length - 1] = data.toString();
        assertEquals(0, GomokuCli.run(selfplay));
        selfplay[selfplay.length - 1] = again.toString();
        assertEquals(0, GomokuCli.run(selfplay));
        assertArrayEquals(Files.readAllBytes(data), Files.readAllBytes(again));
        Path net = dir.resolve("src/main/resources/n.gknn");
        assertEquals(0, GomokuCli.run("train", data.toString(), "-o", net.toString(), "--hidden", "8", "--hidden2", "4",
                "-e", "2", "--batch", "32"));
        Board b = Board.create(15, Rule.RENJU);
        b.play(b.index(7, 7));
        b.play(b.index(8, 7));
        b.play(b.index(7, 8));
        int v = Evaluator.network(net).evaluate(Position.of(b));
        assertTrue(Math.abs(v) < 20_000, "evaluation " + v);
        assertEquals(2, GomokuCli.run("train", dir.resolve("none.gksp").toString(), "-o", net.toString()));
        assertEquals(2, GomokuCli.run("selfplay", "-s", "9", "-o", dir.resolve("x").toString()));
    }
}
