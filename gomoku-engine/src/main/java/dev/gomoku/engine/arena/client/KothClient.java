package dev.gomoku.engine.arena.client;

import dev.gomoku.core.Board;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.internal.process.BrainProcess;
import dev.gomoku.engine.arena.internal.process.ProcessLines;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.protocol.ProtocolException;
import dev.gomoku.protocol.koth.KothAnswer;
import dev.gomoku.protocol.koth.KothColor;
import dev.gomoku.protocol.koth.KothPoint;
import dev.gomoku.protocol.koth.KothPrompt;
import dev.gomoku.protocol.koth.KothStone;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The judge side of the KoTH Swap2 format: one bot process per game, started with the opponent's name
 * and the game's seed as arguments; one prompt line in, one answer line out, each answer within the
 * move time (the KoTH judge allows about 500 ms: use {@code TimeControl.of(500, 0)}); an invalid answer
 * or a crash loses. After the game the bot gets {@code EXIT NAME} or {@code EXIT TIE} and half a second
 * before its process tree is killed. The board is 15x15.
 */
final class KothClient extends ProcessClient {
    /** Time a bot has after EXIT to write its files. */
    static final long EXIT_GRACE_MILLIS = 500;

    private BrainProcess process;
    private GameSettings settings;
    /** Stones on the board when the opening ended, or -1 while this bot cannot tell yet. */
    private int openingStones;

    KothClient(BrainSpec spec, ArenaLog log) {
        super(spec, log);
    }

    @Override
    public Answer newGame(GameSettings s, String opponent, long seed) {
        stop();
        settings = s;
        openingStones = s.swap2() ? -1 : s.opening().size();
        if (s.width() != KothPoint.SIZE || s.height() != KothPoint.SIZE) {
            return Answer.fault(Answer.Fault.REFUSED, "KoTH bots play on 15x15 only", 0);
        }
        List<String> cmd = new ArrayList<>(spec.command());
        cmd.add(opponent);
        cmd.add(Long.toString(seed));
        try {
            process = start(cmd);
            event(BrainEvent.Kind.STARTED, "pid " + process.pid());
        } catch (IOException | RuntimeException e) {
            return Answer.fault(Answer.Fault.CRASH, "cannot start " + cmd + ": " + e.getMessage(), 0);
        }
        return Answer.moves(List.of(), 0);
    }

    /**
     * Asks for a move with {@code N} the number of the move after the opening, from 1: the seed's
     * example sends {@code 1} with the five stones of a Swap2 opening on the board.
     */
    @Override
    public Answer move(Board board, long timeLeftMillis) {
        if (openingStones < 0) {
            // Not the Swap2 responder and never asked for a colour: the opener moves first after the opening.
            openingStones = board.moveCount();
        }
        return ask(new KothPrompt.Move(board.moveCount() - openingStones + 1, stones(board)), timeLeftMillis);
    }

    @Override
    public Answer swap2(Board board, long timeLeftMillis) {
        int n = board.moveCount();
        KothPrompt prompt = switch (n) {
            case 0 -> new KothPrompt.Open();
            case 3 -> new KothPrompt.Swap(stones(board));
            default -> new KothPrompt.ChooseColor(stones(board));
        };
        Answer a = ask(prompt, timeLeftMillis);
        if (n > 0 && !a.isFault()) {
            // B (take black) adds no stone, W adds one, two stones leave the colour to the opener (C, five stones)
            openingStones = n + a.points().size();
        }
        if (!a.isFault()) {
            event(BrainEvent.Kind.SWAP2, n + " stones: " + (a.points().isEmpty() ? a.kind() : a.points()));
        }
        return a;
    }

    private Answer ask(KothPrompt prompt, long timeLeftMillis) {
        long t0 = System.nanoTime();
        if (process == null) {
            return Answer.fault(Answer.Fault.CRASH, "not started", 0);
        }
        process.send(prompt.encode());
        long deadline = deadline(t0, settings.time().moveBudgetMillis(timeLeftMillis));
        while (true) {
            ProcessLines.Line line = process.next(deadline);
            Answer end = lineFault(process, line, t0, deadline);
            if (end != null) {
                return logged(end);
            }
            if (line.text().isBlank()) {
                continue;
            }
            long ms = since(t0, line.arrivedNanos());
            try {
                return convert(KothAnswer.decode(prompt, line.text()), ms);
            } catch (ProtocolException e) {
                return logged(Answer.fault(Answer.Fault.GARBAGE, e.getMessage(), ms));
            }
        }
    }

    /** Maps a KoTH answer onto the referee's Swap2 model (stones in move order). */
    private static Answer convert(KothAnswer a, long ms) {
        if (a instanceof KothAnswer.Opening o) {
            return Answer.moves(List.of(point(o.black1()), point(o.white()), point(o.black2())), ms);
        } else if (a instanceof KothAnswer.TakeBlack) {
            return Answer.choice(Answer.Kind.SWAP, ms);
        } else if (a instanceof KothAnswer.TakeWhite w) {
            return Answer.moves(List.of(point(w.white())), ms);
        } else if (a instanceof KothAnswer.PlaceTwo p) {
            return Answer.moves(List.of(point(p.white()), point(p.black())), ms);
        } else if (a instanceof KothAnswer.Choose c) {
            // five stones on the board, white to move: white takes the move, black leaves it to the opponent
            return Answer.choice(c.color() == KothColor.WHITE ? Answer.Kind.STAY : Answer.Kind.SWAP, ms);
        } else if (a instanceof KothAnswer.Move m) {
            return Answer.moves(List.of(point(m.point())), ms);
        }
        return Answer.fault(Answer.Fault.GARBAGE, "unexpected answer " + a, ms);
    }

    private static Point point(KothPoint p) {
        return new Point(p.x(), p.y());
    }

    private static List<KothStone> stones(Board board) {
        List<KothStone> out = new ArrayList<>();
        for (int i = 0; i < board.moveCount(); i++) {
            int idx = board.moveAt(i);
            out.add(new KothStone(new KothPoint(board.x(idx), board.y(idx)),
                    board.sideAt(i) == Side.BLACK ? KothColor.BLACK : KothColor.WHITE));
        }
        return out;
    }

    @Override
    public void gameOver(GameResult result, Side mySide) {
        if (process != null) {
            String w = result.winnerName();
            process.send(new KothPrompt.Exit(w == null || w.isBlank() || w.equals("TIE") ? Optional.empty()
                    : Optional.of(w.replaceAll("[\\r\\n]", " "))).encode());
            if (!process.waitFor(EXIT_GRACE_MILLIS)) {
                event(BrainEvent.Kind.KILLED, "still running after EXIT");
            }
            process.kill();
            process = null;
        }
    }

    private void stop() {
        if (process != null) {
            process.kill();
            process = null;
        }
    }

    @Override
    public void close() {
        stop();
        deleteOwnFolders();
    }
}
