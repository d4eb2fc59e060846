package dev.gomoku.protocol.pipe;

import dev.gomoku.protocol.ProtocolException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Brain side: turns the manager's lines into {@link Command}s. Feed it one line at a time (with or without
 * its CR/LF); it assembles the multi-line blocks ({@code BOARD}, {@code SWAP2BOARD}, {@code YXBOARD}) and
 * returns the command once the block's {@code DONE} arrives. {@code SWAP2BOARD} lines are {@code x,y} or
 * {@code x,y,field}; {@code BOARD} and {@code YXBOARD} lines always carry the field.
 *
 * <p>Lenient: blank lines are ignored everywhere, commands and INFO keys are matched in any case, blanks
 * may surround numbers and commas. A line that is no known command decodes to {@link Command.Unknown};
 * a known command with bad arguments ({@code TURN 7}, {@code START abc}) throws {@link ProtocolException}
 * naming the line, column and what was expected, which the brain answers with {@code ERROR}. A bad line
 * inside a block does not end the block: the first such error is thrown when the block's {@code DONE}
 * arrives, so that the brain answers once, when a reply is due. Note that a malformed {@code INFO}
 * must not be answered at all (the manager does not read while sending INFO); such errors say
 * {@link #lastWasInfo()}.
 *
 * <p>Not thread-safe; one decoder per input stream.
 */
public final class CommandDecoder {
    /** The default bound on the stones of one block; lines beyond it make the block an error. */
    public static final int DEFAULT_MAX_BLOCK_STONES = 65_536;

    private enum Block { BOARD, SWAP2BOARD, YXBOARD }

    private final Cursor cur = new Cursor();
    private final int maxBlockStones;
    private final List<Stone> stones = new ArrayList<>();
    /** The stones of a SWAP2BOARD block, in move order: their colours follow from the order. */
    private final List<Move> moves = new ArrayList<>();
    private int lineNumber;
    private Block block;
    private ProtocolException blockError;
    private boolean lastWasInfo;

    /** Creates a decoder that accepts blocks of up to {@link #DEFAULT_MAX_BLOCK_STONES} stones. */
    public CommandDecoder() {
        this(DEFAULT_MAX_BLOCK_STONES);
    }

    /**
     * Creates a decoder with a bound on the stones of one block.
     *
     * @param maxBlockStones the most stones one block may hold, at least 1
     * @throws IllegalArgumentException if the bound is below 1
     */
    public CommandDecoder(int maxBlockStones) {
        if (maxBlockStones < 1) {
            throw new IllegalArgumentException("maxBlockStones must be at least 1: " + maxBlockStones);
        }
        this.maxBlockStones = maxBlockStones;
    }

    /**
     * Decodes the next line.
     *
     * @param line one line, with or without its trailing CR/LF
     * @return the command, or empty if the line is blank or belongs to an unfinished block
     * @throws ProtocolException if the line is a known command with bad arguments, holds a line break in
     *     its middle, or ends a block in which a line was bad
     */
    public Optional<Command> decode(CharSequence line) throws ProtocolException {
        lineNumber++;
        lastWasInfo = false;
        int end = line.length();
        while (end > 0 && (line.charAt(end - 1) == '\n' || line.charAt(end - 1) == '\r')) {
            end--;
        }
        cur.reset(line, end, lineNumber);
        cur.skipBlanks();
        if (cur.atEnd()) {
            return Optional.empty();
        }
        if (block != null) {
            return blockLine();
        }
        checkOneLine();
        return Optional.ofNullable(command());
    }

    /**
     * Decodes an INFO key and value that arrive apart (an {@code INFO.DAT} line, a configuration), with
     * exactly the reading of an {@code INFO key value} command line: one parser for both.
     *
     * @param key the key, any case
     * @param value the value as written
     * @return the typed value
     * @throws ProtocolException if the key is not one word or the value does not fit the key
     */
    public static Info info(String key, String value) throws ProtocolException {
        String line = "INFO " + key + " " + value;
        if (key.isEmpty() || key.chars().anyMatch(c -> c <= ' ')) {
            throw new ProtocolException(line, 1, 5, "an INFO key without blanks");
        }
        Optional<Command> c = new CommandDecoder().decode(line);
        if (c.isPresent() && c.get() instanceof Info) {
            return (Info) c.get();
        }
        throw new ProtocolException(line, 1, 0, "one INFO line");
    }

    /**
     * Whether a block ({@code BOARD}, {@code SWAP2BOARD}, {@code YXBOARD}) is open and waits for
     * {@code DONE}.
     *
     * @return true inside a block
     */
    public boolean inBlock() {
        return block != null;
    }

    /**
     * Whether the last line decoded was an {@code INFO} command, also when it threw: a brain answers a
     * malformed INFO with nothing.
     *
     * @return true if the last line was an INFO line
     */
    public boolean lastWasInfo() {
        return lastWasInfo;
    }

    /**
     * How many lines were fed so far, blank ones included; the number of the last line.
     *
     * @return the count
     */
    public int lineNumber() {
        return lineNumber;
    }

    /** Forgets any unfinished block (the line count goes on). */
    public void reset() {
        block = null;
        blockError = null;
        stones.clear();
        moves.clear();
    }

    private void checkOneLine() throws ProtocolException {
        CharSequence line = cur.line();
        for (int i = cur.pos(); i < cur.end(); i++) {
            char c = line.charAt(i);
            if (c == '\r' || c == '\n') {
                throw cur.errorAt(i, "one line without line breaks inside");
            }
        }
    }

    private Optional<Command> blockLine() throws ProtocolException {
        int start = cur.pos();
        char first = cur.peek();
        if (first < '0' || first > '9') {
            int stop = cur.skipWord();
            if (cur.equalsIgnoreCase(start, stop, "DONE")) {
                try {
                    cur.expectEnd();
                } catch (ProtocolException e) {
                    remember(e);
                }
                return Optional.of(finishBlock());
            }
            cur.pos(start);
            remember(cur.error(block == Block.SWAP2BOARD ? "x,y or DONE" : "x,y,field or DONE"));
            return Optional.empty();
        }
        try {
            checkOneLine();
            int x = cur.nonNegativeInt("a coordinate");
            cur.expect(',', "','");
            int y = cur.nonNegativeInt("a coordinate");
            int field = 0;
            cur.skipBlanks();
            if (block != Block.SWAP2BOARD || !cur.atEnd()) {
                // SWAP2BOARD lines may omit the field: the Gomocup referee sends x,y only.
                cur.expect(',', block == Block.SWAP2BOARD ? "',' or the end of the line" : "','");
                cur.skipBlanks();
                int fieldAt = cur.pos();
                field = cur.nonNegativeInt("a field 1, 2 or 3");
                if (field < Stone.OWN || field > Stone.WINNING_LINE) {
                    throw cur.errorAt(fieldAt, "a field 1, 2 or 3");
                }
                cur.expectEnd();
            }
            if (stones.size() + moves.size() >= maxBlockStones) {
                throw cur.errorAt(start, "DONE after at most " + maxBlockStones + " stones");
            }
            if (block == Block.SWAP2BOARD) {
                moves.add(new Move(x, y));
            } else {
                stones.add(new Stone(x, y, field));
            }
        } catch (ProtocolException e) {
            remember(e);
        }
        return Optional.empty();
    }

    private void remember(ProtocolException e) {
        if (blockError == null) {
            blockError = e;
        }
    }

    private Command finishBlock() throws ProtocolException {
        Block kind = block;
        ProtocolException error = blockError;
        List<Stone> list = List.copyOf(stones);
        List<Move> swap2 = List.copyOf(moves);
        reset();
        if (error != null) {
            throw error;
        }
        switch (kind) {
            case BOARD:
                return new Command.Board(list);
            case SWAP2BOARD:
                return new Command.Swap2Board(swap2);
            default:
                return new Command.YxBoard(list);
        }
    }

    private Command command() throws ProtocolException {
        int start = cur.pos();
        int stop = cur.skipWord();
        switch (stop - start) {
            case 3:
                if (cur.equalsIgnoreCase(start, stop, "END")) {
                    cur.expectEnd();
                    return new Command.End();
                }
                break;
            case 4:
                if (cur.equalsIgnoreCase(start, stop, "TURN")) {
                    Move m = cur.move();
                    cur.expectEnd();
                    return new Command.Turn(m);
                }
                if (cur.equalsIgnoreCase(start, stop, "INFO")) {
                    lastWasInfo = true;
                    return info();
                }
                if (cur.equalsIgnoreCase(start, stop, "PLAY")) {
                    Move m = cur.move();
                    cur.expectEnd();
                    return new Command.Play(m);
                }
                if (cur.equalsIgnoreCase(start, stop, "STOP")) {
                    cur.expectEnd();
                    return new Command.Stop();
                }
                break;
            case 5:
                if (cur.equalsIgnoreCase(start, stop, "BOARD")) {
                    return open(Block.BOARD);
                }
                if (cur.equalsIgnoreCase(start, stop, "BEGIN")) {
                    cur.expectEnd();
                    return new Command.Begin();
                }
                if (cur.equalsIgnoreCase(start, stop, "START")) {
                    int size = cur.nonNegativeInt("a board size");
                    cur.expectEnd();
                    return new Command.Start(size);
                }
                if (cur.equalsIgnoreCase(start, stop, "ABOUT")) {
                    cur.expectEnd();
                    return new Command.About();
                }
                break;
            case 6:
                if (cur.equalsIgnoreCase(start, stop, "YXSTOP")) {
                    cur.expectEnd();
                    return new Command.YxStop();
                }
                break;
            case 7:
                if (cur.equalsIgnoreCase(start, stop, "RESTART")) {
                    cur.expectEnd();
                    return new Command.Restart();
                }
                if (cur.equalsIgnoreCase(start, stop, "YXBOARD")) {
                    return open(Block.YXBOARD);
                }
                if (cur.equalsIgnoreCase(start, stop, "YXNBEST")) {
                    int n = cur.nonNegativeInt("a count");
                    cur.expectEnd();
                    return new Command.YxNBest(n);
                }
                break;
            case 8:
                if (cur.equalsIgnoreCase(start, stop, "TAKEBACK")) {
                    Move m = cur.move();
                    cur.expectEnd();
                    return new Command.Takeback(m);
                }
                break;
            case 9:
                if (cur.equalsIgnoreCase(start, stop, "SHOWBOARD")) {
                    cur.expectEnd();
                    return new Command.ShowBoard();
                }
                if (cur.equalsIgnoreCase(start, stop, "RECTSTART")) {
                    int w = cur.nonNegativeInt("a width");
                    cur.expect(',', "','");
                    int h = cur.nonNegativeInt("a height");
                    cur.expectEnd();
                    return new Command.RectStart(w, h);
                }
                break;
            case 10:
                if (cur.equalsIgnoreCase(start, stop, "SWAP2BOARD")) {
                    return open(Block.SWAP2BOARD);
                }
                break;
            case 12:
                if (cur.equalsIgnoreCase(start, stop, "YXSHOWFORBID")) {
                    cur.expectEnd();
                    return new Command.YxShowForbid();
                }
                break;
            default:
                break;
        }
        cur.pos(start);
        return new Command.Unknown(cur.rest());
    }

    /** Opens a block and returns null ("nothing yet"): the command itself comes with {@code DONE}. */
    private Command open(Block kind) throws ProtocolException {
        cur.expectEnd();
        reset();
        block = kind;
        return null;
    }

    private Command info() throws ProtocolException {
        cur.skipBlanks();
        int start = cur.pos();
        int stop = cur.skipWord();
        if (start == stop) {
            throw cur.error("an INFO key");
        }
        Info info;
        switch (stop - start) {
            case 4:
                if (cur.equalsIgnoreCase(start, stop, "RULE")) {
                    info = new Info.Rule(cur.signedInt("a rule bit mask"));
                    break;
                }
                return other(start, stop);
            case 6:
                if (cur.equalsIgnoreCase(start, stop, "FOLDER")) {
                    String path = cur.rest();
                    if (path.isEmpty()) {
                        throw cur.error("a folder");
                    }
                    return new Info.Folder(path);
                }
                return other(start, stop);
            case 8:
                if (cur.equalsIgnoreCase(start, stop, "EVALUATE")) {
                    info = new Info.Evaluate(cur.move());
                    break;
                }
                if (cur.equalsIgnoreCase(start, stop, "FB_CHECK")) {
                    info = new Info.FbCheck(cur.signedInt("0 or 1"));
                    break;
                }
                if (cur.equalsIgnoreCase(start, stop, "MAX_NODE")) {
                    info = new Info.MaxNode(cur.signedLong("a number of nodes"));
                    break;
                }
                return other(start, stop);
            case 9:
                if (cur.equalsIgnoreCase(start, stop, "TIME_LEFT")) {
                    info = new Info.TimeLeft(cur.signedLong("milliseconds"));
                    break;
                }
                if (cur.equalsIgnoreCase(start, stop, "GAME_TYPE")) {
                    info = new Info.GameType(cur.signedInt("a game type"));
                    break;
                }
                if (cur.equalsIgnoreCase(start, stop, "MAX_DEPTH")) {
                    info = new Info.MaxDepth(cur.signedInt("a depth"));
                    break;
                }
                if (cur.equalsIgnoreCase(start, stop, "HASH_SIZE")) {
                    info = new Info.HashSize(cur.signedLong("a size in KB"));
                    break;
                }
                return other(start, stop);
            case 10:
                if (cur.equalsIgnoreCase(start, stop, "MAX_MEMORY")) {
                    info = new Info.MaxMemory(cur.signedLong("bytes"));
                    break;
                }
                if (cur.equalsIgnoreCase(start, stop, "THREAD_NUM")) {
                    info = new Info.ThreadNum(cur.signedInt("a number of threads"));
                    break;
                }
                return other(start, stop);
            case 12:
                if (cur.equalsIgnoreCase(start, stop, "TIMEOUT_TURN")) {
                    info = new Info.TimeoutTurn(cur.signedLong("milliseconds"));
                    break;
                }
                return other(start, stop);
            case 13:
                if (cur.equalsIgnoreCase(start, stop, "TIMEOUT_MATCH")) {
                    info = new Info.TimeoutMatch(cur.signedLong("milliseconds"));
                    break;
                }
                return other(start, stop);
            default:
                return other(start, stop);
        }
        cur.expectEnd();
        return info;
    }

    private Info other(int start, int stop) {
        String key = cur.line().subSequence(start, stop).toString();
        return new Info.Other(key, cur.rest());
    }
}
