package dev.gomoku.engine.arena.referee;

import dev.gomoku.core.Board;
import dev.gomoku.core.ForbiddenMoves;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Point;
import dev.gomoku.core.Rule;
import dev.gomoku.core.Side;
import dev.gomoku.core.Swap2;
import java.util.ArrayList;
import java.util.List;

/**
 * Plays one game between two {@link Player}s on a gomoku-core {@link Board}: validates every stone
 * (off board, occupied, renju-forbidden for black: each a loss), keeps both game clocks, runs the
 * Swap2 opening phase, and decides wins and draws under the game's rule. Faults of a player lose the
 * game for it; nothing a player does makes the referee throw.
 */
public final class Referee {
    /**
     * A renju game is drawn once this many empty points are left: GomocupJudge's {@code client/ai_match.py}
     * stops before asking for the move at {@code width * height - 25} stones (after 200 on 15x15), so a five
     * made by the move that leaves 25 empty points still wins.
     */
    public static final int RENJU_DRAW_EMPTY = 25;

    private final GameSettings settings;
    private final Player[] players = new Player[2];
    private final long[] timeLeft = new long[2];
    /** Index into players of black; decided by Swap2. */
    private int blackIndex;
    private final Board board;
    private final List<Long> millis = new ArrayList<>();

    private Referee(Player first, Player second, GameSettings settings) {
        this.settings = settings;
        players[0] = first;
        players[1] = second;
        long match = settings.time().matchMillis();
        timeLeft[0] = match > 0 ? match : Long.MAX_VALUE;
        timeLeft[1] = timeLeft[0];
        board = Board.create(settings.width(), settings.height(), settings.rule());
    }

    /**
     * Plays one game. Without Swap2, {@code first} has black. With Swap2, {@code first} opens (places
     * the first three stones) and the phase decides the colours.
     *
     * @param first the first player
     * @param second the second player
     * @param settings the game settings
     * @param seed a seed passed on to the players (KoTH bots)
     * @return the result
     */
    public static GameResult play(Player first, Player second, GameSettings settings, long seed) {
        Referee r = new Referee(first, second, settings);
        GameResult result = r.run(seed);
        Side firstSide = r.firstSide();
        first.gameOver(result, firstSide);
        second.gameOver(result, firstSide.opponent());
        return result;
    }

    private GameResult run(long seed) {
        for (int i = 0; i < 2; i++) {
            Answer a = players[i].newGame(settings, players[1 - i].name(), seed);
            if (a.isFault()) {
                blackIndex = 0;
                return lose(i, endingOf(a.fault()), "start: " + a.detail());
            }
        }
        for (Point p : settings.opening()) {
            if (!board.contains(p.x(), p.y()) || !board.isEmpty(board.index(p.x(), p.y()))) {
                throw new IllegalArgumentException("opening stone " + p + " off the board or repeated");
            }
            board.play(board.index(p.x(), p.y()));
            millis.add(0L);
        }
        if (settings.swap2()) {
            GameResult r = swap2();
            if (r != null) {
                return r;
            }
        }
        while (true) {
            if (board.isFull()) {
                return result(null, Ending.BOARD_FULL, "");
            }
            if (settings.rule() == Rule.RENJU
                    && settings.width() * settings.height() - board.moveCount() <= RENJU_DRAW_EMPTY) {
                return result(null, Ending.RENJU_DRAW, "");
            }
            Side side = board.sideToMove();
            int p = side == Side.BLACK ? blackIndex : 1 - blackIndex;
            Answer a = players[p].move(board, timeLeft[p]);
            GameResult r = charge(p, a);
            if (r != null) {
                return r;
            }
            if (a.isFault()) {
                return lose(p, endingOf(a.fault()), a.detail());
            }
            if (a.kind() != Answer.Kind.MOVES || a.points().size() != 1) {
                return lose(p, Ending.GARBAGE, "expected one stone, got " + a.kind() + " " + a.points());
            }
            r = place(p, a.points().get(0), side, a.elapsedMillis());
            if (r != null) {
                return r;
            }
            int last = board.lastMove();
            if (board.isWin(last)) {
                return result(side, Ending.FIVE, "");
            }
        }
    }

