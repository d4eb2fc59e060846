package dev.gomoku.engine.arena.referee;

import dev.gomoku.core.Board;
import dev.gomoku.core.Side;

/**
 * One side of a game as the {@link Referee} sees it: a brain process under some protocol, a person at
 * the terminal, or anything else. Implementations report every misbehaviour as a fault {@link Answer};
 * no method throws at the referee. A player is used by one game at a time.
 */
public interface Player extends AutoCloseable {

    /**
     * The name shown in results and records.
     *
     * @return the name
     */
    String name();

    /**
     * Prepares for a new game (starts the process, {@code START} or {@code RESTART}, the {@code INFO}s).
     *
     * @param settings the game's settings
     * @param opponent the opponent's name (KoTH bots receive it)
     * @param seed a random seed for this game (KoTH bots receive it)
     * @return an empty {@link Answer.Kind#MOVES} answer when ready, or a fault
     */
    Answer newGame(GameSettings settings, String opponent, long seed);

    /**
     * Asks for a move. The player plays {@code board.sideToMove()}; the board holds the whole game in
     * move order and must not be changed.
     *
     * @param board the position
     * @param timeLeftMillis this player's remaining game time ({@code Long.MAX_VALUE} when unlimited)
     * @return one stone, or a fault
     */
    Answer move(Board board, long timeLeftMillis);

    /**
     * Asks for a move and, while the player thinks, for its {@code count} best moves (the Yixin-Board
     * {@code YXNBEST} extension; a pipe brain reports them as {@code MESSAGE} lines, or as {@code INFO}
     * detail lines as Rapfi does). A player that cannot be asked simply moves; a brain that does not know
     * the command refuses it ({@link Answer.Fault#REFUSED}).
     *
     * @param board the position, as for {@link #move}
     * @param timeLeftMillis this player's remaining game time
     * @param count how many best moves, at least 1
     * @return one stone, or a fault
     */
    default Answer candidates(Board board, long timeLeftMillis, int count) {
        return move(board, timeLeftMillis);
    }

    /**
     * A Swap2 opening decision ({@code SWAP2BOARD}). With no stones: answer three stones in move order
     * (black, white, black). With three stones: {@link Answer.Kind#SWAP} (take black; the opponent plays
     * white now), one stone (stay white and play it), or two stones in move order (white, black) to let
     * the opponent choose. With five stones: {@link Answer.Kind#SWAP} (take black), one stone (take white
     * and play it), or {@link Answer.Kind#STAY} (take white; a move is asked next).
     *
     * @param board the opening so far (0, 3 or 5 stones)
     * @param timeLeftMillis this player's remaining game time
     * @return the decision, or a fault
     */
    Answer swap2(Board board, long timeLeftMillis);

    /**
     * Tells the player the game is over. Must not block for long.
     *
     * @param result the result
     * @param mySide the colour this player had
     */
    void gameOver(GameResult result, Side mySide);

    /** Ends the player for good (process tree killed if it does not exit in time). Never throws. */
    @Override
    void close();
}
