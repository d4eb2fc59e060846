package dev.gomoku.examples.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every launcher answers {@code --help} with its usage on standard output and exit code 0. */
class LauncherHelpIT {

    @ParameterizedTest
    @ValueSource(strings = {"pbrain-search", "legacy-search", "koth-search", "pbrain-random", "gomoku", "gomoku-cds"})
    void helpWorks(String launcher) throws Exception {
        Process p = new ProcessBuilder(BrainProc.bin().resolve(launcher).toString(), "--help")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(BrainProc.ANSWER_MILLIS, TimeUnit.MILLISECONDS), launcher + " did not exit");
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.toLowerCase(java.util.Locale.ROOT).contains("usage:"), out);
        if (!launcher.equals("gomoku")) {
            assertTrue(out.contains("usage: " + launcher), out);
        }
    }
}