    /** Runs Swap2; returns a result if the game ended in it, else null with colours decided. */
    private GameResult swap2() {
        Swap2 opening = new Swap2(board);
        // the first player opens; until the colours are decided, it is named black
        blackIndex = 0;
        while (opening.stage() != Swap2.Stage.DECIDED) {
            int p = indexOf(opening.actor());
            Answer a = players[p].swap2(board, timeLeft[p]);
            GameResult r = charge(p, a);
            if (r != null) {
                return r;
            }
            if (a.isFault()) {
                return lose(p, endingOf(a.fault()), "swap2: " + a.detail());
            }
            boolean ok = switch (a.kind()) {
                case SWAP -> opening.mayTakeBlack();
                case STAY -> opening.mayStay();
                case MOVES -> opening.mayAnswerStones(a.points().size());
                case FAULT -> false;
            };
            if (!ok) {
                return lose(p, Ending.BAD_SWAP2, a.kind() + " " + a.points() + " with " + board.moveCount()
                        + " stones on the board");
            }
            switch (a.kind()) {
                case SWAP -> opening.takeBlack();
                case STAY -> opening.takeWhite();
                default -> opening.answerStones(a.points().size());
            }
            if (opening.stage() == Swap2.Stage.DECIDED) {
                blackIndex = indexOf(opening.black());
            }
            r = placeAll(p, opening, a);
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    /** Players[0] opens the Swap2 opening. */
    private static int indexOf(Swap2.Role role) {
        return role == Swap2.Role.OPENER ? 0 : 1;
    }

    /** Places the stones of a Swap2 answer, the first charged with the answer's time. */
    private GameResult placeAll(int p, Swap2 opening, Answer a) {
        if (a.kind() != Answer.Kind.MOVES) {
            return null;
        }
        long each = a.elapsedMillis();
        for (Point pt : a.points()) {
            Legality l = opening.place(pt);
            if (!l.isLegal()) {
                return illegal(p, l, pt);
            }
            millis.add(each);
            each = 0;
            if (board.isWin(board.lastMove())) {
                return lose(p, Ending.BAD_SWAP2, "an opening stone made five");
            }
        }
        return null;
    }

    /** Places a stone for player p, or returns the loss if it is illegal. */
    private GameResult place(int p, Point pt, Side side, long elapsed) {
        Legality l = Legality.of(board, pt, side);
        if (!l.isLegal()) {
            return illegal(p, l, pt);
        }
        board.place(board.index(pt.x(), pt.y()), side);
        millis.add(elapsed);
        return null;
    }

    private GameResult illegal(int p, Legality l, Point pt) {
        return switch (l) {
            case OFF_BOARD -> lose(p, Ending.OFF_BOARD, pt.toString());
            case OCCUPIED -> lose(p, Ending.OCCUPIED, pt.toString());
            default -> lose(p, Ending.FORBIDDEN, pt + " " + ForbiddenMoves.check(board, board.index(pt.x(), pt.y())));
        };
    }

    /** Subtracts the time used; returns a time loss if the clock ran out. */
    private GameResult charge(int p, Answer a) {
        if (timeLeft[p] != Long.MAX_VALUE) {
            timeLeft[p] -= a.elapsedMillis();
            if (settings.time().exhausted(timeLeft[p]) && !a.isFault()) {
                return lose(p, Ending.TIMEOUT, "game clock exhausted (" + timeLeft[p] + " ms left)");
            }
        }
        return null;
    }

    private static Ending endingOf(Answer.Fault f) {
        return switch (f) {
            case TIMEOUT -> Ending.TIMEOUT;
            case CRASH -> Ending.CRASH;
            case GARBAGE -> Ending.GARBAGE;
            case REFUSED -> Ending.REFUSED;
            case MEMORY -> Ending.MEMORY;
            case FOLDER -> Ending.FOLDER;
        };
    }

    private GameResult lose(int p, Ending ending, String detail) {
        Side loser = p == blackIndex ? Side.BLACK : Side.WHITE;
        return result(loser.opponent(), ending, detail);
    }

    private GameResult result(Side winner, Ending ending, String detail) {
        List<Point> moves = new ArrayList<>(board.moveCount());
        for (int i = 0; i < board.moveCount(); i++) {
            int idx = board.moveAt(i);
            moves.add(new Point(board.x(idx), board.y(idx)));
        }
        return new GameResult(players[blackIndex].name(), players[1 - blackIndex].name(), winner, ending, detail,
                moves, millis, settings);
    }

    /** Which colour the first player had in the finished game. */
    Side firstSide() {
        return blackIndex == 0 ? Side.BLACK : Side.WHITE;
    }
}
