package dev.gomoku.examples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.gomoku.engine.host.PipeHost;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's minimal brain plays under the pipe host: the one method is enough. */
class FirstEmptyTest {

    @Test
    void answersThePipeProtocol() {
        // End of input (not END, which exits at once) lets the host answer everything queued first.
        String in = "START 15\r\nBEGIN\r\nTURN 1,0\r\nTURN 7\r\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PipeHost(new FirstEmpty(), 1, false).run(new ByteArrayInputStream(in.getBytes(StandardCharsets.US_ASCII)), out);
        List<String> lines = out.toString(StandardCharsets.US_ASCII).lines().toList();
        assertEquals("OK", lines.get(0));
        assertEquals("0,0", lines.get(1));
        assertEquals("2,0", lines.get(2));
        assertEquals(4, lines.size(), "a malformed TURN gets one ERROR line and the host goes on: " + lines);
        assertEquals("ERROR", lines.get(3).substring(0, 5));
    }
}
