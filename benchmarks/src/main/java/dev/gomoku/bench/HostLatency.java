package dev.gomoku.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Wall-clock latency of the brain hosts as a manager sees it, through the real launchers (not JMH:
 * this measures whole processes, JVM start included).
 *
 * <ul>
 *   <li>legacy: from starting {@code legacy-NAME} in a directory holding a 15x15 midgame at
 *       {@code timeout_turn 0} until the process has exited with {@code x,y} in TAH.DAT;</li>
 *   <li>pipe: the answer time of {@code TURN} at {@code timeout_turn 0} in one {@code pbrain-NAME}
 *       process, after warm-up turns.</li>
 * </ul>
 *
 * <p>Usage: {@code java -cp benchmarks/target/benchmarks.jar dev.gomoku.bench.HostLatency BIN_DIR [NAME] [RUNS]}
 * with BIN_DIR the launchers' folder ({@code gomoku-examples/target/dist/bin}).
 */
public final class HostLatency {
    private HostLatency() {
    }

    /**
     * Measures and prints medians.
     *
     * @param args launcher folder, brain name (default weights), runs (default 20)
     * @throws Exception if a launcher cannot be run
     */
    public static void main(String[] args) throws Exception {
        Path bin = Path.of(args.length > 0 ? args[0] : "gomoku-examples/target/dist/bin").toAbsolutePath();
        String name = args.length > 1 ? args[1] : "weights";
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 20;
        double[] legacy = legacy(bin.resolve("legacy-" + name), runs);
        System.out.printf("legacy-%s start to TAH.DAT written, timeout_turn 0: median %.1f ms, min %.1f, max %.1f (%d runs)%n",
                name, median(legacy), legacy[0], legacy[legacy.length - 1], runs);
        double[] pipe = pipe(bin.resolve("pbrain-" + name), runs * 5, 20);
        System.out.printf("pbrain-%s TURN answer after warm-up, timeout_turn 0: median %.2f ms, max %.2f (%d turns)%n",
                name, median(pipe), pipe[pipe.length - 1], pipe.length);
    }

    private static double[] legacy(Path launcher, int runs) throws IOException, InterruptedException {
        double[] ms = new double[runs];
        for (int i = 0; i < runs; i++) {
            Path dir = Files.createTempDirectory("legacy-latency");
            StringBuilder plocha = new StringBuilder();
            for (int y = 0; y < 15; y++) {
                for (int x = 0; x < 15; x++) {
                    boolean stone = Math.abs(x - 7) <= 2 && Math.abs(y - 7) <= 2 && (x + 2 * y) % 3 == 0;
                    plocha.append(stone ? ((x + y) % 2 == 0 ? 'x' : 'o') : '-');
                }
                plocha.append("\r\n");
            }
            Files.writeString(dir.resolve("PLOCHA.DAT"), plocha);
            Files.writeString(dir.resolve("TAH.DAT"), "x\r\n");
            Files.writeString(dir.resolve("TIMEOUTS.DAT"), "0\r\n2147483647\r\n");
            Files.writeString(dir.resolve("INFO.DAT"), "timeout_turn 0\r\ntimeout_match 0\r\nrule 0\r\n");
            Files.writeString(dir.resolve("MSG.DAT"), "");
            long t0 = System.nanoTime();
            Process p = new ProcessBuilder(launcher.toString()).directory(dir.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            p.getOutputStream().close();
            int code = p.waitFor();
            ms[i] = (System.nanoTime() - t0) / 1e6;
            String tah = Files.readString(dir.resolve("TAH.DAT")).trim();
            if (code != 0 || !tah.matches("\\d+,\\d+")) {
                throw new IllegalStateException("legacy run " + i + " exited " + code + " with TAH.DAT '" + tah + "'");
            }
            try (var files = Files.list(dir)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            Files.delete(dir);
        }
        Arrays.sort(ms);
        return ms;
    }

    private static double[] pipe(Path launcher, int turns, int warmup) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(launcher.toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        OutputStream in = p.getOutputStream();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII));
        List<Double> ms = new ArrayList<>();
        try {
            send(in, "INFO timeout_turn 0");
            int game = 0;
            while (ms.size() < turns) {
                send(in, "START 20");
                expect(out, "OK");
                // Each game: the opponent walks along a diagonal band far from where the brain plays.
                for (int k = 0; k < 30 && ms.size() < turns; k++) {
                    int x = (k * 7 + game) % 20;
                    int y = (k * 3) % 20;
                    long t0 = System.nanoTime();
                    send(in, "TURN " + x + "," + y);
                    String answer = out.readLine();
                    double dt = (System.nanoTime() - t0) / 1e6;
                    if (answer == null || !answer.matches("\\d+,\\d+")) {
                        // Our TURN hit an occupied cell or the game ended: start a new game.
                        break;
                    }
                    if (warmup > 0) {
                        warmup--;
                    } else {
                        ms.add(dt);
                    }
                }
                game++;
            }
            send(in, "END");
        } finally {
            p.destroy();
            p.waitFor();
        }
        double[] a = ms.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return a;
    }

    private static void send(OutputStream in, String line) throws IOException {
        in.write((line + "\r\n").getBytes(StandardCharsets.US_ASCII));
        in.flush();
    }

    private static void expect(BufferedReader out, String want) throws IOException {
        String line = out.readLine();
        if (!want.equals(line)) {
            throw new IllegalStateException("expected " + want + ", got " + line);
        }
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
