package dev.gomoku.protocol.pipe;

import java.util.List;
import java.util.Objects;

/**
 * A command of the pipe protocol, sent by the manager to the brain. Decoded by {@link CommandDecoder}
 * (brain side) and written by {@link CommandEncoder} (manager side). The {@code INFO} commands are the
 * {@link Info} sub-family.
 */
public sealed interface Command
        permits Command.Start, Command.RectStart, Command.Restart, Command.Begin, Command.Turn,
        Command.Board, Command.End, Command.About, Command.Takeback, Command.Play, Command.Swap2Board,
        Command.YxBoard, Command.YxShowForbid, Command.YxStop, Command.Stop, Command.YxNBest, Command.ShowBoard,
        Command.Unknown, Info {

    /**
     * {@code START size}: initialise an empty square board. Reply {@code OK} or {@code ERROR message}.
     *
     * @param size the board's width and height, at least 0 (the brain judges whether it can play it)
     */
    record Start(int size) implements Command {
        /**
         * Checks the size.
         *
         * @param size the size
         * @throws IllegalArgumentException if the size is negative
         */
        public Start {
            Text.nonNegative(size, "size");
        }
    }

    /**
     * {@code RECTSTART width,height}: like {@link Start}, for a rectangular board.
     *
     * @param width the number of columns (x), at least 0
     * @param height the number of rows (y), at least 0
     */
    record RectStart(int width, int height) implements Command {
        /**
         * Checks the sizes.
         *
         * @param width the width
         * @param height the height
         * @throws IllegalArgumentException if a size is negative
         */
        public RectStart {
            Text.nonNegative(width, "width");
            Text.nonNegative(height, "height");
        }
    }

    /** {@code RESTART}: drop the game, new empty board of the same size. Reply {@code OK}. */
    record Restart() implements Command {
    }

    /** {@code BEGIN}: the brain moves first on the empty board. Reply a move. */
    record Begin() implements Command {
    }

    /**
     * {@code TURN x,y}: the opponent played at {@code move}. Reply a move.
     *
     * @param move the opponent's move
     */
    record Turn(Move move) implements Command {
        /**
         * Checks the move.
         *
         * @param move the move
         * @throws NullPointerException if the move is null
         */
        public Turn {
            Objects.requireNonNull(move, "move");
        }

        /**
         * Creates the command from coordinates.
         *
         * @param x the column
         * @param y the row
         * @throws IllegalArgumentException if a coordinate is negative
         */
        public Turn(int x, int y) {
            this(new Move(x, y));
        }
    }

    /**
     * {@code BOARD}, lines {@code x,y,field}, {@code DONE}: set a whole position and move now. May be empty
     * (the Gomocup judge sends an empty BOARD instead of BEGIN).
     *
     * @param stones the stones in the order sent (move order in renju), unmodifiable
     */
    record Board(List<Stone> stones) implements Command {
        /**
         * Copies the stones.
         *
         * @param stones the stones
         * @throws NullPointerException if the list or a stone is null
         */
        public Board {
            stones = List.copyOf(stones);
        }
    }

    /** {@code END}: exit as soon as possible; no reply. */
    record End() implements Command {
    }

    /** {@code ABOUT}: reply one line about the brain ({@link Reply.About}). */
    record About() implements Command {
    }

    /**
     * {@code TAKEBACK x,y}: remove the stone at {@code move}. Reply {@code OK}.
     *
     * @param move the point to clear
     */
    record Takeback(Move move) implements Command {
        /**
         * Checks the move.
         *
         * @param move the move
         * @throws NullPointerException if the move is null
         */
        public Takeback {
            Objects.requireNonNull(move, "move");
        }
    }

    /**
     * {@code PLAY x,y}: the manager's answer to {@code SUGGEST}: play here. Reply a move.
     *
     * @param move the move to play
     */
    record Play(Move move) implements Command {
        /**
         * Checks the move.
         *
         * @param move the move
         * @throws NullPointerException if the move is null
         */
        public Play {
            Objects.requireNonNull(move, "move");
        }
    }

    /**
     * {@code SWAP2BOARD}, one line per stone, {@code DONE}: a Swap2 opening decision. The stones come in
     * move order and their colours follow from it: stone 1 black, 2 white, 3 black, 4 white, 5 black. The
     * lines are {@code x,y} (what the Gomocup referee sends) or {@code x,y,field} (some managers); a field,
     * if sent, says nothing about colours and is not kept. With no stones the brain answers the three
     * opening stones in move order; with three it answers {@code SWAP}, the 4th stone, or the 4th and the
     * 5th stone; with five it answers {@code SWAP} or the 6th stone.
     *
     * @param stones the stones in move order, unmodifiable
     */
    record Swap2Board(List<Move> stones) implements Command {
        /**
         * Copies the stones.
         *
         * @param stones the stones in move order
         * @throws NullPointerException if the list or a stone is null
         */
        public Swap2Board {
            stones = List.copyOf(stones);
        }
    }

    /**
     * {@code YXBOARD}, lines {@code x,y,field}, {@code DONE} (Yixin extension): set a position, no move
     * expected.
     *
     * @param stones the stones in the order sent, unmodifiable
     */
    record YxBoard(List<Stone> stones) implements Command {
        /**
         * Copies the stones.
         *
         * @param stones the stones
         * @throws NullPointerException if the list or a stone is null
         */
        public YxBoard {
            stones = List.copyOf(stones);
        }
    }

    /** {@code YXSHOWFORBID} (Yixin extension): reply the forbidden points ({@link Reply.Forbid}). */
    record YxShowForbid() implements Command {
    }

    /** {@code YXSTOP} (Yixin extension): the turn time is up, answer a move at once. */
    record YxStop() implements Command {
    }

    /** {@code STOP}: like {@link YxStop}. */
    record Stop() implements Command {
    }

    /**
     * {@code YXNBEST n} (Yixin extension): search and report the {@code n} best moves.
     *
     * @param count how many moves, at least 0
     */
    record YxNBest(int count) implements Command {
        /**
         * Checks the count.
         *
         * @param count the count
         * @throws IllegalArgumentException if the count is negative
         */
        public YxNBest {
            Text.nonNegative(count, "count");
        }
    }

    /**
     * {@code SHOWBOARD} (extension of this SDK, for tests and debugging): the brain answers its current
     * position in one {@code DEBUG} line, {@code DEBUG BOARD x,y,c x,y,c ...}, the stones in move order
     * with {@code c} 1 for black and 2 for white. A brain that does not know it answers {@code UNKNOWN}.
     */
    record ShowBoard() implements Command {
    }

    /**
     * A line that is no command this codec knows. The brain answers {@code UNKNOWN message} and goes on.
     *
     * @param line the line as received, without surrounding blanks; never empty
     */
    record Unknown(String line) implements Command {
        /**
         * Checks the line.
         *
         * @param line the line
         * @throws IllegalArgumentException if the line is blank or holds a line break
         */
        public Unknown {
            line = Text.oneLine(line, "line");
            if (line.isEmpty()) {
                throw new IllegalArgumentException("line must not be blank");
            }
        }

        /**
         * The first word of the line, the command's name as sent.
         *
         * @return the text before the first blank
         */
        public String name() {
            int i = 0;
            while (i < line.length() && line.charAt(i) > ' ') {
                i++;
            }
            return line.substring(0, i);
        }
    }
}
