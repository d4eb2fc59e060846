package dev.gomoku.engine.host;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Settings;
import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.pipe.CommandDecoder;
import dev.gomoku.protocol.pipe.Info;
import dev.gomoku.protocol.legacy.LegacyAnswer;
import dev.gomoku.protocol.legacy.LegacyBoard;
import dev.gomoku.protocol.legacy.LegacyCell;
import dev.gomoku.protocol.legacy.LegacyFile;
import dev.gomoku.protocol.legacy.LegacyMove;
import dev.gomoku.protocol.legacy.LegacyRequest;
import dev.gomoku.protocol.legacy.Mark;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * Runs a {@link Brain} for one move of the legacy file protocol: reads {@code PLOCHA.DAT},
 * {@code TAH.DAT}, {@code INFO.DAT} or {@code TIMEOUTS.DAT} from a directory (names in any case,
 * lines ended by CR LF or LF), asks the brain, and writes {@code x,y} to {@code TAH.DAT} (and the
 * brain's last message, if any, to {@code MSG.DAT}) before the time runs out, with a legal move of
 * the host's own if the brain is late, fails or answers an illegal move.
 */
public final class LegacyHost {
    /** Time assumed spent before this host runs (JVM start), deducted from the per-move limit. */
    private static final long STARTUP_ALLOWANCE_MILLIS = 150;
    /** How long the host waits for {@link Brain#end()}. */
    private static final long END_WAIT_MILLIS = 100;

    private final Brain brain;
    private final long seed;
    /** Reads {@link System#nanoTime()} outside tests; the move's deadlines are set on it. */
    private final LongSupplier clock;
    private volatile String message;

    /**
     * A host for a brain.
     *
     * @param brain the brain
     * @param seed the seed of the brain's random source
     */
    public LegacyHost(Brain brain, long seed) {
        this(brain, seed, System::nanoTime);
    }

    /** A host whose deadlines run on {@code clock} (tests pass a fake one). */
    LegacyHost(Brain brain, long seed, LongSupplier clock) {
        this.brain = Objects.requireNonNull(brain, "brain");
        this.seed = seed;
        this.clock = clock;
    }

    /**
     * Plays one move in a directory.
     *
     * @param dir the working directory holding the manager's files
     * @return the exit code: 0 when {@code TAH.DAT} was written, 1 when the files could not be read
     *     or written
     */
    public int run(Path dir) {
        long start = clock.getAsLong();
        Map<String, String> files = new HashMap<>();
        Map<String, Path> paths = new HashMap<>();
        try {
            read(dir, files, paths);
        } catch (IOException e) {
            System.err.println("cannot read the manager's files in " + dir + ": " + e);
            return 1;
        }
        LegacyRequest request;
        try {
            request = LegacyRequest.fromFiles(files);
        } catch (ProtocolException e) {
            System.err.println("bad manager files: " + e.getMessage());
            return 1;
        }
        Settings settings = settings(request);
        LegacyBoard lb = request.board();
        if (lb.width() < Board.MIN_SIZE || lb.height() < Board.MIN_SIZE || lb.width() > Board.MAX_SIZE
                || lb.height() > Board.MAX_SIZE) {
            System.err.println("unsupported board size " + lb.width() + "x" + lb.height());
            return 1;
        }
        Board board = board(lb, request.toMove(), settings);
        About about = BrainThread.about(brain);
        BrainThread thread = new BrainThread(clock);
        // The per-move limit counts from the process start: deduct what the JVM start took.
        MoveDeadlines budget = MoveDeadlines.of(settings,
                settings.timeoutTurnMillis() > 0 ? start - STARTUP_ALLOWANCE_MILLIS * 1_000_000L : start);
        Board copy = board.copy();
        TurnContext ctx = new TurnContext(copy.sideToMove(), () -> settings, budget.softNanos, clock,
                new SplittableRandom(seed), about.fileName(), text -> message = text);
        Point result = thread.until(() -> {
            brain.newGame(copy.width(), copy.height(), settings);
            for (int ply = 0; ply < copy.moveCount(); ply++) {
                int idx = copy.moveAt(ply);
                brain.played(new Point(copy.x(idx), copy.y(idx)), copy.sideAt(ply));
            }
            return brain.move(copy, ctx);
        }, budget.hardNanos);
        ctx.requestStop();
        Point p = MoveGuard.checked(board, result, ctx.published(), "brain's move");
        if (p == null) {
            System.err.println("no legal move: the board is full");
            return 1;
        }
        String msg = message;
        Optional<String> m = msg == null || msg.isBlank() ? Optional.empty()
                : Optional.of(msg.replace('\r', ' ').replace('\n', ' ').strip());
        try {
            for (Map.Entry<String, String> e : new LegacyAnswer(new LegacyMove(p.x(), p.y()), m).toFiles().entrySet()) {
                Path target = paths.getOrDefault(e.getKey().toUpperCase(Locale.ROOT), dir.resolve(e.getKey()));
                Files.writeString(target, e.getValue(), StandardCharsets.US_ASCII);
            }
        } catch (IOException e) {
            System.err.println("cannot write the answer: " + e);
            return 1;
        }
        thread.call(() -> {
            brain.end();
            return null;
        }, END_WAIT_MILLIS, null);
        return 0;
    }

    private static void read(Path dir, Map<String, String> files, Map<String, Path> paths) throws IOException {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path p : entries) {
                String name = p.getFileName().toString().toUpperCase(Locale.ROOT);
                if (isRequestFile(name) && Files.isRegularFile(p)) {
                    files.put(name, Files.readString(p, StandardCharsets.ISO_8859_1));
                }
                paths.put(name, p);
            }
        }
    }

    private static boolean isRequestFile(String upperName) {
        for (LegacyFile f : LegacyFile.values()) {
            if (f.fileName().equalsIgnoreCase(upperName)) {
                return true;
            }
        }
        return false;
    }

    private static Settings settings(LegacyRequest request) {
        Settings s = Settings.DEFAULTS;
        if (request.info().isPresent()) {
            for (Map.Entry<String, String> e : request.info().get().entries().entrySet()) {
                try {
                    s = s.with(CommandDecoder.info(e.getKey(), e.getValue()));
                } catch (ProtocolException ex) {
                    System.err.println("INFO.DAT line ignored: " + ex.getMessage());
                }
            }
        }
        if (request.turnMillis().isPresent()) {
            s = s.with(new Info.TimeoutTurn(request.turnMillis().getAsLong()));
        }
        if (request.timeLeftMillis().isPresent()) {
            s = s.with(new Info.TimeLeft(request.timeLeftMillis().getAsLong()));
        }
        return s;
    }

    /** The position: the side to move is black when both have as many stones, else white. */
    static Board board(LegacyBoard lb, Mark toMove, Settings settings) {
        LegacyCell mine = toMove.cell();
        int own = 0;
        int other = 0;
        for (int y = 0; y < lb.height(); y++) {
            for (int x = 0; x < lb.width(); x++) {
                LegacyCell c = lb.cell(x, y);
                if (c == mine) {
                    own++;
                } else if (c != LegacyCell.EMPTY) {
                    other++;
                }
            }
        }
        Side ownSide = own == other ? Side.BLACK : Side.WHITE;
        Board board = Board.create(lb.width(), lb.height(), settings.rule());
        // Interleave the colours, black first, so that the history reads like a game.
        int[] blacks = new int[own + other];
        int[] whites = new int[own + other];
        int nb = 0;
        int nw = 0;
        for (int y = 0; y < lb.height(); y++) {
            for (int x = 0; x < lb.width(); x++) {
                LegacyCell c = lb.cell(x, y);
                if (c == LegacyCell.EMPTY) {
                    continue;
                }
                Side side = c == mine ? ownSide : ownSide.opponent();
                if (side == Side.BLACK) {
                    blacks[nb++] = board.index(x, y);
                } else {
                    whites[nw++] = board.index(x, y);
                }
            }
        }
        for (int i = 0; i < Math.max(nb, nw); i++) {
            if (i < nb) {
                board.place(blacks[i], Side.BLACK);
            }
            if (i < nw) {
                board.place(whites[i], Side.WHITE);
            }
        }
        return board;
    }
}
