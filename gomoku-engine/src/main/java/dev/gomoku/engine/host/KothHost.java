package dev.gomoku.engine.host;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.engine.About;
import dev.gomoku.engine.Brain;
import dev.gomoku.engine.Settings;
import dev.gomoku.engine.Swap2Choice;
import dev.gomoku.engine.Swap2Opening;
import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.koth.KothAnswer;
import dev.gomoku.protocol.koth.KothColor;
import dev.gomoku.protocol.koth.KothPoint;
import dev.gomoku.protocol.koth.KothPrompt;
import dev.gomoku.protocol.koth.KothStone;
import dev.gomoku.protocol.pipe.BoundedLineReader;
import dev.gomoku.protocol.pipe.Info;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * Runs a {@link Brain} for one game under the KoTH judge: freestyle on 15x15 with the Swap2 opening,
 * one prompt line in, one answer line out, until {@code EXIT} or the end of input. The brain's random
 * source is seeded from the judge's seed, so a deterministic brain plays the same game for the same
 * seed and opponent moves. Answers are always valid: an invalid or late brain answer is replaced by
 * a legal one (reported on standard error).
 */
public final class KothHost {
    /** The judge wants answers within about 500 ms; the host answers by this budget. */
    static final long TURN_MILLIS = 400;
    private static final long END_WAIT_MILLIS = 300;
    private static final int MAX_LINE_BYTES = 64 * 1024;

    private final Brain brain;
    private final About about;
    private final SplittableRandom random;
    private final BrainThread thread;
    /** Reads {@link System#nanoTime()} outside tests; the answers' deadlines are set on it. */
    private final LongSupplier clock;
    private final Settings settings = Settings.DEFAULTS.with(new Info.TimeoutTurn(TURN_MILLIS))
            .with(new Info.Rule(0)).with(new Info.GameType(1));
    private Board board;

    /**
     * A host for one game.
     *
     * @param brain the brain
     * @param seed the judge's seed (second argument)
     */
    public KothHost(Brain brain, long seed) {
        this(brain, seed, System::nanoTime);
    }

    /** A host whose deadlines run on {@code clock} (tests pass a fake one). */
    KothHost(Brain brain, long seed, LongSupplier clock) {
        this.brain = Objects.requireNonNull(brain, "brain");
        this.about = BrainThread.about(brain);
        this.random = new SplittableRandom(seed);
        this.clock = clock;
        this.thread = new BrainThread(clock);
    }

