package dev.gomoku.examples.brains;

import dev.gomoku.engine.host.KothHost;
import dev.gomoku.engine.host.LegacyHost;
import dev.gomoku.engine.host.PipeHost;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A training run for the AppCDS archive: plays a few moves of every brain under every
 * host so that the JVM records the classes a launcher start needs; run by {@link CdsArchive}. Not part of
 * the public tooling.
 */
final class Training {
    private Training() {
    }

    public static void main(String[] args) throws IOException {
        // The legacy protocol's files go to the folder CdsArchive gives (a temporary one).
        Path dir = Path.of(args[0]).toAbsolutePath();
        Files.createDirectories(dir);
        StringBuilder board = new StringBuilder();
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 20; x++) {
                board.append(y == 10 && x == 10 ? 'x' : y == 10 && x == 11 ? 'o' : y == 11 && x == 10 ? 'x' : '-');
            }
            board.append("\r\n");
        }
        for (String name : ExampleBrains.NAMES) {
            Files.writeString(dir.resolve("PLOCHA.DAT"), board);
            Files.writeString(dir.resolve("TAH.DAT"), "o\r\n");
            Files.writeString(dir.resolve("TIMEOUTS.DAT"), "0\r\n2147483647\r\n");
            Files.writeString(dir.resolve("INFO.DAT"), "timeout_turn 0\r\ntime_left 2147483647\r\nrule 0\r\n");
            Files.writeString(dir.resolve("MSG.DAT"), "");
            new LegacyHost(ExampleBrains.create(name), 1).run(dir);
            String pipe = "ABOUT\r\nSTART 20\r\nINFO timeout_turn 0\r\nINFO rule 0\r\nBEGIN\r\nTURN 9,9\r\n"
                    + "BOARD\r\n10,10,1\r\n11,11,2\r\nDONE\r\nTAKEBACK 11,11\r\nYXSHOWFORBID\r\nBOGUS\r\n"
                    + "SWAP2BOARD\r\nDONE\r\nEND\r\n";
            new PipeHost(ExampleBrains.create(name), 1, false).run(in(pipe), new ByteArrayOutputStream());
            String koth = "A []\n1 [((7,7),\"B\"),((8,8),\"W\"),((7,8),\"B\")]\nEXIT TIE\n";
            new KothHost(ExampleBrains.create(name), 1).run(in(koth), new ByteArrayOutputStream());
        }
    }

    private static ByteArrayInputStream in(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII));
    }
}
