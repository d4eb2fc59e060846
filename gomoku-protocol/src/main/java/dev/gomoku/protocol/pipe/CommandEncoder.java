package dev.gomoku.protocol.pipe;

import java.util.List;
import java.util.Objects;

/**
 * Manager side: writes {@link Command}s in the canonical form of the pipe protocol: upper-case command
 * names, lower-case INFO keys, {@code x,y}, {@code BOARD} lines {@code x,y,field}, {@code SWAP2BOARD}
 * lines as chosen ({@link Swap2Lines}, {@code x,y} by default) and {@code DONE}, every line ended by the
 * chosen {@link LineEnd} (CR LF by default). Stateless and thread-safe.
 */
public final class CommandEncoder {
    private final String lineEnd;
    private final Swap2Lines swap2Lines;

    /** Creates an encoder that ends lines with CR LF, as the protocol requires of a manager. */
    public CommandEncoder() {
        this(LineEnd.CRLF);
    }

    /**
     * Creates an encoder with the given line terminator that writes {@code SWAP2BOARD} stones as
     * {@code x,y}.
     *
     * @param lineEnd the terminator written after every line
     */
    public CommandEncoder(LineEnd lineEnd) {
        this(lineEnd, Swap2Lines.XY);
    }

    /**
     * Creates an encoder with the given line terminator and form of {@code SWAP2BOARD} lines.
     *
     * @param lineEnd the terminator written after every line
     * @param swap2Lines how {@code SWAP2BOARD} stones are written
     */
    public CommandEncoder(LineEnd lineEnd, Swap2Lines swap2Lines) {
        this.lineEnd = lineEnd.chars();
        this.swap2Lines = Objects.requireNonNull(swap2Lines, "swap2Lines");
    }

    /**
     * Encodes a command.
     *
     * @param command the command
     * @return its line or lines, each with its terminator
     */
    public String encode(Command command) {
        StringBuilder out = new StringBuilder(16);
        encode(command, out);
        return out.toString();
    }

    /**
     * Appends the encoding of a command.
     *
     * @param command the command
     * @param out where to append its line or lines, each with its terminator
     */
    public void encode(Command command, StringBuilder out) {
        if (command instanceof Command.Turn) {
            move(out.append("TURN "), ((Command.Turn) command).move()).append(lineEnd);
        } else if (command instanceof Info) {
            info((Info) command, out.append("INFO "));
            out.append(lineEnd);
        } else if (command instanceof Command.Board) {
            block("BOARD", ((Command.Board) command).stones(), out);
        } else if (command instanceof Command.Start) {
            out.append("START ").append(((Command.Start) command).size()).append(lineEnd);
        } else if (command instanceof Command.RectStart) {
            Command.RectStart r = (Command.RectStart) command;
            out.append("RECTSTART ").append(r.width()).append(',').append(r.height()).append(lineEnd);
        } else if (command instanceof Command.Restart) {
            out.append("RESTART").append(lineEnd);
        } else if (command instanceof Command.Begin) {
            out.append("BEGIN").append(lineEnd);
        } else if (command instanceof Command.End) {
            out.append("END").append(lineEnd);
        } else if (command instanceof Command.About) {
            out.append("ABOUT").append(lineEnd);
        } else if (command instanceof Command.Takeback) {
            move(out.append("TAKEBACK "), ((Command.Takeback) command).move()).append(lineEnd);
        } else if (command instanceof Command.Play) {
            move(out.append("PLAY "), ((Command.Play) command).move()).append(lineEnd);
        } else if (command instanceof Command.Swap2Board) {
            swap2((Command.Swap2Board) command, out);
        } else if (command instanceof Command.YxBoard) {
            block("YXBOARD", ((Command.YxBoard) command).stones(), out);
        } else if (command instanceof Command.YxShowForbid) {
            out.append("YXSHOWFORBID").append(lineEnd);
        } else if (command instanceof Command.YxStop) {
            out.append("YXSTOP").append(lineEnd);
        } else if (command instanceof Command.Stop) {
            out.append("STOP").append(lineEnd);
        } else if (command instanceof Command.ShowBoard) {
            out.append("SHOWBOARD").append(lineEnd);
        } else if (command instanceof Command.YxNBest) {
            out.append("YXNBEST ").append(((Command.YxNBest) command).count()).append(lineEnd);
        } else {
            out.append(((Command.Unknown) command).line()).append(lineEnd);
        }
    }

    private void block(String name, List<Stone> stones, StringBuilder out) {
        out.append(name).append(lineEnd);
        for (int i = 0; i < stones.size(); i++) {
            Stone s = stones.get(i);
            out.append(s.x()).append(',').append(s.y()).append(',').append(s.field()).append(lineEnd);
        }
        out.append("DONE").append(lineEnd);
    }

    private void swap2(Command.Swap2Board command, StringBuilder out) {
        out.append("SWAP2BOARD").append(lineEnd);
        List<Move> stones = command.stones();
        int n = stones.size();
        for (int i = 0; i < n; i++) {
            move(out, stones.get(i));
            if (swap2Lines == Swap2Lines.XY_FIELD) {
                // stone i has the colour of the side to move when i and n have the same parity
                out.append(',').append(i % 2 == n % 2 ? Stone.OWN : Stone.OPPONENT);
            }
            out.append(lineEnd);
        }
        out.append("DONE").append(lineEnd);
    }

    private static StringBuilder move(StringBuilder out, Move m) {
        return out.append(m.x()).append(',').append(m.y());
    }

    private static void info(Info info, StringBuilder out) {
        out.append(info.key());
        String value = info.text();
        if (!value.isEmpty()) {
            out.append(' ').append(value); // no trailing blank after a bare key
        }
    }
}
