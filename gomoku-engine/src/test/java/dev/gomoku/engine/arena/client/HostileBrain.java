package dev.gomoku.engine.arena.client;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * A test brain process that misbehaves on purpose, one way per mode (first argument). It answers
 * {@code START}/{@code RESTART} correctly and misbehaves when asked for a move:
 * {@code good} plays the first empty cell (a well-behaved baseline), {@code norestart} is good but
 * answers {@code RESTART} with {@code UNKNOWN}, {@code chatty} sends MESSAGE/DEBUG/ERROR lines and a
 * SUGGEST before good moves, {@code timeout} answers 60 s late, {@code crash} exits with code 3,
 * {@code garbage} sends binary bytes, {@code endless} sends 50 MB without a line end and then hangs,
 * {@code huge} sends one 50 MB line, {@code occupied} plays the opponent's last stone,
 * {@code play:X,Y} always plays X,Y (a forbidden point in tests), {@code silent} never answers,
 * {@code error} answers {@code ERROR} and then nothing,
 * {@code closed} closes its standard output and keeps running, {@code boardfirst} is good but answers
 * {@code BEGIN} or a game's first {@code TURN} with {@code UNKNOWN} (it expects a {@code BOARD} first, as
 * the Gomocup referee sends), {@code junkfirst} writes a line that is no reply before each good move,
 * {@code detailfirst} writes a block of Rapfi's {@code INFO} detail lines before each good move,
 * {@code refereeinfo} is good but knows only the INFO keys the Gomocup referee sends and answers any other
 * with an {@code ERROR} line, as Rapfi does,
 * {@code legacy} is a legacy file-protocol
 * brain that writes {@code 0,0} to TAH.DAT in its working directory and exits. Resource modes play
 * good moves: {@code hog} allocates and touches 16 MiB more with every move and keeps it,
 * {@code spin} keeps a thread spinning from start to end (it thinks on the opponent's time unless
 * suspended), {@code folder} puts a 75 MiB file into its {@code INFO folder} at its first move. A deliberately naive reader: the real
 * codecs are under test on the other side.
 */
public final class HostileBrain {
    private static final int FIFTY_MB = 50 * 1024 * 1024;
    /** The INFO keys GomocupJudge sends (client/new_protocol.py, May 2026). */
    private static final Set<String> REFEREE_INFO = Set.of("TIMEOUT_TURN", "TIMEOUT_MATCH", "MAX_MEMORY",
            "GAME_TYPE", "RULE", "FOLDER", "TIME_LEFT");
    /** What {@code hog} holds on to. */
    private static final java.util.List<byte[]> HOARD = new java.util.ArrayList<>();
    /** What {@code spin} counts, so that the loop is not optimised away. */
    static volatile long spins;

    private HostileBrain() {
    }

