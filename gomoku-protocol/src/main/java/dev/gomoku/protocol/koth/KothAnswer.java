package dev.gomoku.protocol.koth;

import dev.gomoku.protocol.ProtocolException;
import java.util.Objects;

/**
 * A bot's answer to a {@link KothPrompt}. The bot side encodes answers with {@link #encode()}, the
 * judge side decodes them with {@link #decode(KothPrompt, String)}: which answers are valid depends
 * on the prompt, and {@code B} means "play black" after {@code B BOARD} but "black" after
 * {@code C BOARD}. The decoder ignores every space (and tab), as the judge does; it checks syntax
 * and the 0..14 range only, not whether points are free.
 */
public sealed interface KothAnswer {

    /**
     * The line, without a line end, spaced as the reference bots write it.
     *
     * @return e.g. {@code (7,7) (7,8) (8,8)}
     */
    String encode();

    /**
     * Answer to {@code A []}: two black stones, then one white.
     *
     * @param black1 the first black stone
     * @param black2 the second black stone
     * @param white the white stone
     */
    record Opening(KothPoint black1, KothPoint black2, KothPoint white) implements KothAnswer {
        /**
         * Checks for nulls.
         *
         * @param black1 the first black stone
         * @param black2 the second black stone
         * @param white the white stone
         * @throws NullPointerException if an argument is null
         */
        public Opening {
            Objects.requireNonNull(black1, "black1");
            Objects.requireNonNull(black2, "black2");
            Objects.requireNonNull(white, "white");
        }

        @Override
        public String encode() {
            return black1 + " " + black2 + " " + white;
        }
    }

    /** Answer {@code B} to {@code B BOARD}: play black. */
    record TakeBlack() implements KothAnswer {
        @Override
        public String encode() {
            return "B";
        }
    }

    /**
     * Answer {@code W (x,y)} to {@code B BOARD}: place a white stone and play white.
     *
     * @param white the white stone
     */
    record TakeWhite(KothPoint white) implements KothAnswer {
        /**
         * Checks for null.
         *
         * @param white the white stone
         * @throws NullPointerException if the point is null
         */
        public TakeWhite {
            Objects.requireNonNull(white, "white");
        }

        @Override
        public String encode() {
            return "W " + white;
        }
    }

    /**
     * Answer {@code (x,y) (x,y)} to {@code B BOARD}: place one black and one white stone and let the
     * opponent choose the colour.
     *
     * @param black the black stone
     * @param white the white stone
     */
    record PlaceTwo(KothPoint black, KothPoint white) implements KothAnswer {
        /**
         * Checks for nulls.
         *
         * @param black the black stone
         * @param white the white stone
         * @throws NullPointerException if an argument is null
         */
        public PlaceTwo {
            Objects.requireNonNull(black, "black");
            Objects.requireNonNull(white, "white");
        }

        @Override
        public String encode() {
            return black + " " + white;
        }
    }

    /**
     * Answer {@code B} or {@code W} to {@code C BOARD}: the colour to play.
     *
     * @param color the colour
     */
    record Choose(KothColor color) implements KothAnswer {
        /**
         * Checks for null.
         *
         * @param color the colour
         * @throws NullPointerException if the colour is null
         */
        public Choose {
            Objects.requireNonNull(color, "color");
        }

        @Override
        public String encode() {
            return String.valueOf(color.letter());
        }
    }

    /**
     * Answer {@code (x,y)} to {@code N BOARD}: the next stone.
     *
     * @param point where to play
     */
    record Move(KothPoint point) implements KothAnswer {
        /**
         * Checks for null.
         *
         * @param point where to play
         * @throws NullPointerException if the point is null
         */
        public Move {
            Objects.requireNonNull(point, "point");
        }

        @Override
        public String encode() {
            return point.toString();
        }
    }

    /**
     * Decodes a bot's line as the answer to {@code prompt} (a final LF or CR LF is ignored).
     *
     * @param prompt the prompt being answered
     * @param text the bot's line
     * @return the answer, of a type that fits the prompt
     * @throws ProtocolException if the line is not a valid answer to the prompt (including any
     *     line after {@code EXIT}, which expects none)
     */
    static KothAnswer decode(KothPrompt prompt, String text) throws ProtocolException {
        Scan s = Scan.of(text, true);
        KothAnswer answer;
        if (prompt instanceof KothPrompt.Open) {
            answer = new Opening(s.point(), s.point(), s.point());
        } else if (prompt instanceof KothPrompt.Swap) {
            int c = s.peek();
            if (c == 'B') {
                s.pos++;
                answer = new TakeBlack();
            } else if (c == 'W') {
                s.pos++;
                answer = new TakeWhite(s.point());
            } else if (c == '(') {
                answer = new PlaceTwo(s.point(), s.point());
            } else {
                throw s.error("B, W (x,y) or (x,y) (x,y)");
            }
        } else if (prompt instanceof KothPrompt.ChooseColor) {
            int c = s.peek();
            if (c != 'B' && c != 'W') {
                throw s.error("B or W");
            }
            s.pos++;
            answer = new Choose(c == 'B' ? KothColor.BLACK : KothColor.WHITE);
        } else if (prompt instanceof KothPrompt.Move) {
            answer = new Move(s.point());
        } else {
            throw new ProtocolException(s.line, 1, 0, "no answer after EXIT");
        }
        s.expectEnd();
        return answer;
    }
}
