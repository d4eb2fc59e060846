package dev.gomoku.engine.arena.referee;

import dev.gomoku.core.Point;
import dev.gomoku.core.Side;
import java.util.List;
import java.util.Objects;

/**
 * The result of one game.
 *
 * @param black the name of the player who had black
 * @param white the name of the player who had white
 * @param winner the winning colour, or null for a draw
 * @param ending how it ended
 * @param detail a human-readable note (the fault's line, the forbidden kind...), never null
 * @param moves all stones in move order, black first (opening and Swap2 stones included)
 * @param millis the time each stone's answer took, same length as {@code moves} (0 for stones the
 *     referee placed from an opening)
 * @param settings the settings the game was played with
 */
public record GameResult(String black, String white, Side winner, Ending ending, String detail, List<Point> moves,
        List<Long> millis, GameSettings settings) {

    /**
     * Checks and copies the values.
     *
     * @param black the black component
     * @param white the white component
     * @param winner the winner component
     * @param ending the ending component
     * @param detail the detail component
     * @param moves the moves component
     * @param millis the millis component
     * @param settings the settings component
     * @throws NullPointerException if a name, the ending, a list or the settings is null
     */
    public GameResult {
        Objects.requireNonNull(black, "black");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(ending, "ending");
        Objects.requireNonNull(settings, "settings");
        detail = detail == null ? "" : detail;
        moves = List.copyOf(moves);
        millis = List.copyOf(millis);
    }

    /**
     * The winner's name.
     *
     * @return the name, or null for a draw
     */
    public String winnerName() {
        return winner == null ? null : winner == Side.BLACK ? black : white;
    }

    /**
     * A one-line summary such as {@code "A (black) wins: five"}.
     *
     * @return the summary
     */
    public String summary() {
        if (winner == null) {
            return "draw (" + black + " vs " + white + ", " + (ending == Ending.RENJU_DRAW
                    ? Referee.RENJU_DRAW_EMPTY + " empty points left" : "board full") + ")";
        }
        String loser = winner == Side.BLACK ? white : black;
        String how = switch (ending) {
            case FIVE -> "five in a row";
            case BOARD_FULL, RENJU_DRAW -> "board full";
            case TIMEOUT -> loser + " lost on time";
            case CRASH -> loser + " crashed";
            case GARBAGE -> loser + " sent garbage";
            case REFUSED -> loser + " refused a command";
            case OCCUPIED -> loser + " played an occupied cell";
            case OFF_BOARD -> loser + " played off the board";
            case FORBIDDEN -> loser + " played a forbidden point";
            case BAD_SWAP2 -> loser + " gave a bad Swap2 answer";
            case MEMORY -> loser + " used more memory than max_memory";
            case FOLDER -> loser + " filled its persistent folder over 70 MiB";
        };
        return winnerName() + " (" + winner.name().toLowerCase(java.util.Locale.ROOT) + ") wins: " + how
                + (detail.isEmpty() ? "" : " [" + detail + "]");
    }
}