    /**
     * Runs the brain.
     *
     * @param args the mode
     * @throws Exception never on purpose
     */
    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "good";
        if (mode.equals("legacy")) {
            java.nio.file.Files.writeString(java.nio.file.Path.of("TAH.DAT"), "0,0\r\n", StandardCharsets.UTF_8);
            return;
        }
        OutputStream raw = new java.io.FileOutputStream(java.io.FileDescriptor.out);
        PrintStream out = new PrintStream(raw, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Set<Long> taken = new HashSet<>();
        int size = 20;
        String folder = null;
        if (mode.equals("spin")) {
            Thread spinner = new Thread(() -> {
                while (true) {
                    spins++;
                }
            }, "spinner");
            spinner.setDaemon(true);
            spinner.start();
        }
        String line;
        String suggested = null;
        boolean boardSeen = false;
        while ((line = in.readLine()) != null) {
            line = line.trim();
            String upper = line.toUpperCase(java.util.Locale.ROOT);
            if (upper.startsWith("START ")) {
                size = Integer.parseInt(line.substring(6).trim());
                taken.clear();
                boardSeen = false;
                out.print("OK\r\n");
            } else if (upper.startsWith("RECTSTART")) {
                size = Integer.parseInt(line.substring(10).split(",")[0].trim());
                taken.clear();
                out.print("OK\r\n");
            } else if (upper.equals("RESTART")) {
                taken.clear();
                boardSeen = false;
                out.print(mode.equals("norestart") ? "UNKNOWN no restart here\r\n" : "OK\r\n");
            } else if (upper.equals("END")) {
                return;
            } else if (upper.startsWith("INFO FOLDER ")) {
                folder = line.substring(12).trim();
            } else if (mode.equals("refereeinfo") && upper.startsWith("INFO ") && !REFEREE_INFO.contains(
                    upper.substring(5).trim().split(" ")[0])) {
                out.print("ERROR unknown INFO key in " + line + "\r\n");
            } else if (upper.startsWith("INFO") || upper.isEmpty() || upper.startsWith("ABOUT")) {
                continue;
            } else if (upper.startsWith("PLAY ")) {
                String mv = line.substring(5).trim();
                mark(taken, mv, size);
                out.print(mv + "\r\n");
            } else if (mode.equals("boardfirst") && !boardSeen && (upper.equals("BEGIN") || upper.startsWith("TURN "))) {
                out.print("UNKNOWN expected BOARD first\r\n");
            } else if (upper.equals("BEGIN") || upper.startsWith("TURN ") || upper.equals("BOARD")) {
                boardSeen |= upper.equals("BOARD");
                String last = null;
                if (upper.startsWith("TURN ")) {
                    last = line.substring(5).trim();
                    mark(taken, last, size);
                } else if (upper.equals("BOARD")) {
                    String l;
                    while ((l = in.readLine()) != null && !l.trim().equalsIgnoreCase("DONE")) {
                        String[] f = l.trim().split(",");
                        last = f[0] + "," + f[1];
                        mark(taken, last, size);
                    }
                }
                String good = firstEmpty(taken, size);
                switch (mode.startsWith("play:") ? "play" : mode) {
                    case "junkfirst" -> {
                        mark(taken, good, size);
                        out.print("thinking...\r\n" + good + "\r\n");
                    }
                    case "detailfirst" -> {
                        mark(taken, good, size);
                        // a Rapfi show_detail block (searchoutput.cpp, 3aedf3a), then the move
                        out.print("INFO PV 0\r\nINFO NUMPV 1\r\nINFO DEPTH 3\r\nINFO EVAL -27\r\nINFO BESTLINE "
                                + good + "\r\nINFO PV DONE\r\n" + good + "\r\n");
                    }
                    case "hog" -> {
                        byte[] more = new byte[16 << 20];
                        java.util.Arrays.fill(more, (byte) 1);
                        HOARD.add(more);
                        mark(taken, good, size);
                        out.print(good + "\r\n");
                    }
                    case "folder" -> {
                        if (folder != null) {
                            try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(
                                    java.nio.file.Path.of(folder, "book.bin").toFile(), "rw")) {
                                f.setLength(75L << 20);
                            }
                        }
                        mark(taken, good, size);
                        out.print(good + "\r\n");
                    }
                    case "good", "norestart", "boardfirst", "spin", "refereeinfo" -> {
                        mark(taken, good, size);
                        out.print(good + "\r\n");
                    }
                    case "chatty" -> {
                        out.print("MESSAGE thinking hard\r\nDEBUG depth 1\r\nERROR cannot use max_memory\r\n\r\n");
                        out.print("SUGGEST " + good + "\r\n");
                        suggested = good;
                    }
                    case "timeout" -> {
                        Thread.sleep(60_000);
                        out.print(good + "\r\n");
                    }
                    case "crash" -> System.exit(3);
                    case "garbage" -> {
                        raw.write(new byte[] {(byte) 0xff, 0, (byte) 0xfe, 7, 'x', '#', (byte) 0x80, '\r', '\n'});
                        raw.flush();
                    }
                    case "endless" -> {
                        writeX(raw, FIFTY_MB);
                        Thread.sleep(60_000);
                    }
                    case "huge" -> {
                        writeX(raw, FIFTY_MB);
                        raw.write('\n');
                        raw.flush();
                    }
                    case "occupied" -> out.print((last != null ? last : "0,0") + "\r\n");
                    case "play" -> out.print(mode.substring(5) + "\r\n");
                    case "error" -> out.print("ERROR no move from me\r\n");
                    case "silent" -> {
                        // reads on, never answers
                    }
                    case "closed" -> {
                        System.out.close();
                        raw.close();
                        Thread.sleep(60_000);
                    }
                    default -> out.print("UNKNOWN mode " + mode + "\r\n");
                }
            } else {
                out.print("UNKNOWN " + line + "\r\n");
            }
        }
        if (suggested != null) {
            System.err.println("last suggestion " + suggested);
        }
    }

    private static void writeX(OutputStream raw, int bytes) throws java.io.IOException {
        byte[] chunk = new byte[1 << 16];
        java.util.Arrays.fill(chunk, (byte) 'x');
        for (int done = 0; done < bytes; done += chunk.length) {
            raw.write(chunk);
        }
        raw.flush();
    }

    private static void mark(Set<Long> taken, String xy, int size) {
        String[] f = xy.split(",");
        taken.add(Long.parseLong(f[0].trim()) * 1000 + Long.parseLong(f[1].trim()));
    }

    private static String firstEmpty(Set<Long> taken, int size) {
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (!taken.contains(x * 1000L + y)) {
                    return x + "," + y;
                }
            }
        }
        return "0,0";
    }
}
