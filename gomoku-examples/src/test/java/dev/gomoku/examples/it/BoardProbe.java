package dev.gomoku.examples.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A pass-through process between a manager and a real brain process, for tests: it relays the manager's
 * lines to the brain and the brain's lines back, but before it passes on an answer (stones or
 * {@code SWAP}) it asks the brain {@code SHOWBOARD} and appends {@code answer|DEBUG BOARD ...} to a log
 * file. The manager has not seen the answer yet, so it cannot send anything in between: the probe reads
 * the brain's board exactly as it stands after that answer.
 *
 * <p>Arguments: the log file, the brain's seed, then the brain's command line.
 */
public final class BoardProbe {
    private static final Pattern ANSWER = Pattern.compile("(\\d+,\\d+)( \\d+,\\d+)*|(?i)swap");

    private BoardProbe() {
    }

    /**
     * Runs the probe.
     *
     * @param args the log file, the seed, the brain's command
     * @throws Exception when the brain cannot be started
     */
    public static void main(String[] args) throws Exception {
        Path log = Path.of(args[0]);
        List<String> command = Arrays.asList(args).subList(2, args.length);
        ProcessBuilder pb = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
        pb.environment().put("GOMOKU_JAVA_OPTS", "-Dgomoku.seed=" + args[1]);
        Process brain = pb.start();
        OutputStream toBrain = brain.getOutputStream();
        Thread relay = new Thread(() -> relay(System.in, toBrain), "probe-relay");
        relay.setDaemon(true);
        relay.start();
        PrintStream toManager = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        try (BufferedReader fromBrain = new BufferedReader(new InputStreamReader(brain.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = fromBrain.readLine()) != null) {
                if (ANSWER.matcher(line.strip()).matches()) {
                    synchronized (toBrain) {
                        toBrain.write("SHOWBOARD\r\n".getBytes(StandardCharsets.UTF_8));
                        toBrain.flush();
                    }
                    String board = fromBrain.readLine();
                    Files.writeString(log, line.strip() + "|" + board + "\n", StandardCharsets.UTF_8,
                            StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                }
                toManager.print(line + "\r\n");
                toManager.flush();
            }
        }
        System.exit(brain.waitFor());
    }

    private static void relay(InputStream in, OutputStream out) {
        byte[] buf = new byte[8192];
        try {
            int n;
            while ((n = in.read(buf)) > 0) {
                synchronized (out) {
                    out.write(buf, 0, n);
                    out.flush();
                }
            }
            out.close();
        } catch (IOException e) {
            // the brain or the manager is gone
        }
    }
}