    /**
     * The seed from the judge's second argument: the number if it is one, else a hash of the text.
     *
     * @param text the argument
     * @return the seed
     */
    public static long seedOf(String text) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            long h = 1125899906842597L;
            for (int i = 0; i < text.length(); i++) {
                h = 31 * h + text.charAt(i);
            }
            return h;
        }
    }

    /**
     * Plays one game.
     *
     * @param in the judge's prompts
     * @param out where the answers go
     * @return the process exit code, 0
     */
    public int run(InputStream in, OutputStream out) {
        BoundedLineReader lines = new BoundedLineReader(in, MAX_LINE_BYTES, StandardCharsets.UTF_8);
        board = Board.create(KothPoint.SIZE, Rule.FREESTYLE);
        thread.post("newGame", () -> brain.newGame(KothPoint.SIZE, KothPoint.SIZE, settings));
        try {
            String line;
            int number = 0;
            while ((line = lines.readLine()) != null) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                KothPrompt prompt;
                try {
                    prompt = KothPrompt.decode(line);
                } catch (ProtocolException e) {
                    System.err.println("bad prompt: " + e.in("standard input", number).getMessage());
                    continue;
                }
                if (prompt instanceof KothPrompt.Exit) {
                    break;
                }
                KothAnswer answer = answer(prompt);
                out.write((answer.encode() + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        } catch (IOException e) {
            System.err.println("KoTH I/O failed: " + e);
        }
        thread.call(() -> {
            brain.end();
            return null;
        }, END_WAIT_MILLIS, null);
        return 0;
    }

    private KothAnswer answer(KothPrompt prompt) {
        if (prompt instanceof KothPrompt.Open) {
            setPosition(List.of());
            TurnContext ctx = turn();
            Swap2Opening r = think(() -> brain.swap2Opening(board.copy(), ctx), ctx);
            // KoTH lists the two black stones first, then the white one.
            Swap2Opening o = Swap2Rules.opening(board, r);
            return new KothAnswer.Opening(kp(o.black1()), kp(o.black3()), kp(o.white2()));
        }
        if (prompt instanceof KothPrompt.Swap) {
            setPosition(((KothPrompt.Swap) prompt).board());
            TurnContext ctx = turn();
            Swap2Choice r = think(() -> brain.swap2(board.copy(), ctx), ctx);
            // KoTH asks for a decision only after the three opening stones
            Swap2Choice c = Swap2Rules.decision(board, r, 3, ctx.published());
            if (c instanceof Swap2Choice.PlayWhite p) {
                return new KothAnswer.TakeWhite(kp(p.white()));
            }
            if (c instanceof Swap2Choice.AddTwo a) {
                // KoTH writes the black stone first, then the white one.
                return new KothAnswer.PlaceTwo(kp(a.black5()), kp(a.white4()));
            }
            return new KothAnswer.TakeBlack();
        }
        if (prompt instanceof KothPrompt.ChooseColor) {
            setPosition(((KothPrompt.ChooseColor) prompt).board());
            TurnContext ctx = turn();
            Side r = think(() -> brain.chooseColor(board.copy(), ctx), ctx);
            return new KothAnswer.Choose(r == Side.BLACK ? KothColor.BLACK : KothColor.WHITE);
        }
        KothPrompt.Move m = (KothPrompt.Move) prompt;
        setPosition(m.board());
        TurnContext ctx = turn();
        Point r = think(() -> brain.move(board.copy(), ctx), ctx);
        Point p = MoveGuard.checked(board, r, ctx.published(), "brain's move");
        if (p == null) {
            // A full board never gets a move prompt; answer something well-formed all the same.
            p = new Point(0, 0);
        }
        return new KothAnswer.Move(kp(p));
    }

    private TurnContext turn() {
        MoveDeadlines budget = MoveDeadlines.of(settings, clock.getAsLong());
        return new TurnContext(board.sideToMove(), () -> settings, budget.softNanos, clock, random.split(),
                about.fileName(), System.err::println);
    }

    /** The brain's answer, or null when it was late or failed. */
    private <T> T think(java.util.concurrent.Callable<T> call, TurnContext ctx) {
        MoveDeadlines budget = MoveDeadlines.of(settings, clock.getAsLong());
        T r = thread.until(call, budget.hardNanos);
        ctx.requestStop();
        return r;
    }

    /** Replaces the host's board; tells the brain about new stones, or starts over if stones vanished. */
    private void setPosition(List<KothStone> stones) {
        Board next = Board.create(KothPoint.SIZE, Rule.FREESTYLE);
        for (KothStone s : stones) {
            int idx = next.index(s.point().x(), s.point().y());
            if (next.isEmpty(idx)) {
                next.place(idx, s.color() == KothColor.BLACK ? Side.BLACK : Side.WHITE);
            }
        }
        boolean extension = true;
        for (int ply = 0; ply < board.moveCount() && extension; ply++) {
            int idx = board.moveAt(ply);
            extension = next.cell(next.index(board.x(idx), board.y(idx))) == board.sideAt(ply).code();
        }
        Board previous = board;
        board = next;
        boolean restart = !extension;
        thread.post("played", () -> {
            if (restart) {
                brain.newGame(next.width(), next.height(), settings);
            }
            for (int ply = 0; ply < next.moveCount(); ply++) {
                int idx = next.moveAt(ply);
                if (restart || previous.isEmpty(previous.index(next.x(idx), next.y(idx)))) {
                    brain.played(new Point(next.x(idx), next.y(idx)), next.sideAt(ply));
                }
            }
        });
    }

    private static KothPoint kp(Point p) {
        return new KothPoint(p.x(), p.y());
    }
}
