package dev.gomoku.examples.cli;

import dev.gomoku.engine.arena.client.ArenaLog;
import dev.gomoku.engine.arena.client.BrainProtocol;
import dev.gomoku.engine.arena.client.BrainSpec;
import dev.gomoku.engine.arena.match.MatchListener;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.stats.MatchScore;
import dev.gomoku.examples.web.WebServer;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * The web page options of {@code match --web} and {@code tournament --web} ({@code --web-port},
 * {@code --web-bind}: {@code --port} and {@code --bind} are the cluster's there), and the server start
 * they share with {@code gomoku web}.
 */
final class WebOptions {
    @Option(names = "--web-port", description = "web page port, 0 = any free one (default: ${DEFAULT-VALUE})",
            defaultValue = "8080")
    int port;

    @Option(names = "--web-bind", description = "address of the web page (default: ${DEFAULT-VALUE}, this machine only)",
            defaultValue = "127.0.0.1")
    String bind;

    WebServer start(PrintStream out, List<BrainSpec> extra, List<Path> records, boolean watching,
            long toleranceMillis) throws IOException {
        return start(out, bind, port, extra, records, watching, toleranceMillis);
    }

    /**
     * Starts the server with the example brains and {@code extra} on offer, prints its address, and
     * closes it and kills every process this program started on exit (Ctrl-C included).
     */
    static WebServer start(PrintStream out, String bind, int port, List<BrainSpec> extra, List<Path> records,
            boolean watching, long toleranceMillis) throws IOException {
        Map<String, BrainSpec> brains = new LinkedHashMap<>();
        for (BrainSpec s : extra) {
            brains.putIfAbsent(s.name(), withMessages(s));
        }
        for (String example : List.of("search", "weights", "random")) {
            brains.putIfAbsent(example, withMessages(BrainArgs.example(example)));
        }
        WebServer server;
        try {
            server = new WebServer(InetAddress.getByName(bind), port, brains, records, watching,
                    toleranceMillis);
        } catch (IOException e) {
            throw new IOException("cannot serve the web page on " + bind + ":" + port + ": " + e.getMessage()
                    + " (another --port or --web-port?)", e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
        }, "web-shutdown"));
        out.println("Web page: " + server.url() + "  (Ctrl-C stops the server)");
        out.flush();
        return server;
    }

    /**
     * Our example brains send {@code MESSAGE} lines only when asked ({@code GOMOKU_MESSAGES=1}: some
     * managers take any line for the move); the page shows them, so its example brains are asked.
     */
    static BrainSpec withMessages(BrainSpec s) {
        Path exe = Path.of(s.command().get(0)).toAbsolutePath().normalize();
        if (s.protocol() != BrainProtocol.PIPE || !exe.startsWith(BrainArgs.binDir().toAbsolutePath().normalize())) {
            return s;
        }
        return s.withEnvironment("GOMOKU_MESSAGES", "1");
    }

    /** Keeps serving until Ctrl-C (the shutdown hook closes the server). */
    static void serveUntilInterrupted() {
        try {
            Thread.currentThread().join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Both logs, in order. */
    static ArenaLog both(ArenaLog a, ArenaLog b) {
        return e -> {
            a.event(e);
            b.event(e);
        };
    }

    /** Both listeners, in order. */
    static MatchListener both(MatchListener a, MatchListener b) {
        return new MatchListener() {
            @Override
            public void gameStarted(int game, String first, String second) {
                a.gameStarted(game, first, second);
                b.gameStarted(game, first, second);
            }

            @Override
            public void gameFinished(int game, GameResult result, MatchScore score, int finished) {
                a.gameFinished(game, result, score, finished);
                b.gameFinished(game, result, score, finished);
            }
        };
    }
}
