package dev.gomoku.examples.check;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A minimal pipe-protocol brain of its own (no SDK host, which would hide the misbehaviour) that
 * misbehaves in one chosen way, run as a real process by {@link BrainCheckTest}. It plays the first
 * empty point in row order. Arguments: {@code MODE [MILLIS]}.
 */
public final class HostileBrain {
    /** The misbehaviours. */
    enum Mode {
        /** None: the control. */
        NONE,
        /** Touches 380 MiB at its first move, whatever max_memory says. */
        HOG,
        /** Starts a helper process at its first move that spins on the CPU (the referee suspends only the brain). */
        SPIN,
        /** Writes a log line to standard output before every move. */
        GARBAGE,
        /** Exits with code 3 when asked its 4th move of a game with TURN. */
        CRASH,
        /** Sleeps MILLIS before reading its first command. */
        SLOW_START,
        /** Answers every SWAP2BOARD with three new stones, as if it always opened. */
        WRONG_SWAP2
    }

    private final Mode mode;
    private final PrintStream out;
    private final Set<Integer> taken = new HashSet<>();
    private int size = 20;
    private int moves;
    private final List<byte[]> hog = new ArrayList<>();
    private Process spinner;

    private HostileBrain(Mode mode, PrintStream out) {
        this.mode = mode;
        this.out = out;
    }

    /**
     * Runs the brain on standard input and output.
     *
     * @param args the mode, and for SLOW_START the sleep in ms
     * @throws Exception if standard input cannot be read
     */
    public static void main(String[] args) throws Exception {
        Mode mode = Mode.valueOf(args[0]);
        if (mode == Mode.SLOW_START) {
            Thread.sleep(Long.parseLong(args[1]));
        }
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        new HostileBrain(mode, out).loop(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    }

    private void loop(BufferedReader in) throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            String cmd = line.strip();
            String word = cmd.split("[ ,]")[0].toUpperCase(Locale.ROOT);
            switch (word) {
                case "START", "RECTSTART" -> {
                    size = Integer.parseInt(cmd.split("[ ,]+")[1]);
                    newGame();
                    say("OK");
                }
                case "RESTART" -> {
                    newGame();
                    say("OK");
                }
                case "INFO", "" -> {
                    // nothing to answer
                }
                case "BEGIN" -> move();
                case "TURN" -> {
                    mark(cmd.substring(4).strip());
                    if (mode == Mode.CRASH && moves >= 3) {
                        System.exit(3);
                    }
                    move();
                }
                case "BOARD" -> {
                    newGame();
                    readStones(in);
                    move();
                }
                case "SWAP2BOARD" -> {
                    newGame();
                    int n = readStones(in);
                    if (n == 0 || mode == Mode.WRONG_SWAP2) {
                        say(next() + " " + next() + " " + next());
                    } else {
                        say("SWAP");
                    }
                }
                case "TAKEBACK" -> {
                    String[] xy = cmd.substring(8).strip().split(",");
                    taken.remove(Integer.parseInt(xy[0].strip()) * 64 + Integer.parseInt(xy[1].strip()));
                    say("OK");
                }
                case "ABOUT" -> say("name=\"hostile-" + mode.name().toLowerCase(Locale.ROOT) + "\", version=\"1\"");
                case "END" -> {
                    if (spinner != null) {
                        spinner.descendants().forEach(ProcessHandle::destroyForcibly);
                        spinner.destroyForcibly();
                    }
                    System.exit(0);
                }
                default -> say("UNKNOWN " + word);
            }
        }
    }

    private void newGame() {
        taken.clear();
        moves = 0;
    }

    private int readStones(BufferedReader in) throws IOException {
        int n = 0;
        String l;
        while ((l = in.readLine()) != null && !l.strip().equalsIgnoreCase("DONE")) {
            if (!l.isBlank()) {
                mark(l.strip());
                n++;
            }
        }
        return n;
    }

    private void mark(String xy) {
        String[] p = xy.split(",");
        taken.add(Integer.parseInt(p[0].strip()) * 64 + Integer.parseInt(p[1].strip()));
    }

    private void move() throws IOException {
        if (mode == Mode.HOG && hog.isEmpty()) {
            for (int i = 0; i < 380; i++) {
                byte[] mib = new byte[1 << 20];
                for (int j = 0; j < mib.length; j += 4096) {
                    mib[j] = 1;
                }
                hog.add(mib);
            }
        }
        if (mode == Mode.SPIN && spinner == null) {
            // bounded, in case the brain is killed before it can end its helper
            spinner = new ProcessBuilder("timeout", "60", "sh", "-c", "while :; do :; done").start();
        }
        if (mode == Mode.GARBAGE) {
            say("thinking about the position...");
        }
        moves++;
        say(next());
    }

    /** The first empty point in row order, taken (never a renju trap's forbidden point). */
    private String next() {
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (taken.add(x * 64 + y)) {
                    return x + "," + y;
                }
            }
        }
        return "0,0";
    }

    private void say(String s) {
        out.print(s + "\r\n");
        out.flush();
    }
}
