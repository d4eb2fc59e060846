package dev.gomoku.examples.check;

import dev.gomoku.core.Board;
import dev.gomoku.core.Legality;
import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import dev.gomoku.engine.arena.referee.Answer;
import dev.gomoku.engine.arena.referee.GameResult;
import dev.gomoku.engine.arena.referee.GameSettings;
import dev.gomoku.engine.arena.referee.Player;
import java.util.List;
import java.util.Random;

/**
 * The checked brain's opponent in the games: in this process, instant, seeded, and just good enough to
 * make games last (it wins when it can, blocks fives and takes the strongest threat near the stones),
 * so that the brain's clock runs down over many moves. It never misbehaves.
 */
final class Sparring implements Player {
    private final Random random;

    Sparring(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public String name() {
        return "sparring";
    }

    @Override
    public Answer newGame(GameSettings settings, String opponent, long seed) {
        return Answer.moves(List.of(), 0);
    }

    @Override
    public Answer move(Board board, long timeLeftMillis) {
        return Answer.moves(List.of(choose(board, random)), 0);
    }

    /** Not asked: the checks play no Swap2 games against it. */
    @Override
    public Answer swap2(Board board, long timeLeftMillis) {
        return Answer.fault(Answer.Fault.REFUSED, "the sparring partner plays no Swap2", 0);
    }

    @Override
    public void gameOver(GameResult result, Side mySide) {
        // nothing kept between games
    }

    @Override
    public void close() {
        // nothing to release
    }

    /**
     * A legal move for the side to move: a five, else a block of the opponent's five, else the point
     * near the stones with the strongest threat for either side (own threats first), ties broken at random.
     *
     * @param board the position (not changed)
     * @param random the tie-breaker
     * @return the point
     */
    static Point choose(Board board, Random random) {
        Side me = board.sideToMove();
        if (board.moveCount() == 0) {
            return new Point(board.width() / 2, board.height() / 2);
        }
        Point best = null;
        long bestScore = Long.MIN_VALUE;
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                int idx = board.index(x, y);
                if (!board.isEmpty(idx) || !nearStones(board, x, y)) {
                    continue;
                }
                Point p = new Point(x, y);
                if (Legality.of(board, p, me) != Legality.LEGAL) {
                    continue;
                }
                long score = board.wouldWin(me, idx) ? 1000 : board.wouldWin(me.opponent(), idx) ? 900
                        : board.threat(me, idx) * 10L + board.threat(me.opponent(), idx) * 9L;
                score = score * 64 + random.nextInt(64);
                if (score > bestScore) {
                    bestScore = score;
                    best = p;
                }
            }
        }
        return best != null ? best : anyLegal(board, me);
    }

    private static boolean nearStones(Board board, int x, int y) {
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                if (board.contains(x + dx, y + dy) && !board.isEmpty(board.index(x + dx, y + dy))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Point anyLegal(Board board, Side me) {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                Point p = new Point(x, y);
                if (Legality.of(board, p, me) == Legality.LEGAL) {
                    return p;
                }
            }
        }
        return new Point(0, 0);
    }
}
