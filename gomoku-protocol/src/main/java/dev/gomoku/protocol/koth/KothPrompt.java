package dev.gomoku.protocol.koth;

import dev.gomoku.protocol.ProtocolException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A line from the KoTH judge to a bot. The judge side encodes prompts with {@link #encode()}, the
 * bot side decodes them with {@link #decode(String)}. A board is written
 * {@code [((x,y),"B"),((x,y),"W"),...]}, stones in the order given, no spaces.
 */
public sealed interface KothPrompt {

    /** Largest move number accepted by the decoder. */
    int MAX_NUMBER = 999_999_999;

    /**
     * The line, without a line end.
     *
     * @return e.g. {@code A []}
     */
    String encode();

    /**
     * {@code A []}: place two black stones and one white stone (answer {@link KothAnswer.Opening}).
     */
    record Open() implements KothPrompt {
        @Override
        public String encode() {
            return "A []";
        }
    }

    /**
     * {@code B BOARD}: the second player of the opening chooses (answer {@link KothAnswer.TakeBlack},
     * {@link KothAnswer.TakeWhite} or {@link KothAnswer.PlaceTwo}).
     *
     * @param board the stones, in the judge's order
     */
    record Swap(List<KothStone> board) implements KothPrompt {
        /**
         * Checks the board.
         *
         * @param board the stones
         * @throws IllegalArgumentException if two stones share a point
         */
        public Swap {
            board = checked(board);
        }

        @Override
        public String encode() {
            return "B " + encodeBoard(board);
        }
    }

    /**
     * {@code C BOARD}: the first player picks a colour after two more stones (answer
     * {@link KothAnswer.Choose}).
     *
     * @param board the stones, in the judge's order
     */
    record ChooseColor(List<KothStone> board) implements KothPrompt {
        /**
         * Checks the board.
         *
         * @param board the stones
         * @throws IllegalArgumentException if two stones share a point
         */
        public ChooseColor {
            board = checked(board);
        }

        @Override
        public String encode() {
            return "C " + encodeBoard(board);
        }
    }

    /**
     * {@code N BOARD}: play one stone of the bot's colour (answer {@link KothAnswer.Move}).
     *
     * @param number the move number {@code N} the judge writes, 0 to {@value #MAX_NUMBER}
     * @param board the stones, in the judge's order
     */
    record Move(int number, List<KothStone> board) implements KothPrompt {
        /**
         * Checks the number and the board.
         *
         * @param number the move number
         * @param board the stones
         * @throws IllegalArgumentException if the number is out of range or two stones share a point
         */
        public Move {
            if (number < 0 || number > MAX_NUMBER) {
                throw new IllegalArgumentException("move number out of range: " + number);
            }
            board = checked(board);
        }

        @Override
        public String encode() {
            return number + " " + encodeBoard(board);
        }
    }

    /**
     * {@code EXIT NAME} or {@code EXIT TIE}: the game is over; no answer.
     *
     * @param winner the winner's name, or empty for a draw ({@code EXIT TIE})
     */
    record Exit(Optional<String> winner) implements KothPrompt {
        /**
         * Checks the name.
         *
         * @param winner the winner's name, or empty for a draw
         * @throws IllegalArgumentException if the name is empty, {@code TIE} or holds a line break
         */
        public Exit {
            Objects.requireNonNull(winner, "winner");
            winner.ifPresent(w -> {
                if (w.isEmpty() || w.equals("TIE") || w.indexOf('\n') >= 0 || w.indexOf('\r') >= 0) {
                    throw new IllegalArgumentException("bad winner name: \"" + w + "\"");
                }
            });
        }

        @Override
        public String encode() {
            return "EXIT " + winner.orElse("TIE");
        }
    }

    /**
     * Decodes one judge line (a final LF or CR LF is ignored). Judge lines are exact: single spaces
     * between the parts, no spaces inside the board.
     *
     * @param text the line
     * @return the prompt
     * @throws ProtocolException if the line is none of the prompts, a coordinate is outside 0..14 or
     *     two stones share a point
     */
    static KothPrompt decode(String text) throws ProtocolException {
        Scan s = Scan.of(text, false);
        int c = s.peek();
        if (c == 'A') {
            s.expect("A []");
            s.expectEnd();
            return new Open();
        }
        if (c == 'B' || c == 'C') {
            s.pos++;
            s.expect(' ');
            List<KothStone> board = board(s);
            return c == 'B' ? new Swap(board) : new ChooseColor(board);
        }
        if (c >= '0' && c <= '9') {
            int n = s.number(9, "a move number");
            s.expect(' ');
            return new Move(n, board(s));
        }
        if (c == 'E') {
            s.expect("EXIT ");
            String rest = s.line.substring(s.pos);
            if (rest.isEmpty()) {
                throw s.error("the winner's name or TIE");
            }
            int bad = Math.max(rest.indexOf('\n'), rest.indexOf('\r'));
            if (bad >= 0) {
                throw new ProtocolException(s.line, 1, s.pos + bad, "the end of the line");
            }
            return new Exit(rest.equals("TIE") ? Optional.empty() : Optional.of(rest));
        }
        throw s.error("A, B, C, a move number or EXIT");
    }

    private static List<KothStone> board(Scan s) throws ProtocolException {
        List<KothStone> stones = new ArrayList<>();
        Set<KothPoint> seen = new HashSet<>();
        s.expect('[');
        if (s.peek() == ']') {
            s.pos++;
            s.expectEnd();
            return stones;
        }
        while (true) {
            int start = s.pos;
            s.expect('(');
            KothPoint p = s.point();
            s.expect(",\"");
            KothColor color;
            if (s.peek() == 'B') {
                color = KothColor.BLACK;
            } else if (s.peek() == 'W') {
                color = KothColor.WHITE;
            } else {
                throw s.error("B or W");
            }
            s.pos++;
            s.expect("\")");
            if (!seen.add(p)) {
                throw new ProtocolException(s.line, 1, start, "a stone on a free point, not a second one on " + p);
            }
            stones.add(new KothStone(p, color));
            if (s.peek() == ']') {
                s.pos++;
                s.expectEnd();
                return stones;
            }
            s.expect(',');
        }
    }

    private static List<KothStone> checked(List<KothStone> board) {
        List<KothStone> copy = List.copyOf(board);
        Set<KothPoint> seen = new HashSet<>();
        for (KothStone stone : copy) {
            if (!seen.add(stone.point())) {
                throw new IllegalArgumentException("two stones on " + stone.point());
            }
        }
        return copy;
    }

    private static String encodeBoard(List<KothStone> board) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < board.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(board.get(i));
        }
        return sb.append(']').toString();
    }
}
